// The engine's layouts, read out of a query by the parameter table's entries.

import LayoutEngine

extension QueryReader {
    func viewport() throws(Problem) -> Size {
        Size(width: try number(.width), height: try number(.height))
    }

    /// `itemWidth` and `itemHeight`, each the layout's own `size` when absent.
    func itemSize(default size: Size) throws(Problem) -> Size {
        Size(
            width: try optionalNumber(.itemWidth) ?? size.width,
            height: try optionalNumber(.itemHeight) ?? size.height)
    }

    func wheel() throws(Problem) -> WheelLayout {
        let count = try integer(.wheelCount)
        let geometry = try reading(Self.wheelGeometryDefaults) { (reader: QueryReader) throws(Problem) in
            try reader.wheelGeometry()
        }
        return WheelLayout(
            itemCount: count, viewport: geometry.viewport, itemSize: geometry.itemSize, radius: geometry.radius,
            isRightToLeft: geometry.isRightToLeft)
    }

    static let wheelGeometryDefaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        try reader.wheelGeometry()
    }

    /// The wheel's parameters but its count.
    private func wheelGeometry() throws(Problem) -> (viewport: Size, itemSize: Size, radius: Double, isRightToLeft: Bool) {
        (
            try viewport(), try itemSize(default: WheelLayout.defaultItemSize), try number(.wheelRadius),
            try boolean(.rtl)
        )
    }

    func circle() throws(Problem) -> CircleLayout {
        let count = try integer(.circleCount)
        return CircleLayout(
            itemCount: count,
            viewport: try viewport(),
            itemSize: try itemSize(default: CircleLayout.defaultItemSize),
            inset: try number(.inset))
    }

    func parallax() throws(Problem) -> ParallaxLayout {
        let counts = try integerList(.parallaxCount)
        let viewport = try viewport()
        let itemSize = try itemSize(default: Size(width: viewport.width, height: ParallaxSettings.defaultItemHeight))
        var settings = try reading(Self.parallaxSettingsDefaults) { (reader: QueryReader) throws(Problem) in
            try reader.parallaxSettings()
        }
        settings.itemSize = itemSize
        return ParallaxLayout(
            sectionItemCounts: counts, viewport: viewport, settings: settings,
            cellHeights: try itemLengths(count: counts.reduce(0, +)))
    }

    static let parallaxSettingsDefaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        try reader.parallaxSettings()
    }

    /// The parallax list's settings but its item size.
    private func parallaxSettings() throws(Problem) -> ParallaxSettings {
        var settings = ParallaxSettings()
        settings.headerHeight = try number(.headerHeight)
        settings.menuHeight = try number(.menuHeight)
        settings.sectionHeaderHeight = try number(.sectionHeaderHeight)
        settings.sectionFooterHeight = try number(.sectionFooterHeight)
        settings.lineSpacing = try number(.lineSpacing)
        settings.interitemSpacing = try number(.interitemSpacing)
        settings.maxParallaxOffset = try number(.maxParallax)
        settings.headerOverlayMaxAlpha = try number(.overlayMaxAlpha)
        settings.isHeaderStretchy = try boolean(.stretchy)
        settings.isHeaderOverlayOn = try boolean(.headerOverlay)
        settings.isMenuSticky = try boolean(.stickyMenu)
        settings.areSectionHeadersSticky = try boolean(.stickyHeaders)
        settings.isParallaxOnCellsOn = try boolean(.parallaxCells)
        return settings
    }

    /// A carousel of the type and count given, with iCarousel's options.
    func carousel() throws(Problem) -> CarouselLayout {
        let type: CarouselType = try choice(.carouselType)
        let count = try integer(.carouselCount)
        let options = try reading(Self.carouselOptionsDefaults) { (reader: QueryReader) throws(Problem) in
            try reader.carouselOptions()
        }
        return CarouselLayout(
            type: type, itemCount: count, viewport: try viewport(),
            itemSize: try itemSize(default: CarouselLayout.defaultItemSize), options: options)
    }

    static let carouselOptionsDefaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        try reader.carouselOptions()
    }

    /// iCarousel's options, each `nil` (the type's own default) unless given.
    private func carouselOptions() throws(Problem) -> CarouselOptions {
        var options = CarouselOptions()
        options.spacing = try optionalNumber(.spacing)
        options.arc = try optionalNumber(.arc)
        options.radius = try optionalNumber(.carouselRadius)
        options.tilt = try optionalNumber(.tilt)
        options.perspective = try number(.perspective)
        options.wrap = try optionalBoolean(.wrap)
        options.vertical = try boolean(.vertical)
        options.visibleItems = try optionalInteger(.visibleItems)
        options.fadeMin = try optionalNumber(.fadeMin)
        options.fadeMax = try optionalNumber(.fadeMax)
        options.fadeRange = try optionalNumber(.fadeRange)
        options.fadeMinAlpha = try optionalNumber(.fadeMinAlpha)
        options.circularCount = try optionalInteger(.circularCount)
        options.isRightToLeft = try boolean(.rtl)
        if options.isRightToLeft && options.vertical {
            throw .invalidParameter(
                QueryParameter.rtl.name, "a vertical carousel has no reading direction; rtl needs vertical=false")
        }
        return options
    }
}

extension QueryReader {
    /// coverFlow2's `toggle` (iCarousel's `_toggle`), 0 when absent or on an endpoint that does
    /// not take it (a motion computes its own); a 400 for another type, which no toggle turns
    /// (iCarousel reads `_toggle` for coverFlow2 alone).
    func coverFlowToggle(_ carousel: CarouselLayout, on endpoint: Endpoint) throws(Problem) -> Double {
        // The query first: its bit test is cheaper than hashing `endpoint` into the set.
        guard contains(.toggle), QueryParameter.toggle.endpoints.contains(endpoint) else { return 0 }
        guard carousel.type == .coverFlow2 else {
            throw .invalidParameter(
                QueryParameter.toggle.name, "only type=coverFlow2 has a toggle, not type=\(carousel.type.rawValue)")
        }
        return try optionalNumber(.toggle) ?? 0
    }
}

extension QueryReader {
    /// `sizes`: one length per item, `count` of them, from the list in the query or the size
    /// table it names; nil when absent (every item is then the layout's item size).
    func itemLengths(count: Int) throws(Problem) -> ItemLengths? {
        try itemLengths(.sizes, count: count)?.lengths
    }

    /// `parameter`'s lengths (`sizes`, `widths`, `aspectRatios`: one grammar), `count` of them,
    /// from the list in the query or the size table it names, with where they came from; nil
    /// when absent.
    func itemLengths(_ parameter: QueryParameter, count: Int) throws(Problem) -> (lengths: ItemLengths, source: LengthSource)? {
        let name = parameter.name
        guard let text = try text(parameter) else { return nil }
        let lengths: ItemLengths
        let source: LengthSource
        if text.hasPrefix("@") {
            let id = text.dropFirst()
            guard SizeTable.isID(id) else {
                throw .invalidParameter(
                    name, "'\(SizeList.quoted(text.utf8))' is not @sha256- and 64 lowercase hexadecimal digits")
            }
            guard let table = sizeTables?.table(id: String(id)) else { throw .sizesUnknown(String(id), parameter: name) }
            lengths = table.lengths
            source = .table(table.id)
        } else {
            do {
                lengths = ItemLengths(runs: try SizeList.runs(text: Array(text.utf8)[...], maximumItems: count))
            } catch {
                guard error.isTooLarge else {
                    throw .invalidParameter(name, String(error.detail(name).dropFirst(name.count + 2)))
                }
                throw .invalidParameter(name, "more lengths than the \(count) items")
            }
            source = .list(text)
        }
        guard lengths.count == count else {
            throw .invalidParameter(name, "\(lengths.count) lengths for \(count) items: give one per item")
        }
        return (lengths, source)
    }
}
