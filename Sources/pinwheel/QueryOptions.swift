// The API's query parameters as command-line options, so scripts get the same answers without a server.

import ArgumentParser
import HTTPCore

/// Options that mirror query parameters: `--item-width 133` is `itemWidth=133`. Values are kept
/// as text and validated by the API itself, so the CLI accepts and refuses exactly what HTTP does;
/// they are parsed unconditionally so that `--offset -64` is a value, not an unknown flag.
protocol QueryOptions: ParsableArguments {
    /// Each given option as the query item it stands for.
    var queryItems: [QueryItem] { get }
}

extension QueryOptions {
    /// The query items of the options that were given, named as in the query string.
    func items(_ options: [(String, String?)]) -> [QueryItem] {
        options.compactMap { name, value in value.map { QueryItem(name: name, value: $0) } }
    }
}

struct WheelOptions: QueryOptions {
    @Option(parsing: .unconditional, help: "Number of items (wheel, circle, carousel) or comma-separated item counts per section (parallax). Required.")
    var count: String?
    @Option(parsing: .unconditional, help: "Content offset along the scroll axis (wheel: x; circle, parallax: y; carousel: x, or y when vertical). Default 0.")
    var offset: String?
    @Option(parsing: .unconditional, help: "Viewport width in points. Default 375.")
    var width: String?
    @Option(parsing: .unconditional, help: "Viewport height in points. Default 667.")
    var height: String?
    @Option(name: .customLong("item-width"), parsing: .unconditional, help: "Item width (wheel 133, circle 100, parallax: the viewport width, carousel 200).")
    var itemWidth: String?
    @Option(name: .customLong("item-height"), parsing: .unconditional, help: "Item height (wheel 173, circle 100, parallax 200, carousel 200).")
    var itemHeight: String?
    @Option(parsing: .unconditional, help: "Wheel: distance from the items' centre to the pivot, default 500. Carousel: the type's radius (default computed as iCarousel does).")
    var radius: String?
    @Option(parsing: .unconditional, help: "Wheel: true returns only the visible items, false every item. Default true.")
    var cull: String?

    var queryItems: [QueryItem] {
        items([
            ("count", count), ("offset", offset), ("width", width), ("height", height),
            ("itemWidth", itemWidth), ("itemHeight", itemHeight), ("radius", radius), ("cull", cull),
        ])
    }
}

struct CircleOptions: QueryOptions {
    @Option(parsing: .unconditional, help: "Circle: inset on every side of the viewport. Default 8.")
    var inset: String?

    var queryItems: [QueryItem] { items([("inset", inset)]) }
}

struct ParallaxOptions: QueryOptions {
    @Option(name: .customLong("header-height"), parsing: .unconditional, help: "Parallax: stretchy header height. Default 300.")
    var headerHeight: String?
    @Option(name: .customLong("menu-height"), parsing: .unconditional, help: "Parallax: sticky menu height. Default 70.")
    var menuHeight: String?
    @Option(name: .customLong("section-header-height"), parsing: .unconditional, help: "Parallax: section header height. Default 50.")
    var sectionHeaderHeight: String?
    @Option(name: .customLong("section-footer-height"), parsing: .unconditional, help: "Parallax: section footer height. Default 50.")
    var sectionFooterHeight: String?
    @Option(name: .customLong("line-spacing"), parsing: .unconditional, help: "Parallax: space above each cell. Default 3.")
    var lineSpacing: String?
    @Option(name: .customLong("interitem-spacing"), parsing: .unconditional, help: "Parallax: the cells' x. Default 0.")
    var interitemSpacing: String?
    @Option(name: .customLong("max-parallax"), parsing: .unconditional, help: "Parallax: largest parallax translation. Default 60.")
    var maxParallax: String?
    @Option(name: .customLong("overlay-max-alpha"), parsing: .unconditional, help: "Parallax: largest header overlay alpha, 0 to 1. Default 0.6.")
    var overlayMaxAlpha: String?
    @Option(parsing: .unconditional, help: "Parallax: stretchy header, true or false. Default true.")
    var stretchy: String?
    @Option(name: .customLong("header-overlay"), parsing: .unconditional, help: "Parallax: header overlay alpha, true or false. Default true.")
    var headerOverlay: String?
    @Option(name: .customLong("sticky-menu"), parsing: .unconditional, help: "Parallax: sticky menu, true or false. Default true.")
    var stickyMenu: String?
    @Option(name: .customLong("sticky-headers"), parsing: .unconditional, help: "Parallax: sticky section headers, true or false. Default true.")
    var stickyHeaders: String?
    @Option(name: .customLong("parallax-cells"), parsing: .unconditional, help: "Parallax: parallax on cells, true or false. Default true.")
    var parallaxCells: String?

    var queryItems: [QueryItem] {
        items([
            ("headerHeight", headerHeight), ("menuHeight", menuHeight),
            ("sectionHeaderHeight", sectionHeaderHeight), ("sectionFooterHeight", sectionFooterHeight),
            ("lineSpacing", lineSpacing), ("interitemSpacing", interitemSpacing), ("maxParallax", maxParallax),
            ("overlayMaxAlpha", overlayMaxAlpha), ("stretchy", stretchy), ("headerOverlay", headerOverlay),
            ("stickyMenu", stickyMenu), ("stickyHeaders", stickyHeaders), ("parallaxCells", parallaxCells),
        ])
    }
}

struct CarouselQueryOptions: QueryOptions {
    @Option(parsing: .unconditional, help: "Carousel: linear, rotary, invertedRotary, cylinder, invertedCylinder, wheel, invertedWheel, coverFlow, coverFlow2, timeMachine or invertedTimeMachine. Default linear.")
    var type: String?
    @Option(parsing: .unconditional, help: "Carousel: distance between items, in item widths (heights when vertical); coverFlow 0.25, others 1.")
    var spacing: String?
    @Option(parsing: .unconditional, help: "Carousel: the arc the items span, in radians (rotary, cylinder, wheel). Default 2π.")
    var arc: String?
    @Option(parsing: .unconditional, help: "Carousel: tilt (coverFlow 0.9, timeMachine 0.3).")
    var tilt: String?
    @Option(parsing: .unconditional, help: "Carousel: m34 of the transforms. Default -0.002 (-1/500).")
    var perspective: String?
    @Option(parsing: .unconditional, help: "Carousel: wrap around, true or false (default true for rotary, cylinder and wheel types).")
    var wrap: String?
    @Option(parsing: .unconditional, help: "Carousel: scroll vertically, true or false. Default false.")
    var vertical: String?
    @Option(name: .customLong("visible-items"), parsing: .unconditional, help: "Carousel: how many items to lay out (default iCarousel's number for the type, at most 30).")
    var visibleItems: String?
    @Option(name: .customLong("fade-min"), parsing: .unconditional, help: "Carousel: relative offset below which items fade (default -infinity; invertedTimeMachine 0).")
    var fadeMin: String?
    @Option(name: .customLong("fade-max"), parsing: .unconditional, help: "Carousel: relative offset above which items fade (default infinity; timeMachine 0).")
    var fadeMax: String?
    @Option(name: .customLong("fade-range"), parsing: .unconditional, help: "Carousel: offsets over which items fade out. Default 1.")
    var fadeRange: String?
    @Option(name: .customLong("fade-min-alpha"), parsing: .unconditional, help: "Carousel: the alpha faded items reach, 0 to 1. Default 0.")
    var fadeMinAlpha: String?
    @Option(name: .customLong("circular-count"), parsing: .unconditional, help: "Carousel: iCarousel's count option, the items around the circle (default computed as iCarousel does).")
    var circularCount: String?

    var queryItems: [QueryItem] {
        items([
            ("type", type), ("spacing", spacing), ("arc", arc), ("tilt", tilt), ("perspective", perspective),
            ("wrap", wrap), ("vertical", vertical), ("visibleItems", visibleItems), ("fadeMin", fadeMin),
            ("fadeMax", fadeMax), ("fadeRange", fadeRange), ("fadeMinAlpha", fadeMinAlpha),
            ("circularCount", circularCount),
        ])
    }
}
