// The table of the API's query parameters: every parameter of every endpoint, declared once.

import LayoutEngine

// To add a parameter: declare it here, list it in `table`, read it in the request that takes it
// (`QueryReader`'s readers take the entry), and describe it in openapi.yaml; the tests check the
// CLI, openapi.yaml and Fuzz/query.dict against this table.
extension QueryParameter {
    /// Every entry, in the order `--help` and openapi.yaml list them.
    public static let table: [QueryParameter] = [
        .layout, .wheelCount, .circleCount, .parallaxCount, .carouselCount, .offset, .width, .height,
        .itemWidth, .itemHeight, .sizes, .rtl, .wheelRadius, .carouselRadius, .cull, .inset,
        .headerHeight, .menuHeight, .sectionHeaderHeight, .sectionFooterHeight, .lineSpacing, .interitemSpacing,
        .maxParallax, .overlayMaxAlpha, .stretchy, .headerOverlay, .stickyMenu, .stickyHeaders, .parallaxCells,
        .carouselType, .spacing, .arc, .tilt, .perspective, .wrap, .vertical, .visibleItems,
        .fadeMin, .fadeMax, .fadeRange, .fadeMinAlpha, .circularCount,
        .velocity, .item, .section, .fps, .rate, .fields, .toggle, .x, .y,
    ]

    // MARK: Every layout

    public static let layout = QueryParameter(
        "layout", .choice(LayoutName.allCases.map(\.rawValue)), default: .choice(LayoutName.wheel.rawValue),
        help: "Which layout.")
    public static let offset = QueryParameter(
        "offset", .number(.offset), default: .number(0),
        help: "Content offset along the scroll axis (wheel: x; circle, parallax: y; carousel: x, or y when vertical).")
    public static let width = QueryParameter(
        "width", .number(.positiveLength), default: .number(375), help: "Viewport width in points.")
    public static let height = QueryParameter(
        "height", .number(.positiveLength), default: .number(667), help: "Viewport height in points.")
    public static let itemWidth = QueryParameter(
        "itemWidth", .number(.positiveLength), default: .own,
        help: "Item width (wheel \(text(WheelLayout.defaultItemSize.width)), circle \(text(CircleLayout.defaultItemSize.width)), "
            + "parallax: the viewport width, carousel \(text(CarouselLayout.defaultItemSize.width))).")
    public static let itemHeight = QueryParameter(
        "itemHeight", .number(.positiveLength), default: .own,
        help:
            "Item height (wheel \(text(WheelLayout.defaultItemSize.height)), circle \(text(CircleLayout.defaultItemSize.height)), "
            + "parallax \(text(ParallaxSettings.defaultItemHeight)), carousel \(text(CarouselLayout.defaultItemSize.height))).")

    public static let sizes = QueryParameter(
        "sizes", .text("comma-separated lengths (L*n for n items of length L), or @sha256-… naming a size table"),
        default: .own, layouts: [.parallax],
        help: "Each item's own length along the scroll axis (parallax: the cells' heights, across all sections in order): "
            + "one entry per item, L*n for n items of length L, or @id of a table posted to /sizes.")
    public static let rtl = QueryParameter(
        "rtl", .boolean, default: .boolean(false), layouts: [.wheel, .carousel],
        help: "Right to left: the left-to-right picture mirrored about the viewport's vertical centre line "
            + "(horizontal layouts only).")

    // MARK: count, one entry per layout

    public static let wheelCount = QueryParameter(
        "count", .integer(0...Limits.wheelItems), default: .required("the number of items, 0 to \(Limits.wheelItems)"),
        layouts: [.wheel], help: "Number of items.")
    public static let circleCount = QueryParameter(
        "count", .integer(0...Limits.circleItems), default: .required("the number of items, 0 to \(Limits.circleItems)"),
        layouts: [.circle], help: "Number of items.")
    public static let parallaxCount = QueryParameter(
        "count", .integerList(0...Limits.itemsPerSection, maximumCount: Limits.sections),
        default: .required("the item count of each section, comma-separated (e.g. 4,3,5)"),
        layouts: [.parallax], help: "Comma-separated item counts per section.")
    public static let carouselCount = QueryParameter(
        "count", .integer(0...Limits.carouselItems), default: .required("the number of items, 0 to \(Limits.carouselItems)"),
        layouts: [.carousel], help: "Number of items.")

    // MARK: Wheel

    public static let wheelRadius = QueryParameter(
        "radius", .number(.radius), default: .number(WheelLayout.defaultRadius), layouts: [.wheel],
        help: "Distance from the items' centre to the pivot.")
    public static let cull = QueryParameter(
        "cull", .boolean, default: .boolean(true), layouts: [.wheel],
        help: "True returns only the visible items, false every item (/snap ignores it).")

    // MARK: Circle

    public static let inset = QueryParameter(
        "inset", .number(.length), default: .number(CircleLayout.defaultInset), layouts: [.circle],
        help: "Inset on every side of the viewport.")

    // MARK: Parallax

    public static let headerHeight = parallax(
        "headerHeight", .number(.length), .number(ParallaxSettings().headerHeight), "Stretchy header height.")
    public static let menuHeight = parallax(
        "menuHeight", .number(.length), .number(ParallaxSettings().menuHeight), "Sticky menu height.")
    public static let sectionHeaderHeight = parallax(
        "sectionHeaderHeight", .number(.length), .number(ParallaxSettings().sectionHeaderHeight), "Section header height.")
    public static let sectionFooterHeight = parallax(
        "sectionFooterHeight", .number(.length), .number(ParallaxSettings().sectionFooterHeight), "Section footer height.")
    public static let lineSpacing = parallax(
        "lineSpacing", .number(.length), .number(ParallaxSettings().lineSpacing), "Space above each cell.")
    public static let interitemSpacing = parallax(
        "interitemSpacing", .number(.length), .number(ParallaxSettings().interitemSpacing), "The cells' x.")
    public static let maxParallax = parallax(
        "maxParallax", .number(.length), .number(ParallaxSettings().maxParallaxOffset), "Largest parallax translation.")
    public static let overlayMaxAlpha = parallax(
        "overlayMaxAlpha", .number(.unit), .number(ParallaxSettings().headerOverlayMaxAlpha),
        "Largest header overlay alpha, 0 to 1.")
    public static let stretchy = parallax(
        "stretchy", .boolean, .boolean(ParallaxSettings().isHeaderStretchy), "Stretchy header, true or false.")
    public static let headerOverlay = parallax(
        "headerOverlay", .boolean, .boolean(ParallaxSettings().isHeaderOverlayOn), "Header overlay alpha, true or false.")
    public static let stickyMenu = parallax(
        "stickyMenu", .boolean, .boolean(ParallaxSettings().isMenuSticky), "Sticky menu, true or false.")
    public static let stickyHeaders = parallax(
        "stickyHeaders", .boolean, .boolean(ParallaxSettings().areSectionHeadersSticky), "Sticky section headers, true or false.")
    public static let parallaxCells = parallax(
        "parallaxCells", .boolean, .boolean(ParallaxSettings().isParallaxOnCellsOn), "Parallax on cells, true or false.")

    // MARK: Carousel

    public static let carouselType = carousel(
        "type", .choice(CarouselType.allCases.map(\.rawValue)), .choice(CarouselType.linear.rawValue), "iCarousel's type.")
    public static let spacing = carousel(
        "spacing", .number(.spacing), .own,
        "Distance between items, in item widths (heights when vertical); coverFlow 0.25, others 1.")
    public static let arc = carousel(
        "arc", .number(.arc), .own, "The arc the items span, in radians (rotary, cylinder, wheel); a full turn, 2π, by default.")
    public static let carouselRadius = carousel(
        "radius", .number(.signedRadius), .own, "The type's radius (computed as iCarousel does by default).")
    public static let tilt = carousel("tilt", .number(.factor), .own, "Tilt (coverFlow 0.9, timeMachine 0.3).")
    public static let perspective = carousel(
        "perspective", .number(.perspective), .number(CarouselOptions().perspective),
        "m34 of the transforms (-1/500 is iCarousel's).")
    public static let wrap = carousel(
        "wrap", .boolean, .own, "Wrap around, true or false (true for the rotary, cylinder and wheel types by default).")
    public static let vertical = carousel(
        "vertical", .boolean, .boolean(CarouselOptions().vertical), "Scroll vertically, true or false.")
    public static let visibleItems = carousel(
        "visibleItems", .integer(0...Limits.itemsPerResponse), .own,
        "How many items to lay out (iCarousel's number for the type by default, at most 30).")
    public static let fadeMin = carousel(
        "fadeMin", .number(.offset), .own, "Relative offset below which items fade (-infinity by default; invertedTimeMachine 0)."
    )
    public static let fadeMax = carousel(
        "fadeMax", .number(.offset), .own, "Relative offset above which items fade (infinity by default; timeMachine 0).")
    /// Left to the layout, whose own is 1 for every type (`CarouselLayout.fadeRange`): stated here.
    public static let fadeRange = carousel("fadeRange", .number(.fadeRange), .number(1), "Offsets over which items fade out.")
    /// Left to the layout, whose own is 0 for every type (`CarouselLayout.fadeMinAlpha`): stated here.
    public static let fadeMinAlpha = carousel(
        "fadeMinAlpha", .number(.unit), .number(0), "The alpha faded items reach, 0 to 1.")
    public static let circularCount = carousel(
        "circularCount", .integer(1...Limits.itemsPerResponse), .own,
        "iCarousel's count option, the items around the circle (computed as iCarousel does by default).")

    // MARK: /snap, /motion and /hit

    public static let velocity = QueryParameter(
        "velocity", .number(.offset), default: .number(0), endpoints: [.snap, .motion],
        help: "Release velocity along the scroll axis, points per second (the wheel's /snap reads only its sign).")
    public static let item = QueryParameter(
        "item", .integer(0...Limits.wheelItems), default: .own, layouts: [.wheel, .parallax, .carousel], endpoints: [.motion],
        help: "The item to scroll to, instead of a release (velocity).")
    public static let section = QueryParameter(
        "section", .integer(0...Limits.sections), default: .own, layouts: [.parallax], endpoints: [.motion],
        help: "The section of item (0 when absent).")
    public static let fps = QueryParameter(
        "fps", .integer(Limits.framesPerSecond), default: .number(60), endpoints: [.motion],
        help: "Frames a second the motion is sampled at.")
    public static let rate = QueryParameter(
        "rate", .text("normal, fast, or a number from 0.9 up to (not including) 1"), default: .choice("normal"),
        layouts: [.wheel, .circle, .parallax], endpoints: [.motion],
        help: "UIScrollView's deceleration rate per millisecond: normal (0.998), fast (0.99) or a number.")
    public static let fields = QueryParameter(
        "fields", .text("comma-separated item keys"), default: .own, endpoints: [.layout, .motion],
        help: "The item keys to keep (kind, section and item are always kept; every key when absent).")
    public static let toggle = QueryParameter(
        "toggle", .number(NumberRange(lower: -1, upper: 1)), default: .number(0), layouts: [.carousel],
        endpoints: [.layout, .hit], help: "coverFlow2 only: iCarousel's toggle, 0 at rest.")
    public static let x = QueryParameter(
        "x", .number(.offset), default: .required("the point's x in viewport points, from the viewport's left edge"),
        endpoints: [.hit], help: "The point's x in viewport points.")
    public static let y = QueryParameter(
        "y", .number(.offset), default: .required("the point's y in viewport points, from the viewport's top edge"),
        endpoints: [.hit], help: "The point's y in viewport points.")

    // MARK: Helpers

    private static func parallax(_ name: String, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String)
        -> QueryParameter
    {
        QueryParameter(name, type, default: defaultValue, layouts: [.parallax], help: help)
    }

    private static func carousel(_ name: String, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String)
        -> QueryParameter
    {
        QueryParameter(name, type, default: defaultValue, layouts: [.carousel], help: help)
    }

    private static func text(_ value: Double) -> String { NumberRange.text(value) }
}
