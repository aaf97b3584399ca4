// docs/PAGE.md §5's worked example, exactly, with the real CSS grid laying out section 1.

import LayoutEngine
import Testing

/// §5's page: a slider box and a grid, each under a pinned header 44 tall.
private struct ExamplePage {
    let stack: PageStack
    let grid: CSSGridLayout

    init() throws {
        let slider = PageSection(
            kind: .box(height: 180, frameScrollAxis: LayoutName.slider.frameScrollAxis),
            header: PageBoundary(height: 44, pinned: true), insets: PageInsets(top: 8, left: 16, bottom: 16, right: 16))
        let gridSection = flowSection(header: PageBoundary(height: 44, pinned: true))
        // The caller asks each flow's layout at its content width before stacking: cw = 375.
        let contentWidth = try PageStack.contentWidth(of: gridSection, pageWidth: 375)
        let checkpoints = try GridCheckpoints(
            heights: ItemLengths(repeating: 200, count: 6),
            settings: GridSettings(width: contentWidth, columns: .autoFill(minimumWidth: 160), columnGap: 8, rowGap: 8))
        let grid = try CSSGridLayout(checkpoints: checkpoints, viewportHeight: 667)
        self.grid = grid
        stack = try PageStack(width: 375, sections: [slider, gridSection]) { _, _ in grid.contentSize.height }
    }
}

@Suite("Page: §5's worked example")
struct PageExampleTests {
    private let page: ExamplePage
    let viewport = PageViewport(offset: 400, height: 667)

    init() throws { page = try ExamplePage() }

    @Test func theBlocksStack() throws {
        // Section 0: cw = 375 − 16 − 16 = 343, cTop = 0 + 44 + 8 = 52, bottom = 52 + 180 + 16 = 248.
        #expect(page.stack.blocks[0] == PageBlock(top: 0, bottom: 248, contentFrame: Rect(x: 16, y: 52, width: 343, height: 180)))
        // Section 1: 2 columns of (375 − 8)/2 = 183.5, ch = 3·200 + 2·8 = 616; cTop = 248 + 44 = 292, bottom = 908.
        #expect(page.grid.columnWidths == [183.5, 183.5])
        #expect(page.grid.contentSize.height == 616)
        #expect(
            page.stack.blocks[1] == PageBlock(top: 248, bottom: 908, contentFrame: Rect(x: 0, y: 292, width: 375, height: 616)))
        #expect(page.stack.contentSize == Size(width: 375, height: 908))
    }

    @Test func atY400OnlyTheGridComesBackUnderItsPinnedHeader() throws {
        // Block 0, [0, 248), misses [400, 1067); block 1, [248, 908), meets it.
        #expect(page.stack.window(in: viewport) == 1..<2)
        // o = 400 − 292 = 108: rows at 0, 208, 416 all overlap [108, 775).
        let offset = page.stack.flowOffset(ofSection: 1, in: viewport)
        #expect(offset == 108)
        let cells = try page.grid.window(atOffset: offset).items
        #expect(cells.count == 6)
        let answer = page.stack.answer(ofSection: 1, in: viewport, layoutElements: cells)
        // Six cells, then the header (no background, no footer).
        #expect(answer.map(\.kind) == Array(repeating: .cell, count: 6) + [.pageHeader])
        #expect(answer.allSatisfy { $0.section == 1 })
        // The first cell, (0, 0, 183.5, 200) in the grid, moved by (l, cTop) = (0, 292).
        #expect(pageTuple(answer[0].frame) == [0, 292, 183.5, 200])
        #expect(answer[0].center == Point(x: 91.75, y: 392))
        // The header: clamp(400, 248, 908 − 44) = 400; zIndex m + 2 = 0 + 2.
        let header = try #require(answer.last)
        #expect(pageTuple(header.frame) == [0, 400, 375, 44])
        #expect(header.zIndex == 2)
        #expect(header.item == 0)
        #expect(header.transform == .identity && header.anchorPoint == Point(x: 0.5, y: 0.5) && header.alpha == 1)
    }

    @Test func atY880TheHeaderIsPushedUpByItsBlocksEnd() {
        // clamp(880, 248, 864) = 864.
        let viewport = PageViewport(offset: 880, height: 667)
        #expect(page.stack.window(in: viewport) == 1..<2)
        #expect(pageTuple(page.stack.headerFrame(ofSection: 1, in: viewport)) == [0, 864, 375, 44])
    }

    @Test func aTapAtTheTopHitsSection1sHeader() {
        // Y + y = 410 is in block 1 [248, 908); its header [400, 444] holds it: the grid is not asked.
        var askedLayout = false
        let hit = page.stack.hit(Point(x: 20, y: 10), in: viewport) { _ in
            askedLayout = true
            return HitResult(nil)
        }
        #expect(hit == HitResult(item: 0, kind: .pageHeader, section: 1))
        #expect(!askedLayout)
    }
}
