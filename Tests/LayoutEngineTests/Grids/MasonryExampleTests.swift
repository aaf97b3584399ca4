// docs/GRID.md §1.4's masonry examples, exactly.

@testable import LayoutEngine
import Testing

private func masonry(
    width: Double, columnWidth: Double?, gutter: Double = 0, widths: [Double]? = nil, sizes: [Double],
    horizontalOrder: Bool = false, presentation: MasonryPresentation = .init()
) throws -> MasonryLayout {
    let checkpoints = try MasonryCheckpoints(
        heights: ItemLengths(sizes), widths: widths.map { ItemLengths($0) },
        settings: MasonrySettings(
            width: width, columnWidth: columnWidth, gutter: gutter, horizontalOrder: horizontalOrder),
        blockLength: 2)
    return try MasonryLayout(checkpoints: checkpoints, presentation: presentation, viewportHeight: 10_000)
}

/// docs/GRID.md §1.4, one test an example.
struct GridsMasonryExamples {
    @Test func overshootingColumnsRoundUp() throws {
        // q = 1000 / 333.39 = 2.99949…, e = 333.39 − fmod(1000, 333.39) = 0.17 < 1: roundJS → 3 columns.
        let layout = try masonry(width: 1000, columnWidth: 333.39, sizes: [100, 200, 150, 50, 120])
        #expect(layout.checkpoints.columnCount == 3)
        #expect(
            try layout.allCells().map { tuple($0.frame) } == [
                [0, 0, 333.39, 100], [333.39, 0, 333.39, 200], [666.78, 0, 333.39, 150], [0, 100, 333.39, 50],
                [0, 150, 333.39, 120],
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 270))
    }

    @Test func spansAndHorizontalOrder() throws {
        // Pitch 220, 3 columns; 420 = 200 + 20 + 200 spans 2; 200.6 = 0·220 + 200.6: ceil → 1.
        let widths = [200, 420, 200, 200, 200.6]
        let sizes: [Double] = [100, 50, 80, 60, 40]
        let shortest = try masonry(width: 640, columnWidth: 200, gutter: 20, widths: widths, sizes: sizes)
        #expect(
            try shortest.allCells().map { [$0.frame.x, $0.frame.y] } == [[0, 0], [220, 0], [220, 50], [440, 50], [0, 100]])
        #expect(try shortest.allCells()[1].frame.width == 420)
        #expect(shortest.contentSize == Size(width: 640, height: 140))
        let ordered = try masonry(
            width: 640, columnWidth: 200, gutter: 20, widths: widths, sizes: sizes, horizontalOrder: true)
        #expect(
            try ordered.allCells().map { [$0.frame.x, $0.frame.y] } == [[0, 0], [220, 0], [0, 100], [220, 50], [440, 50]])
        #expect(ordered.contentSize == Size(width: 640, height: 180))
    }

    @Test func fitWidthShrinksToTheColumnsUsedAndRightToLeftMirrorsWithin() throws {
        // 5 columns of pitch 160, 3 used: C = 3·160 − 10 = 470.
        let fitted = try masonry(
            width: 800, columnWidth: 150, gutter: 10, sizes: [100, 120, 90], presentation: .init(fitWidth: true))
        #expect(fitted.checkpoints.columnCount == 5)
        #expect(fitted.contentSize == Size(width: 470, height: 120))
        #expect(try fitted.allCells().map(\.frame.x) == [0, 160, 320])
        let mirrored = try masonry(
            width: 800, columnWidth: 150, gutter: 10, sizes: [100, 120, 90], presentation: .init(fitWidth: true, rtl: true))
        #expect(try mirrored.allCells().map(\.frame.x) == [320, 160, 0])
        // Without fitWidth the mirror is about W: 800 − 0 − 150 = 650.
        let wide = try masonry(width: 800, columnWidth: 150, gutter: 10, sizes: [100], presentation: .init(rtl: true))
        #expect(try wide.allCells().map(\.frame.x) == [650])
    }

    @Test func originBottomStacksUp() throws {
        // maxY = 120: y → 120 − 0 − h.
        let layout = try masonry(
            width: 800, columnWidth: 150, gutter: 10, sizes: [100, 120, 90, 30], presentation: .init(originTop: false))
        #expect(try layout.allCells().map { [$0.frame.x, $0.frame.y] } == [[0, 20], [160, 0], [320, 30], [480, 90]])
    }

    @Test func aSubPixelItemSpansNothing() throws {
        // 0.5 < 1 and fmod(0.5, 110) = 0.5: roundJS(0.5 / 110) = 0 columns, so the third item lands on the second.
        let layout = try masonry(width: 300, columnWidth: 100, gutter: 10, widths: [100, 0.5, 100], sizes: [10, 20, 30])
        #expect(try layout.allCells().map { [$0.frame.x, $0.frame.y] } == [[0, 0], [110, 0], [110, 0]])
    }

    @Test func columnWidthFallsBackToTheFirstItemsWidth() throws {
        // No columnWidth: cw = w_0 = 100; 300 / 100 = 3 columns.
        let layout = try masonry(width: 300, columnWidth: nil, widths: [100, 100, 100, 100], sizes: [10, 20, 30, 40])
        #expect(layout.checkpoints.columnCount == 3)
        #expect(try layout.allCells().map { [$0.frame.x, $0.frame.y] } == [[0, 0], [100, 0], [200, 0], [0, 10]])
    }

    @Test func cellsCarryTheOutputModel() throws {
        let cell = try masonry(width: 1000, columnWidth: 333.39, sizes: [100, 200]).allCells()[1]
        #expect(cell.kind == .cell && cell.section == 0 && cell.item == 1)
        #expect(cell.center == Point(x: 333.39 + 333.39 / 2, y: 100))
        #expect(cell.transform == .identity && cell.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(cell.zIndex == 0 && cell.alpha == 1)
    }
}
