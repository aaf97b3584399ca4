// POST /sizes, GET and HEAD /sizes/{id}, and sizes=@id in queries, on the real server (docs/LAYOUTS.md §6).

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing

private struct PostedTable: Decodable, Equatable {
    var count: Int
    var id: String
    var total: Double
}

private func post(_ client: HTTPTestClient, _ body: String, type: String = "text/plain") throws -> RawResponse {
    try client.send(method: "POST", target: "/sizes", headers: ["Content-Type: \(type)"], body: Array(body.utf8))
}

@Test func postingATableAnswersItsIdOnceCreatedThenHeld() throws {
    try withAPIServer { client in
        let first = try post(client, "200,150*3,320\n")
        #expect(first.status == 201)
        let table = try decode(PostedTable.self, first)
        // The canonical text "200,150*3,320" hashed: any replica computes the same id.
        #expect(table.id == "sha256-" + SHA256.hexDigest(Array("200,150*3,320".utf8)))
        #expect(table == PostedTable(count: 5, id: table.id, total: 970))
        #expect(first.header("location") == "/sizes/\(table.id)")
        let again = try post(client, "[200, 150, 150, 150, 320]", type: "application/json; charset=utf-8")
        #expect(again.status == 200)
        #expect(try decode(PostedTable.self, again) == table)

        let text = try client.get("/sizes/\(table.id)")
        #expect(text.status == 200)
        #expect(text.bodyText == "200,150*3,320")
        #expect(text.header("etag") == "\"\(table.id)\"")
        #expect(try client.send(method: "HEAD", target: "/sizes/\(table.id)").status == 200)
        #expect(try client.send(method: "HEAD", target: "/sizes/sha256-" + String(repeating: "0", count: 64)).status == 404)
    }
}

@Test func aTableAnswersWhatTheSameListInTheQueryAnswers() throws {
    try withAPIServer { client in
        let list = "120*3,87.3,200*2,64.5*4"
        let table = try decode(PostedTable.self, try post(client, list))
        for endpoint in ["/layout?offset=250", "/motion?item=2&section=1", "/hit?offset=250&x=100&y=300"] {
            let query = "\(endpoint)&layout=parallax&count=6,4"
            let byList = try client.get("\(query)&sizes=\(list)")
            let byTable = try client.get("\(query)&sizes=@\(table.id)")
            #expect(byList.status == 200, "\(query): \(byList.bodyText)")
            #expect(byTable.body == byList.body, "\(query)")
        }
    }
}

@Test func anUnknownTableIs404SizesUnknownNamingSizes() throws {
    try withAPIServer { client in
        let id = "sha256-" + String(repeating: "ab", count: 32)
        let response = try client.get("/layout?layout=parallax&count=3&sizes=@\(id)")
        #expect(response.status == 404)
        #expect(response.header("content-type") == "application/problem+json")
        let problem = try decode(Problem.self, response)
        #expect(problem.type == "urn:pinwheel:problem:sizes-unknown")
        #expect(problem.parameter == "sizes")
        #expect(try client.get("/sizes/\(id)").status == 404)
    }
}

@Test(arguments: [
    ("[200, NaN]", "entry 1"), ("[200, 0]", "entry 1"), ("[-5]", "entry 0"), ("[200, \"7\"]", "entry 1"),
    ("[200,]", "entry 1"), ("[200", "the array is not closed"), ("{\"a\": 1}", "not a JSON array"), ("[]", "empty"),
    ("[[1]]", "entry 0"), ("[1] 2", "after the array"), ("[1e999]", "entry 0"), ("[01]", "entry 0"),
])
func aMalformedJSONBodyIs400NamingTheEntry(body: String, detail: String) throws {
    try withAPIServer { client in
        let response = try post(client, body, type: "application/json")
        #expect(response.status == 400, "\(body)")
        let problem = try decode(Problem.self, response)
        #expect(problem.type == "urn:pinwheel:problem:invalid-body")
        #expect(problem.parameter == "body")
        #expect(problem.detail.contains(detail), "\(problem.detail)")
    }
}

@Test(arguments: ["150*0", "*3", "3*", "200,,3", "nan", "0", "-4", "1e6", "200 150", "150*-2", "150*1.5"])
func aMalformedTextBodyIs400(body: String) throws {
    try withAPIServer { client in
        let response = try post(client, body)
        #expect(response.status == 400, "\(body): \(response.bodyText)")
        #expect(try decode(Problem.self, response).parameter == "body")
    }
}

@Test func tooManyLengthsIs413AndOtherTypesAre415() throws {
    try withAPIServer { client in
        let tooMany = try post(client, "100*\(Limits.sizeTableItemsInRuns),5")
        #expect(tooMany.status == 413)
        #expect(try decode(Problem.self, tooMany).parameter == "body")
        // Runs hold up to ten million items in their entries (a grid's L*n), a million entries.
        #expect(try post(client, "100*\(Limits.sizeTableItemsInRuns - 1),5").status == 201)
        let entries = (0...Limits.sizeTableItems).map { $0.isMultiple(of: 2) ? "1" : "2" }.joined(separator: ",")
        #expect(try post(client, entries).status == 413)
        for type in ["image/png", "application/x-www-form-urlencoded"] {
            let response = try post(client, "[200]", type: type)
            #expect(response.status == 415)
            #expect(try decode(Problem.self, response).parameter == "content-type")
        }
        let none = try client.send(method: "POST", target: "/sizes", body: Array("[200]".utf8))
        #expect(none.status == 415)
        // A body over the route's byte limit, announced by Content-Length, is refused unread.
        let huge = try client.send(
            method: "POST", target: "/sizes",
            headers: ["Content-Type: text/plain", "Content-Length: \(SizeTableRoutes.maximumBodySize + 1)"], body: [])
        #expect(huge.status == 413)
        // Other endpoints still take no body.
        #expect(try client.send(method: "POST", target: "/layout?count=3", body: Array("x".utf8)).status == 405)
    }
}

@Test func theStoreEvictsTheLeastRecentlyUsedWithinItsBudget() {
    // Each one-run table costs the same (its arrays and SizeTable.bookkeepingCost): three fit in
    // three and a half.
    let tables = (1...4).map { SizeTable(lengths: ItemLengths(repeating: Double($0), count: 10)) }
    let cost = tables[0].memoryCost
    let store = SizeTableStore(memoryLimit: cost * 7 / 2)
    #expect(store.add(tables[0]) == true)
    #expect(store.add(tables[1]) == true)
    #expect(store.add(tables[2]) == true)
    #expect(store.table(id: tables[0].id) != nil)  // table 0 is now the most recently used
    #expect(store.add(tables[3]) == true)  // evicts table 1, the least recently used
    #expect(store.contains(id: tables[1].id) == false)
    #expect([0, 2, 3].allSatisfy { store.contains(id: tables[$0].id) })
    #expect(store.add(tables[2]) == false)  // already held
    #expect(store.usage.bytes <= cost * 7 / 2)
    let big = SizeTable(lengths: ItemLengths((0..<100).map { Double($0 + 1) }))
    #expect(store.add(big) == nil)  // 100 runs: 2,400 bytes of arrays alone, over the budget
}

@Test func sha256MatchesTheStandardsVectors() {
    #expect(SHA256.hexDigest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hexDigest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
        SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
        SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
}

@Test func theCanonicalTextMergesRunsAndWritesNumbersAsJSONDoes() {
    let lengths = ItemLengths([200, 87.3, 87.3, 0.001, 100_000, 100_000, 100_000, 1.5])
    #expect(String(decoding: SizeList.canonicalText(lengths), as: UTF8.self) == "200,87.3*2,0.001,100000*3,1.5")
}

@Test func listsReadEveryLengthAsDoubleReadsIt() throws {
    var generator = SystemRandomNumberGenerator()
    var texts: [String] = ["87.3", "0.001", "100000", "100000.0", "007.50", "1e2", "+3", ".5", "5.", "99999.999999999999"]
    for _ in 0..<20_000 {
        let whole = Int.random(in: 0...99_999, using: &generator)
        let fraction = String(Int.random(in: 1...999_999_999, using: &generator))
        texts.append("\(whole).\(fraction.prefix(Int.random(in: 1...fraction.count, using: &generator)))")
    }
    let runs = try SizeList.runs(text: Array(texts.joined(separator: ",").utf8)[...], maximumItems: texts.count)
    for (run, text) in zip(runs, texts) {
        #expect(run.length == Double(text), "\(text)")
    }
}
