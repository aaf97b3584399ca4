// Reads of a held page on the real server: answers that depend on nothing but the query and the
// page (docs/PAGE.md §1, §3.5, §4), and what a description may not hold, refused at its post.

import Foundation
import HTTPCore
import HTTPTestClient
import MicroHTTPServer
@testable import PinwheelAPI
import Testing

/// Posts `text` to `/sizes` and answers the table's id.
private func postedTableID(_ client: HTTPTestClient, _ text: String) throws -> String {
    let response = try client.send(
        method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(text.utf8))
    try #require(response.status == 201 || response.status == 200, "\(response.bodyText)")
    return try #require(try jsonObject(response)["id"] as? String)
}

@Test func aFlowOffScreenRefusesNoReadWhicheverHeightAskedFirst() throws {
    // A box 100,000 points tall, then a grid of 1-point rows: at the default viewport the grid's
    // window holds 667 cells, at 2,000 points it would hold 2,000, but it is far below the screen.
    let page = Array(
        #"{"sections":[{"query":"layout=slider&count=3","height":100000},{"query":"layout=grid&count=5000&minColumnWidth=375&itemHeight=1"}]}"#
            .utf8)
    var answers: [[UInt8]] = []
    for heights in [[2000.0], [667, 2000]] {
        try withAPIServer { client throws in
            let id = try postedPageID(client, page)
            for (read, height) in heights.enumerated() {
                for endpoint in ["layout", "hit?x=5&y=5&", "snap?section=0&"] {
                    let separator = endpoint.hasSuffix("&") ? "" : "?"
                    let response = try client.get("/page/\(endpoint)\(separator)page=@\(id)&offset=0&height=\(height)")
                    #expect(response.status == 200, "/page/\(endpoint) at height \(height): \(response.bodyText)")
                    if endpoint == "layout" && read == heights.count - 1 { answers.append(response.body) }
                }
            }
        }
    }
    #expect(answers.count == 2 && answers[0] == answers[1])
    let items = try #require(try JSONSerialization.jsonObject(with: Data(answers[0])) as? [String: Any])["items"]
    #expect((items as? [Any])?.count == 1)
}

@Test func aTableDroppedAfterThePostIsTheNextReadsNotFoundWhereverTheWindowIs() throws {
    // Room for the page and a few tables of 2,000 distinct lengths: more tables evict the oldest.
    let store = SizeTableStore(memoryLimit: 400_000)
    try withAPIServer(sizeTables: store) { client in
        let heights = (0..<2000).map { String(100 + $0 % 997) }.joined(separator: ",")
        let table = try postedTableID(client, heights)
        // The masonry is below a 5,000-point box: a read at offset 0 shows none of it.
        let page = Array(
            #"{"sections":[{"query":"layout=slider&count=3","height":5000},{"query":"layout=masonry&count=2000&columnWidth=180&gutter=8&sizes=@\#(table)"}]}"#
                .utf8)
        let id = try postedPageID(client, page)
        #expect(try client.get("/page/layout?page=@\(id)&offset=0").status == 200)
        // The page used last, then tables until the page's table is evicted (the oldest).
        _ = try #require(store.page(id: id))
        var filler = 1
        while store.contains(id: table) {
            _ = try postedTableID(client, (0..<2000).map { String(filler * 3000 + $0) }.joined(separator: ","))
            filler += 1
            try #require(filler < 40, "the table was never evicted")
        }
        try #require(store.containsPage(id: id), "the page was evicted before its table")
        for target in ["/page/layout?page=@\(id)&offset=0", "/page/hit?page=@\(id)&x=5&y=5", "/page/snap?page=@\(id)&section=0"] {
            let response = try client.get(target)
            #expect(response.status == 404, "\(target): \(response.bodyText)")
            let problem = try decode(Problem.self, response)
            #expect(problem.type == "urn:pinwheel:problem:sizes-unknown" && problem.parameter == "sections[1].query")
            #expect(problem.detail.hasPrefix("sections[1].query: sizes: no size table \(table) is held here"))
        }
        // Posted again, the table answers the same read.
        #expect(try postedTableID(client, heights) == table)
        #expect(try client.get("/page/layout?page=@\(id)&offset=0").status == 200)
    }
}

@Test func aStretchyHeaderAboveTheWindowIsNotHit() throws {
    let page = Array(
        #"{"sections":[{"query":"layout=grid&count=6&minColumnWidth=100&itemHeight=100","header":{"height":44,"stretchy":true}}]}"#
            .utf8)
    try withAPIServer { client throws in
        let id = try postedPageID(client, page)
        // Pulled down 100 points, the header stretches over the viewport's top 144 points.
        let pulled = try jsonObject(try client.get("/page/hit?page=@\(id)&offset=-100&x=10&y=10"))
        #expect(pulled["kind"] as? String == "pageHeader" && pulled["section"] as? Int == 0)
        // Pulled down past the whole viewport (Y + H ≤ 0): /page/layout shows nothing, and
        // nothing is hit.
        for offset in [-667, -700] {
            let layout = try jsonObject(try client.get("/page/layout?page=@\(id)&offset=\(offset)"))
            #expect((layout["items"] as? [Any])?.isEmpty == true)
            let hit = try jsonObject(try client.get("/page/hit?page=@\(id)&offset=\(offset)&x=10&y=10"))
            #expect(hit["item"] is NSNull && hit["kind"] is NSNull, "at offset \(offset): \(hit)")
        }
    }
}

@Test func aContentWidthItsLayoutRefusesNamesThePagesWidth() throws {
    let page = Array(
        #"{"sections":[{"query":"layout=grid&count=6&minColumnWidth=100&itemHeight=100","insets":{"left":100,"right":100}}]}"#
            .utf8)
    try withAPIServer { client throws in
        let id = try postedPageID(client, page)
        for width in ["200", "200.0005"] {
            try expectProblem(client, "/page/layout?page=@\(id)&width=\(width)", naming: "width")
        }
        #expect(try client.get("/page/layout?page=@\(id)&width=200.5").status == 200)
    }
}

@Test(arguments: [
    (
        #"{"query":"layout=carousel&type=coverFlow2&count=5&toggle=0.5","height":300}"#, "sections[0].query",
        "sections[0].query: toggle is set by the page"
    ),
    (
        #"{"query":"layout=slider&count=5&dragFrom=3","height":300}"#, "sections[0].query",
        "sections[0].query: dragFrom is set by the page"
    ),
    (
        #"{"query":"layout=slider&count=5","height":0.0005}"#, "sections[0].height",
        "sections[0].height: 0.0005 is out of range: must be 0.001 to 100000, as a layout's height"
    ),
])
func whatABoxsMotionCannotTakeIsRefusedAtThePost(section: String, parameter: String, detail: String) throws {
    try withAPIServer { client throws in
        let response = try postPage(client, Array(#"{"sections":[\#(section)]}"#.utf8))
        #expect(response.status == 400)
        let problem = try decode(Problem.self, response)
        #expect(problem.parameter == parameter && problem.detail == detail, "\(response.bodyText)")
    }
}

@Test func aPagesGridItemsAreBoundedTogether() throws {
    // Each grid within its own bound, 100 of them at 100,000 items are the page's 10,000,000.
    let grid = #"{"query":"layout=grid&count=100000&minColumnWidth=100&itemHeight=50"}"#
    try withAPIServer { client throws in
        let atTheLimit = Array(#"{"sections":[\#(Array(repeating: grid, count: 100).joined(separator: ","))]}"#.utf8)
        #expect(try postPage(client, atTheLimit).status == 201)
        let over = Array(
            #"{"sections":[\#(Array(repeating: grid, count: 100).joined(separator: ",")),{"query":"layout=masonry&count=1&columnWidth=100"}]}"#
                .utf8)
        let response = try postPage(client, over)
        #expect(response.status == 400)
        let problem = try decode(Problem.self, response)
        #expect(problem.parameter == "sections[100].query")
        #expect(problem.detail.contains("10000001 items") && problem.detail.contains("limit of 10000000"), "\(problem.detail)")
    }
}

#if canImport(Glibc)
    /// The allocator's bytes for a page of `sections` grid sections stacked at `widths` widths
    /// (as reads at those widths stack it), over the store's count of them: the median of three
    /// tries.
    private func stackedOverCounted(sections: Int, widths: Int) throws -> Double {
        let section = #"{"query":"layout=grid&count=6&minColumnWidth=100&itemHeight=80","header":{"height":44,"pinned":true}}"#
        let body = Array(#"{"sections":[\#(Array(repeating: section, count: sections).joined(separator: ","))]}"#.utf8)
        var ratios: [Double] = []
        for trial in 0..<3 {
            let store = SizeTableStore(memoryLimit: Int.max)
            let page = HeldPage(
                id: "sha256-" + SHA256.hexDigest(body), body: body,
                description: try PageDescription(body: body, sizeTables: store))
            let added = store.add(page)
            try #require(added != nil)
            let (before, counted) = (allocatedBytes(), store.usage.bytes)
            for index in 0..<widths {
                let width = 300 + 5 * Double(trial) + Double(index) / 4
                let items = [QueryItem(name: "page", value: "@" + page.id), QueryItem(name: "width", value: String(width))]
                let query = try PageQuery(Query(items), length: 100, endpoint: .layout, store: store)
                _ = try PageAnswers.stack(query, store: store)
            }
            ratios.append(Double(allocatedBytes() - before) / Double(store.usage.bytes - counted))
            withExtendedLifetime(store) {}
        }
        return ratios.sorted()[ratios.count / 2]
    }

    @Test(.readsGlibcAllocator)
    func aPagesStacksCostWhatTheStoreCounts() throws {
        guard runsAlone("aPagesStacksCostWhatTheStoreCounts") else {
            return try inProcessOfItsOwn("aPagesStacksCostWhatTheStoreCounts")
        }
        AllocatorRelease.mapLargeBlocksApart()
        // Each width's stack holds its blocks; the sections' geometry is the page's, shared.
        let ratio = try stackedOverCounted(sections: 2_000, widths: 8)
        #expect(ratio <= 1.1 && ratio >= 0.8, "measured / counted \(ratio) for a page of 2,000 sections at 8 widths")
    }
#endif
