// Self-sizing cells of the parallax list: every rule that used itemH uses the cell's own height (docs/LAYOUTS.md §3).

import LayoutEngine
import Testing

private let viewport = Size(width: 375, height: 667)

@Test(arguments: [87.3, 200, 0.1, 33.333333333333336])
func equalSizesAnswerWhatItemHeightAnswers(height: Double) {
    var settings = ParallaxSettings()
    settings.itemSize = Size(width: 375, height: height)
    for counts in [[5], [4, 3, 5], [0, 1000, 2], [100_000]] {
        let uniform = ParallaxLayout(sectionItemCounts: counts, viewport: viewport, settings: settings)
        let sized = ParallaxLayout(
            sectionItemCounts: counts, viewport: viewport, settings: settings,
            cellHeights: ItemLengths(repeating: height, count: counts.reduce(0, +)))
        #expect(sized.contentSize == uniform.contentSize)
        for offset in [-120, 0, 300, 1234.5, 9_000, uniform.contentSize.height - 500] {
            #expect(sized.layout(atOffset: offset) == uniform.layout(atOffset: offset), "\(counts) at \(offset)")
        }
    }
}

@Test func cellsTakeTheirOwnHeights() {
    // One section of three cells, 100, 50 and 80 tall; header 300, menu 70, section header 50,
    // line spacing 3. Cells: y = 300 + 70 + 50 + 3 = 423; 423 + 100 + 3 = 526; 526 + 50 + 3 = 579.
    // The section's cells take (100 + 3) + (50 + 3) + (80 + 3) = 239: the footer is at 420 + 239
    // = 659, the content 709 tall.
    let layout = ParallaxLayout(sectionItemCounts: [3], viewport: viewport, cellHeights: ItemLengths([100, 50, 80]))
    #expect(layout.contentSize == Size(width: 375, height: 709))
    let cells = layout.layout(atOffset: 0).items.filter { $0.kind == .cell }
    #expect(
        cells.map(\.frame) == [
            Rect(x: 0, y: 423, width: 375, height: 100), Rect(x: 0, y: 526, width: 375, height: 50),
            Rect(x: 0, y: 579, width: 375, height: 80),
        ])
    // Parallax with the cell's own height: cell 0's centre is 473, dist = 473 − 0 − 333.5 = 139.5,
    // p = −(60 · 139.5) / (333.5 + 100/2).
    #expect(cells[0].parallax?.ty == -(60 * 139.5) / (333.5 + 50))
    // The sticky section header stops at its section's own cells' height, 239.
    let header = layout.layout(atOffset: 5_000).items.first { $0.kind == .sectionHeader }
    #expect(header == nil)
    let pinned = layout.layout(atOffset: 640).items.first { $0.kind == .sectionHeader }
    #expect(pinned?.transform?.ty == 239)  // min(239, max(0, 640 − 370 + 70))
}

@Test func cullingMatchesTestingEveryCell() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<60 {
        let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...40, using: &generator) }
        let heights = (0..<counts.reduce(0, +)).map { _ in Double(Int.random(in: 1...400, using: &generator)) / 4 }
        let layout = ParallaxLayout(sectionItemCounts: counts, viewport: viewport, cellHeights: ItemLengths(heights))
        let offset = Double.random(in: -200...(layout.contentSize.height + 100), using: &generator)
        let visible = Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
        // Every cell whose frame meets the viewport comes back, and no other.
        let returned = layout.layout(atOffset: offset).items.filter { $0.kind == .cell }
        for cell in returned { #expect(cell.frame.intersects(visible)) }
        let tops = runningTops(counts: counts, heights: heights)
        let meeting = tops.filter { $0.frame.intersects(visible) }.map(\.id)
        #expect(returned.map { ElementID($0) } == meeting)
    }
}

/// Every cell's frame by a plain walk down the list (defaults: header 300, menu 70, section
/// header and footer 50, line spacing 3).
private func runningTops(counts: [Int], heights: [Double]) -> [(id: ElementID, frame: Rect)] {
    var y = 370.0
    var cell = 0
    var frames: [(id: ElementID, frame: Rect)] = []
    for (section, count) in counts.enumerated() {
        y += 50
        for item in 0..<count {
            let frame = Rect(x: 0, y: y + 3, width: 375, height: heights[cell])
            frames.append((ElementID(.cell, section, item), frame))
            y = frame.maxY
            cell += 1
        }
        y += 50
    }
    return frames
}

@Test func aMillionCellsCostWhatTwentyCost() {
    let heights = ItemLengths((0..<1_000_000).map { Double(40 + $0 % 7 * 10) })
    let layout = ParallaxLayout(sectionItemCounts: [1_000_000], viewport: viewport, cellHeights: heights)
    let middle = layout.contentSize.height / 2
    let cells = layout.layout(atOffset: middle).items.filter { $0.kind == .cell }
    #expect(!cells.isEmpty && cells.count <= 16)
    let visible = Rect(x: 0, y: middle, width: 375, height: 667)
    #expect(cells.allSatisfy { $0.frame.intersects(visible) })
}
