// The number syntax and query rules, without a server.

@testable import PinwheelAPI
import MicroHTTPServer
import Testing

@Test(arguments: ["0", "-0", "+1", "12.5", ".5", "5.", "1e3", "1E-3", "-2.5e+10", "007"])
func acceptsDecimalNumbers(text: String) {
    #expect(DecimalSyntax.isNumber(text.utf8))
}

@Test(arguments: ["", "-", ".", "e3", "1e", "1e+", "0x10", "inf", "nan", "1,5", " 1", "1 ", "1..2", "++1", "١"])
func rejectsEverythingElse(text: String) {
    #expect(!DecimalSyntax.isNumber(text.utf8))
}

@Test func theCLIAndTheServerCountQueryLengthAlike() throws {
    let items = [QueryItem(name: "count", value: "20"), QueryItem(name: "cull", value: nil)]
    #expect(Request.length(of: items) == "count=20&cull=&".utf8.count)  // a bare name counts its "=" too
}

@Test func rangesDescribeThemselves() {
    #expect(NumberRange.positiveLength.description == "greater than 0 and at most 100000")
    #expect(NumberRange.unit.description == "0 to 1")
}
