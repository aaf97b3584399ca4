// Masonry's walk over the items in index order (`_getItemLayoutPosition`, docs/GRID.md §1.2), from any stored state.

/// Where the walk puts one item, before `rtl` and `originTop` (§1.3) move it.
struct MasonryPlacedItem {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
}

/// The whole state Masonry's walk carries from one item to the next: `colYs` and
/// `horizontalColIndex`. A walk resumed from a stored copy performs the same operations on the
/// same doubles as the walk that stored it.
struct MasonryWalk {
    let columns: MasonryColumns
    let horizontalOrder: Bool
    private(set) var columnTops: MasonryColumnTops
    /// `k`, `horizontalColIndex`.
    private(set) var horizontalIndex: Int
    private var heights: ItemLengths.Cursor
    private var widths: ItemLengths.Cursor?
    private let columnWidth: Double
    /// Every item's span when every item is `columnWidth` wide (no `widths`), computed once.
    private let uniformSpan: Int?
    private(set) var nextItem: Int

    /// A walk that resumes before `item` from `tops` and `horizontalIndex`; `widths` `nil` makes
    /// every item `columnWidth` wide.
    init(
        columns: MasonryColumns, columnWidth: Double, horizontalOrder: Bool, heights: ItemLengths,
        widths: ItemLengths?, item: Int, tops: [Double], horizontalIndex: Int
    ) {
        self.columns = columns
        self.columnWidth = columnWidth
        self.horizontalOrder = horizontalOrder
        columnTops = MasonryColumnTops(tops, searchable: !horizontalOrder)
        self.horizontalIndex = horizontalIndex
        self.heights = ItemLengths.Cursor(heights, from: item)
        self.widths = widths.map { ItemLengths.Cursor($0, from: item) }
        uniformSpan = widths == nil ? columns.span(ofWidth: columnWidth) : nil
        nextItem = item
    }

    /// Places the next item: its span, column and top, then sets the columns it covers to its bottom.
    mutating func placeNext() -> MasonryPlacedItem {
        let height = heights.next()
        let width = widths?.next() ?? columnWidth
        nextItem += 1
        let span = uniformSpan ?? columns.span(ofWidth: width)
        let column: Int
        let top: Double
        if horizontalOrder {
            var start = horizontalIndex % columns.count
            if span > 1 && start + span > columns.count { start = 0 }
            // "Zero-size items take no space."
            if width != 0 && height != 0 { horizontalIndex = start + span }
            column = start
            top = span < 2 ? columnTops.tops[start] : columnTops.groupTop(at: start, span: span)
        } else if span < 2 {
            (column, top) = columnTops.shortestColumn()
        } else {
            (column, top) = columnTops.lowestGroup(span: span)
        }
        let bottom = top + height
        for covered in column..<column + span { columnTops.set(covered, to: bottom) }
        return MasonryPlacedItem(x: columns.pitch * Double(column), y: top, width: width, height: height)
    }
}
