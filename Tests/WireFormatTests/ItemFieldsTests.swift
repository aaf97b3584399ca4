// ItemFields' constant for every key, against the keys themselves.

@testable import WireFormat
import Testing

@Test func everyKeyIsTheConstantOfAllBits() {
    #expect(ItemFields.all == ItemFields(keys: ItemFields.Key.allCases))
    #expect(ItemFields.allBits == ItemFields.Key.allCases.reduce(0) { $0 | $1.bit })
    #expect(ItemFields.all.isAll)
    #expect(!ItemFields(keys: ItemFields.Key.allCases.dropLast()).isAll)
}
