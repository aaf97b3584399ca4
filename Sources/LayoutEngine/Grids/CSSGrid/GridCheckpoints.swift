// The CSS grid's checkpoints (docs/GRID.md §4): the top of every K-th row, integer sums exact in any order.

/// The CSS grid over a list of heights, walked once: the columns (`GridTracks`) and the top of
/// every `rowsPerCheckpoint`-th row in LayoutUnits, `K` chosen so that a block holds about
/// `itemsPerCheckpoint` items (every row's top when a row holds that many or more, so that a wide
/// row's height is read off the tops, not its items). A window replays at most one block's rows before it.
public final class GridCheckpoints: Sendable {
    public let settings: GridSettings
    public let heights: ItemLengths
    let tracks: GridTracks
    let rowGap: Int64
    public let rowsPerCheckpoint: Int
    /// The top of rows `0, K, 2K, …`, then `Σ (rowH + Rr)` over every row.
    private let tops: [Int64]
    public let rowCount: Int

    /// Walks every item once. Refuses, naming the parameter, what docs/GRID.md §3 and §6 refuse.
    public init(heights: ItemLengths, settings: GridSettings, itemsPerCheckpoint: Int = 32) throws(GridParameterError) {
        try Self.validate(heights: heights, settings: settings)
        precondition(itemsPerCheckpoint > 0, "itemsPerCheckpoint must be positive")
        self.settings = settings
        self.heights = heights
        let tracks = GridTracks(settings)
        self.tracks = tracks
        rowGap = LayoutUnit.from(settings.rowGap)
        let perRow = tracks.count
        rowsPerCheckpoint = max(1, itemsPerCheckpoint / perRow)
        rowCount = (heights.count + perRow - 1) / perRow
        var tops: [Int64] = []
        tops.reserveCapacity(rowCount / rowsPerCheckpoint + 2)
        var cursor = ItemLengths.Cursor(heights, from: 0)
        var top: Int64 = 0
        for row in 0..<rowCount {
            if row % rowsPerCheckpoint == 0 { tops.append(top) }
            var rowHeight: Int64 = 0
            for _ in row * perRow..<min(heights.count, (row + 1) * perRow) {
                rowHeight = max(rowHeight, LayoutUnit.from(cursor.next()))
            }
            top += rowHeight + rowGap
        }
        tops.append(top)
        self.tops = tops
    }

    private static func validate(heights: ItemLengths, settings: GridSettings) throws(GridParameterError) {
        try GridParameterError.requireItemCount(heights.count)
        let largest = LayoutUnit.largestLength
        try requireLength(settings.width, "width", largest: largest)
        try requireLength(settings.columnGap, "columnGap", largest: largest)
        try requireLength(settings.rowGap, "rowGap", largest: largest)
        switch settings.columns {
        case .autoFill(let minimumWidth):
            try requireLength(minimumWidth, "minColumnWidth", largest: largest)
        case .fixed(let columns):
            guard (1...GridLimits.gridColumns).contains(columns) else {
                throw GridParameterError("columns", "must be a whole number in 1…\(GridLimits.gridColumns), not \(columns)")
            }
        }
        for run in heights.runs { try requireLength(run.length, "sizes", largest: largest) }
    }

    /// A CSS length Chromium holds without saturating: finite, 0 … 2³¹ − 1 raw units.
    private static func requireLength(_ length: Double, _ parameter: String, largest: Double) throws(GridParameterError) {
        try GridParameterError.require(length, parameter, atLeast: 0)
        guard length <= largest else {
            throw GridParameterError(parameter, "at most \(largest) px (Chromium's largest LayoutUnit), not \(length)")
        }
    }

    public var count: Int { heights.count }

    /// How many columns (§3.2).
    public var columnCount: Int { tracks.count }

    /// The content height in LayoutUnits: `Σ rowH + (rows − 1)·Rr`, 0 with no items.
    var contentHeight: Int64 { rowCount == 0 ? 0 : tops[tops.count - 1] - rowGap }

    /// The bytes the checkpoints and the columns hold beyond the heights.
    public var memoryBytes: Int { 8 * (tops.count + 2 * tracks.count) }

    /// The last stored row at or above `y` (LayoutUnits), and its top.
    func rowStart(atOrAbove y: Double) -> (row: Int, top: Int64) {
        var low = 0
        var high = tops.count - 1
        while low < high {
            let middle = (low + high) / 2
            if LayoutUnit.pixels(tops[middle]) <= y { low = middle + 1 } else { high = middle }
        }
        let checkpoint = max(0, low - 1)
        return (checkpoint * rowsPerCheckpoint, tops[checkpoint])
    }

    /// Row `row`'s start `(top, row)` resumed from its block's checkpoint.
    func rowStart(ofRow row: Int) -> (row: Int, top: Int64) {
        let checkpoint = row / rowsPerCheckpoint
        return (checkpoint * rowsPerCheckpoint, tops[checkpoint])
    }

    /// The height of row `row` (LayoutUnits) when every row's top is stored; else `nil`.
    func storedRowHeight(_ row: Int) -> Int64? {
        rowsPerCheckpoint == 1 ? tops[row + 1] - tops[row] - rowGap : nil
    }

    /// The height of row `row` (LayoutUnits): read off the tops when every row has one, else the
    /// largest of its items' heights.
    func rowHeight(_ row: Int) -> Int64 {
        if let stored = storedRowHeight(row) { return stored }
        var cursor = ItemLengths.Cursor(heights, from: row * tracks.count)
        var height: Int64 = 0
        for _ in row * tracks.count..<min(heights.count, (row + 1) * tracks.count) {
            height = max(height, LayoutUnit.from(cursor.next()))
        }
        return height
    }
}
