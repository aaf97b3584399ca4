// The engine ceiling's size tables: read from files at start, found by id, their checkpoints built by the first request that needs them.

import Foundation
import LayoutEngine
import Synchronization

/// The tables `--table ID=PATH` gives (comma-separated numbers, as posted to Pinwheel's
/// `/sizes`, under the id Pinwheel gave them), found by the id a query names (`sizes=@ID` for
/// masonry, `aspectRatios=@ID` for justified rows) as any server of tables must find one. Each
/// keeps its checkpoints per layout settings, as Pinwheel keeps them with its table, so that a window
/// costs the ceiling what it costs Pinwheel after the first request.
final class CeilingTables: Sendable {
    static let shared = CeilingTables()

    private let tables = Mutex<[String: Table]>([:])

    /// One table and what is derived from it.
    private final class Table: Sendable {
        let lengths: ItemLengths
        let masonry = Mutex<[MasonrySettings: MasonryCheckpoints]>([:])
        let justified = Mutex<[JustifiedSettings: JustifiedCheckpoints]>([:])

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

    func masonry(table id: String, _ settings: MasonrySettings) throws -> MasonryCheckpoints {
        let table = try self.table(id)
        return try Self.held(settings, in: table.masonry) { try MasonryCheckpoints(heights: table.lengths, settings: $0) }
    }

    func justified(table id: String, _ settings: JustifiedSettings) throws -> JustifiedCheckpoints {
        let table = try self.table(id)
        return try Self.held(settings, in: table.justified) {
            try JustifiedCheckpoints(aspectRatios: table.lengths, settings: $0)
        }
    }

    /// The checkpoints `built` holds for `settings`, built by `build` the first time.
    private static func held<Settings: Hashable & Sendable, Checkpoints: Sendable>(
        _ settings: Settings, in built: borrowing Mutex<[Settings: Checkpoints]>,
        build: (Settings) throws -> Checkpoints
    ) throws -> Checkpoints {
        try built.withLock { built in
            if let held = built[settings] { return held }
            let checkpoints = try build(settings)
            built[settings] = checkpoints
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
