// A page section's layout held between reads (docs/PAGE.md §2.3): its query read once per page width and viewport height, laid out at each read's offset.

import HTTPCore
import LayoutEngine

/// Where a held section layout is found: the page's width and viewport height, and the section.
struct SectionLayoutKey: Hashable {
    let width: Double
    let height: Double
    let section: Int
}

/// A section's layout as its query reads at one page width and viewport height, held with the
/// page so that a window lays its sections out without reading their queries again: a flow's
/// layout, laid out at each read's offset, or a box's request at its own offset (used only when
/// the read gives the box no `scroll`). The size tables the query names are not looked up again:
/// every read has checked that the store holds the page's tables (`HeldPage.checkTablesHeld`).
/// Where reading the query could answer otherwise (an offset out of range, more items than an
/// answer holds), `result` gives nil and the caller reads the query, which answers or refuses as
/// it always has.
struct SectionLayout: Sendable {
    /// The section's request as its query read: a flow's is laid out again at each read's offset,
    /// a box's answers at its own.
    let request: LayoutRequest
    let flows: Bool
    /// What holding it costs, roughly: a dictionary entry, the ids, and a flow's own lengths and
    /// checkpoints when no table holds them (a number listed in the query is a double, a
    /// checkpoint of 32 items a few doubles a column: 4 bytes an item bounds them both).
    let memoryCost: Int

    /// What `request` (read for section `entry` at some offset) holds for the next reads; nil
    /// for a layout a page cannot hold (a box read at a `scroll` offset).
    init?(_ request: LayoutRequest, entry: PageSectionEntry, boxAtOwnOffset: Bool) {
        switch entry.section.kind {
        case .flow: flows = true
        case .box where boxAtOwnOffset: flows = false
        case .box: return nil
        }
        self.request = request
        let ownItems = flows ? request.visit(FlowItemCount()) : 0
        var tables = 0  // the size tables the query names (`sizes=@…`, `aspectRatios=@…` …)
        var queryBytes = 0
        for item in entry.query.items {
            guard let value = item.value else { continue }
            if value.hasPrefix("@") { tables += 1 }
            queryBytes += value.utf8.count
        }
        memoryCost = 256 + 96 * tables + (tables == 0 ? 2 * queryBytes + 4 * ownItems : 0)
    }

    /// The layout's answer at `offset` (a flow's; a box answers at its own), or nil where only
    /// reading the query again answers as it would.
    func result(atOffset offset: Double) -> LayoutResult? {
        guard flows else { return request.result() }
        guard NumberRange.offset.contains(offset) else { return nil }
        return request.visit(FlowAnswer(offset: offset))
    }
}

/// A flow's answer at `offset`, checked as a request at that offset is: nil where it would be refused.
private struct FlowAnswer: LayoutVisitor {
    let offset: Double

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> LayoutResult? {
        var moved = posed
        moved.offset = offset
        do throws(Problem) { try Layout.checkItemLimit(&moved) } catch { return nil }
        return moved.result()
    }
}

/// How many items a flow places (section 0's: a page's parallax list has one).
struct FlowItemCount: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> Int {
        posed.layout.scrollTargetCount(inSection: 0) ?? 0
    }
}
