// A section's own elements (docs/PAGE.md §3.2–§3.5): its header, footer and background, pinned as CSS sticky does.

/// The page's own elements of one section at one viewport (docs/PAGE.md §3.2–§3.4), each `nil`
/// when the section has none or its frame misses the viewport.
public struct PageSectionElements: Hashable, Sendable {
    public var background: LayoutAttributes?
    public var footer: LayoutAttributes?
    public var header: LayoutAttributes?

    public init(background: LayoutAttributes?, footer: LayoutAttributes?, header: LayoutAttributes?) {
        self.background = background
        self.footer = footer
        self.header = header
    }
}

extension PageStack {
    /// Section `k`'s header frame at `viewport`, whether or not it meets it; `nil` without a
    /// header or with `hh = 0`. Section 0's stretchy header above the top (`Y < 0`) is
    /// `(0, Y, W, hh − Y)` (§3.4); otherwise `(0, y, W, hh)` with `y = top_k`, or pinned as
    /// `position: sticky; top: 0` in the block, `y = clamp(Y, top_k, bottom_k − hh)` (§3.2).
    public func headerFrame(ofSection k: Int, in viewport: PageViewport) -> Rect? {
        guard let header = sections[k].header, header.height > 0 else { return nil }
        let (block, offset) = (blocks[k], viewport.offset)
        if header.stretchy && offset < 0 {
            return Rect(x: 0, y: offset, width: width, height: header.height - offset)
        }
        let y = header.pinned ? clamp(offset, block.top, block.bottom - header.height) : block.top
        return Rect(x: 0, y: y, width: width, height: header.height)
    }

    /// Section `k`'s footer frame at `viewport`, whether or not it meets it; `nil` without a
    /// footer or with `fh = 0`: `(0, y, W, fh)` with `y = bottom_k − fh`, or pinned as
    /// `position: sticky; bottom: 0` in the block, `y = clamp(Y + H − fh, top_k, bottom_k − fh)`.
    public func footerFrame(ofSection k: Int, in viewport: PageViewport) -> Rect? {
        guard let footer = sections[k].footer, footer.height > 0 else { return nil }
        let block = blocks[k]
        let unpinned = block.bottom - footer.height
        guard footer.pinned else { return Rect(x: 0, y: unpinned, width: width, height: footer.height) }
        let y = clamp(viewport.offset + viewport.height - footer.height, block.top, unpinned)
        return Rect(x: 0, y: y, width: width, height: footer.height)
    }

    /// Section `k`'s background frame, the whole block `(0, top_k, W, bottom_k − top_k)`; `nil`
    /// without `background` (§3.3).
    public func backgroundFrame(ofSection k: Int) -> Rect? {
        guard sections[k].background else { return nil }
        let block = blocks[k]
        return Rect(x: 0, y: block.top, width: width, height: block.bottom - block.top)
    }

    /// Section `k`'s own elements at `viewport`, each left out when its frame misses it (§3.5),
    /// as a grid's cells are made (identity transforms, centre anchor, alpha 1, item 0) with
    /// `section` k. `layoutZIndices` runs from the smallest `zIndex` `n` of the section's layout
    /// elements in the answer to the largest `m` (`nil` when there are none: `n = m = 0`): the
    /// background has `n − 1`, the footer `m + 1`, the header `m + 2`.
    public func pageElements(
        ofSection k: Int, in viewport: PageViewport, layoutZIndices: ClosedRange<Int>?
    ) -> PageSectionElements {
        let (lowest, highest) = (layoutZIndices?.lowerBound ?? 0, layoutZIndices?.upperBound ?? 0)
        func element(_ kind: ElementKind, _ frame: Rect?, zIndex: Int) -> LayoutAttributes? {
            guard let frame, viewport.meets(y: frame.y, height: frame.height) else { return nil }
            var element = LayoutAttributes.gridCell(item: 0, frame: frame)
            element.kind = kind
            element.section = k
            element.zIndex = zIndex
            return element
        }
        return PageSectionElements(
            background: element(.pageBackground, backgroundFrame(ofSection: k), zIndex: lowest - 1),
            footer: element(.pageFooter, footerFrame(ofSection: k, in: viewport), zIndex: highest + 1),
            header: element(.pageHeader, headerFrame(ofSection: k, in: viewport), zIndex: highest + 2))
    }
}
