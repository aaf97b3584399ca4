// A page's sections stacked along y at one width (docs/PAGE.md §2.3): each block's span and content box.

/// Where section `k`'s block sits in the page (docs/PAGE.md §2.3), in page content coordinates.
public struct PageBlock: Hashable, Sendable {
    /// `top_k`: where the block starts (the previous block's `bottom`; 0 for section 0).
    public var top: Double
    /// `bottom_k = top_k + hh + t + ch + b + fh`.
    public var bottom: Double
    /// The content box: `(l, cTop_k, cw, ch)`, with `cTop_k = top_k + hh + t` and `cw = W − l − r`.
    public var contentFrame: Rect

    public init(top: Double, bottom: Double, contentFrame: Rect) {
        self.top = top
        self.bottom = bottom
        self.contentFrame = contentFrame
    }

    /// `cTop_k`: where the content box starts.
    public var contentTop: Double { contentFrame.y }
}

/// A page's sections stacked at one page width `W`: built once per page and width from the
/// sections' content heights (a flow's `contentSize.height` at its content width, a box's own
/// height) and held with the page, so that a window of 10,000 sections costs a binary search
/// (docs/PAGE.md §3.5). Knows no layout and no HTTP: the caller asks the layouts.
public struct PageStack: Hashable, Sendable {
    /// `W`, the page's viewport width.
    public let width: Double
    public let sections: [PageSection]
    /// Section `k`'s block at `blocks[k]`, tops and bottoms never decreasing.
    public let blocks: [PageBlock]

    /// Stacks `sections` at page width `width`; `flowContentHeight(k, cw)` is flow section `k`'s
    /// layout's `contentSize.height` when asked with `width = cw` (a box's content height is its
    /// own `height`; the closure is not asked for it). Refuses a description
    /// `PageSection.validate` refuses, a content width `cw ≤ 0` (naming `width`) and a content
    /// height that is not a finite number ≥ 0 (naming `sections[k].query`).
    public init(
        width: Double, sections: [PageSection], flowContentHeight: (_ section: Int, _ contentWidth: Double) -> Double
    ) throws(PageParameterError) {
        try PageSection.validate(sections)
        var blocks: [PageBlock] = []
        blocks.reserveCapacity(sections.count)
        var top = 0.0
        for (index, section) in sections.enumerated() {
            let contentWidth = try Self.contentWidth(of: section, pageWidth: width)
            let contentHeight: Double
            switch section.kind {
            case .flow: contentHeight = flowContentHeight(index, contentWidth)
            case .box(let height, _): contentHeight = height
            }
            guard contentHeight.isFinite && contentHeight >= 0 else {
                throw PageParameterError(
                    "sections[\(index)].query", "the layout's content height must be a finite number ≥ 0, not \(contentHeight)")
            }
            // Summed left to right as docs/PAGE.md §2.3 writes them, so that the doubles are its.
            let contentTop = top + section.headerHeight + section.insets.top
            let bottom = contentTop + contentHeight + section.insets.bottom + section.footerHeight
            let contentFrame = Rect(x: section.insets.left, y: contentTop, width: contentWidth, height: contentHeight)
            blocks.append(PageBlock(top: top, bottom: bottom, contentFrame: contentFrame))
            top = bottom
        }
        self.width = width
        self.sections = sections
        self.blocks = blocks
    }

    /// `cw = W − l − r`, the width a section's layout is asked with: refused when not a finite
    /// number > 0, naming `width` (docs/PAGE.md §2). The caller asks it before it has a stack, to
    /// ask each flow's layout for its content height.
    public static func contentWidth(of section: PageSection, pageWidth: Double) throws(PageParameterError) -> Double {
        let contentWidth = pageWidth - section.insets.left - section.insets.right
        guard contentWidth.isFinite && contentWidth > 0 else {
            throw PageParameterError(
                "width",
                "a section's content width W − left − right must be > 0; at width \(pageWidth) it is \(contentWidth)")
        }
        return contentWidth
    }

    /// `(W, bottom_last)`, the size the page scrolls over.
    public var contentSize: Size { Size(width: width, height: blocks.last?.bottom ?? 0) }
}
