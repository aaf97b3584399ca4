// The CSS grid (docs/GRID.md §3): `repeat(auto-fill, minmax(MIN, 1fr))` as Chromium lays it out, a window at a time.

/// The responsive card grid, `display: grid; grid-template-columns: repeat(auto-fill, minmax(MIN,
/// 1fr))` (or `repeat(N, 1fr)`), `align-items: start`, items auto-placed row by row, with
/// Chromium's numbers: every frame a multiple of 1/64 px, as `getBoundingClientRect()` gives.
public struct CSSGridLayout: GridFamilyLayout {
    public let checkpoints: GridCheckpoints
    /// `direction: rtl`.
    public let rtl: Bool
    public let viewportHeight: Double

    public init(checkpoints: GridCheckpoints, rtl: Bool = false, viewportHeight: Double) throws(GridParameterError) {
        try GridParameterError.require(viewportHeight, "height", atLeast: 0)
        self.checkpoints = checkpoints
        self.rtl = rtl
        self.viewportHeight = viewportHeight
    }

    /// `(max(Wr, Σ size + (n − 1)·Gr), Σ rowH + (rows − 1)·Rr) / 64`.
    public var contentSize: Size {
        Size(
            width: LayoutUnit.pixels(checkpoints.tracks.contentWidth),
            height: LayoutUnit.pixels(checkpoints.contentHeight))
    }

    /// The columns' widths in px, in order.
    public var columnWidths: [Double] { checkpoints.tracks.sizes.map(LayoutUnit.pixels) }

    public func window(atOffset offset: Double, itemLimit: Int = GridLimits.itemsPerWindow) throws(GridParameterError)
        -> GridWindow
    {
        var collector = WindowCollector(offset: offset, height: viewportHeight, itemLimit: itemLimit)
        var (row, top) = checkpoints.rowStart(atOrAbove: collector.top)
        while row < checkpoints.rowCount && LayoutUnit.pixels(top) < collector.bottom {
            let rowHeight = checkpoints.rowHeight(row)
            if collector.overlaps(y: LayoutUnit.pixels(top), height: LayoutUnit.pixels(rowHeight)) {
                try forEachItem(inRow: row, top: top) { (item, frame) throws(GridParameterError) in
                    try collector.offer(item: item, frame: frame)
                }
            }
            top += rowHeight + checkpoints.rowGap
            row += 1
        }
        return GridWindow(contentSize: contentSize, items: collector.items)
    }

    public func frame(ofItem item: Int) -> Rect? {
        guard item >= 0 && item < checkpoints.count else { return nil }
        let columns = checkpoints.columnCount
        var (row, top) = checkpoints.rowStart(ofRow: item / columns)
        while row < item / columns {
            top += checkpoints.rowHeight(row) + checkpoints.rowGap
            row += 1
        }
        let column = item % columns
        let height = LayoutUnit.from(checkpoints.heights.length(at: item))
        return frame(column: column, top: top, height: height)
    }

    private func forEachItem(inRow row: Int, top: Int64, _ body: (Int, Rect) throws(GridParameterError) -> Void)
        throws(GridParameterError)
    {
        let columns = checkpoints.columnCount
        let first = row * columns
        var cursor = ItemLengths.Cursor(checkpoints.heights, from: first)
        for item in first..<min(checkpoints.count, first + columns) {
            try body(item, frame(column: item - first, top: top, height: LayoutUnit.from(cursor.next())))
        }
    }

    /// `(x_c, y_r, size_c, hr_i) / 64`.
    private func frame(column: Int, top: Int64, height: Int64) -> Rect {
        let tracks = checkpoints.tracks
        return Rect(
            x: LayoutUnit.pixels(tracks.x(ofColumn: column, rtl: rtl)), y: LayoutUnit.pixels(top),
            width: LayoutUnit.pixels(tracks.sizes[column]), height: LayoutUnit.pixels(height))
    }
}
