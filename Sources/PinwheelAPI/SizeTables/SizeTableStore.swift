// The size tables a server holds: content-addressed, in memory, within a byte budget, least recently used evicted first.

public import HTTPCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The tables one server process holds, shared by its threads, and the pages (docs/PAGE.md),
/// which are held beside them in the same budget and order. Holding costs at most
/// `memoryLimit` bytes (`SizeTable.memoryCost`), and the posts being answered count in the same
/// budget: each post's body from before it is read (`BodyMemory`), and what making its table
/// takes (`SizeTable.buildingCost`). Adding a table, or reserving for a post, evicts the least
/// recently used tables (used: posted, or named by a request) until it fits. Every operation is
/// O(1) apart from hashing the id.
///
/// The accounting assumes the process maps large blocks apart (`AllocatorRelease.mapLargeBlocksApart()`,
/// which the store leaves to the process: `pinwheel serve` calls it before it starts): a large
/// table's runs are then mapped on their own and unmapped when it is evicted, so that freeing a
/// table gives its memory back to the system, and `SizeTable.memoryCost` counts them in whole
/// pages. Left at glibc's dynamic threshold, freed tables' pages would stay with the process, and
/// its resident memory would grow past `memoryLimit`.
public final class SizeTableStore: BodyMemory {
    public let memoryLimit: Int
    private let state: PthreadMutex<LeastRecentlyUsed>

    public init(memoryLimit: Int) {
        self.memoryLimit = memoryLimit
        state = PthreadMutex(LeastRecentlyUsed())
    }

    /// The table named `id`, now the most recently used; nil when it is not held.
    public func table(id: String) -> SizeTable? {
        state.withLock { $0.use(id) }
    }

    /// The table whose id is `id`'s bytes, with what is derived from it, now the most recently
    /// used; nil when it is not held. The most recently used table is compared first, byte for
    /// byte: a client scrolling one table names it request after request, and is then answered
    /// with no String made and no id hashed.
    func heldTable(id: ArraySlice<UInt8>) -> (table: SizeTable, derivations: SizeTableDerivations)? {
        state.withLock { tables in
            if let newest = tables.newest, let table = tables.slots[newest].table,
                let derivations = tables.slots[newest].derivations, Self.spells(table.id, id)
            {
                return (table, derivations)
            }
            guard let slot = tables.use(slot: String(decoding: id, as: UTF8.self)), let table = tables.slots[slot].table,
                let derivations = tables.slots[slot].derivations
            else { return nil }
            return (table, derivations)
        }
    }

    /// Whether `bytes` are `id`'s UTF-8, compared by `memcmp`.
    private static func spells(_ id: String, _ bytes: ArraySlice<UInt8>) -> Bool {
        var id = id
        return id.withUTF8 { idBytes in
            bytes.withUnsafeBytes { given in
                guard idBytes.count == given.count else { return false }
                guard let left = idBytes.baseAddress, let right = given.baseAddress else { return given.isEmpty }
                return memcmp(left, right, given.count) == 0
            }
        }
    }

    /// Whether the table named `id` is held (without using it).
    public func contains(id: String) -> Bool {
        state.withLock { $0.slotOfID[TableKey(id)] != nil }
    }

    /// Holds `table`, evicting others to fit, and gives back `reserved` bytes reserved for making
    /// it (`reserve(_:)`); false when it was already held (it is then used), nil when it alone is
    /// over the limit.
    func add(_ table: SizeTable, releasing reserved: Int = 0) -> Bool? {
        let cost = table.memoryCost
        let (added, trim) = state.withLock { tables -> (Bool?, Bool) in
            tables.reserved -= reserved
            guard cost <= memoryLimit else { return (nil, false) }
            if tables.use(table.id) != nil { return (false, false) }
            tables.evict(toFit: cost, within: memoryLimit)
            tables.insert(table, cost: cost)
            return (true, tables.takeTrim(limit: memoryLimit))
        }
        // Outside the lock: the allocator walks its free blocks.
        if trim { AllocatorRelease.giveBackFreePages() }
        return added
    }

    /// Reserves `bytes` for a post being answered, evicting the least recently used tables to make
    /// room; false (nothing reserved, nothing evicted) when the posts in flight hold too much of
    /// the budget for `bytes` more.
    func reserve(_ bytes: Int) -> Bool {
        let (granted, trim) = state.withLock { tables -> (Bool, Bool) in
            guard tables.reserved + bytes <= memoryLimit else { return (false, false) }
            tables.evict(toFit: bytes, within: memoryLimit)
            tables.reserved += bytes
            return (true, tables.takeTrim(limit: memoryLimit))
        }
        if trim { AllocatorRelease.giveBackFreePages() }
        return granted
    }

    /// Gives back what `reserve(_:)` took.
    func release(_ bytes: Int) {
        state.withLock { $0.reserved -= bytes }
    }

    public var bodyCapacity: Int { memoryLimit }

    public func reserve(bodyBytes bytes: Int) -> Bool { reserve(bytes) }

    public func release(bodyBytes bytes: Int) { release(bytes) }

    /// What is derived from the table `id` and kept with it (`SizeTableDerivations`); nil when the
    /// table is not held.
    func derivations(ofTable id: String) -> SizeTableDerivations? {
        state.withLock { tables in tables.slotOfID[TableKey(id)].flatMap { tables.slots[$0].derivations } }
    }

    /// Adds `bytes` to the cost of the table `id`, evicting the others least recently used first
    /// to fit; false (nothing added) when the table is no longer held with `derivations`, or it
    /// would not fit alone.
    func charge(_ bytes: Int, toTable id: String, derivations: SizeTableDerivations) -> Bool {
        state.withLock { tables in
            guard let slot = tables.slotOfID[TableKey(id)], tables.slots[slot].derivations === derivations,
                tables.slots[slot].cost + bytes <= memoryLimit
            else { return false }
            tables.evict(toFit: bytes, within: memoryLimit, sparing: slot)
            guard tables.used + bytes <= memoryLimit else { return false }
            tables.slots[slot].cost += bytes
            tables.bytes += bytes
            return true
        }
    }

    /// How many tables are held, and their cost in bytes (the pages' included).
    public var usage: (tables: Int, bytes: Int) {
        state.withLock { ($0.slotOfID.count, $0.bytes) }
    }

    // MARK: Pages

    /// The page named `id`, now the most recently used; nil when it is not held.
    func page(id: String) -> HeldPage? {
        state.withLock { held in
            guard let slot = held.slotOfPage[TableKey(id)] else { return nil }
            held.use(slot: slot)
            return held.slots[slot].page
        }
    }

    /// Whether the page `id` is held (without using it).
    func containsPage(id: String) -> Bool {
        state.withLock { $0.slotOfPage[TableKey(id)] != nil }
    }

    /// Holds `page`, evicting the least recently used tables and pages to fit; false when it was
    /// already held (it is then used), nil when it alone is over the limit.
    func add(_ page: HeldPage) -> Bool? {
        let cost = page.memoryCost
        let (added, trim) = state.withLock { held -> (Bool?, Bool) in
            guard cost <= memoryLimit else { return (nil, false) }
            if let slot = held.slotOfPage[TableKey(page.id)] {
                held.use(slot: slot)
                return (false, false)
            }
            held.evict(toFit: cost, within: memoryLimit)
            held.insert(page, cost: cost)
            return (true, held.takeTrim(limit: memoryLimit))
        }
        if trim { AllocatorRelease.giveBackFreePages() }
        return added
    }

    /// Adds `bytes` to the cost of the page `page` (what it derives per width), evicting others
    /// least recently used first; false (nothing added) when the page is no longer held or would
    /// not fit alone.
    func charge(_ bytes: Int, toPage page: HeldPage) -> Bool {
        state.withLock { held in
            guard let slot = held.slotOfPage[TableKey(page.id)], held.slots[slot].page === page,
                held.slots[slot].cost + bytes <= memoryLimit
            else { return false }
            held.evict(toFit: bytes, within: memoryLimit, sparing: slot)
            guard held.used + bytes <= memoryLimit else { return false }
            held.slots[slot].cost += bytes
            held.bytes += bytes
            return true
        }
    }

    /// The bytes reserved for posts being answered.
    var reservedBytes: Int { state.withLock { $0.reserved } }
}

/// An id as a dictionary's key, hashed as `SizeTable.hashID` hashes it.
private struct TableKey: Hashable {
    let id: String

    init(_ id: String) { self.id = id }

    static func == (left: TableKey, right: TableKey) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { SizeTable.hashID(id, into: &hasher) }
}

/// A doubly linked list of tables from the most to the least recently used, in an array of slots
/// (freed slots are reused), with a dictionary from id to slot.
private struct LeastRecentlyUsed {
    struct Slot {
        var table: SizeTable?
        /// A page, in a slot of its own (never with a table).
        var page: HeldPage?
        var cost = 0
        /// What is derived from the table, dropped with it.
        var derivations: SizeTableDerivations?
        var newer: Int?
        var older: Int?
    }

    var slots: [Slot] = []
    var freeSlots: [Int] = []
    var slotOfID: [TableKey: Int] = [:]
    /// The pages' slots by page id (a page and a table are never one slot).
    var slotOfPage: [TableKey: Int] = [:]
    var newest: Int?
    var oldest: Int?
    var bytes = 0
    /// Bytes reserved for posts being answered (`SizeTableStore.reserve`), counted with `bytes`.
    var reserved = 0
    /// The cost of the tables evicted since the free pages were last given back.
    var evictedSinceTrim = 0

    /// What the budget holds: the tables and the reservations.
    var used: Int { bytes + reserved }

    /// Evicts the least recently used tables, never `spared`, until `needed` more bytes fit
    /// within `limit` or none is left to evict.
    mutating func evict(toFit needed: Int, within limit: Int, sparing spared: Int? = nil) {
        while used + needed > limit, oldest != spared, evictLeastRecentlyUsed() {}
    }

    /// Whether the free pages should go back to the system now: once a sixty-fourth of the budget
    /// (`limit`) has been evicted since they last did.
    mutating func takeTrim(limit: Int) -> Bool {
        guard evictedSinceTrim > 0 && evictedSinceTrim >= limit / 64 else { return false }
        evictedSinceTrim = 0
        return true
    }

    mutating func use(_ id: String) -> SizeTable? {
        use(slot: id).flatMap { slots[$0].table }
    }

    /// The slot of the table `id`, now the most recently used.
    mutating func use(slot id: String) -> Int? {
        guard let slot = slotOfID[TableKey(id)] else { return nil }
        use(slot: slot)
        return slot
    }

    /// Makes `slot` the most recently used.
    mutating func use(slot: Int) {
        unlink(slot)
        linkAsNewest(slot)
    }

    mutating func insert(_ table: SizeTable, cost: Int) {
        let slot = freeSlot()
        slots[slot] = Slot(table: table, cost: cost, derivations: SizeTableDerivations())
        slotOfID[TableKey(table.id)] = slot
        bytes += cost
        linkAsNewest(slot)
    }

    mutating func insert(_ page: HeldPage, cost: Int) {
        let slot = freeSlot()
        slots[slot] = Slot(page: page, cost: cost)
        slotOfPage[TableKey(page.id)] = slot
        bytes += cost
        linkAsNewest(slot)
    }

    /// A slot to fill: a freed one, or a new one.
    private mutating func freeSlot() -> Int {
        if let free = freeSlots.popLast() { return free }
        slots.append(Slot())
        return slots.count - 1
    }

    /// Evicts the least recently used table or page; false when none is held.
    mutating func evictLeastRecentlyUsed() -> Bool {
        guard let slot = oldest else { return false }
        if let table = slots[slot].table {
            slotOfID[TableKey(table.id)] = nil
        } else if let page = slots[slot].page {
            slotOfPage[TableKey(page.id)] = nil
        } else {
            return false
        }
        unlink(slot)
        bytes -= slots[slot].cost
        evictedSinceTrim += slots[slot].cost
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
