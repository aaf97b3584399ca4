// Masonry's checkpoints (docs/GRID.md §4): one walk keeps the state every K items, and a window replays a few blocks.

/// Masonry over a list of items, walked once: before every block of `blockLength` items the walk's
/// whole state (`colYs`, `k`), and per block its lowest item top and highest item bottom (items of
/// height 0 left out), with the running maximum of the bottoms and the suffix minimum of the tops,
/// which are monotone where the tops are not. A window binary-searches those two and replays, from
/// its stored state, only the blocks that can reach it: every frame is the full walk's, bit for bit.
///
/// Built once per (heights, widths, `MasonrySettings`) and shared: immutable, and cheap to hold
/// (`memoryBytes`). `rtl`, `originTop` and `fitWidth` only move finished frames (`MasonryLayout`).
public final class MasonryCheckpoints: Sendable {
    public let settings: MasonrySettings
    public let heights: ItemLengths
    public let widths: ItemLengths?
    /// `cw`, resolved (Masonry's fallback applied).
    public let columnWidth: Double
    let columns: MasonryColumns
    public let blockLength: Int
    /// `colYs` before each block, `columns.count` doubles a block.
    private let blockTops: [Double]
    private let blockHorizontalIndex: [Int]
    private let lowestTop: [Double]
    private let highestBottom: [Double]
    /// `PM_j = max(highestBottom[0 ... j])`; `SM_j = min(lowestTop[j ...])`.
    private let prefixMaxBottom: [Double]
    private let suffixMinTop: [Double]
    /// `maxY = max(colYs)` at the end of the walk.
    public let maxY: Double
    /// `C` with `fitWidth` (§1.3): the used columns' width, clamped at 0.
    public let fitWidth: Double

    /// Walks every item once. `widths` `nil` makes every item `cw` wide (`columnWidth` is then
    /// required). `blockLength` `nil` chooses it from the columns (`defaultBlockLength`). Refuses,
    /// naming the parameter, what docs/GRID.md §1 and §6 refuse.
    public convenience init(
        heights: ItemLengths, widths: ItemLengths? = nil, settings: MasonrySettings, blockLength: Int? = nil
    ) throws(GridParameterError) {
        try self.init(heights: heights, widths: widths, settings: settings, blockLength: blockLength, visit: nil)
    }

    /// `visit` sees every item as the full walk places it (the tests compare windows with it).
    init(
        heights: ItemLengths, widths: ItemLengths?, settings: MasonrySettings, blockLength chosenLength: Int?,
        visit: ((Int, MasonryPlacedItem) -> Void)?
    ) throws(GridParameterError) {
        try Self.validate(heights: heights, widths: widths, settings: settings)
        self.settings = settings
        self.heights = heights
        self.widths = widths
        let resolved = Self.resolvedColumnWidth(settings: settings, heights: heights, widths: widths)
        columnWidth = resolved
        let columns = try MasonryColumns(width: settings.width, columnWidth: resolved, gutter: settings.gutter)
        self.columns = columns
        let blockLength = chosenLength ?? Self.defaultBlockLength(columns: columns.count)
        precondition(blockLength > 0, "blockLength must be positive")
        self.blockLength = blockLength
        try Self.validateSpanWork(columns: columns, heights: heights, widths: widths, columnWidth: resolved)

        let count = heights.count
        let blocks = (count + blockLength - 1) / blockLength
        var tops: [Double] = []
        tops.reserveCapacity(blocks * columns.count)
        var horizontalIndices: [Int] = []
        var lowest: [Double] = []
        var highest: [Double] = []
        horizontalIndices.reserveCapacity(blocks)
        lowest.reserveCapacity(blocks)
        highest.reserveCapacity(blocks)
        var walk = MasonryWalk(
            columns: columns, columnWidth: resolved, horizontalOrder: settings.horizontalOrder, heights: heights,
            widths: widths, item: 0, tops: Array(repeating: 0, count: columns.count), horizontalIndex: 0)
        for block in 0..<blocks {
            tops.append(contentsOf: walk.columnTops.tops)
            horizontalIndices.append(walk.horizontalIndex)
            var low = Double.infinity
            var high = -Double.infinity
            for item in block * blockLength..<min(count, (block + 1) * blockLength) {
                let placed = walk.placeNext()
                visit?(item, placed)
                guard placed.height > 0 else { continue }
                if placed.y < low { low = placed.y }
                let bottom = placed.y + placed.height
                if bottom > high { high = bottom }
            }
            lowest.append(low)
            highest.append(high)
        }
        blockTops = tops
        blockHorizontalIndex = horizontalIndices
        lowestTop = lowest
        highestBottom = highest
        prefixMaxBottom = Self.runningMaximum(highest)
        suffixMinTop = Self.runningMaximum(lowest.reversed().map { -$0 }).reversed().map { -$0 }
        let finalTops = walk.columnTops.tops
        maxY = finalTops.max() ?? 0
        fitWidth = Self.fittedWidth(tops: finalTops, columns: columns)
    }

    /// How many items.
    public var count: Int { heights.count }

    /// The least power of two, at least 64, that keeps a block's state (`8·cols + 40` bytes) under
    /// 0.75 byte an item: short replays for few columns, little memory for many.
    public static func defaultBlockLength(columns: Int) -> Int {
        let wanted = (8 * columns + 40) * 4 / 3
        var length = 64
        while length < wanted { length *= 2 }
        return length
    }

    /// How many columns (§1.1).
    public var columnCount: Int { columns.count }

    /// `P = cw + g`.
    public var pitch: Double { columns.pitch }

    /// The bytes the checkpoints hold beyond the item lengths: `(blocks) · (8·cols + 40)`.
    public var memoryBytes: Int {
        blockTops.count * 8 + blockHorizontalIndex.count * 8 + 4 * 8 * lowestTop.count
    }

    /// The blocks a window `[top, bottom)` (in walk coordinates) can touch, in order, each with
    /// a walk resumed at its start and the items of the block; `body` returns false once no later
    /// item can reach the window.
    func forEachBlock(
        overlappingFrom top: Double, to bottom: Double,
        _ body: (inout MasonryWalk, Range<Int>) throws(GridParameterError) -> Bool
    ) throws(GridParameterError) {
        let first = Self.firstIndex(in: prefixMaxBottom) { $0 > top }
        let end = Self.firstIndex(in: suffixMinTop) { $0 >= bottom }
        guard first < end else { return }
        var walk: MasonryWalk?
        for block in first..<end where lowestTop[block] < bottom && highestBottom[block] > top {
            // A walk that has just finished the block before is where the stored state would put it.
            if walk?.nextItem != block * blockLength { walk = resumedWalk(atBlock: block) }
            guard try body(&walk!, block * blockLength..<min(count, (block + 1) * blockLength)) else { return }
        }
    }

    /// The walk resumed before item `block · blockLength`, from the state stored there.
    func resumedWalk(atBlock block: Int) -> MasonryWalk {
        let stride = columns.count
        return MasonryWalk(
            columns: columns, columnWidth: columnWidth, horizontalOrder: settings.horizontalOrder, heights: heights,
            widths: widths, item: block * blockLength, tops: Array(blockTops[block * stride..<(block + 1) * stride]),
            horizontalIndex: blockHorizontalIndex[block])
    }

    /// The first index whose value passes `test`, over values along which `test` goes from false to true.
    private static func firstIndex(in values: [Double], where test: (Double) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if test(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func runningMaximum(_ values: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(values.count)
        var maximum = -Double.infinity
        for value in values {
            if value > maximum { maximum = value }
            result.append(maximum)
        }
        return result
    }
}
