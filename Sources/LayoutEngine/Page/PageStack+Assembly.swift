// One section's part of a page's answer (docs/PAGE.md §3.1, §3.5): its layout's elements moved into the page, between its own.

extension PageStack {
    /// `o = Y − cTop_k`: the offset a flow section's layout is asked at (docs/PAGE.md §2.1);
    /// negative while the block is below the viewport's top.
    public func flowOffset(ofSection k: Int, in viewport: PageViewport) -> Double {
        viewport.offset - blocks[k].contentTop
    }

    /// The vector that moves section `k`'s layout elements into page content coordinates
    /// (docs/PAGE.md §3.1): `(l, cTop)` for a flow and for a box whose frames are in its viewport
    /// coordinates; `(l − o_k, cTop)` for a box whose frames are in content x, `(l, cTop − o_k)`
    /// for content y, `boxOffset` being its own offset `o_k` (unused for a flow).
    public func layoutTranslation(ofSection k: Int, boxOffset: Double) -> Point {
        let content = blocks[k].contentFrame
        guard case .box(_, let axis) = sections[k].kind else { return Point(x: content.x, y: content.y) }
        switch axis {
        case .x: return Point(x: content.x - boxOffset, y: content.y)
        case .y: return Point(x: content.x, y: content.y - boxOffset)
        case nil: return Point(x: content.x, y: content.y)
        }
    }

    /// Section `k`'s part of the answer at `viewport`, in docs/PAGE.md §3.5's order: its
    /// background, `layoutElements` (the layout's answer at the section's offset, in the layout's
    /// order) moved into the page and given `section` k, its footer, its header; the page's own
    /// left out when they miss the viewport, their `zIndex` from the layout elements'.
    public func answer(
        ofSection k: Int, in viewport: PageViewport, layoutElements: [LayoutAttributes], boxOffset: Double = 0
    ) -> [LayoutAttributes] {
        var zIndices: ClosedRange<Int>?
        for element in layoutElements {
            let z = element.zIndex
            zIndices = zIndices.map { min($0.lowerBound, z)...max($0.upperBound, z) } ?? z...z
        }
        let own = pageElements(ofSection: k, in: viewport, layoutZIndices: zIndices)
        let translation = layoutTranslation(ofSection: k, boxOffset: boxOffset)
        var answer: [LayoutAttributes] = []
        answer.reserveCapacity(layoutElements.count + 3)
        if let background = own.background { answer.append(background) }
        for element in layoutElements {
            var moved = element.moved(by: translation)
            moved.section = k
            answer.append(moved)
        }
        if let footer = own.footer { answer.append(footer) }
        if let header = own.header { answer.append(header) }
        return answer
    }
}
