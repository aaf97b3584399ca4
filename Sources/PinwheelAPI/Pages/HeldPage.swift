// A page the server holds (docs/PAGE.md §1): its body, its description, and its sections stacked at each width it was asked at.

import HTTPCore
import LayoutEngine

/// A posted page, held in `SizeTableStore` beside the size tables, named by the SHA-256 of its
/// body. Its sections' blocks depend on the page's width (a flow is as tall as its layout at its
/// content width): each width's `PageStack` is computed once, by the first request at that
/// width, and held with the page, its memory charged to the store's budget.
final class HeldPage: Sendable {
    /// `sha256-` and the body's SHA-256 in 64 lowercase hexadecimal digits.
    let id: String
    let body: [UInt8]
    let description: PageDescription
    /// What holding the page costs before any width is stacked.
    let memoryCost: Int
    /// The size tables its sections' queries name (`sizes=@…`, `aspectRatios=@…` …), in the
    /// sections' order: each read checks that the store still holds them (docs/PAGE.md §1).
    let tables: [NamedTable]
    private let stacks = PthreadMutex<[Double: PageStack]>([:])
    /// Each section's layout read by the first window that showed it at a width and viewport
    /// height (SectionLayout), so that the next windows need not read its query again.
    private let sectionLayouts = PthreadMutex<[SectionLayoutKey: SectionLayout]>([:])

    init(id: String, body: [UInt8], description: PageDescription) {
        self.id = id
        self.body = body
        self.description = description
        memoryCost = Self.memoryCost(body: body, description: description)
        tables = description.entries.enumerated().flatMap { section, entry in
            entry.query.items.compactMap { item in
                guard let value = item.value, value.hasPrefix("@") else { return nil }
                return NamedTable(section: section, parameter: item.name, id: ArraySlice(value.utf8.dropFirst()))
            }
        }
    }

    /// A size table a section's query names: the section, the parameter and the id's bytes.
    struct NamedTable: Sendable {
        let section: Int
        let parameter: String
        let id: ArraySlice<UInt8>
    }

    /// Refuses a read of the page when the store no longer holds a table it names (evicted since
    /// the page was posted) with the `404` its post would get, naming the section's query; each
    /// table checked is used, as a request naming it uses it.
    func checkTablesHeld(in store: SizeTableStore) throws(Problem) {
        for table in tables where store.heldTable(id: table.id) == nil {
            throw Problem.sizesUnknown(String(decoding: table.id, as: UTF8.self), parameter: table.parameter)
                .naming("sections[\(table.section)].query")
        }
    }

    /// The sections stacked at page width `width`, computed by `build` the first time (outside
    /// the lock: concurrent first requests may each build it, and the first kept wins) and kept
    /// when the store has room for it.
    func stack(width: Double, store: SizeTableStore, build: () throws(Problem) -> PageStack) throws(Problem) -> PageStack {
        if let held = stacks.withLock({ $0[width] }) { return held }
        let built = try build()
        guard store.charge(Self.memoryCost(of: built), toPage: self) else { return built }
        return stacks.withLock { held in
            if let first = held[width] { return first }
            held[width] = built
            return built
        }
    }

    /// The layout held for `key`, if any.
    func sectionLayout(_ key: SectionLayoutKey) -> SectionLayout? {
        sectionLayouts.withLock { $0[key] }
    }

    /// Holds `layout` for `key` when the store has room for it.
    func hold(_ layout: SectionLayout, for key: SectionLayoutKey, store: SizeTableStore) {
        guard store.charge(layout.memoryCost, toPage: self) else { return }
        sectionLayouts.withLock { held in
            if held[key] == nil { held[key] = layout }
        }
    }

    /// The body, its sections' queries (each item's name and value, and their strings'
    /// headers), the entries, the sections' geometry (one array, which every width's stack
    /// shares) and the store's bookkeeping.
    private static func memoryCost(body: [UInt8], description: PageDescription) -> Int {
        var cost = body.count + SizeTable.bookkeepingCost + description.sections.count * MemoryLayout<PageSection>.stride + 32
        for entry in description.entries {
            cost += MemoryLayout<PageSectionEntry>.stride + 64
            for item in entry.query.items {
                cost += MemoryLayout<QueryItem>.stride + item.name.utf8.count + (item.value?.utf8.count ?? 0) + 32
            }
        }
        return cost
    }

    /// A stack's blocks, its dictionary entry and the array's header (its sections are the
    /// description's array, counted with the page).
    private static func memoryCost(of stack: PageStack) -> Int {
        stack.blocks.count * MemoryLayout<PageBlock>.stride + 128
    }
}
