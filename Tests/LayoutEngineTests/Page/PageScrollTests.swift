// `/page/motion`'s scroll targets (docs/PAGE.md §4): a block's top, a flow's item under its block's pinned header.

import LayoutEngine
import Testing

/// §5's blocks without the grid: section 0 a box [0, 248), section 1 a flow [248, 908) with cTop 292.
private func examplePage(header: PageBoundary? = PageBoundary(height: 44, pinned: true)) throws -> PageStack {
    try pageStack([
        (
            PageSection(
                kind: .box(height: 180, frameScrollAxis: nil), header: PageBoundary(height: 44, pinned: true),
                insets: PageInsets(top: 8, left: 16, bottom: 16, right: 16)),
            180
        ),
        (flowSection(header: header), 616),
    ])
}

@Suite("Page: scroll targets")
struct PageScrollTests {
    @Test func aSectionsTopMeetsTheViewportsTopClamped() throws {
        let stack = try examplePage()
        // H = 300: offsets [0, 908 − 300 = 608]; top_1 = 248.
        #expect(stack.scrollOffset(toSection: 1, viewportHeight: 300) == 248)
        #expect(stack.scrollOffset(toSection: 0, viewportHeight: 300) == 0)
        // H = 667: offsets [0, 241].
        #expect(stack.scrollOffset(toSection: 1, viewportHeight: 667) == 241)
        // H past the content: [0, max(0, 908 − 1000)] = [0, 0].
        #expect(stack.scrollOffset(toSection: 1, viewportHeight: 1000) == 0)
    }

    @Test func aFlowsItemMeetsTheBottomOfItsPinnedHeader() throws {
        let stack = try examplePage()
        // Item 2's row at 208: p = 292 + 208 = 500, Y = 500 − 44 = 456.
        let offset = try #require(stack.scrollOffset(toSection: 1, itemTop: 208, viewportHeight: 300))
        #expect(offset == 456)
        // There the header sits at clamp(456, 248, 864) = 456 and ends at the item's top, 500.
        let header = try #require(stack.headerFrame(ofSection: 1, in: PageViewport(offset: offset, height: 300)))
        #expect(header.maxY == 500)
        // The last row at 416: Y = 292 + 416 − 44 = 664, clamped to 608.
        #expect(stack.scrollOffset(toSection: 1, itemTop: 416, viewportHeight: 300) == 608)
        // The first row: Y = 292 − 44 = 248, the block's top.
        #expect(stack.scrollOffset(toSection: 1, itemTop: 0, viewportHeight: 300) == 248)
    }

    @Test func everyItemTopInTheContentMeetsThePinnedHeadersBottom() throws {
        // Footer and insets too, so that bottom − hh is past every item's top.
        let stack = try pageStack([
            (flowSection(), 300),
            (
                flowSection(
                    header: PageBoundary(height: 37.5, pinned: true), footer: PageBoundary(height: 20),
                    insets: PageInsets(top: 12, bottom: 9)), 2000
            ),
            (flowSection(), 3000),
        ])
        let contentTop = stack.blocks[1].contentTop
        for itemTop in stride(from: 0.0, through: 2000, by: 12.25) {
            let offset = try #require(stack.scrollOffset(toSection: 1, itemTop: itemTop, viewportHeight: 500))
            let header = try #require(stack.headerFrame(ofSection: 1, in: PageViewport(offset: offset, height: 500)))
            #expect(header.maxY == contentTop + itemTop, "item top \(itemTop)")
        }
    }

    @Test func withoutAPinnedHeaderTheItemMeetsTheViewportsTop() throws {
        // p = 292 + 208 = 500 (an unpinned header does not count; cTop is 292 with it, 248 without).
        #expect(
            try examplePage(header: PageBoundary(height: 44)).scrollOffset(toSection: 1, itemTop: 208, viewportHeight: 300) == 500
        )
        #expect(try examplePage(header: nil).scrollOffset(toSection: 1, itemTop: 208, viewportHeight: 300) == 456)
    }

    @Test func aBoxScrollsItself() throws {
        #expect(try examplePage().scrollOffset(toSection: 0, itemTop: 0, viewportHeight: 300) == nil)
    }
}
