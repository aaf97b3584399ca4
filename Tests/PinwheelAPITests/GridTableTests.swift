// The grids over size tables on the real server: the same bytes as a list, a full walk's frames at scale, checkpoints kept and dropped with their table.

import Foundation
import HTTPTestClient
import LayoutEngine
import MicroHTTPServer
@testable import PinwheelAPI
import Testing
import TestSupport
import WireFormat

/// Runs `body` against a fresh server whose tables live in `store`.
private func withServer(_ store: SizeTableStore, _ body: (HTTPTestClient) throws -> Void) throws {
    let server = try HTTPServer(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 4),
        router: PinwheelRoutes.router(sizeTables: store))
    defer { server.stop() }
    // A window's first request walks the whole table (a million items, ten million in runs):
    // seconds in a debug build, longer under a sanitizer. These tests are about its bytes.
    var client = HTTPTestClient(port: server.port)
    client.timeout = 600
    try body(client)
}

/// Posts `lengths` as a table; its id.
private func postTable(_ client: HTTPTestClient, _ lengths: [Double]) throws -> String {
    let text = lengths.map { String($0) }.joined(separator: ",")
    let response = try client.send(
        method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(text.utf8))
    #expect(response.status == 201 || response.status == 200, "\(response.bodyText)")
    let posted = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return try #require(posted?["id"] as? String)
}

/// Lengths of three decimals in `range`, from `seed`.
private func lengths(_ count: Int, _ range: ClosedRange<Double>, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in (Double.random(in: range, using: &generator) * 1000).rounded() / 1000 }
}

@Test func aGridOverATableAnswersWhatTheSameListInTheQueryAnswers() throws {
    try withServer(SizeTableStore(memoryLimit: Limits.sizeTablesMemory)) { client in
        let heights = lengths(150, 20...400, seed: 1).map { String($0) }.joined(separator: ",")
        let widths = lengths(150, 50...260, seed: 2).map { String($0) }.joined(separator: ",")
        let ratios = lengths(150, 0.4...2.5, seed: 3).map { String($0) }.joined(separator: ",")
        let heightsID = try postTable(client, lengths(150, 20...400, seed: 1))
        let widthsID = try postTable(client, lengths(150, 50...260, seed: 2))
        let ratiosID = try postTable(client, lengths(150, 0.4...2.5, seed: 3))
        let cases = [
            ("/masonry/layout?count=150&columnWidth=120&gutter=8&offset=1500", "sizes", heights, heightsID),
            (
                "/masonry/layout?count=150&columnWidth=100&offset=900&horizontalOrder=true&sizes=\(heights)", "widths", widths,
                widthsID
            ),
            ("/justified/layout?count=150&offset=2000&widowLayoutStyle=center", "aspectRatios", ratios, ratiosID),
            ("/grid/layout?count=150&minColumnWidth=90&gap=7.5&offset=2000&rtl=true", "sizes", heights, heightsID),
            ("/masonry/motion?count=150&columnWidth=120&item=100", "sizes", heights, heightsID),
            ("/justified/hit?count=150&offset=2000&x=150&y=200", "aspectRatios", ratios, ratiosID),
        ]
        for (query, parameter, list, id) in cases {
            let byList = try client.get("\(query)&\(parameter)=\(list)")
            let byTable = try client.get("\(query)&\(parameter)=@\(id)")
            #expect(byList.status == 200, "\(query): \(byList.bodyText)")
            #expect(byTable.body == byList.body, "\(query)")
        }
    }
}

/// The layout `name` (of the queries below) whose checkpoints hold one block: every window
/// replays the full walk from the first item.
private func fullWalk(_ name: String, _ lengths: ItemLengths, height: Double) throws -> any GridFamilyLayout {
    let count = lengths.count
    switch name {
    case "masonry":
        let walk = try MasonryCheckpoints(
            heights: lengths, settings: MasonrySettings(width: 1200, columnWidth: 230, gutter: 12), blockLength: count)
        return try MasonryLayout(checkpoints: walk, viewportHeight: height)
    case "justified":
        var settings = JustifiedSettings()
        settings.width = 1200
        let walk = try JustifiedCheckpoints(aspectRatios: lengths, settings: settings, rowsPerCheckpoint: count)
        return try JustifiedLayout(checkpoints: walk, viewportHeight: height)
    default:
        let settings = GridSettings(width: 1200, columns: .autoFill(minimumWidth: 180), columnGap: 9.5, rowGap: 9.5)
        let walk = try GridCheckpoints(heights: lengths, settings: settings, itemsPerCheckpoint: count)
        return try CSSGridLayout(checkpoints: walk, viewportHeight: height)
    }
}

/// Each layout over the table `id` of `table`: `windows` seeded windows and the last, each the
/// bytes of the full walk's window.
private func expectFullWalks(_ client: HTTPTestClient, id: String, table: ItemLengths, layouts: [String], windows: Int) throws {
    var generator = SeededGenerator(seed: 7)
    let queries = [
        "masonry": "/masonry/layout?width=1200&columnWidth=230&gutter=12&sizes=@\(id)",
        "justified": "/justified/layout?width=1200&aspectRatios=@\(id)",
        "grid": "/grid/layout?width=1200&minColumnWidth=180&gap=9.5&sizes=@\(id)",
    ]
    for name in layouts {
        let query = "\(queries[name]!)&count=\(table.count)&height=700"
        let walk = try fullWalk(name, table, height: 700)
        let contentHeight = walk.contentSize.height
        let offsets = (0..<windows).map { _ in Double.random(in: 0...contentHeight, using: &generator).rounded() }
        for offset in offsets + [contentHeight - 700] {
            let answer = try client.get("\(query)&offset=\(offset)")
            let expected = try walk.window(atOffset: offset, itemLimit: Limits.itemsPerResponse).result(
                LayoutName(rawValue: name)!)
            #expect(answer.body == ResponseEncoder.fast.encode(expected, fields: .all), "\(name) at \(offset)")
        }
    }
}

@Test func windowsOverAMillionEntryTableAreTheFullWalks() throws {
    let count = Limits.sizeTableItems
    let values = lengths(count, 0.5...400, seed: 32)
    let table = ItemLengths(values)
    let store = SizeTableStore(memoryLimit: Limits.sizeTablesMemory)
    try withServer(store) { client in
        let id = try postTable(client, values)
        // A dozen windows each, at seeded offsets over the whole content, and the last.
        try expectFullWalks(client, id: id, table: table, layouts: ["masonry", "justified", "grid"], windows: 11)
        // One set of checkpoints per layout, kept with the table.
        #expect(store.derivations(ofTable: id)?.count == 3)
    }
}

@Test func windowsOfTenMillionItemsInRunsAreTheFullWalks() throws {
    // 10,000,000 items in runs, as POST /sizes takes them (Limits.sizeTableItemsInRuns).
    let runs =
        [ItemLengthRun(length: 120.5, count: 4_000_000), ItemLengthRun(length: 80, count: 3_500_000)]
        + [ItemLengthRun(length: 333.25, count: 2_499_999), ItemLengthRun(length: 7, count: 1)]
    let text = runs.map { "\(String($0.length))*\($0.count)" }.joined(separator: ",")
    try withServer(SizeTableStore(memoryLimit: Limits.sizeTablesMemory)) { client in
        let posted = try client.send(
            method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(text.utf8))
        #expect(posted.status == 201, "\(posted.bodyText)")
        let id = try #require((try JSONSerialization.jsonObject(with: Data(posted.body)) as? [String: Any])?["id"] as? String)
        try expectFullWalks(client, id: id, table: ItemLengths(runs: runs), layouts: ["masonry", "grid"], windows: 3)
    }
}

@Test func checkpointsAreBuiltOnceCountedAgainstTheTablesMemoryAndDroppedWithTheTable() throws {
    // Room for about three tables of 20,000 distinct lengths (24 bytes a run), with their checkpoints.
    let store = SizeTableStore(memoryLimit: 1_600_000)
    try withServer(store) { client in
        let first = try postTable(client, lengths(20_000, 10...150, seed: 11))
        let tableOnly = store.usage.bytes
        let query = "/masonry/layout?count=20000&columnWidth=100&sizes=@\(first)&offset=5000"
        // Eight first requests at once: one walk, its memory counted once.
        let log = ResponseLog()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in log.record(Result { try client.get(query) }) }
        let bodies = try log.all.map { try $0.get() }
        #expect(bodies.allSatisfy { $0.status == 200 && $0.body == bodies[0].body })
        let walk = try MasonryCheckpoints(
            heights: try #require(store.table(id: first)).lengths, settings: MasonrySettings(columnWidth: 100))
        #expect(store.usage.bytes == tableOnly + walk.memoryBytes)
        #expect(store.derivations(ofTable: first)?.count == 1)

        // More tables evict the first, least recently used, and its checkpoints with it.
        let later = try (12...15).map { try postTable(client, lengths(20_000, 10...150, seed: UInt64($0))) }
        #expect(!store.contains(id: first))
        #expect(store.derivations(ofTable: first) == nil)
        // What is held is the tables alone, no checkpoints.
        let held = later.compactMap { store.table(id: $0) }
        #expect(held.count == store.usage.tables)
        #expect(store.usage.bytes == held.map(\.memoryCost).reduce(0, +))
        #expect(try client.get(query).status == 404)
    }
}
