// The engine ceiling's size tables: read from files at start, found by id, their checkpoints built by the first request that needs them.

import Foundation
import LayoutEngine
import Synchronization

/// The tables `--table ID=PATH` gives (comma-separated numbers, as posted to Pinwheel's
/// `/sizes`, under the id Pinwheel gave them), found by the id a query names (`sizes=@ID` for
/// masonry, `aspectRatios=@ID` for justified rows) as any server of tables must find one. Each
/// keeps its checkpoints per placement, as Pinwheel keeps them with its table, so that a window
/// costs the ceiling what it costs Pinwheel after the first request.
final class CeilingTables: Sendable {
    static let shared = CeilingTables()

    private let tables = Mutex<[String: Table]>([:])

    /// One table and what is derived from it.
    private final class Table: Sendable {
        let lengths: ItemLengths
        let masonry = Mutex<[MasonryPlacement: MasonryCheckpoints]>([:])
        let justified = Mutex<[JustifiedPlacement: JustifiedCheckpoints]>([:])

        init(lengths: ItemLengths) { self.lengths = lengths }
    }

    /// Reads each `ID=PATH` of `--table`.
    func load(_ arguments: [String]) {
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else { Arguments.fail("--table takes ID=PATH, not \(argument)") }
            let table = Table(lengths: Self.lengths(inFile: String(argument[argument.index(after: equals)...])))
            tables.withLock { $0[String(argument[..<equals])] = table }
        }
    }

    func masonry(table id: String, _ placement: MasonryPlacement) throws -> MasonryCheckpoints {
        let table = try self.table(id)
        return try table.masonry.withLock { built in
            if let held = built[placement] { return held }
            let checkpoints = try MasonryCheckpoints(heights: table.lengths, placement: placement)
            built[placement] = checkpoints
            return checkpoints
        }
    }

    func justified(table id: String, _ placement: JustifiedPlacement) throws -> JustifiedCheckpoints {
        let table = try self.table(id)
        return try table.justified.withLock { built in
            if let held = built[placement] { return held }
            let checkpoints = try JustifiedCheckpoints(aspectRatios: table.lengths, placement: placement)
            built[placement] = checkpoints
            return checkpoints
        }
    }

    private func table(_ id: String) throws -> Table {
        guard let table = tables.withLock({ $0[id] }) else { throw CeilingTableMissing(id: id) }
        return table
    }

    private static func lengths(inFile path: String) -> ItemLengths {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { Arguments.fail("cannot read \(path)") }
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { Arguments.fail("\(path): not comma-separated numbers") }
        return ItemLengths(numbers.map { $0! })
    }
}

/// A grid query naming a table the ceiling was not given.
struct CeilingTableMissing: Error {
    let id: String
}
