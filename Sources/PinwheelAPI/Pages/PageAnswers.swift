// A page's answers (docs/PAGE.md §4): each section's layout asked through its own query, composed by the page's engine.

import HTTPCore
import LayoutEngine

/// What the page endpoints compute from a read query: the stack at the page's width, each
/// section's layout asked as its own endpoint would be (the section's query with the width,
/// height and offset the page decides), and the page's engine putting the answers together.
enum PageAnswers {
    /// The page's sections stacked at `query.width`: computed once per page and width, and held.
    static func stack(_ query: PageQuery, store: SizeTableStore) throws(Problem) -> PageStack {
        let page = query.page
        return try page.stack(width: query.width, store: store) { () throws(Problem) -> PageStack in
            let entries = page.description.entries
            var heights = [Double](repeating: 0, count: entries.count)
            // A flow's height is its layout's content height, whatever the viewport shows of it:
            // read without the item limit, so that a flow off screen refuses no read, and the
            // stack held for this width is the same whichever height asked for it first.
            for (index, entry) in entries.enumerated() where entry.section.kind == .flow {
                let width = try contentWidth(entry.section, query.width)
                let request = try layoutRequest(
                    entry, section: index, width: width, height: query.height, offset: 0, store, checksItems: false)
                heights[index] = request.contentSize.height
            }
            do throws(PageParameterError) {
                return try PageStack(width: query.width, sections: page.description.sections) { section, _ in heights[section] }
            } catch {
                throw .invalidParameter(error.parameter, error.reason)
            }
        }
    }

    /// `/page/layout`'s answer at the query's state, or at `offset` and `scroll` when given;
    /// `replacing` gives one box's elements and `activeIndex` instead of its layout's at its
    /// offset (a frame of that box's own motion).
    static func layout(
        _ query: PageQuery, store: SizeTableStore, offset: Double? = nil, scroll: [Int: Double]? = nil,
        replacing box: (section: Int, frame: MotionResult.Frame)? = nil
    ) throws(Problem) -> PageLayoutResult {
        let stack = try stack(query, store: store)
        let viewport = PageViewport(offset: offset ?? query.offset, height: query.height)
        let window = stack.window(in: viewport)
        var parts: [(part: PageSectionPart, elements: [LayoutAttributes])] = []
        parts.reserveCapacity(window.count)
        var sections: [PageSectionState] = []
        sections.reserveCapacity(window.count)
        var count = 0
        for k in window {
            var state: PageSectionState
            let elements: [LayoutAttributes]
            if let box, box.section == k {
                state = try sectionRequest(
                    k, stack: stack, query: query, viewport: viewport, scroll: scroll ?? query.scroll, store: store
                ).1
                elements = box.frame.items
                state.offset = box.frame.offset
                state.activeIndex = box.frame.activeIndex
            } else {
                let result: LayoutResult
                (result, state) = try sectionResult(
                    k, stack: stack, query: query, viewport: viewport, scroll: scroll ?? query.scroll, store: store)
                elements = result.items
                state.activeIndex = result.activeIndex
            }
            let part = stack.part(ofSection: k, in: viewport, layoutElements: elements, boxOffset: state.offset)
            parts.append((part, elements))
            sections.append(state)
            count += part.count
            guard count <= Limits.itemsPerResponse else { throw .tooManyItems("height", count: count) }
        }
        // Counted first, so that the items are written once into an array of their size.
        var items: [LayoutAttributes] = []
        items.reserveCapacity(count)
        for (part, elements) in parts { stack.append(part, layoutElements: elements, to: &items) }
        return PageLayoutResult(contentSize: stack.contentSize, sections: sections, items: items)
    }

    /// `/page/hit`'s answer at the viewport point `point`.
    static func hit(_ query: PageQuery, at point: Point, store: SizeTableStore) throws(Problem) -> HitResult {
        let stack = try stack(query, store: store)
        let viewport = PageViewport(offset: query.offset, height: query.height)
        return try stack.hit(point, in: viewport) { (probe: PageLayoutProbe) throws(Problem) -> HitResult in
            let (request, _) = try sectionRequest(
                probe.section, stack: stack, query: query, viewport: viewport, scroll: query.scroll, store: store)
            return HitRequest(layout: request, point: probe.point).result()
        }
    }

    /// Section `k`'s layout's answer as the page asks it at `viewport`, and the section's state
    /// (as `sectionRequest`'s): from the section's layout held with the page at its width and
    /// viewport height when it answers as reading the query would, else from the query, read and
    /// then held (SectionLayout).
    static func sectionResult(
        _ k: Int, stack: PageStack, query: PageQuery, viewport: PageViewport, scroll: [Int: Double],
        store: SizeTableStore
    ) throws(Problem) -> (LayoutResult, PageSectionState) {
        let key = SectionLayoutKey(width: query.width, height: viewport.height, section: k)
        let content = stack.blocks[k].contentFrame
        let ownOffset = scroll[k] == nil
        if let held = query.page.sectionLayout(key) {
            if held.flows {
                let offset = stack.flowOffset(ofSection: k, in: viewport)
                if let result = held.result(atOffset: offset) {
                    return (result, PageSectionState(section: k, kind: .flow, frame: content, offset: offset))
                }
            } else if ownOffset, let result = held.result(atOffset: 0) {
                return (result, PageSectionState(section: k, kind: .box, frame: content, offset: held.request.offset))
            }
        }
        let (request, state) = try sectionRequest(
            k, stack: stack, query: query, viewport: viewport, scroll: scroll, store: store)
        let entry = query.page.description.entries[k]
        if let layout = SectionLayout(request, entry: entry, boxAtOwnOffset: ownOffset) {
            query.page.hold(layout, for: key, store: store)
        }
        return (request.result(), state)
    }

    /// Section `k`'s layout as the page asks it at `viewport`, and the section's state (its
    /// content box and the offset asked: a flow's `Y − cTop`, a box's own or its layout's default).
    static func sectionRequest(
        _ k: Int, stack: PageStack, query: PageQuery, viewport: PageViewport, scroll: [Int: Double],
        store: SizeTableStore
    ) throws(Problem) -> (LayoutRequest, PageSectionState) {
        let entry = query.page.description.entries[k]
        let content = stack.blocks[k].contentFrame
        switch entry.section.kind {
        case .flow:
            let offset = stack.flowOffset(ofSection: k, in: viewport)
            let request = try layoutRequest(
                entry, section: k, width: content.width, height: viewport.height, offset: offset, store)
            return (request, PageSectionState(section: k, kind: .flow, frame: content, offset: offset))
        case .box(let height, _):
            let request = try layoutRequest(
                entry, section: k, width: content.width, height: height, offset: scroll[k], store)
            return (request, PageSectionState(section: k, kind: .box, frame: content, offset: request.offset))
        }
    }

    /// The section's layout asked with the page's `width`, `height` and `offset` (nil: its own
    /// default); a refusal names the section's query, too many items the page's `height`, and a
    /// content width the layout refuses the page's `width` (a section's query holds no width).
    static func layoutRequest(
        _ entry: PageSectionEntry, section: Int, width: Double, height: Double, offset: Double?, _ store: SizeTableStore,
        checksItems: Bool = true
    ) throws(Problem) -> LayoutRequest {
        let asked = entry.query.asked(width: width, height: height, offset: offset)
        do throws(Problem) {
            let reader = try QueryReader(Query(asked), length: Request.length(of: asked), sizeTables: store)
            return try LayoutRequest(reader, endpoint: .layout, pathLayout: nil, checksItems: checksItems)
        } catch {
            // An answer's items are bounded by the page's viewport, as docs/PAGE.md §4 says.
            if error.type == "urn:pinwheel:problem:too-many-items" { throw error.naming("height") }
            if error.parameter == QueryParameter.width.name {
                throw .invalidParameter(
                    "width",
                    "sections[\(section)]'s content width W − left − right is \(width), which its layout refuses: "
                        + error.detail)
            }
            throw error.naming("sections[\(section)].query")
        }
    }

    private static func contentWidth(_ section: PageSection, _ width: Double) throws(Problem) -> Double {
        do throws(PageParameterError) {
            return try PageStack.contentWidth(of: section, pageWidth: width)
        } catch {
            throw .invalidParameter(error.parameter, error.reason)
        }
    }
}

extension HitRequest {
    /// `layout` hit at `point`, as a page asks a section's layout.
    init(layout: LayoutRequest, point: Point) {
        self.layout = layout
        self.point = point
    }
}
