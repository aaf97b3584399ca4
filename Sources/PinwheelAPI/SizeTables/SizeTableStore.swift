// The size tables a server holds: content-addressed, in memory, within a byte budget, least recently used evicted first.

public import LayoutEngine
import Synchronization

/// A posted list of item lengths, named by the SHA-256 of its canonical text (docs/LAYOUTS.md §6).
public struct SizeTable: Hashable, Sendable {
    /// `sha256-` and 64 lowercase hexadecimal digits.
    public let id: String
    public let lengths: ItemLengths

    /// The table of `lengths`, its id computed.
    init(lengths: ItemLengths) {
        self.lengths = lengths
        id = Self.idPrefix + SHA256.hexDigest(SizeList.canonicalText(lengths))
    }

    static let idPrefix = "sha256-"

    /// Whether `text` has an id's form (it may still name no table held).
    static func isID(_ text: some StringProtocol) -> Bool {
        let utf8 = text.utf8
        return utf8.count == idPrefix.utf8.count + 64 && text.hasPrefix(idPrefix)
            && utf8.dropFirst(idPrefix.utf8.count).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// What holding the table costs, in bytes: its runs (a length, a start and a prefix sum
    /// each) and a fixed overhead for the entry, its id and its bookkeeping.
    var memoryCost: Int { lengths.runCount * 24 + 256 }
}

/// The tables one server process holds, shared by its threads. Holding costs at most
/// `memoryLimit` bytes (`SizeTable.memoryCost`): adding a table evicts the least recently used
/// ones (used: posted, or named by a request) until it fits. Every operation is O(1) apart from
/// hashing the id.
public final class SizeTableStore: Sendable {
    public let memoryLimit: Int
    private let state: Mutex<LeastRecentlyUsed>

    public init(memoryLimit: Int) {
        self.memoryLimit = memoryLimit
        state = Mutex(LeastRecentlyUsed())
    }

    /// The table named `id`, now the most recently used; nil when it is not held.
    public func table(id: String) -> SizeTable? {
        state.withLock { $0.use(id) }
    }

    /// Whether the table named `id` is held (without using it).
    public func contains(id: String) -> Bool {
        state.withLock { $0.slotOfID[id] != nil }
    }

    /// Holds `table`, evicting others to fit; false when it was already held (it is then used),
    /// nil when it alone is over the limit.
    func add(_ table: SizeTable) -> Bool? {
        let cost = table.memoryCost
        guard cost <= memoryLimit else { return nil }
        return state.withLock { tables in
            if tables.use(table.id) != nil { return false }
            while tables.bytes + cost > memoryLimit, tables.evictLeastRecentlyUsed() {}
            tables.insert(table, cost: cost)
            return true
        }
    }

    /// What is derived from the table `id` and kept with it (`SizeTableDerivations`); nil when the
    /// table is not held.
    func derivations(ofTable id: String) -> SizeTableDerivations? {
        state.withLock { tables in tables.slotOfID[id].flatMap { tables.slots[$0].derivations } }
    }

    /// Adds `bytes` to the cost of the table `id`, evicting the others least recently used first
    /// to fit; false (nothing added) when the table is no longer held with `derivations`, or it
    /// would not fit alone.
    func charge(_ bytes: Int, toTable id: String, derivations: SizeTableDerivations) -> Bool {
        state.withLock { tables in
            guard let slot = tables.slotOfID[id], tables.slots[slot].derivations === derivations,
                tables.slots[slot].cost + bytes <= memoryLimit
            else { return false }
            while tables.bytes + bytes > memoryLimit, tables.oldest != slot, tables.evictLeastRecentlyUsed() {}
            guard tables.bytes + bytes <= memoryLimit else { return false }
            tables.slots[slot].cost += bytes
            tables.bytes += bytes
            return true
        }
    }

    /// How many tables are held, and their cost in bytes.
    public var usage: (tables: Int, bytes: Int) {
        state.withLock { ($0.slotOfID.count, $0.bytes) }
    }
}

/// A doubly linked list of tables from the most to the least recently used, in an array of slots
/// (freed slots are reused), with a dictionary from id to slot.
private struct LeastRecentlyUsed {
    struct Slot {
        var table: SizeTable?
        var cost = 0
        /// What is derived from the table, dropped with it.
        var derivations: SizeTableDerivations?
        var newer: Int?
        var older: Int?
    }

    var slots: [Slot] = []
    var freeSlots: [Int] = []
    var slotOfID: [String: Int] = [:]
    var newest: Int?
    var oldest: Int?
    var bytes = 0

    mutating func use(_ id: String) -> SizeTable? {
        guard let slot = slotOfID[id] else { return nil }
        unlink(slot)
        linkAsNewest(slot)
        return slots[slot].table
    }

    mutating func insert(_ table: SizeTable, cost: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = slots.count
            slots.append(Slot())
        }
        slots[slot] = Slot(table: table, cost: cost, derivations: SizeTableDerivations())
        slotOfID[table.id] = slot
        bytes += cost
        linkAsNewest(slot)
    }

    /// Evicts the least recently used table; false when none is held.
    mutating func evictLeastRecentlyUsed() -> Bool {
        guard let slot = oldest, let table = slots[slot].table else { return false }
        unlink(slot)
        slotOfID[table.id] = nil
        bytes -= slots[slot].cost
        slots[slot] = Slot()
        freeSlots.append(slot)
        return true
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (slots[slot].newer, slots[slot].older)
        if let newer { slots[newer].older = older } else { newest = older }
        if let older { slots[older].newer = newer } else { oldest = newer }
        slots[slot].newer = nil
        slots[slot].older = nil
    }

    private mutating func linkAsNewest(_ slot: Int) {
        slots[slot].older = newest
        if let newest { slots[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
