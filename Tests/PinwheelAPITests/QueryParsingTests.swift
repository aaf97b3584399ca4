// The number syntax and query rules, without a server.

@testable import PinwheelAPI
import HTTPCore
import Testing
import WireFormat

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
    #expect(NumberRange.positiveLength.description == "0.001 to 100000")
    #expect(NumberRange.unit.description == "0 to 1")
}

/// Extreme but valid parameters: every answer must encode (JSON has no NaN or infinity), so a
/// division that overflowed would fail here rather than crash the server.
@Test(arguments: [
    "count=2&itemWidth=0.001&radius=0.001&width=0.0015&offset=1000000000",
    "count=10000000&itemWidth=100000&radius=0.001&width=0.001&height=100000&offset=-1000000000",
    "count=3&itemWidth=125.00000000000001&width=375&offset=1000000000",
    "count=10000000&itemWidth=0.001&radius=1000000&width=0.001&offset=1000000000",
    "layout=circle&count=1000&width=0.001&height=0.001&itemWidth=100000&itemHeight=100000&inset=100000&offset=-1000000000",
    "layout=parallax&count=1000000&height=0.001&itemHeight=0.001&headerHeight=0.0000001&maxParallax=100000&offset=-1000000000",
    "layout=parallax&count=5&height=100000&itemHeight=100000&headerHeight=0.0000001&lineSpacing=0&offset=1000000000",
    "layout=parallax&count=0,0,0&headerHeight=0&menuHeight=0&sectionHeaderHeight=0&sectionFooterHeight=0",
])
func extremeParametersGiveFiniteAnswers(query: String) throws {
    let result = try LayoutRequest(query: queryItems(query)).result()
    #expect(!JSONBody.encode(result).isEmpty)
    let wheelOnly = query.hasPrefix("count=")
    if wheelOnly {
        #expect(!JSONBody.encode(try SnapRequest(query: queryItems(query + "&velocity=1")).result()).isEmpty)
    }
}

/// A reading's defaults are what it gives an empty query, and its bits those of the names it
/// looks up.
@Test func readDefaultsGatherTheNamesLookedUp() throws {
    let defaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        (try reader.number(.headerHeight), try reader.boolean(.stretchy))
    }
    #expect(defaults.value == (300, true))
    #expect(defaults.lookedUp == QueryParameter.headerHeight.nameBit | QueryParameter.stretchy.nameBit)
}

/// `reading` gives the defaults to a query that names none of the parameters looked up, and
/// reads (and refuses) the ones a query names.
@Test func readingUsesTheDefaultsOnlyWhenNoParameterReadIsNamed() throws {
    let defaults = ReadDefaults { (reader: QueryReader) throws(Problem) in try reader.number(.headerHeight) }
    func read(_ items: [QueryItem]) throws(Problem) -> Double {
        try QueryReader(Query(items), length: 0).reading(defaults) { (reader: QueryReader) throws(Problem) in
            try reader.number(.headerHeight) + 1
        }
    }
    #expect(try read([QueryItem(name: "offset", value: "3")]) == 300)
    #expect(try read([QueryItem(name: "headerHeight", value: "10")]) == 11)
    #expect(throws: Problem.self) { try read([QueryItem(name: "headerHeight", value: "tall")]) }
    // A name that is not ASCII may spell any name: the parameters are read.
    #expect(try read([QueryItem(name: "cöunt", value: "3")]) == 301)
}
