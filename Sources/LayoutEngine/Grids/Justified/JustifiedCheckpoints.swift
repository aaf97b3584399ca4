// justified-layout's checkpoints (docs/GRID.md §4): one walk keeps every K-th row's start; a window replays from one.

/// justified-layout over a list of aspect ratios, walked once: the start of every
/// `rowsPerCheckpoint`-th row (its first item, top and the widow height it carries). Row tops
/// strictly increase (a row is at least `t/2` tall, `sv ≥ 0`), so a window binary-searches the
/// last start at or above it and replays rows from there: every frame is the full walk's.
///
/// Built once per (aspect ratios, `JustifiedSettings`) and shared; `rtl` only mirrors frames.
public final class JustifiedCheckpoints: Sendable {
    public let settings: JustifiedSettings
    public let aspectRatios: ItemLengths
    public let rowsPerCheckpoint: Int
    let geometry: JustifiedRowGeometry
    private let firstItems: [Int]
    private let tops: [Double]
    private let widowHeights: [Double]
    /// The container's height: `pt`, each row's `h + sv`, then `− sv + pb`.
    public let height: Double
    /// The rows recorded, the widow row included.
    public let rowCount: Int
    /// The items of the widow row laid out (0 without one).
    public let widowCount: Int
    /// The items placed: all of them, unless `maxNumRows` stopped the walk or widows are hidden.
    public let placedCount: Int

    /// Walks every item once. Refuses, naming the parameter, what docs/GRID.md §2 and §6 refuse.
    public convenience init(aspectRatios: ItemLengths, settings: JustifiedSettings, rowsPerCheckpoint: Int = 16)
        throws(GridParameterError)
    {
        try self.init(aspectRatios: aspectRatios, settings: settings, rowsPerCheckpoint: rowsPerCheckpoint, visit: nil)
    }

    /// `visit` sees every recorded row, and can ask for its frames, as the full walk makes them (for the tests).
    init(
        aspectRatios: ItemLengths, settings: JustifiedSettings, rowsPerCheckpoint: Int,
        visit: ((JustifiedRecordedRow, () -> [Rect]) -> Void)?
    ) throws(GridParameterError) {
        try settings.validate(aspectRatios: aspectRatios)
        precondition(rowsPerCheckpoint > 0, "rowsPerCheckpoint must be positive")
        self.settings = settings
        self.aspectRatios = aspectRatios
        self.rowsPerCheckpoint = rowsPerCheckpoint
        let geometry = JustifiedRowGeometry(settings)
        self.geometry = geometry
        var walk = JustifiedWalk(
            settings: settings, geometry: geometry, aspectRatios: aspectRatios, start: JustifiedWalk.origin(settings))
        var firstItems: [Int] = []
        var tops: [Double] = []
        var widowHeights: [Double] = []
        var widowCount = 0
        var placedCount = 0
        while true {
            let start = walk.start
            guard let row = try walk.nextRow() else { break }
            if start.rowIndex % rowsPerCheckpoint == 0 {
                firstItems.append(start.firstItem)
                tops.append(start.top)
                widowHeights.append(start.widowHeight)
            }
            if let visit { visit(row) { walk.frames(of: row) } }
            placedCount += row.itemCount
            if row.isWidow { widowCount = row.itemCount }
        }
        self.firstItems = firstItems
        self.tops = tops
        self.widowHeights = widowHeights
        self.widowCount = widowCount
        self.placedCount = placedCount
        rowCount = walk.start.rowIndex
        height = walk.start.top - settings.verticalSpacing + settings.paddingBottom
    }

    /// How many items were given.
    public var count: Int { aspectRatios.count }

    /// The bytes the checkpoints hold beyond the aspect ratios: 24 a checkpoint.
    public var memoryBytes: Int { 8 * (firstItems.count + tops.count + widowHeights.count) }

    /// A walk resumed at the last stored row start at or before `top` (the first one when none is).
    func walk(fromRowAt top: Double) -> JustifiedWalk {
        var low = 0
        var high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] <= top { low = middle + 1 } else { high = middle }
        }
        return walk(fromCheckpoint: max(0, low - 1))
    }

    /// A walk resumed at the last stored row start whose first item is at most `item`.
    func walk(fromRowHolding item: Int) -> JustifiedWalk {
        var low = 0
        var high = firstItems.count
        while low < high {
            let middle = (low + high) / 2
            if firstItems[middle] <= item { low = middle + 1 } else { high = middle }
        }
        return walk(fromCheckpoint: max(0, low - 1))
    }

    private func walk(fromCheckpoint checkpoint: Int) -> JustifiedWalk {
        let start =
            firstItems.isEmpty
            ? JustifiedWalk.origin(settings)
            : JustifiedRowStart(
                firstItem: firstItems[checkpoint], rowIndex: checkpoint * rowsPerCheckpoint, top: tops[checkpoint],
                widowHeight: widowHeights[checkpoint])
        return JustifiedWalk(settings: settings, geometry: geometry, aspectRatios: aspectRatios, start: start)
    }
}
