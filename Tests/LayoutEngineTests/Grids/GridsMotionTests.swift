// The grids' motion and hit testing (docs/GRID.md §5): the scroll view's coast and spring, scroll to an item's top, hits.

@testable import LayoutEngine
import Testing

/// §5, over the layouts of §1.4 and §3.4.
struct GridsMotion {
    /// docs/GRID.md §1.4's first example (content 270 tall) in a viewport 100 tall: offsets 0 … 170.
    private func masonry(originTop: Bool = true) throws -> MasonryLayout {
        let checkpoints = try MasonryCheckpoints(
            heights: ItemLengths([100, 200, 150, 50, 120]), settings: MasonrySettings(width: 1000, columnWidth: 333.39))
        return try MasonryLayout(checkpoints: checkpoints, presentation: .init(originTop: originTop), viewportHeight: 100)
    }

    @Test func aReleaseCoastsAndSpringsBackAsTheScrollViewDoes() throws {
        let layout = try masonry()
        #expect(layout.maxRestingOffset == 170)
        // The same scroll view as the parallax list's, over the same bounds.
        let scrollView = ScrollViewMotion(upper: 170, rate: .normal)
        for (offset, velocity) in [(20.0, 0.0), (20, 50), (100, 3000), (-30, 0), (200, -10)] {
            #expect(
                layout.release(fromOffset: offset, velocity: velocity) == scrollView.release(from: offset, velocity: velocity))
        }
        #expect(layout.release(fromOffset: 100, velocity: 3000).restOffset == 170)
        #expect(layout.release(fromOffset: 100, velocity: 3000).index == nil)
    }

    @Test func aScrollToAnItemRestsAtItsTopClamped() throws {
        let layout = try masonry()
        // Item 3 is at y 100, item 4 at 150 (within 0 … 170), item 1 at 0.
        #expect(layout.scroll(fromOffset: 0, toItem: 3)?.restOffset == 100)
        #expect(layout.scroll(fromOffset: 0, toItem: 4)?.restOffset == 150)
        #expect(layout.scroll(fromOffset: 50, toItem: 1)?.restOffset == 0)
        #expect(layout.scroll(fromOffset: 0, toItem: 3)?.index == 3)
        #expect(layout.scroll(fromOffset: 0, toItem: 5) == nil)
        // Stacked from the bottom, item 4 (y 150 → 270 − 150 − 120 = 0) rests at 0, item 0 at 270 − 100 = 170.
        let bottomUp = try masonry(originTop: false)
        #expect(bottomUp.scroll(fromOffset: 0, toItem: 4)?.restOffset == 0)
        #expect(bottomUp.scroll(fromOffset: 0, toItem: 0)?.restOffset == 170)
    }

    @Test func hitsLandOnTheFramesMovedByTheOffset() throws {
        let checkpoints = try GridCheckpoints(
            heights: ItemLengths([10, 20, 30, 40, 50]),
            settings: GridSettings(width: 500.3, columns: .autoFill(minimumWidth: 100), columnGap: 10.5, rowGap: 10.5))
        let layout = try CSSGridLayout(checkpoints: checkpoints, viewportHeight: 100)
        // At offset 50.5 the second row's item 4 (0, 50.5, 117.1875, 50) is at the viewport's top.
        #expect(try layout.hitTest(Point(x: 1, y: 1), atOffset: 50.5)?.item == 4)
        #expect(try layout.hitTest(Point(x: 1, y: 1), atOffset: 0)?.item == 0)
        // Item 0 is 10 tall: y 15 at offset 0 is in the gap below it.
        #expect(try layout.hitTest(Point(x: 1, y: 15), atOffset: 0) == nil)
        // Between columns (117.1875 … 127.6875) nothing.
        #expect(try layout.hitTest(Point(x: 120, y: 5), atOffset: 0) == nil)
    }

    @Test func overlappingSubPixelItemsGoToTheLater() throws {
        // §1.4's last example: items 1 (0.5 wide, 20 tall) and 2 (100 wide) both at (110, 0).
        let checkpoints = try MasonryCheckpoints(
            heights: ItemLengths([10, 20, 30]), widths: ItemLengths([100, 0.5, 100]),
            settings: MasonrySettings(width: 300, columnWidth: 100, gutter: 10))
        let layout = try MasonryLayout(checkpoints: checkpoints, viewportHeight: 100)
        #expect(try layout.hitTest(Point(x: 110.25, y: 5), atOffset: 0)?.item == 2)
    }

    @Test func aHiddenWidowCannotBeScrolledTo() throws {
        var settings = JustifiedSettings()
        settings.width = 800
        settings.showWidows = false
        let checkpoints = try JustifiedCheckpoints(aspectRatios: ItemLengths([1.5, 1, 0.7, 1.3, 2, 1.2]), settings: settings)
        let layout = try JustifiedLayout(checkpoints: checkpoints, viewportHeight: 500)
        #expect(layout.scroll(fromOffset: 0, toItem: 5) == nil)
        // Row 3 (item 4) is at 723; the content is 1123 tall: offsets 0 … 623.
        #expect(layout.scroll(fromOffset: 0, toItem: 4)?.restOffset == 623)
        #expect(layout.scroll(fromOffset: 0, toItem: 2)?.restOffset == 328)
    }
}
