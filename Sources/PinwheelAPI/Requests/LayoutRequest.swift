// `GET /layout`'s query, validated into the engine's layouts.

public import LayoutEngine
public import HTTPCore

/// A validated `/layout` request: which layout, its geometry and the offset to lay it out at.
public enum LayoutRequest: EndpointRequest, Hashable {
    case wheel(WheelLayout, offset: Double, culling: Bool)
    case circle(CircleLayout, offset: Double)
    case parallax(ParallaxLayout, offset: Double)
    /// `toggle`: coverFlow2's `_toggle` (0, its value at rest, for every other type).
    case carousel(CarouselLayout, offset: Double, toggle: Double = 0)
    /// `dragFrom`: where a drag under way began (cards only), nil when none is. Boxed: a slider's
    /// settings are many times the other layouts' size, and unboxed they set the size of every
    /// request, which is copied and destroyed field by field whatever its layout.
    indirect case slider(SliderLayout, offset: Double, dragFrom: Double? = nil)
    /// Masonry, justified rows or the CSS grid, with its window at the offset.
    indirect case grids(GridRequest)

    /// `EndpointRequest`'s validation, for this endpoint.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        try self.init(
            try QueryReader(query, length: length, sizeTables: sizeTables), endpoint: .layout, pathLayout: pathLayout)
    }

    /// Validates a layout's parameters as `endpoint` takes them (its own parameters are the
    /// endpoint's to read), for the layout the path names or else the `layout` parameter's.
    init(_ query: QueryReader, endpoint: Endpoint, pathLayout: LayoutName?) throws(Problem) {
        // Assigned once, after every check: an initializer that throws after assigning `self`
        // copies the value (a retain of each of its references) and destroys the first.
        self = try Self.validated(query, endpoint: endpoint, pathLayout: pathLayout)
    }

    private static func validated(_ query: QueryReader, endpoint: Endpoint, pathLayout: LayoutName?) throws(Problem)
        -> LayoutRequest
    {
        let layout = try query.layout(named: pathLayout)
        try query.accept(on: endpoint, for: layout, pathNamesLayout: pathLayout != nil)
        let request: LayoutRequest
        switch layout {
        case .wheel:
            let culling = try query.boolean(.cull)
            let wheel = try query.wheel()
            request = .wheel(wheel, offset: try query.number(.offset), culling: culling)
            // It shows at most its items: only more than a response holds need counting, which
            // finds the visible range a second time.
            if wheel.itemCount <= Limits.itemsPerResponse { return request }
        case .circle:
            request = .circle(try query.circle(), offset: try query.number(.offset))
        case .parallax:
            let list = try query.parallax()
            let within = list.elementCount <= Limits.itemsPerResponse
            request = .parallax(consume list, offset: try query.number(.offset))
            // It shows at most its elements (`itemCountBound`, known here without reading the
            // request's layout back out of it, which copies it).
            if within { return request }
        case .carousel:
            let carousel = try query.carousel()
            let offset = try query.number(.offset)
            request = .carousel(carousel, offset: offset, toggle: try query.coverFlowToggle(carousel, on: endpoint))
            // It shows at most its items, as for the wheel.
            if carousel.numberOfItems <= Limits.itemsPerResponse { return request }
        case .slider:
            let slider = try query.slider()
            // Swiper starts at snapGrid[0] (docs/SLIDER.md §1).
            let offset = try query.optionalNumber(.sliderOffset) ?? slider.grid.snap(0)
            let dragFrom = try query.optionalNumber(.dragFrom)
            let within = !slider.grid.loops && slider.slideCount + 1 <= Limits.itemsPerResponse
            request = .slider(consume slider, offset: offset, dragFrom: dragFrom)
            // As for the parallax list.
            if within { return request }
        case .masonry, .justified, .grid:
            let (grid, count) = try query.gridLayout(layout)
            // Its window, computed here, holds at most an answer's items.
            return .grids(try GridRequest(layout, grid, itemCount: count, offset: try query.number(.offset)))
        }
        try request.checkItemLimit()
        return request
    }

    /// The engine's answer at the request's offset.
    public func result() -> LayoutResult {
        switch self {
        case .wheel(let wheel, let offset, let culling): wheel.layout(atOffset: offset, culling: culling)
        case .circle(let circle, let offset): circle.layout(atOffset: offset)
        case .parallax(let stretchy, let offset): stretchy.layout(atOffset: offset)
        case .carousel(let carousel, let offset, let toggle): carousel.layout(atOffset: offset, toggle: toggle)
        case .slider(let slider, let offset, let dragFrom): LayoutResult(slider.layout(atOffset: offset, dragFrom: dragFrom))
        case .grids(let grid): grid.result(atOffset: nil)
        }
    }

    /// The same layout at each of a motion's `frames`: at the frame's offset (and, for the
    /// carousel, its toggle), with no drag under way. The case is read once: reading a case's
    /// layout copies it, which sixty frames would do sixty times.
    func results(frames: [MotionFrame]) -> [LayoutResult] {
        switch self {
        case .wheel(let wheel, _, let culling): frames.map { wheel.layout(atOffset: $0.offset, culling: culling) }
        case .circle(let circle, _): frames.map { circle.layout(atOffset: $0.offset) }
        case .parallax(let stretchy, _): frames.map { stretchy.layout(atOffset: $0.offset) }
        case .carousel(let carousel, _, _): frames.map { carousel.layout(atOffset: $0.offset, toggle: $0.toggle ?? 0) }
        // A motion's frames come after the release: no drag is under way.
        case .slider(let slider, _, _): frames.map { LayoutResult(slider.layout(atOffset: $0.offset, dragFrom: nil)) }
        case .grids(let grid): frames.map { grid.result(atOffset: $0.offset) }
        }
    }

    /// Refuses, before computing them, answers with more items than a response may hold.
    private func checkItemLimit() throws(Problem) {
        if let bound = itemCountBound, bound <= Limits.itemsPerResponse { return }
        let (count, parameter) = itemCount()
        guard count <= Limits.itemsPerResponse else { throw .tooManyItems(parameter, count: count) }
    }

    /// At most how many items an answer holds at any offset, when that is known without a
    /// search: a parallax list's whole length; a slider's slides and the cube's shadow, when it
    /// does not loop (a loop's pass may show a slide twice). Nil otherwise. Within the limit,
    /// `itemCount` need not look at the offset.
    private var itemCountBound: Int? {
        switch self {
        case .parallax(let stretchy, _): stretchy.elementCount
        case .slider(let slider, _, _) where !slider.grid.loops: slider.slideCount + 1
        default: nil
        }
    }

    /// How many items the answer holds at the request's offset (for the carousel, at most),
    /// found without computing them, and the parameter to name when they are too many.
    func itemCount() -> (count: Int, parameter: String) { itemCounter()(offset) }

    /// `itemCount` at any offset, the case read once: reading a case's layout copies it, which a
    /// motion's sixty frames would do sixty times.
    func itemCounter() -> (_ offset: Double) -> (count: Int, parameter: String) {
        switch self {
        case .wheel(let wheel, _, let culling):
            let parameter = culling ? "itemWidth" : "count"
            return { (wheel.itemCount(atOffset: $0, culling: culling), parameter) }
        case .circle(let circle, _):
            let count = circle.itemCount
            return { _ in (count, "count") }
        case .parallax(let stretchy, _): return { (stretchy.visibleElementCount(atOffset: $0), "itemHeight") }
        // At most `numberOfVisibleItems` (items of alpha 0 are left out), which `visibleItems`
        // bounds: no need to walk the items twice.
        case .carousel(let carousel, _, _):
            let count = carousel.numberOfVisibleItems
            return { _ in (count, "visibleItems") }
        // At most the slides the effect examines (and the cube's shadow), found by searches.
        case .slider(let slider, _, _):
            let parameter = slider.settings.slidesPerView.isAuto ? "sizes" : "slidesPerView"
            return { (slider.elementCountBound(atOffset: $0), parameter) }
        case .grids(let grid): return { (grid.itemCount(atOffset: $0), QueryParameter.gridCount.name) }
        }
    }
}

extension LayoutResult {
    /// The slider's answer as `/layout` writes it: its elements (the cube's shadow last) and
    /// `activeIndex`.
    init(_ slider: SliderLayoutResult) {
        self.init(layout: .slider, contentSize: slider.contentSize, items: slider.elements, activeIndex: slider.activeIndex)
    }
}

extension SliderSlidesPerView {
    var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
}
