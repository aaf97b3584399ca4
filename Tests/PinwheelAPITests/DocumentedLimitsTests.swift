// The limits the documents state are the server's own: each figure is written here from the
// constant the server holds to, so a changed limit fails this test until the documents say it.

import Foundation
import LayoutEngine
import MicroHTTPServer
@testable import PinwheelAPI
import Testing

/// A number as the documents write it in prose: thousands grouped with commas (`1,000,000`).
private func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (position, digit) in digits.enumerated() {
        if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return text
}

/// Bytes as the documents write them: `16 KiB`, `64 MiB`.
private func binary(_ bytes: Int) -> String {
    bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes / 1024) KiB"
}

private func document(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// What each document says, in its own words, with the server's figures put in.
private let statements: [(document: String, says: [String])] = {
    let server = ServerConfiguration()
    return [
        (
            "docs/OPERATIONS.md",
            [
                "| connections open at once | \(server.connectionLimit) | server |",
                "| silence on a connection (idle, or trickling nothing) | \(server.connectionTimeout) s |",
                "| request headers | \(binary(server.maximumHeaderBytes)) | server |",
                "| request line and headers | \(binary(server.connectionMemoryLimit)) of per-connection memory",
                "\(binary(SizeTableRoutes.maximumBodySize)) for `POST /sizes` and `/sizes/{id}`, "
                    + "\(binary(PageRoutes.maximumBodySize)) for `POST /pages` and `/pages/{id}`, "
                    + "\(binary(server.maximumBodySize)) for any other request",
                "| entries in a size table | \(grouped(Limits.sizeTableItems)): a JSON array's lengths, or the text's "
                    + "entries, whose `L*n` runs hold up to \(grouped(Limits.sizeTableItemsInRuns)) lengths in all |",
                "| `--sizes-memory`, \(binary(Limits.sizeTablesMemory)),",
                "[--sizes-memory \(Limits.sizeTablesMemory)]",
                "| query string | \(Limits.queryBytes) bytes and \(Limits.queryParameters) parameters:",
                "| `sizes` in a query | \(Limits.sizesInQuery) bytes",
                "| items in an answer | \(Limits.itemsPerResponse) | API |",
                "| frames in a `/motion` answer | \(Limits.framesPerMotion) | API |",
                "| items across a `/motion` answer's frames | \(Limits.itemsPerMotion) | API |",
            ]
        ),
        (
            "docs/API.md",
            [
                "(wheel, carousel and slider 0–\(grouped(Limits.wheelItems)); circle 0–\(Limits.circleItems))",
                "up to \(Limits.sections) sections of 0–\(grouped(Limits.itemsPerSection))",
                "items (0–\(grouped(GridLimits.items)); over \(grouped(Limits.gridItemsInline)) only from size tables)",
                "for an answer over \(Limits.itemsPerResponse) items",
                "414 for a query over \(Limits.queryBytes) bytes or \(Limits.queryParameters)",
                "at most \(binary(SizeTableRoutes.maximumBodySize)) and \(grouped(Limits.sizeTableItems)) entries",
                "\(grouped(Limits.sizeTableItemsInRuns)) lengths in the text's `L*n` runs",
                "(\(binary(Limits.sizeTablesMemory)) by default;",
                "answer holds at most \(Limits.framesPerMotion) frames and \(Limits.itemsPerMotion) items",
            ]
        ),
        ("README.md", ["windows over size tables of up to \(grouped(GridLimits.items)) items"]),
        (
            "docs/PAGE.md",
            [
                "masonry, justified and grid sections hold at most \(grouped(PageLimits.gridItems))",
                "A box's `height` is \(Limits.smallestSize) to \(grouped(Int(Limits.length))), as a",
            ]
        ),
        (
            "docs/GRID.md",
            [
                "An answer holds at most \(grouped(GridLimits.itemsPerWindow)) items",
                "Without a table a layout holds at most \(grouped(Limits.gridItemsInline)) items",
            ]
        ),
    ]
}()

@Test(arguments: statements.map(\.document))
func theDocumentStatesTheServersLimits(path: String) throws {
    let text = try document(path).replacingOccurrences(of: "\n", with: " ")
    let says = try #require(statements.first { $0.document == path }).says
    for statement in says {
        #expect(text.contains(statement), "\(path) does not say: \(statement)")
    }
}

@Test func figuresAreWrittenAsTheDocumentsWriteThem() {
    #expect(grouped(1_000_000) == "1,000,000")
    #expect(grouped(100_000) == "100,000")
    #expect(grouped(1000) == "1,000")
    #expect(grouped(999) == "999")
    #expect(binary(16 * 1024) == "16 KiB")
    #expect(binary(64 * 1024 * 1024) == "64 MiB")
}
