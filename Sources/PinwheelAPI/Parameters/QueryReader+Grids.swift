// Masonry, justified rows and the CSS grid read out of a query, over checkpoints kept with their size tables.

import LayoutEngine

extension QueryReader {
    /// `name`'s layout (masonry, justified or grid) with its viewport and presentation, over
    /// checkpoints built once per size table and layout settings (docs/GRID.md §4), or for this request
    /// when no table is named.
    func masonryLayout() throws(Problem) -> MasonryLayout {
        let (count, height, rtl) = try gridBasics(.masonryCount)
        return try masonry(count: count, height: height, rtl: rtl)
    }

    func justifiedLayout() throws(Problem) -> JustifiedLayout {
        let (count, height, rtl) = try gridBasics(.justifiedCount)
        return try justified(count: count, height: height, rtl: rtl)
    }

    func cssGridLayout() throws(Problem) -> CSSGridLayout {
        let (count, height, rtl) = try gridBasics(.gridCount)
        return try grid(count: count, height: height, rtl: rtl)
    }

    /// What every grid reads first: its count, the viewport's height, rtl.
    private func gridBasics(_ count: QueryParameter) throws(Problem) -> (count: Int, height: Double, rtl: Bool) {
        (try integer(count), try number(.height), try boolean(.rtl))
    }

    private func masonry(count: Int, height: Double, rtl: Bool) throws(Problem) -> MasonryLayout {
        let settings = MasonrySettings(
            width: try number(.width), columnWidth: try optionalNumber(.columnWidth), gutter: try number(.gutter),
            horizontalOrder: try boolean(.horizontalOrder))
        let presentation = MasonryPresentation(
            fitWidth: try boolean(.fitWidth), originTop: try boolean(.originTop), rtl: rtl)
        let heights = try lengths(.sizes, or: .masonryItemHeight, otherwise: Self.gridItemHeight, count: count)
        let widths = try optionalLengths(.widths, or: .masonryItemWidth, count: count)
        let key = GridCheckpointKey.masonry(settings, heights: heights.source, widths: widths?.source)
        let checkpoints = try checkpoints(key, lengths: heights.source, widths: widths?.source, count: count) {
            () throws(GridParameterError) in
            try MasonryCheckpoints(heights: heights.lengths, widths: widths?.lengths, settings: settings)
        }
        return try engine { () throws(GridParameterError) in
            try MasonryLayout(checkpoints: checkpoints, presentation: presentation, viewportHeight: height)
        }
    }

    private func justified(count: Int, height: Double, rtl: Bool) throws(Problem) -> JustifiedLayout {
        let width = try number(.justifiedWidth)
        // One test of the query's bits when it gives none of the rows' options but the width.
        var settings = try reading(Self.justifiedSettingsDefaults) { (reader: QueryReader) throws(Problem) in
            try reader.justifiedSettings()
        }
        settings.width = width
        guard let ratios = try itemLengths(.aspectRatios, count: count) else {
            throw .missingParameter(QueryParameter.aspectRatios.name, QueryParameter.aspectRatios.requiredDetail)
        }
        let key = GridCheckpointKey.justified(settings, aspectRatios: ratios.source)
        let checkpoints = try checkpoints(key, lengths: ratios.source, count: count) { () throws(GridParameterError) in
            try JustifiedCheckpoints(aspectRatios: ratios.lengths, settings: settings)
        }
        return try engine { () throws(GridParameterError) in
            try JustifiedLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: height)
        }
    }

    static let justifiedSettingsDefaults = ReadDefaults { (reader: QueryReader) throws(Problem) in
        try reader.justifiedSettings()
    }

    /// justified-layout's options but the width (which nearly every query gives).
    private func justifiedSettings() throws(Problem) -> JustifiedSettings {
        var settings = JustifiedSettings()
        // Absent, the settings' own defaults stand.
        if let padding = try numbers(.containerPadding, counts: [1, 4]) {
            (settings.paddingTop, settings.paddingRight, settings.paddingBottom, settings.paddingLeft) =
                padding.count == 1
                ? (padding[0], padding[0], padding[0], padding[0]) : (padding[0], padding[1], padding[2], padding[3])
        }
        if let spacing = try numbers(.boxSpacing, counts: [1, 2]) {
            (settings.horizontalSpacing, settings.verticalSpacing) = (spacing[0], spacing[spacing.count - 1])
        }
        settings.targetRowHeight = try number(.targetRowHeight)
        settings.targetRowHeightTolerance = try number(.targetRowHeightTolerance)
        settings.maxNumRows = try optionalInteger(.maxNumRows)
        settings.forceAspectRatio = try optionalNumber(.forceAspectRatio)
        settings.showWidows = try boolean(.showWidows)
        settings.fullWidthBreakoutRowCadence = try optionalInteger(.fullWidthBreakoutRowCadence)
        // The table's default is the settings' (ParameterTable+Grids.swift): read only when given.
        if contains(.widowLayoutStyle) { settings.widowLayoutStyle = try choice(.widowLayoutStyle) }
        return settings
    }

    private func grid(count: Int, height: Double, rtl: Bool) throws(Problem) -> CSSGridLayout {
        let minimum = try optionalNumber(.minColumnWidth)
        let fixed = try optionalInteger(.columns)
        let columns: GridColumns
        switch (minimum, fixed) {
        case (let minimum?, nil): columns = .autoFill(minimumWidth: minimum)
        case (nil, let fixed?): columns = .fixed(fixed)
        case (nil, nil):
            throw .missingParameter(QueryParameter.minColumnWidth.name, "one of minColumnWidth and columns is required")
        case (_?, _?):
            throw .invalidParameter(QueryParameter.columns.name, "not with minColumnWidth: give one of them")
        }
        let gap = try number(.gap)
        let settings = GridSettings(
            width: try number(.width), columns: columns, columnGap: try optionalNumber(.columnGap) ?? gap,
            rowGap: try optionalNumber(.rowGap) ?? gap)
        let heights = try lengths(.sizes, or: .gridItemHeight, otherwise: Self.gridItemHeight, count: count)
        let key = GridCheckpointKey.grid(settings, heights: heights.source)
        let checkpoints = try checkpoints(key, lengths: heights.source, count: count) { () throws(GridParameterError) in
            try GridCheckpoints(heights: heights.lengths, settings: settings)
        }
        return try engine { () throws(GridParameterError) in
            try CSSGridLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: height)
        }
    }

    // MARK: Lengths and checkpoints

    /// An item's height in masonry and the CSS grid when neither `sizes` nor `itemHeight` is given.
    static let gridItemHeight = 200.0

    /// `list`'s lengths, or else `uniform`'s length for every item, or else `length` for every item.
    private func lengths(_ list: QueryParameter, or uniform: QueryParameter, otherwise length: Double, count: Int)
        throws(Problem) -> (lengths: ItemLengths, source: LengthSource)
    {
        if let given = try optionalLengths(list, or: uniform, count: count) { return given }
        return (ItemLengths(repeating: length, count: count), .uniform(length: length, count: count))
    }

    /// `list`'s lengths, or `uniform`'s for every item, or nil when neither is given; both is a 400
    /// naming `uniform`.
    private func optionalLengths(_ list: QueryParameter, or uniform: QueryParameter, count: Int) throws(Problem)
        -> (lengths: ItemLengths, source: LengthSource)?
    {
        // An entry with a default (`itemHeight`) is `lengths`' to read; one without, read first.
        let length = uniform.defaultKind == .own ? try optionalNumber(uniform) : nil
        if let given = try itemLengths(list, count: count) {
            guard !contains(uniform) else {
                throw .invalidParameter(uniform.name, "not with \(list.name), which gives every item's own")
            }
            return given
        }
        guard let length else { return nil }
        return (ItemLengths(repeating: length, count: count), .uniform(length: length, count: count))
    }

    /// The checkpoints for `key`: kept with the first size table of `lengths` and `widths` (built
    /// by the first request for the key), or built for this request when neither is a table,
    /// which holds them to `Limits.gridItemsInline` items.
    private func checkpoints<Checkpoints: GridCheckpointsMemory>(
        _ key: GridCheckpointKey, lengths: LengthSource, widths: LengthSource? = nil, count: Int,
        build: () throws(GridParameterError) -> Checkpoints
    ) throws(Problem) -> Checkpoints {
        let table: HeldTableName?
        switch (lengths, widths) {
        case (.table(let name), _), (_, .table(let name)?): table = name
        default: table = nil
        }
        guard let table, let sizeTables else {
            guard count <= Limits.gridItemsInline else {
                throw .tooManyInlineItems(QueryParameter.gridCount.name, count: count)
            }
            return try engine(build)
        }
        return try engine { () throws(GridParameterError) in
            try sizeTables.derived(fromTable: table, key: key, build: build)
        }
    }

    /// `parameter`'s comma-separated numbers, as many as one of `counts`; nil when absent.
    private func numbers(_ parameter: QueryParameter, counts: [Int]) throws(Problem) -> [Double]? {
        guard let text = try text(parameter) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard counts.contains(parts.count) else {
            let spelled = counts.map(String.init).joined(separator: " or ")
            throw .invalidParameter(parameter.name, "'\(text)' is not \(spelled) comma-separated numbers")
        }
        var values: [Double] = []
        for part in parts {
            guard DecimalSyntax.isNumber(part.utf8), let value = Double(part), value.isFinite,
                NumberRange.length.contains(value)
            else {
                throw .invalidParameter(parameter.name, "'\(part)' is not a number from \(NumberRange.length)")
            }
            values.append(value)
        }
        return values
    }

    /// What the engine answers, its refusals as 400s naming their parameter (`too-many-items` for
    /// a window over its item limit, as for every layout).
    func engine<Value>(_ body: () throws(GridParameterError) -> Value) throws(Problem) -> Value {
        do {
            return try body()
        } catch {
            throw .gridRefusal(error)
        }
    }
}

extension MasonryCheckpoints: GridCheckpointsMemory {}
extension JustifiedCheckpoints: GridCheckpointsMemory {}
extension GridCheckpoints: GridCheckpointsMemory {}

extension WidowLayoutStyle: QueryChoice {
    static let choiceTable = ChoiceTable<WidowLayoutStyle>()
}
