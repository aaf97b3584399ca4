// The API's query parameters as command-line options, so scripts get the same answers without a server.

import ArgumentParser
import HTTPCore
import PinwheelAPI

/// Options that mirror query parameters: `--item-width 133` is `itemWidth=133`. Each option's
/// name and help come from the API's parameter table (`QueryParameter`); `CommandLineTests`
/// fails when a command's options and the table's entries for its endpoint differ. Values are
/// kept as text and validated by the API itself, so the CLI accepts and refuses exactly what
/// HTTP does.
protocol QueryOptions: ParsableArguments {
    /// Each given option as the query item it stands for.
    var queryItems: [QueryItem] { get }
}

extension QueryOptions {
    /// The query items of the options that were given, named as in the query string.
    func items(_ options: [(QueryParameter, String?)]) -> [QueryItem] {
        options.compactMap { parameter, value in value.map { QueryItem(name: parameter.name, value: $0) } }
    }
}

extension Option where Value == String? {
    /// The option for `parameter`, named and described by the table. It is parsed
    /// unconditionally, so that `--offset -64` is a value, not an unknown flag.
    init(_ parameter: QueryParameter, on endpoints: [Endpoint] = Endpoint.allCases) {
        self.init(
            name: .customLong(parameter.optionName), parsing: .unconditional,
            help: ArgumentHelp(QueryParameter.optionHelp(for: parameter.name, on: endpoints)))
    }
}

/// The parameters every layout takes.
struct CommonOptions: QueryOptions {
    @Option(.wheelCount) var count: String?
    @Option(.offset) var offset: String?
    @Option(.width) var width: String?
    @Option(.height) var height: String?
    @Option(.itemWidth) var itemWidth: String?
    @Option(.itemHeight) var itemHeight: String?

    var queryItems: [QueryItem] {
        items([
            (.wheelCount, count), (.offset, offset), (.width, width), (.height, height),
            (.itemWidth, itemWidth), (.itemHeight, itemHeight),
        ])
    }
}

struct WheelOptions: QueryOptions {
    @Option(.wheelRadius) var radius: String?
    @Option(.cull) var cull: String?

    var queryItems: [QueryItem] { items([(.wheelRadius, radius), (.cull, cull)]) }
}

/// `rtl`, which every horizontal layout takes (the wheel, the carousel).
struct RightToLeftOption: QueryOptions {
    @Option(.rtl) var rtl: String?

    var queryItems: [QueryItem] { items([(.rtl, rtl)]) }
}

struct CircleOptions: QueryOptions {
    @Option(.inset) var inset: String?

    var queryItems: [QueryItem] { items([(.inset, inset)]) }
}

struct ParallaxOptions: QueryOptions {
    @Option(.sizes) var sizes: String?
    @Option(.headerHeight) var headerHeight: String?
    @Option(.menuHeight) var menuHeight: String?
    @Option(.sectionHeaderHeight) var sectionHeaderHeight: String?
    @Option(.sectionFooterHeight) var sectionFooterHeight: String?
    @Option(.lineSpacing) var lineSpacing: String?
    @Option(.interitemSpacing) var interitemSpacing: String?
    @Option(.maxParallax) var maxParallax: String?
    @Option(.overlayMaxAlpha) var overlayMaxAlpha: String?
    @Option(.stretchy) var stretchy: String?
    @Option(.headerOverlay) var headerOverlay: String?
    @Option(.stickyMenu) var stickyMenu: String?
    @Option(.stickyHeaders) var stickyHeaders: String?
    @Option(.parallaxCells) var parallaxCells: String?

    var queryItems: [QueryItem] {
        items([
            (.sizes, sizes), (.headerHeight, headerHeight), (.menuHeight, menuHeight),
            (.sectionHeaderHeight, sectionHeaderHeight),
            (.sectionFooterHeight, sectionFooterHeight), (.lineSpacing, lineSpacing), (.interitemSpacing, interitemSpacing),
            (.maxParallax, maxParallax), (.overlayMaxAlpha, overlayMaxAlpha), (.stretchy, stretchy),
            (.headerOverlay, headerOverlay), (.stickyMenu, stickyMenu), (.stickyHeaders, stickyHeaders),
            (.parallaxCells, parallaxCells),
        ])
    }
}

/// iCarousel's options (`CarouselOptions` is the engine's type they fill).
struct CarouselQueryOptions: QueryOptions {
    @Option(.carouselType) var type: String?
    @Option(.spacing) var spacing: String?
    @Option(.arc) var arc: String?
    @Option(.tilt) var tilt: String?
    @Option(.perspective) var perspective: String?
    @Option(.wrap) var wrap: String?
    @Option(.vertical) var vertical: String?
    @Option(.visibleItems) var visibleItems: String?
    @Option(.fadeMin) var fadeMin: String?
    @Option(.fadeMax) var fadeMax: String?
    @Option(.fadeRange) var fadeRange: String?
    @Option(.fadeMinAlpha) var fadeMinAlpha: String?
    @Option(.circularCount) var circularCount: String?

    var queryItems: [QueryItem] {
        items([
            (.carouselType, type), (.spacing, spacing), (.arc, arc), (.tilt, tilt), (.perspective, perspective),
            (.wrap, wrap), (.vertical, vertical), (.visibleItems, visibleItems), (.fadeMin, fadeMin),
            (.fadeMax, fadeMax), (.fadeRange, fadeRange), (.fadeMinAlpha, fadeMinAlpha), (.circularCount, circularCount),
        ])
    }
}
