// What a point in a page's viewport lands on (docs/PAGE.md §4, `/page/hit`): header, footer, the layout's own hit, background.

/// Where a page hit test asks a section's layout (docs/PAGE.md §4, `/page/hit`): `point` in the
/// layout's own viewport coordinates, as its `/hit` takes them. A flow is asked at
/// `flowOffset`, `o = Y − cTop` (the point `(x − l, y)`); a box at its own offset, which the
/// caller holds (`flowOffset` nil; the point `(x − l, Y + y − cTop)`, inside the box).
public struct PageLayoutProbe: Hashable, Sendable {
    public var section: Int
    public var point: Point
    public var flowOffset: Double?

    public init(section: Int, point: Point, flowOffset: Double?) {
        self.section = section
        self.point = point
        self.flowOffset = flowOffset
    }
}

extension PageStack {
    /// The element drawn on top at `point` (viewport points) at `viewport`, in docs/PAGE.md §4's
    /// order: in the section whose block holds `Y + y` (section 0 above the page's top when its
    /// header is stretchy), its header, its footer, then `layoutHit` (the layout's own `/hit`,
    /// whose answer comes back with `section` k; a box is asked only inside its box), then its
    /// background; the empty answer when none holds the point or the section is not in the window. The page's own elements are hit
    /// as a layout's are (`LayoutAttributes.contains`, edges included), only when in the answer.
    public func hit<Failure: Error>(
        _ point: Point, in viewport: PageViewport, layoutHit: (PageLayoutProbe) throws(Failure) -> HitResult
    ) throws(Failure) -> HitResult {
        let pageY = viewport.offset + point.y
        // Section 0's stretchy header reaches up to `Y`, but only while its block is in the
        // window (§3.5): above it, /page/layout shows nothing there, and nothing is hit.
        guard let k = sectionHit(atPageY: pageY), window(in: viewport).contains(k) else { return HitResult(nil) }
        let own = pageElements(ofSection: k, in: viewport, layoutZIndices: nil)
        for element in [own.header, own.footer] {
            if let element, element.contains(point, atOffset: viewport.offset, axis: .y) { return HitResult(element) }
        }
        if let probe = layoutProbe(ofSection: k, point: point, pageY: pageY, in: viewport) {
            let layout = try layoutHit(probe)
            if layout.item != nil { return HitResult(item: layout.item, kind: layout.kind, section: k) }
        }
        if let background = own.background, background.contains(point, atOffset: viewport.offset, axis: .y) {
            return HitResult(background)
        }
        return HitResult(nil)
    }

    /// The section a hit at page y `pageY` is in: the one whose block holds it, or section 0
    /// above the page's top when its header is stretchy (§3.4's header reaches up to `Y`).
    private func sectionHit(atPageY pageY: Double) -> Int? {
        if pageY < 0 { return sections[0].header?.stretchy == true ? 0 : nil }
        return section(holding: pageY)
    }

    /// What section `k`'s layout is asked at the viewport point `point` (page y `pageY`); `nil`
    /// for a box when the point is outside its box `[l, l + cw) × [cTop, cTop + ch)`.
    private func layoutProbe(ofSection k: Int, point: Point, pageY: Double, in viewport: PageViewport) -> PageLayoutProbe? {
        let content = blocks[k].contentFrame
        let x = point.x - content.x
        guard case .box = sections[k].kind else {
            return PageLayoutProbe(
                section: k, point: Point(x: x, y: point.y), flowOffset: flowOffset(ofSection: k, in: viewport))
        }
        let y = pageY - content.y
        guard x >= 0 && x < content.width && y >= 0 && y < content.height else { return nil }
        return PageLayoutProbe(section: k, point: Point(x: x, y: y), flowOffset: nil)
    }
}
