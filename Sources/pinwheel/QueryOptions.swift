// The API's query parameters as command-line options, so scripts get the same answers without a server.

import ArgumentParser
import MicroHTTPServer

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
    @Option(parsing: .unconditional, help: "Number of items (wheel, circle) or comma-separated item counts per section (parallax). Required.")
    var count: String?
    @Option(parsing: .unconditional, help: "Content offset along the scroll axis (wheel: x; circle, parallax: y). Default 0.")
    var offset: String?
    @Option(parsing: .unconditional, help: "Viewport width in points. Default 375.")
    var width: String?
    @Option(parsing: .unconditional, help: "Viewport height in points. Default 667.")
    var height: String?
    @Option(name: .customLong("item-width"), parsing: .unconditional, help: "Item width (wheel 133, circle 100, parallax: the viewport width).")
    var itemWidth: String?
    @Option(name: .customLong("item-height"), parsing: .unconditional, help: "Item height (wheel 173, circle 100, parallax 200).")
    var itemHeight: String?
    @Option(parsing: .unconditional, help: "Wheel: distance from the items' centre to the pivot. Default 500.")
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
