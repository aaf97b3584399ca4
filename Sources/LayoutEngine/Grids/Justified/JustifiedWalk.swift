// justified-layout's walk (`computeLayout`, docs/GRID.md §2.2), one complete row at a time, from any row's start.

/// A row as the walk records it: where it starts, its items, its height and box ratio, and how
/// its boxes are laid out (`justify` for a filled row, the widow style for the last).
struct JustifiedRecordedRow {
    let top: Double
    let firstItem: Int
    let itemCount: Int
    let height: Double
    let ratio: Double
    let style: WidowLayoutStyle
    let isWidow: Bool

    var items: Range<Int> { firstItem..<firstItem + itemCount }
}

/// Where a row starts: all the walk carries into it. `widowHeight` is what a widow row after it
/// would be completed at: the last recorded row's height, its `t` if that was a breakout row, or
/// `t` when no row is recorded yet.
struct JustifiedRowStart: Hashable, Sendable {
    var firstItem: Int
    var rowIndex: Int
    /// `_containerHeight`.
    var top: Double
    var widowHeight: Double
}

/// The walk: adds items to rows and records each row as it completes, exactly as `computeLayout`
/// does, so that a walk resumed at a stored `JustifiedRowStart` records the same rows.
struct JustifiedWalk {
    let settings: JustifiedSettings
    let geometry: JustifiedRowGeometry
    private let aspectRatios: ItemLengths
    private var cursor: ItemLengths.Cursor
    /// The ratio of item `start.firstItem` when it has been read and not yet taken (a rejected item).
    private var pendingRatio: Double?
    /// The ratios of the row `nextRow` last returned, for its frames.
    private var rowRatios: [Double] = []
    private(set) var start: JustifiedRowStart
    private(set) var isFinished = false

    init(settings: JustifiedSettings, geometry: JustifiedRowGeometry, aspectRatios: ItemLengths, start: JustifiedRowStart) {
        self.settings = settings
        self.geometry = geometry
        self.aspectRatios = aspectRatios
        cursor = ItemLengths.Cursor(aspectRatios, from: start.firstItem)
        self.start = start
    }

    /// The walk's state before any row: `_containerHeight = pt`.
    static func origin(_ settings: JustifiedSettings) -> JustifiedRowStart {
        JustifiedRowStart(firstItem: 0, rowIndex: 0, top: settings.paddingTop, widowHeight: settings.targetRowHeight)
    }

    /// The next recorded row, or `nil` once the items are done (or `maxNumRows` stopped the walk).
    mutating func nextRow() throws(GridParameterError) -> JustifiedRecordedRow? {
        guard !isFinished else { return nil }
        let cadence = settings.fullWidthBreakoutRowCadence
        var row = JustifiedOpenRow(
            top: start.top, firstItem: start.firstItem,
            isBreakout: cadence.map { (start.rowIndex + 1) % $0 == 0 } ?? false)
        var item = start.firstItem
        rowRatios.removeAll(keepingCapacity: true)
        while item < aspectRatios.count {
            let ratio = pendingRatio ?? readRatio()
            pendingRatio = nil
            switch row.add(ratio, geometry: geometry) {
            case .taken:
                rowRatios.append(ratio)
                item += 1
            case .takenCompleting(let height):
                rowRatios.append(ratio)
                return try record(row, at: height, style: .justify, nextItem: item + 1)
            case .rejectedCompleting(let height):
                pendingRatio = ratio
                return try record(row, at: height, style: .justify, nextItem: item)
            }
        }
        isFinished = true
        guard row.itemCount > 0 && settings.showWidows else { return nil }
        return try record(row, at: start.widowHeight, style: settings.widowLayoutStyle, nextItem: item, isWidow: true)
    }

    private mutating func readRatio() -> Double {
        let ratio = cursor.next()
        return settings.forceAspectRatio ?? ratio
    }

    /// `completeLayout`, then `addRow`: `_containerHeight += h + sv`; the walk stops at `maxNumRows`.
    private mutating func record(
        _ row: JustifiedOpenRow, at proposed: Double, style: WidowLayoutStyle, nextItem: Int, isWidow: Bool = false
    ) throws(GridParameterError) -> JustifiedRecordedRow {
        let (height, ratio) = try geometry.completion(itemCount: row.itemCount, height: proposed)
        let recorded = JustifiedRecordedRow(
            top: row.top, firstItem: row.firstItem, itemCount: row.itemCount, height: height, ratio: ratio,
            style: style, isWidow: isWidow)
        start = JustifiedRowStart(
            firstItem: nextItem, rowIndex: start.rowIndex + 1, top: start.top + (height + settings.verticalSpacing),
            widowHeight: row.isBreakout ? settings.targetRowHeight : height)
        if let maxNumRows = settings.maxNumRows, start.rowIndex >= maxNumRows { isFinished = true }
        return recorded
    }

    /// The boxes of `row`, the row `nextRow` last returned, as frames `(left, top, width, height)`, before `rtl`.
    func frames(of row: JustifiedRecordedRow) -> [Rect] {
        precondition(rowRatios.count == row.itemCount, "frames of the row last returned only")
        return geometry.boxes(ratios: rowRatios, height: row.height, ratio: row.ratio, style: row.style).map {
            Rect(x: $0.left, y: row.top, width: $0.width, height: row.height)
        }
    }
}
