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
        let settings = try reading(Self.carouselSettingsDefaults) { (reader: QueryReader) throws(Problem) in
            try reader.carouselSettings()
        }
        return CarouselLayout(
            type: type, itemCount: count, viewport: try viewport(),
            itemSize: try itemSize(default: CarouselLayout.defaultItemSize), settings: settings)
    }

    static let carouselSettingsDefaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        try reader.carouselSettings()
    }

    /// iCarousel's options, each `nil` (the type's own default) unless given.
    private func carouselSettings() throws(Problem) -> CarouselSettings {
        var settings = CarouselSettings()
        settings.spacing = try optionalNumber(.spacing)
        settings.arc = try optionalNumber(.arc)
        settings.radius = try optionalNumber(.carouselRadius)
        settings.tilt = try optionalNumber(.tilt)
        settings.perspective = try number(.perspective)
        settings.wrap = try optionalBoolean(.wrap)
        settings.vertical = try boolean(.vertical)
        settings.visibleItems = try optionalInteger(.visibleItems)
        settings.fadeMin = try optionalNumber(.fadeMin)
        settings.fadeMax = try optionalNumber(.fadeMax)
        settings.fadeRange = try optionalNumber(.fadeRange)
        settings.fadeMinAlpha = try optionalNumber(.fadeMinAlpha)
        settings.circularCount = try optionalInteger(.circularCount)
        // A vertical carousel has no reading direction: it ignores rtl (docs/API-DECISIONS.md).
        let rightToLeft = try boolean(.rtl)
        settings.isRightToLeft = rightToLeft && !settings.vertical
        return settings
    }
}

extension QueryReader {
    /// coverFlow2's `toggle` (iCarousel's `_toggle`), 0 when absent or on an endpoint that does
    /// not take it (a motion computes its own). Another type ignores it once it is found in its
    /// range, as iCarousel reads `_toggle` for coverFlow2 alone (docs/API-DECISIONS.md).
    func coverFlowToggle(_ carousel: CarouselLayout, on endpoint: Endpoint) throws(Problem) -> Double {
        // The query first: its bit test is cheaper than hashing `endpoint` into the set.
        guard contains(.toggle), QueryParameter.toggle.endpoints.contains(endpoint) else { return 0 }
        let toggle = try optionalNumber(.toggle) ?? 0
        return carousel.type == .coverFlow2 ? toggle : 0
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
        // Most queries give no list: one test of the query's bits.
        guard mayGive(parameter) else { return nil }
        let name = parameter.name
        guard let bytes = try listBytes(parameter) else { return nil }
        let lengths: ItemLengths
        let source: LengthSource
        if bytes.first == UInt8(ascii: "@") {
            // A held table's id has an id's form: the form is checked only when none is held.
            guard let held = sizeTables?.heldTable(id: bytes.dropFirst()) else {
                try Self.checkSizeTableID(bytes, parameter: parameter)
                throw .sizesUnknown(String(decoding: bytes.dropFirst(), as: UTF8.self), parameter: name)
            }
            lengths = held.table.lengths
            source = .table(HeldTableName(id: held.table.id, derivations: held.derivations))
        } else {
            let text = String(decoding: bytes, as: UTF8.self)
            lengths = ItemLengths(runs: try Self.runs(of: text, parameter: parameter, maximumItems: count))
            source = .list(text)
        }
        guard lengths.count == count else {
            throw .invalidParameter(name, "\(lengths.count) lengths for \(count) items: give one per item")
        }
        return (lengths, source)
    }

    /// Checks `sizes` that the layout then ignores (the slider's with a number of slides per
    /// view): its form and its lengths, as for any list, but not its count or whether a table of
    /// that id is held.
    func checkIgnoredItemLengths() throws(Problem) {
        guard let bytes = try listBytes(.sizes) else { return }
        guard bytes.first != UInt8(ascii: "@") else { return try Self.checkSizeTableID(bytes, parameter: .sizes) }
        _ = try Self.runs(of: String(decoding: bytes, as: UTF8.self), parameter: .sizes, maximumItems: Limits.sizeTableItems)
    }

    /// A list parameter's bytes, nil when absent: at most the bytes a query holds for it.
    private func listBytes(_ parameter: QueryParameter) throws(Problem) -> ArraySlice<UInt8>? {
        guard let bytes = try bytes(parameter) else { return nil }
        // Counted as its text (invalid UTF-8 repaired, at most three bytes for one), when that may be over.
        let length =
            bytes.count * 3 <= Limits.sizesInQuery || bytes.allSatisfy({ $0 < 0x80 })
            ? bytes.count : String(decoding: bytes, as: UTF8.self).utf8.count
        guard length <= Limits.sizesInQuery else {
            throw .invalidParameter(
                parameter.name,
                "\(length) bytes, over the \(Limits.sizesInQuery) a query holds: post the table to /sizes")
        }
        return bytes
    }

    /// A 400 for an `@` not followed by an id's form.
    private static func checkSizeTableID(_ bytes: ArraySlice<UInt8>, parameter: QueryParameter) throws(Problem) {
        guard !SizeTable.isID(utf8: bytes.dropFirst()) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        throw .invalidParameter(
            parameter.name, "'\(SizeList.quoted(text.utf8))' is not @sha256- and 64 lowercase hexadecimal digits")
    }

    /// The runs of a list, at most `maximumItems` items.
    private static func runs(of text: String, parameter: QueryParameter, maximumItems: Int) throws(Problem) -> [ItemLengthRun] {
        let name = parameter.name
        do {
            return try SizeList.runs(text: Array(text.utf8)[...], maximumItems: maximumItems)
        } catch {
            guard error.isTooLarge else {
                throw .invalidParameter(name, String(error.detail(name).dropFirst(name.count + 2)))
            }
            throw .invalidParameter(name, "more lengths than the \(maximumItems) items")
        }
    }
}
