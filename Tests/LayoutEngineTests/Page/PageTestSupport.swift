// Shared helpers for the page's tests: stacks from sections and their content heights, and frames as tuples.

import LayoutEngine

/// A stack at `width` of `sections`, each flow with the content height beside it (a box's is its own).
func pageStack(width: Double = 375, _ sections: [(PageSection, contentHeight: Double)]) throws -> PageStack {
    try PageStack(width: width, sections: sections.map(\.0)) { section, _ in sections[section].contentHeight }
}

/// A flow section with optional header and footer (heights, pinned), insets and background.
func flowSection(
    header: PageBoundary? = nil, footer: PageBoundary? = nil, insets: PageInsets = .zero, background: Bool = false
) -> PageSection {
    PageSection(kind: .flow, header: header, footer: footer, insets: insets, background: background)
}

/// `(x, y, width, height)` of a frame, or nil, for terse expectations.
func pageTuple(_ rect: Rect?) -> [Double]? {
    rect.map { [$0.x, $0.y, $0.width, $0.height] }
}
