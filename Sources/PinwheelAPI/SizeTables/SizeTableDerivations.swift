// What is computed once from a held size table and kept with it: the grids' checkpoints (docs/GRID.md §4).

import LayoutEngine
import Synchronization

/// Where the lengths of a grid layout come from, as the key of what is derived from them: a held
/// table (by id), a list in the query (by its text), or one length for every item.
enum LengthSource: Hashable, Sendable {
    case table(String)
    case list(String)
    case uniform(length: Double, count: Int)
}

/// What places a grid layout's items, apart from the table the derivation hangs off: its
/// checkpoints are built once per key (docs/GRID.md §4's key: every parameter that moves an item).
enum GridCheckpointKey: Hashable, Sendable {
    case masonry(MasonryPlacement, heights: LengthSource, widths: LengthSource?)
    case justified(JustifiedPlacement, aspectRatios: LengthSource)
    case grid(GridPlacement, heights: LengthSource)
}

/// The values derived from one held table, by key, each built once: concurrent first requests
/// for one key wait for the one walk (each key has its own lock, held while it is built) rather
/// than walk the table each. Held by the table's slot in `SizeTableStore`, and so dropped with it.
final class SizeTableDerivations: Sendable {
    private let entries = Mutex<[GridCheckpointKey: Derivation]>([:])

    /// One derived value, built at most once (unless its build throws).
    private final class Derivation: Sendable {
        let value = Mutex<(any Sendable)?>(nil)
    }

    /// The value for `key`, built by `build` if none is held yet; `built` says whether this call
    /// built it (and should account for its memory).
    func value<Value: Sendable, Failure: Error>(
        for key: GridCheckpointKey, build: () throws(Failure) -> Value
    ) throws(Failure) -> (value: Value, built: Bool) {
        let derivation = entries.withLock { entries in
            if let held = entries[key] { return held }
            let created = Derivation()
            entries[key] = created
            return created
        }
        return try derivation.value.withLock { (held: inout (any Sendable)?) throws(Failure) -> (Value, Bool) in
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
    func derived<Value: Sendable, Failure: Error>(
        fromTable id: String, key: GridCheckpointKey, memoryBytes: (Value) -> Int, build: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard let derivations = derivations(ofTable: id) else { return try build() }
        let (value, built) = try derivations.value(for: key, build: build)
        if built && !charge(memoryBytes(value), toTable: id, derivations: derivations) {
            derivations.remove(key)
        }
        return value
    }
}
