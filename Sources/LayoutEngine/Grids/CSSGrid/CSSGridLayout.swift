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
        let columns = checkpoints.columnCount
        // One cursor read in order from the first row on, created again only past a row it skipped.
        var cursor = ItemLengths.Cursor(checkpoints.heights, from: row * columns)
        var cursorItem = row * columns
        var rowHeights: [Int64] = []
        while row < checkpoints.rowCount && LayoutUnit.pixels(top) < collector.bottom {
            let first = row * columns
            let items = first..<min(checkpoints.count, first + columns)
            var rowHeight = checkpoints.storedRowHeight(row)
            if rowHeight == nil || collector.overlaps(y: LayoutUnit.pixels(top), height: LayoutUnit.pixels(rowHeight!)) {
                if cursorItem != first { cursor = ItemLengths.Cursor(checkpoints.heights, from: first) }
                rowHeights.removeAll(keepingCapacity: true)
                for _ in items { rowHeights.append(LayoutUnit.from(cursor.next())) }
                cursorItem = items.upperBound
                rowHeight = rowHeight ?? rowHeights.max() ?? 0
            }
            if collector.overlaps(y: LayoutUnit.pixels(top), height: LayoutUnit.pixels(rowHeight!)) {
                for (column, height) in rowHeights.enumerated() {
                    try collector.offer(item: first + column, frame: frame(column: column, top: top, height: height))
                }
            }
            top += rowHeight! + checkpoints.rowGap
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

    /// `(x_c, y_r, size_c, hr_i) / 64`.
    private func frame(column: Int, top: Int64, height: Int64) -> Rect {
        let tracks = checkpoints.tracks
        return Rect(
            x: LayoutUnit.pixels(tracks.x(ofColumn: column, rtl: rtl)), y: LayoutUnit.pixels(top),
            width: LayoutUnit.pixels(tracks.sizes[column]), height: LayoutUnit.pixels(height))
    }
}
