// Which of a container's children shows each item, in the web module's document order.

public import LayoutEngine

/// The web module's children in document order (pinwheel-placement.js's `elementFor`): one per
/// item, or for the parallax list the header, the menu, then per section its header, cells and
/// footer, leaving out each kind of element whose height parameter is 0 (such an element is absent).
public enum ChildOrder: Sendable {
    /// The child of index `item` shows a cell or a slide.
    case items
    /// The parallax list's children, for its sections' item counts and which kinds are present.
    case parallax(ParallaxChildren)

    /// The child (from 0) that shows `item`, or nil when none does.
    func child(of item: LayoutAttributes) -> Int? {
        switch self {
        case .items: item.kind == .cell || item.kind == .slide ? item.item : nil
        case .parallax(let children): children.child(of: item)
        }
    }
}

/// The parallax list's children: where each section starts, and whether each optional kind is present.
public struct ParallaxChildren: Sendable {
    private let hasHeader: Bool
    private let hasMenu: Bool
    private let hasSectionHeaders: Bool
    private let hasSectionFooters: Bool
    private let sectionItemCounts: [Int]
    /// The child of each section's first element.
    private let sectionStarts: [Int]

    public init(_ layout: ParallaxLayout) {
        let settings = layout.settings
        hasHeader = settings.headerHeight != 0
        hasMenu = settings.menuHeight != 0
        hasSectionHeaders = settings.sectionHeaderHeight != 0
        hasSectionFooters = settings.sectionFooterHeight != 0
        sectionItemCounts = layout.sectionItemCounts
        var position = (hasHeader ? 1 : 0) + (hasMenu ? 1 : 0)
        var starts: [Int] = []
        starts.reserveCapacity(sectionItemCounts.count)
        for count in sectionItemCounts {
            starts.append(position)
            position += count + (hasSectionHeaders ? 1 : 0) + (hasSectionFooters ? 1 : 0)
        }
        sectionStarts = starts
    }

    func child(of item: LayoutAttributes) -> Int? {
        switch item.kind {
        case .header: return 0
        case .menu: return hasHeader ? 1 : 0
        case .sectionHeader, .cell, .sectionFooter:
            guard sectionStarts.indices.contains(item.section) else { return nil }
            let start = sectionStarts[item.section]
            let headerRow = hasSectionHeaders ? 1 : 0
            if item.kind == .sectionHeader { return start }
            if item.kind == .cell { return start + headerRow + item.item }
            return start + headerRow + sectionItemCounts[item.section]
        case .slide, .shadow, .pageHeader, .pageFooter, .pageBackground: return nil
        }
    }
}
