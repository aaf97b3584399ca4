// What posts being answered take from the size tables' budget: their bodies from before they are read, and making their tables.

import Foundation
import HTTPTestClient
import LayoutEngine
import MicroHTTPServer
@testable import PinwheelAPI
import Testing

/// Waits up to ten seconds for `condition`, checking every millisecond; whether it came.
private func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
        guard Date() < deadline else { return false }
        usleep(1_000)
    }
    return true
}

/// Runs `body` against a server whose tables are held in `store`.
private func withServer(_ store: SizeTableStore, _ body: (UInt16) throws -> Void) throws {
    let server = try HTTPServer(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
        router: PinwheelRoutes.router(sizeTables: store))
    defer { server.stop() }
    try body(server.port)
}

/// The head of a text post announcing `length` bytes of body.
private func postHead(_ length: Int) -> String {
    "POST /sizes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: \(length)\r\n\r\n"
}

@Suite struct SizeTablePostMemoryTests {
    /// One-run tables cost about the same: `SizeTable.memoryCost` of three one-element arrays.
    private let tables = (1...4).map { SizeTable(lengths: ItemLengths(repeating: Double($0), count: 10)) }

    @Test func aReservationEvictsTheLeastRecentlyUsedAndCountsUntilReleased() {
        // The largest of the four: an array's capacity is what the allocator handed it, which can
        // be a few bytes over the request when the heap has no smaller free block (concurrent
        // tests shape the heap), so equal tables may cost a word more or less.
        let cost = tables.map(\.memoryCost).max()!
        let store = SizeTableStore(memoryLimit: cost * 3)
        for table in tables.prefix(3) { #expect(store.add(table) == true) }
        // Room for one table's worth: the oldest goes, the two newer stay.
        #expect(store.reserve(cost))
        #expect(!store.contains(id: tables[0].id) && store.contains(id: tables[1].id) && store.contains(id: tables[2].id))
        #expect(store.usage.bytes + store.reservedBytes <= cost * 3)
        // More than the budget less what is reserved is refused, and nothing is evicted for it.
        #expect(!store.reserve(cost * 2 + 1))
        #expect(store.usage.tables == 2)
        // A table added in place of its reservation takes its room: nothing else is evicted.
        #expect(store.add(tables[3], releasing: cost) == true)
        #expect(store.usage.tables == 3 && store.reservedBytes == 0)
        #expect(store.reserve(cost))
        store.release(cost)
        #expect(store.reservedBytes == 0)
    }

    @Test func makingATableReservesTheTableItReadsTheBodyInto() throws {
        let entries = 20_000
        let body = Array((0..<entries).map { $0.isMultiple(of: 2) ? "1" : "2" }.joined(separator: ",").utf8)
        #expect(SizeList.entryCount(body, atMost: .max) == entries)
        #expect(SizeList.entryCount(body, atMost: 100) == 100)
        var lengths = ItemLengths.Builder(capacity: entries)
        #expect(try SizeList.read(text: body[...], maximumItems: entries, into: &lengths) == entries)
        let table = SizeTable(lengths: lengths.build())
        #expect(table.lengths.count == entries && table.lengths.runCount == entries)
        // The table the post makes fits in what it reserved, with little to spare.
        let reserved = SizeTable.buildingCost(entries: entries)
        #expect(table.memoryCost <= reserved)
        #expect(reserved - table.memoryCost <= 256)
    }

    @Test func aBodyIsCountedFromItsHeadersAndAPostBeyondTheBudgetWaitsFor503() throws {
        let store = SizeTableStore(memoryLimit: 1024 * 1024)
        let announced = 600_000
        try withServer(store) { port in
            // A post whose body is still arriving holds its announced length.
            let first = try HTTPConnection(port: port)
            first.write(postHead(announced) + "200")
            #expect(eventually { store.reservedBytes >= announced })
            // A second such body does not fit beside it: refused before it is read, to retry.
            let second = try HTTPConnection(port: port)
            second.write(postHead(announced))
            let busy = try second.readResponse()
            #expect(busy.status == 503)
            #expect(busy.header("retry-after") == "1")
            #expect(busy.header("content-type") == "application/problem+json")
            #expect(try decode(Problem.self, busy).parameter == "body")
            // The first completes (trailing whitespace is allowed), and gives its memory back.
            first.write([UInt8](repeating: UInt8(ascii: " "), count: announced - 3))
            #expect(try first.readResponse().status == 201)
            #expect(eventually { store.reservedBytes == 0 })
            let retried = try HTTPConnection(port: port)
            retried.write(postHead(announced) + "300" + String(repeating: " ", count: announced - 3))
            #expect(try retried.readResponse().status == 201)
        }
    }

    @Test func aBodyLargerThanTheWholeBudgetIs413Unread() throws {
        let store = SizeTableStore(memoryLimit: 1024 * 1024)
        try withServer(store) { port in
            let connection = try HTTPConnection(port: port)
            connection.write(postHead(1024 * 1024 + 1))
            let refused = try connection.readResponse()
            #expect(refused.status == 413)
            #expect(try decode(Problem.self, refused).parameter == "body")
            #expect(store.reservedBytes == 0)
            // A body that fits, but whose table cannot be made beside it, is 413 too: 50,000 runs
            // are 1.2 MB of arrays.
            let entries = (0..<50_000).map { $0.isMultiple(of: 2) ? "1" : "2" }.joined(separator: ",")
            let tooManyRuns = try HTTPTestClient(port: port).send(
                method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(entries.utf8))
            #expect(tooManyRuns.status == 413)
            #expect(eventually { store.reservedBytes == 0 })
        }
    }
}
