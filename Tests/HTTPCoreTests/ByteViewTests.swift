// ByteView and its output: the bytes HTTPCore reads and writes through pointers.

@testable import HTTPCore
import Testing

@Test func anEmptyArrayIsAnEmptyViewOfASCII() {
    ByteView.reading([UInt8]()) { view in
        #expect(view.isEmpty)
        #expect(view.count == 0)
        #expect(Array(view) == [])
        #expect(view.isASCII)
        #expect(view.string == "")
        #expect(view.equals(ByteView("")))
        #expect(!view.equals(ByteView("a")))
    }
}

@Test func aStaticStringIsViewedAsItsUTF8() {
    let view = ByteView("héllo")
    #expect(Array(view) == Array("héllo".utf8))
    #expect(view.count == 6)
    #expect(!view.isASCII)
    #expect(view.string == "héllo")
    #expect(ByteView("page").isASCII)
}

@Test func bytesWithTheTopBitSetAreNotASCIIAndInvalidUTF8IsRepaired() {
    ByteView.reading([0x61, 0x80]) { #expect(!$0.isASCII) }
    ByteView.reading([0x61, 0x7F]) { #expect($0.isASCII) }
    ByteView.reading([0x61, 0xFF, 0x62]) { #expect($0.string == "a\u{FFFD}b") }
    ByteView.reading("e\u{301}") { #expect(Array($0) == [0x65, 0xCC, 0x81]) }
}

@Test func aSliceAndARebasedRangeViewTheirBytesFromZero() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5]
    ByteView.reading(bytes[1..<4]) { view in
        #expect(Array(view) == [2, 3, 4])
        #expect(view.startIndex == 0 && view[0] == 2)
    }
    ByteView.reading(bytes) { view in
        let middle = view[rebasing: 1..<3]
        #expect(middle.startIndex == 0)
        #expect(Array(middle) == [2, 3])
        #expect(view[rebasing: 5..<5].isEmpty)
        #expect(Array(view[rebasing: 0..<5]) == bytes)
        #expect(view.equals(view[rebasing: 0..<5]))
        #expect(!view.equals(view[rebasing: 0..<4]))
    }
}

@Test func aUInt32IsReadLittleEndianAtAnyOffsetUpToTheLastFourBytes() {
    ByteView.reading([0xAA, 0x01, 0x02, 0x03, 0x04]) { view in
        #expect(view.loadUInt32(at: 1) == 0x0403_0201)
        #expect(view.loadUInt32(at: 0) == 0x0302_01AA)
    }
}

@Test(arguments: [0, 1, 12, ByteView.stackCapacity, ByteView.stackCapacity + 1, 3 * ByteView.stackCapacity])
func anArrayIsWrittenWholeOnTheStackOrOnTheHeap(count: Int) {
    let pattern = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let written = ByteView.array(count: count) { output in
        #expect(output.count == count)
        ByteView.reading(pattern) { output.copy($0, to: 0) }
    }
    #expect(written == pattern)
}

@Test func anOutputStoresLittleEndianWordsAndCopiesBytesAtItsOffsets() {
    let written = ByteView.array(count: 11) { output in
        output.store(0x0403_0201, at: 1)
        output[rebasing: 5..<11].store(0x0807_0605, at: 0)
        output[rebasing: 5..<11].copy(ByteView("xy"), to: 4)
        output.copy(ByteView("z"), to: 0)
        output.copy(ByteView(""), to: 11)
    }
    #expect(written == [0x7A, 1, 2, 3, 4, 5, 6, 7, 8, 0x78, 0x79])
}

@Test func namesSpellTheSameNameAsStringsCompareThem() {
    #expect(Query.spells(ByteView("page"), ByteView("page")))
    #expect(!Query.spells(ByteView("page"), ByteView("pages")))
    #expect(!Query.spells(ByteView("Page"), ByteView("page")))
    // Canonically equivalent: é precomposed and decomposed.
    #expect(Query.spells(ByteView("caf\u{E9}"), ByteView("cafe\u{301}")))
    #expect(!Query.spells(ByteView("caf\u{E9}"), ByteView("cafe")))
}
