// Plain transliterations of masonry.js, justified-layout and the grid rules of docs/GRID.md, item by item with
// no checkpoint, no tree and no running sum: what the engine's windows must equal bit for bit.

@testable import LayoutEngine

/// One full walk's frames (index order, every item the layout places) and content size.
struct ReferenceLayout {
    var frames: [(item: Int, frame: Rect)]
    var contentSize: Size
    var widowCount = 0

    /// The items a window `[offset, offset + height)` shows, by docs/GRID.md's test.
    func window(offset: Double, height: Double) -> [(item: Int, frame: Rect)] {
        let bottom = offset + height
        return frames.filter { $0.frame.height > 0 && $0.frame.y < bottom && $0.frame.y + $0.frame.height > offset }
    }
}

private func roundJS(_ x: Double) -> Double {
    let floor = x.rounded(.down)
    return x - floor >= 0.5 ? floor + 1 : floor
}

/// masonry.js: `measureColumns`, `_getItemLayoutPosition`, `_getContainerSize`, `layoutPosition`.
func referenceMasonry(
    heights: [Double], widths: [Double]?, settings: MasonrySettings, presentation: MasonryPresentation
) -> ReferenceLayout {
    let width = settings.width
    let gutter = settings.gutter
    var columnWidth = settings.columnWidth ?? 0
    if columnWidth == 0 { columnWidth = (widths?.first).flatMap { $0 == 0 ? nil : $0 } ?? width }
    let itemWidths = widths ?? Array(repeating: columnWidth, count: heights.count)
    columnWidth += gutter
    let containerWidth = width + gutter
    let excess = columnWidth - containerWidth.truncatingRemainder(dividingBy: columnWidth)
    let quotient = containerWidth / columnWidth
    let cols = max(Int(excess != 0 && excess < 1 ? roundJS(quotient) : quotient.rounded(.down)), 1)
    var colYs = Array(repeating: 0.0, count: cols)
    var horizontalColIndex = 0
    var positions: [(x: Double, y: Double)] = []
    for (index, outerHeight) in heights.enumerated() {
        let outerWidth = itemWidths[index]
        let remainder = outerWidth.truncatingRemainder(dividingBy: columnWidth)
        var colSpan = Int(
            remainder != 0 && remainder < 1 ? roundJS(outerWidth / columnWidth) : (outerWidth / columnWidth).rounded(.up))
        colSpan = min(colSpan, cols)
        func groupY(_ col: Int) -> Double { colSpan < 2 ? colYs[col] : colYs[col..<col + colSpan].max()! }
        var col: Int
        var y: Double
        if settings.horizontalOrder {
            col = horizontalColIndex % cols
            if colSpan > 1 && col + colSpan > cols { col = 0 }
            if outerWidth != 0 && outerHeight != 0 { horizontalColIndex = col + colSpan }
            y = groupY(col)
        } else {
            let group = colSpan < 2 ? colYs : (0..<cols + 1 - colSpan).map { groupY($0) }
            y = group.min()!
            col = group.firstIndex(of: y)!
        }
        positions.append((columnWidth * Double(col), y))
        for covered in col..<col + colSpan { colYs[covered] = y + outerHeight }
    }
    let maxY = colYs.max()!
    var containerSize = width
    if presentation.fitWidth {
        var unused = 0
        var column = cols
        while true {
            column -= 1
            if column == 0 || colYs[column] != 0 { break }
            unused += 1
        }
        containerSize = max(Double(cols - unused) * columnWidth - gutter, 0)
    }
    let frames = positions.enumerated().map { index, position in
        let (w, h) = (itemWidths[index], heights[index])
        let x = presentation.rtl ? containerSize - position.x - w : position.x
        let y = presentation.originTop ? position.y : maxY - position.y - h
        return (index, Rect(x: x, y: y, width: w, height: h))
    }
    return ReferenceLayout(frames: frames, contentSize: Size(width: containerSize, height: maxY))
}

/// justified-layout's `computeLayout` and `Row`, re-summing a row's ratios from 0 on every add as it does.
func referenceJustified(ratios input: [Double], settings: JustifiedSettings, rtl: Bool) -> ReferenceLayout {
    let ratios = input.map { settings.forceAspectRatio ?? $0 }
    let t = settings.targetRowHeight
    let rowWidth = settings.width - settings.paddingLeft - settings.paddingRight
    let spacing = settings.horizontalSpacing
    var containerHeight = settings.paddingTop
    var rows: [(height: Double, isBreakout: Bool)] = []
    var frames: [(item: Int, frame: Rect)] = []
    var widowCount = 0
    var rowItems: [Int] = []
    var rowTop = 0.0
    var rowIsBreakout = false
    var rowOpen = false

    func widthWithoutSpacing(_ n: Int) -> Double { rowWidth - Double(n - 1) * spacing }
    func sum(_ items: [Int]) -> Double { items.reduce(0) { $0 + ratios[$1] } }
    func complete(_ newHeight: Double, _ style: WidowLayoutStyle) -> Double {
        let withoutSpacing = widthWithoutSpacing(rowItems.count)
        let clamped = max(0.5 * t, min(newHeight, 2 * t))
        let (height, ratio) =
            newHeight != clamped ? (clamped, (withoutSpacing / clamped) / (withoutSpacing / newHeight)) : (newHeight, 1.0)
        var boxes: [(left: Double, width: Double)] = []
        var itemWidthSum = settings.paddingLeft
        for item in rowItems {
            let width = ratios[item] * height * ratio
            boxes.append((itemWidthSum, width))
            itemWidthSum += width + spacing
        }
        if style == .justify {
            itemWidthSum -= spacing + settings.paddingLeft
            let error = (itemWidthSum - rowWidth) / Double(boxes.count)
            let cumulative = boxes.indices.map { roundJS(Double($0 + 1) * error) }
            if boxes.count == 1 {
                boxes[0].width -= roundJS(error)
            } else {
                for index in boxes.indices {
                    if index > 0 {
                        boxes[index].left -= cumulative[index - 1]
                        boxes[index].width -= cumulative[index] - cumulative[index - 1]
                    } else {
                        boxes[index].width -= cumulative[index]
                    }
                }
            }
        } else if style == .center {
            let centerOffset = (rowWidth - itemWidthSum) / 2
            for index in boxes.indices { boxes[index].left += centerOffset + spacing }
        }
        for (item, box) in zip(rowItems, boxes) {
            let x = rtl ? settings.width - box.left - box.width : box.left
            frames.append((item, Rect(x: x, y: rowTop, width: box.width, height: height)))
        }
        return height
    }
    func newRow() {
        rowItems = []
        rowTop = containerHeight
        rowIsBreakout = settings.fullWidthBreakoutRowCadence.map { (rows.count + 1) % $0 == 0 } ?? false
        rowOpen = true
    }
    /// `addItem`: true when taken; the row's height once complete.
    func add(_ item: Int) -> (taken: Bool, height: Double?) {
        let newItems = rowItems + [item]
        let withoutSpacing = widthWithoutSpacing(newItems.count)
        let newAspectRatio = sum(newItems)
        let target = withoutSpacing / t
        let minAR = rowWidth / t * (1 - settings.targetRowHeightTolerance)
        let maxAR = rowWidth / t * (1 + settings.targetRowHeightTolerance)
        if rowIsBreakout && rowItems.isEmpty && ratios[item] >= 1 {
            rowItems.append(item)
            return (true, complete(withoutSpacing / ratios[item], .justify))
        }
        if newAspectRatio < minAR {
            rowItems.append(item)
            return (true, nil)
        }
        if newAspectRatio > maxAR && !rowItems.isEmpty {
            let previousWidth = widthWithoutSpacing(rowItems.count)
            let previousRatio = sum(rowItems)
            if abs(newAspectRatio - target) > abs(previousRatio - previousWidth / t) {
                return (false, complete(previousWidth / previousRatio, .justify))
            }
        }
        rowItems.append(item)
        return (true, complete(withoutSpacing / newAspectRatio, .justify))
    }
    func addRow(_ height: Double) -> Bool {
        rows.append((height, rowIsBreakout))
        containerHeight += height + settings.verticalSpacing
        rowOpen = false
        return rows.count >= (settings.maxNumRows ?? Int.max)
    }
    var stopped = false
    for item in ratios.indices where !stopped {
        if !rowOpen { newRow() }
        let (taken, height) = add(item)
        guard let height else { continue }
        if addRow(height) {
            stopped = true
            break
        }
        newRow()
        if !taken, let again = add(item).height, addRow(again) { stopped = true }
    }
    if !stopped && rowOpen && !rowItems.isEmpty && settings.showWidows {
        let last = rows.last
        let height = complete(last.map { $0.isBreakout ? t : $0.height } ?? t, settings.widowLayoutStyle)
        widowCount = rowItems.count
        _ = addRow(height)
    }
    containerHeight = containerHeight - settings.verticalSpacing + settings.paddingBottom
    return ReferenceLayout(
        frames: frames, contentSize: Size(width: settings.width, height: containerHeight), widowCount: widowCount)
}

/// docs/GRID.md §3 written out: LayoutUnits, float32 fr shares, rows of the tallest item.
func referenceGrid(heights: [Double], settings: GridSettings, rtl: Bool) -> ReferenceLayout {
    func lu(_ x: Double) -> Int64 { Int64(Float(x) * 64) }
    let (wr, gr, rr) = (lu(settings.width), lu(settings.columnGap), lu(settings.rowGap))
    var n: Int64
    var base: Int64 = 0
    switch settings.columns {
    case .autoFill(let minimum):
        base = lu(minimum)
        n = max(1, (wr + gr) / (max(64, base) + gr))
    case .fixed(let columns):
        n = Int64(columns)
    }
    let free = wr - (n - 1) * gr
    var sizes: [Int64] = []
    if free <= n * base {
        sizes = Array(repeating: base, count: Int(n))
    } else {
        let fr = Float(free) / Float(n)
        var carry: Float = 0
        for _ in 0..<n {
            let s = fr + carry
            let size = Int64(s + Float.ulpOfOne)
            sizes.append(size)
            carry = max(s - Float(size), 0)
        }
    }
    let xs = sizes.indices.map { column in sizes[..<column].reduce(0) { $0 + $1 + gr } }
    var frames: [(item: Int, frame: Rect)] = []
    var top: Int64 = 0
    var rowStart = 0
    while rowStart < heights.count {
        let row = rowStart..<min(heights.count, rowStart + Int(n))
        let rowHeight = row.map { lu(heights[$0]) }.max()!
        for item in row {
            let column = item - rowStart
            let x = rtl ? wr - xs[column] - sizes[column] : xs[column]
            frames.append(
                (
                    item,
                    Rect(
                        x: Double(x) / 64, y: Double(top) / 64, width: Double(sizes[column]) / 64,
                        height: Double(lu(heights[item])) / 64)
                ))
        }
        top += rowHeight + rr
        rowStart += Int(n)
    }
    let width = max(wr, sizes.reduce(0, +) + (n - 1) * gr)
    let height = heights.isEmpty ? 0 : top - rr
    return ReferenceLayout(frames: frames, contentSize: Size(width: Double(width) / 64, height: Double(height) / 64))
}
