// `GET /layout`'s query, validated into the engine's layouts.

public import LayoutEngine
public import HTTPCore

/// A validated `/layout` request: which layout, its geometry and the offset to lay it out at.
public enum LayoutRequest: Hashable, Sendable {
    case wheel(WheelLayout, offset: Double, culling: Bool)
    case circle(CircleLayout, offset: Double)
    case parallax(StretchyLayout, offset: Double)
    /// `toggle`: coverFlow2's `_toggle` (0, its value at rest, for every other type).
    case carousel(CarouselLayout, offset: Double, toggle: Double = 0)

    /// Validates `query`; a problem names the first parameter at fault.
    /// Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    public init(query: [QueryItem], length: Int) throws(Problem) {
        try self.init(try QueryParameters(query, length: length), endpoint: .layout)
    }

    /// Validates a layout's parameters as `endpoint` takes them (its own parameters are the
    /// endpoint's to read).
    init(_ parameters: QueryParameters, endpoint: Endpoint) throws(Problem) {
        let name = try LayoutParameter.layoutName(parameters)
        try parameters.accept(only: endpoint.accepted(name), known: EndpointParameter.known, context: endpoint.context(name))
        switch name {
        case .wheel:
            let culling = try parameters.boolean("cull", default: true)
            self = .wheel(try LayoutParameter.wheel(parameters), offset: try LayoutParameter.offset(parameters), culling: culling)
        case .circle:
            self = .circle(try LayoutParameter.circle(parameters), offset: try LayoutParameter.offset(parameters))
        case .parallax:
            self = .parallax(try LayoutParameter.parallax(parameters), offset: try LayoutParameter.offset(parameters))
        case .carousel:
            let carousel = try LayoutParameter.carousel(parameters)
            let offset = try LayoutParameter.offset(parameters)
            self = .carousel(carousel, offset: offset, toggle: try EndpointParameter.coverFlowToggle(parameters, carousel))
        }
        try checkItemLimit()
    }

    /// The engine's answer.
    public func result() -> LayoutResult {
        switch self {
        case .wheel(let wheel, let offset, let culling): wheel.layout(atOffset: offset, culling: culling)
        case .circle(let circle, let offset): circle.layout(atOffset: offset)
        case .parallax(let stretchy, let offset): stretchy.layout(atOffset: offset)
        case .carousel(let carousel, let offset, let toggle): carousel.layout(atOffset: offset, toggle: toggle)
        }
    }

    /// Refuses, before computing them, answers with more items than a response may hold.
    private func checkItemLimit() throws(Problem) {
        let (count, parameter) = itemCount()
        guard count <= Limits.itemsPerResponse else { throw .tooManyItems(parameter, count: count) }
    }

    /// How many items `result()` holds (for the carousel, at most), found without computing them,
    /// and the parameter to name when they are too many.
    func itemCount() -> (count: Int, parameter: String) {
        switch self {
        case .wheel(let wheel, let offset, let culling):
            (wheel.itemCount(atOffset: offset, culling: culling), culling ? "itemWidth" : "count")
        case .circle(let circle, _): (circle.itemCount, "count")
        case .parallax(let stretchy, let offset): (stretchy.visibleElementCount(atOffset: offset), "itemHeight")
        // At most `numberOfVisibleItems` (items of alpha 0 are left out), which `visibleItems`
        // bounds: no need to walk the items twice.
        case .carousel(let carousel, _, _): (carousel.numberOfVisibleItems, "visibleItems")
        }
    }
}

/// The `/layout` and `/snap` query parameters: names, which layout takes which, and how each is read.
enum LayoutParameter {
    static let common: Set<String> = ["layout", "count", "offset", "width", "height", "itemWidth", "itemHeight"]
    static let wheel = common.union(["radius", "cull"])
    static let circle = common.union(["inset"])
    static let parallaxOnly: Set<String> = [
        "headerHeight", "menuHeight", "sectionHeaderHeight", "sectionFooterHeight", "lineSpacing",
        "interitemSpacing", "maxParallax", "overlayMaxAlpha", "stretchy", "headerOverlay", "stickyMenu",
        "stickyHeaders", "parallaxCells",
    ]
    static let parallax = common.union(parallaxOnly)
    static let carouselOnly: Set<String> = [
        "type", "spacing", "arc", "radius", "tilt", "perspective", "wrap", "vertical", "visibleItems",
        "fadeMin", "fadeMax", "fadeRange", "fadeMinAlpha", "circularCount",
    ]
    static let carousel = common.union(carouselOnly)
    static let snap = wheel.union(["velocity"])
    static let carouselSnap = carousel.union(["velocity"])
    static let all = wheel.union(circle).union(parallax).union(carousel).union(snap)

    static func layoutName(_ parameters: QueryParameters) throws(Problem) -> LayoutName {
        try parameters.choice("layout", default: .wheel)
    }

    static func offset(_ parameters: QueryParameters) throws(Problem) -> Double {
        try parameters.number("offset", default: 0, in: .offset)
    }

    static func viewport(_ parameters: QueryParameters) throws(Problem) -> Size {
        Size(
            width: try parameters.number("width", default: 375, in: .positiveLength),
            height: try parameters.number("height", default: 667, in: .positiveLength))
    }

    static func itemSize(_ parameters: QueryParameters, default size: Size) throws(Problem) -> Size {
        Size(
            width: try parameters.number("itemWidth", default: size.width, in: .positiveLength),
            height: try parameters.number("itemHeight", default: size.height, in: .positiveLength))
    }

    static func wheel(_ parameters: QueryParameters) throws(Problem) -> WheelLayout {
        let count = try parameters.integer(
            "count", in: 0...Limits.wheelItems, required: "the number of items, 0 to \(Limits.wheelItems)")
        return WheelLayout(
            itemCount: count,
            viewport: try viewport(parameters),
            itemSize: try itemSize(parameters, default: WheelLayout.defaultItemSize),
            radius: try parameters.number("radius", default: WheelLayout.defaultRadius, in: .radius))
    }

    static func circle(_ parameters: QueryParameters) throws(Problem) -> CircleLayout {
        let count = try parameters.integer(
            "count", in: 0...Limits.circleItems, required: "the number of items, 0 to \(Limits.circleItems)")
        return CircleLayout(
            itemCount: count,
            viewport: try viewport(parameters),
            itemSize: try itemSize(parameters, default: CircleLayout.defaultItemSize),
            inset: try parameters.number("inset", default: CircleLayout.defaultInset, in: .length))
    }

    static func parallax(_ parameters: QueryParameters) throws(Problem) -> StretchyLayout {
        let counts = try parameters.integerList(
            "count", in: 0...Limits.itemsPerSection, maximumCount: Limits.sections,
            required: "the item count of each section, comma-separated (e.g. 4,3,5)")
        let viewport = try viewport(parameters)
        var settings = StretchySettings()
        settings.itemSize = try itemSize(
            parameters, default: Size(width: viewport.width, height: StretchySettings.defaultItemHeight))
        settings.headerHeight = try parameters.number("headerHeight", default: settings.headerHeight, in: .length)
        settings.menuHeight = try parameters.number("menuHeight", default: settings.menuHeight, in: .length)
        settings.sectionHeaderHeight = try parameters.number(
            "sectionHeaderHeight", default: settings.sectionHeaderHeight, in: .length)
        settings.sectionFooterHeight = try parameters.number(
            "sectionFooterHeight", default: settings.sectionFooterHeight, in: .length)
        settings.lineSpacing = try parameters.number("lineSpacing", default: settings.lineSpacing, in: .length)
        settings.interitemSpacing = try parameters.number(
            "interitemSpacing", default: settings.interitemSpacing, in: .length)
        settings.maxParallaxOffset = try parameters.number("maxParallax", default: settings.maxParallaxOffset, in: .length)
        settings.headerOverlayMaxAlpha = try parameters.number(
            "overlayMaxAlpha", default: settings.headerOverlayMaxAlpha, in: .unit)
        settings.isHeaderStretchy = try parameters.boolean("stretchy", default: true)
        settings.isHeaderOverlayOn = try parameters.boolean("headerOverlay", default: true)
        settings.isMenuSticky = try parameters.boolean("stickyMenu", default: true)
        settings.areSectionHeadersSticky = try parameters.boolean("stickyHeaders", default: true)
        settings.isParallaxOnCellsOn = try parameters.boolean("parallaxCells", default: true)
        return StretchyLayout(sectionItemCounts: counts, viewport: viewport, settings: settings)
    }

    /// iCarousel's options, each `nil` (the type's own default) unless given.
    static func carousel(_ parameters: QueryParameters) throws(Problem) -> CarouselLayout {
        let type: CarouselType = try parameters.choice("type", default: .linear)
        let count = try parameters.integer(
            "count", in: 0...Limits.carouselItems, required: "the number of items, 0 to \(Limits.carouselItems)")
        var options = CarouselOptions()
        options.spacing = try parameters.optionalNumber("spacing", in: .spacing)
        options.arc = try parameters.optionalNumber("arc", in: .arc)
        options.radius = try parameters.optionalNumber("radius", in: .signedRadius)
        options.tilt = try parameters.optionalNumber("tilt", in: .factor)
        options.perspective = try parameters.number("perspective", default: options.perspective, in: .perspective)
        options.wrap = try parameters.optionalBoolean("wrap")
        options.vertical = try parameters.boolean("vertical", default: false)
        options.visibleItems = try parameters.optionalInteger("visibleItems", in: 0...Limits.itemsPerResponse)
        options.fadeMin = try parameters.optionalNumber("fadeMin", in: .offset)
        options.fadeMax = try parameters.optionalNumber("fadeMax", in: .offset)
        options.fadeRange = try parameters.optionalNumber("fadeRange", in: .fadeRange)
        options.fadeMinAlpha = try parameters.optionalNumber("fadeMinAlpha", in: .unit)
        options.circularCount = try parameters.optionalInteger("circularCount", in: 1...Limits.itemsPerResponse)
        return CarouselLayout(
            type: type, itemCount: count, viewport: try viewport(parameters),
            itemSize: try itemSize(parameters, default: CarouselLayout.defaultItemSize), options: options)
    }
}
