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
        let part = part(ofSection: k, in: viewport, layoutElements: layoutElements, boxOffset: boxOffset)
        var answer: [LayoutAttributes] = []
        answer.reserveCapacity(part.count)
        append(part, layoutElements: layoutElements, to: &answer)
        return answer
    }

    /// What section `k` adds to the answer at `viewport` besides `layoutElements` (as `answer`
    /// places them), and how many elements it adds in all: so that a page's answer can be
    /// counted, and its array sized once, before any section's part is written.
    public func part(
        ofSection k: Int, in viewport: PageViewport, layoutElements: [LayoutAttributes], boxOffset: Double = 0
    ) -> PageSectionPart {
        var zIndices: ClosedRange<Int>?
        for element in layoutElements {
            let z = element.zIndex
            zIndices = zIndices.map { min($0.lowerBound, z)...max($0.upperBound, z) } ?? z...z
        }
        return PageSectionPart(
            section: k, own: pageElements(ofSection: k, in: viewport, layoutZIndices: zIndices),
            translation: layoutTranslation(ofSection: k, boxOffset: boxOffset), layoutElementCount: layoutElements.count)
    }

    /// Appends `part` to `answer`, `layoutElements` (those `part` was made with) moved in place.
    public func append(_ part: PageSectionPart, layoutElements: [LayoutAttributes], to answer: inout [LayoutAttributes]) {
        if let background = part.own.background { answer.append(background) }
        for element in layoutElements {
            var moved = element.moved(by: part.translation)
            moved.section = part.section
            answer.append(moved)
        }
        if let footer = part.own.footer { answer.append(footer) }
        if let header = part.own.header { answer.append(header) }
    }
}

/// One section's part of a page's answer before it is written (`PageStack.part(ofSection:…)`):
/// its own elements, the vector that moves its layout's into the page, and its element count.
public struct PageSectionPart: Sendable {
    public let section: Int
    public let own: PageSectionElements
    public let translation: Point
    /// How many elements it adds to the answer: its layout's and its own.
    public let count: Int

    init(section: Int, own: PageSectionElements, translation: Point, layoutElementCount: Int) {
        self.section = section
        self.own = own
        self.translation = translation
        count =
            layoutElementCount + (own.background == nil ? 0 : 1) + (own.footer == nil ? 0 : 1) + (own.header == nil ? 0 : 1)
    }
}
