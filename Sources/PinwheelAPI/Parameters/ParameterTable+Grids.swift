// The parameter table's entries of masonry, justified rows and the CSS grid (docs/GRID.md §1–§3), by the libraries' names.

import LayoutEngine

extension QueryParameter {
    /// The three vertically scrolling layouts of docs/GRID.md.
    static let grids: [LayoutName] = [.masonry, .justified, .grid]

    /// The grammar of `sizes`, which `widths` and `aspectRatios` share (a table is a list of numbers).
    private static let lengthList = ValueType.text(
        "comma-separated numbers (L*n for n items of L), or @sha256-… naming a size table")

    // MARK: Shared by the three

    public static let masonryCount = count(.masonry)
    public static let justifiedCount = count(.justified)
    public static let gridCount = count(.grid)
    public static let justifiedWidth = QueryParameter(
        "width", .number(.positiveLength), default: .number(JustifiedSettings().width), layouts: [.justified],
        help: "justified-layout's containerWidth, in points.")
    public static let masonryItemHeight = itemHeight(.masonry)
    public static let gridItemHeight = itemHeight(.grid)

    // MARK: Masonry

    public static let masonryItemWidth = only(
        .masonry, "itemWidth", .number(.length), .own, "Every item's width, without widths (columnWidth by default).")
    public static let columnWidth = only(
        .masonry, "columnWidth", .number(.positiveLength), .own,
        "Masonry's columnWidth; the first item's width (widths or itemWidth) by default.")
    public static let gutter = only(
        .masonry, "gutter", .number(.signedLength), .number(0), "Space between columns (columnWidth + gutter must be > 0).")
    public static let widths = only(
        .masonry, "widths", lengthList, .own,
        "Each item's width, as sizes gives heights: one entry per item, L*n for n items of L, or @id of a table "
            + "posted to /sizes.")
    public static let fitWidth = only(
        .masonry, "fitWidth", .boolean, .boolean(false), "The container shrinks to the columns used (width is then its parent's)."
    )
    public static let horizontalOrder = only(
        .masonry, "horizontalOrder", .boolean, .boolean(false),
        "Items go left to right in turn instead of to the shortest column.")
    public static let originTop = only(
        .masonry, "originTop", .boolean, .boolean(true), "False: items stack up from the bottom.")

    // MARK: Justified rows

    public static let aspectRatios = only(
        .justified, "aspectRatios", lengthList, .required("each item's width / height, as sizes gives lengths (a list or @id)"),
        "Each photo's aspect ratio, width / height: one entry per item, L*n for n items of L, or @id of a table "
            + "posted to /sizes.")
    public static let containerPadding = only(
        .justified, "containerPadding", .text("one number, or four: top,right,bottom,left"), .choice("10"),
        "Padding inside the container: one number, or top,right,bottom,left.")
    public static let boxSpacing = only(
        .justified, "boxSpacing", .text("one number, or two: horizontal,vertical"), .choice("10"),
        "Space between boxes: one number, or horizontal,vertical.")
    public static let targetRowHeight = only(
        .justified, "targetRowHeight", .number(.positiveLength), .number(JustifiedSettings().targetRowHeight),
        "The row height aimed at.")
    public static let targetRowHeightTolerance = only(
        .justified, "targetRowHeightTolerance", .number(.length), .number(JustifiedSettings().targetRowHeightTolerance),
        "How far a row's height may stray from targetRowHeight, as a fraction of it.")
    public static let maxNumRows = only(
        .justified, "maxNumRows", .integer(1...GridLimits.items), .own, "Stop after this many rows (no limit by default).")
    public static let forceAspectRatio = only(
        .justified, "forceAspectRatio", .number(.positiveLength), .own,
        "Every item's aspect ratio becomes this number (none by default).")
    public static let showWidows = only(
        .justified, "showWidows", .boolean, .boolean(JustifiedSettings().showWidows), "Lay out the last, unfilled row.")
    public static let fullWidthBreakoutRowCadence = only(
        .justified, "fullWidthBreakoutRowCadence", .integer(1...GridLimits.items), .own,
        "Every this-many-th row is one full-width item (none by default).")
    public static let widowLayoutStyle = only(
        .justified, "widowLayoutStyle", .choice(WidowLayoutStyle.allCases.map(\.rawValue)),
        .choice(JustifiedSettings().widowLayoutStyle.rawValue), "How the last, unfilled row is laid out.")

    // MARK: CSS grid

    public static let minColumnWidth = only(
        .grid, "minColumnWidth", .number(.length), .own,
        "MIN of repeat(auto-fill, minmax(MIN, 1fr)); one of minColumnWidth and columns is required.")
    public static let columns = only(
        .grid, "columns", .integer(1...GridLimits.gridColumns), .own,
        "N of repeat(N, 1fr); one of minColumnWidth and columns is required.")
    public static let gap = only(.grid, "gap", .number(.length), .number(0), "The CSS gap: rowGap and columnGap unless given.")
    public static let rowGap = only(.grid, "rowGap", .number(.length), .own, "The CSS row-gap (gap by default).")
    public static let columnGap = only(.grid, "columnGap", .number(.length), .own, "The CSS column-gap (gap by default).")

    // MARK: Helpers

    /// `count`: over `Limits.gridItemsInline` items, each request would walk them all.
    private static func count(_ layout: LayoutName) -> QueryParameter {
        QueryParameter(
            "count", .integer(0...GridLimits.items),
            default: .required(
                "the number of items, 0 to \(GridLimits.items) (over \(Limits.gridItemsInline) only with a size table)"),
            layouts: [layout], help: "Number of items.")
    }

    /// `itemHeight`: no default in the contract, since it is refused with `sizes` (a generated
    /// client would send a default with every request); `QueryReader.gridItemHeight` when neither
    /// is given.
    private static func itemHeight(_ layout: LayoutName) -> QueryParameter {
        QueryParameter(
            "itemHeight", .number(.length), default: .own, layouts: [layout],
            help: "Every item's height, without sizes (\(Int(QueryReader.gridItemHeight)) when neither is given).")
    }

    /// An entry of `layout` alone.
    private static func only(
        _ layout: LayoutName, _ name: StaticString, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String
    ) -> QueryParameter {
        QueryParameter(name, type, default: defaultValue, layouts: [layout], help: help)
    }
}
