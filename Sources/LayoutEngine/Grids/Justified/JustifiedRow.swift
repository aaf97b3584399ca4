// One justified row (justified-layout's `Row`, docs/GRID.md §2.1): adding an item, completing at a height, the boxes.

/// What adding an item to an open row did (`addItem`).
enum JustifiedAddition {
    /// Taken; the row stays open.
    case taken
    /// Taken, and the row is complete at `height` (before the clamp).
    case takenCompleting(height: Double)
    /// Not taken: the row is complete without it at `height`; the item opens the next row.
    case rejectedCompleting(height: Double)
}

/// A row being filled: its top, first item, item count and the running sum of their ratios.
struct JustifiedOpenRow {
    let top: Double
    let firstItem: Int
    let isBreakout: Bool
    private(set) var itemCount = 0
    /// `A_m`, summed from 0 left to right (the library re-sums from 0 on every add: the same additions).
    private(set) var ratioSum = 0.0

    init(top: Double, firstItem: Int, isBreakout: Bool) {
        self.top = top
        self.firstItem = firstItem
        self.isBreakout = isBreakout
    }

    /// `addItem` for ratio `ratio`, with the row's fixed `minAR`, `maxAR` (`geometry`).
    mutating func add(_ ratio: Double, geometry: JustifiedRowGeometry) -> JustifiedAddition {
        let previousCount = itemCount
        let rowWidth = geometry.widthForBoxes(itemCount: previousCount + 1)
        let sum = ratioSum + ratio
        let target = rowWidth / geometry.targetRowHeight
        if isBreakout && previousCount == 0 && ratio >= 1 {
            take(sum)
            return .takenCompleting(height: rowWidth / ratio)
        }
        if sum < geometry.minAspectRatio {
            take(sum)
            return .taken
        }
        if sum > geometry.maxAspectRatio && previousCount > 0 {
            let previousWidth = geometry.widthForBoxes(itemCount: previousCount)
            let previousTarget = previousWidth / geometry.targetRowHeight
            if abs(sum - target) > abs(ratioSum - previousTarget) {
                return .rejectedCompleting(height: previousWidth / ratioSum)
            }
        }
        take(sum)
        return .takenCompleting(height: rowWidth / sum)
    }

    private mutating func take(_ sum: Double) {
        itemCount += 1
        ratioSum = sum
    }
}

/// What every row of one layout shares: `R`, `t`, `minAR`, `maxAR`, the spacing and padding.
struct JustifiedRowGeometry: Hashable, Sendable {
    let rowWidth: Double
    let left: Double
    let spacing: Double
    let targetRowHeight: Double
    let minAspectRatio: Double
    let maxAspectRatio: Double

    init(_ settings: JustifiedSettings) {
        rowWidth = settings.rowWidth
        left = settings.paddingLeft
        spacing = settings.horizontalSpacing
        targetRowHeight = settings.targetRowHeight
        minAspectRatio = rowWidth / targetRowHeight * (1 - settings.targetRowHeightTolerance)
        maxAspectRatio = rowWidth / targetRowHeight * (1 + settings.targetRowHeightTolerance)
    }

    /// `R_n = R − (n − 1)·sh`.
    func widthForBoxes(itemCount: Int) -> Double { rowWidth - Double(itemCount - 1) * spacing }

    /// `completeLayout`'s height and ratio: `h = max(t/2, min(h₀, 2t))`, `ρ = (R_n / h) / (R_n / h₀)`
    /// when clamped, else 1. Refuses a row whose boxes would not be numbers (`R_n = 0` clamped:
    /// 0/0), naming `boxSpacing`.
    func completion(itemCount: Int, height proposed: Double) throws(GridParameterError) -> (height: Double, ratio: Double) {
        let widthForBoxes = widthForBoxes(itemCount: itemCount)
        let highest = 2 * targetRowHeight
        let lowest = 0.5 * targetRowHeight
        let clamped = Swift.max(lowest, proposed < highest ? proposed : highest)
        guard proposed != clamped else { return (proposed, 1) }
        let ratio = (widthForBoxes / clamped) / (widthForBoxes / proposed)
        guard ratio.isFinite else {
            throw GridParameterError(
                "boxSpacing", "leaves a row of \(itemCount) items no width for its boxes (width − padding − spacing = 0)")
        }
        return (clamped, ratio)
    }

    /// The boxes of a complete row, `(left, width)` each, in order: `width = a · h · ρ`, then the
    /// style's adjustment (§2.1).
    func boxes(ratios: [Double], height: Double, ratio: Double, style: WidowLayoutStyle) -> [(left: Double, width: Double)] {
        var boxes: [(left: Double, width: Double)] = []
        boxes.reserveCapacity(ratios.count)
        var sum = left
        for aspect in ratios {
            let width = aspect * height * ratio
            boxes.append((sum, width))
            sum += width + spacing
        }
        switch style {
        case .justify:
            sum -= spacing + left
            let error = (sum - rowWidth) / Double(boxes.count)
            if boxes.count == 1 {
                boxes[0].width -= error.roundedAsJavaScript
            } else {
                var previous = 0.0
                for index in boxes.indices {
                    let cumulative = (Double(index + 1) * error).roundedAsJavaScript
                    if index > 0 {
                        boxes[index].left -= previous
                        boxes[index].width -= cumulative - previous
                    } else {
                        boxes[index].width -= cumulative
                    }
                    previous = cumulative
                }
            }
        case .center:
            let centerOffset = (rowWidth - sum) / 2
            for index in boxes.indices { boxes[index].left += centerOffset + spacing }
        case .left:
            break
        }
        return boxes
    }
}
