// What is computed once from a held size table and kept with it: the grids' checkpoints (docs/GRID.md §4).

import LayoutEngine

/// Where the lengths of a grid layout come from, as the key of what is derived from them: a held
/// table (by id), a list in the query (by its text), or one length for every item.
enum LengthSource: Hashable, Sendable {
    case table(HeldTableName)
    case list(String)
    case uniform(length: Double, count: Int)
}

/// A held table's id, with what is derived from the table as it was held when the request found
/// it (so that the request needs not find it again). Equal as its id, hashed as the store hashes it.
struct HeldTableName: Hashable, Sendable {
    let id: String
    let derivations: SizeTableDerivations

    static func == (left: HeldTableName, right: HeldTableName) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { SizeTable.hashID(id, into: &hasher) }
}

/// What places a grid layout's items, apart from the table the derivation hangs off: its
/// checkpoints are built once per key (docs/GRID.md §4's key: every parameter that moves an item).
enum GridCheckpointKey: Hashable, Sendable {
    case masonry(MasonrySettings, heights: LengthSource, widths: LengthSource?)
    case justified(JustifiedSettings, aspectRatios: LengthSource)
    case grid(GridSettings, heights: LengthSource)

    /// Hashes the layout and the width alone: a table's keys are few and mostly differ in it, and
    /// equality decides the rest (what every request for a held table's checkpoints hashes).
    func hash(into hasher: inout Hasher) {
        switch self {
        case .masonry(let settings, _, _):
            hasher.combine(0)
            hasher.combine(settings.width)
        case .justified(let settings, _):
            hasher.combine(1)
            hasher.combine(settings.width)
        case .grid(let settings, _):
            hasher.combine(2)
            hasher.combine(settings.width)
        }
    }
}

/// What is derived from a table and kept with it: the grids' checkpoints, objects that say what
/// holding them costs (a class, so that telling which one a key holds is a pointer's test).
protocol GridCheckpointsMemory: AnyObject, Sendable {
    var memoryBytes: Int { get }
}

/// The values derived from one held table, by key, each built once: concurrent first requests
/// for one key wait for the one walk (each key has its own lock, held while it is built) rather
/// than walk the table each. Held by the table's slot in `SizeTableStore`, and so dropped with it.
final class SizeTableDerivations: Sendable {
    private let entries = PthreadMutex<[GridCheckpointKey: Derivation]>([:])

    /// One derived value, built at most once (unless its build throws).
    private final class Derivation: Sendable {
        let value = PthreadMutex<(any GridCheckpointsMemory)?>(nil)
    }

    /// The value for `key`, built by `build` if none is held yet; `built` says whether this call
    /// built it (and should account for its memory).
    func value<Value: GridCheckpointsMemory, Failure: Error>(
        for key: GridCheckpointKey, build: () throws(Failure) -> Value
    ) throws(Failure) -> (value: Value, built: Bool) {
        let derivation = entries.withLock { entries in
            if let held = entries[key] { return held }
            let created = Derivation()
            entries[key] = created
            return created
        }
        return try derivation.value.withLock { (held: inout (any GridCheckpointsMemory)?) throws(Failure) -> (Value, Bool) in
            if let value = held as? Value { return (value, false) }
            let value = try build()
            held = value
            return (value, true)
        }
    }

    /// Forgets `key`'s value (it did not fit the memory the tables may take).
    func remove(_ key: GridCheckpointKey) {
        _ = entries.withLock { $0.removeValue(forKey: key) }
    }

    /// How many values are held.
    var count: Int { entries.withLock { $0.count } }
}

extension SizeTableStore {
    /// `key`'s value derived from the table `id`, built by `build` once and kept with the table,
    /// its `memoryBytes` counted against the tables' memory; built and not kept when the table is
    /// not held or the value does not fit.
    func derived<Value: GridCheckpointsMemory, Failure: Error>(
        fromTable table: HeldTableName, key: GridCheckpointKey, build: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let derivations = table.derivations
        let (value, built) = try derivations.value(for: key, build: build)
        // `charge` keeps nothing for a table evicted since the request found it.
        if built && !charge(value.memoryBytes, toTable: table.id, derivations: derivations) {
            derivations.remove(key)
        }
        return value
    }
}
