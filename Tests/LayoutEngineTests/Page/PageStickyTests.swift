// Pinned headers and footers as CSS `position: sticky` in their block (docs/PAGE.md §3.2), and the stretchy first header (§3.4).

import LayoutEngine
import Testing

/// Section 0: a flow 100 tall. Section 1: header 50, content 400, footer 30:
/// top 100, cTop 150, bottom 100 + 50 + 400 + 30 = 580.
private func twoSections(headerPinned: Bool, footerPinned: Bool) throws -> PageStack {
    try pageStack([
        (flowSection(), 100),
        (
            flowSection(
                header: PageBoundary(height: 50, pinned: headerPinned), footer: PageBoundary(height: 30, pinned: footerPinned)),
            400
        ),
    ])
}

private func headerY(_ stack: PageStack, _ offset: Double, height: Double = 200) -> Double? {
    stack.pageElements(ofSection: 1, in: PageViewport(offset: offset, height: height), layoutZIndices: nil).header?.frame.y
}

private func footerY(_ stack: PageStack, _ offset: Double, height: Double = 200) -> Double? {
    stack.pageElements(ofSection: 1, in: PageViewport(offset: offset, height: height), layoutZIndices: nil).footer?.frame.y
}

@Suite("Page: sticky headers and footers")
struct PageStickyTests {
    @Test func aPinnedHeaderRestsThenPinsThenIsPushedOut() throws {
        let stack = try twoSections(headerPinned: true, footerPinned: false)
        // y = clamp(Y, 100, 580 − 50 = 530).
        #expect(headerY(stack, 0) == 100)  // the block below the top: at its place
        #expect(headerY(stack, 100) == 100)
        #expect(headerY(stack, 300) == 300)  // pinned to the viewport's top
        #expect(headerY(stack, 530) == 530)
        #expect(headerY(stack, 560) == 530)  // pushed up by the block's end: [530, 580) meets [560, 760)
        #expect(headerY(stack, 580) == nil)  // [530, 580) misses [580, 780): 580 > 580 is false
    }

    @Test func anUnpinnedHeaderScrollsAway() throws {
        let stack = try twoSections(headerPinned: false, footerPinned: false)
        #expect(headerY(stack, 120) == 100)  // [100, 150) meets [120, 320)
        #expect(headerY(stack, 300) == nil)  // [100, 150) misses [300, 500)
    }

    @Test func aPinnedFooterRestsAtTheTopThenPinsThenIsReleased() throws {
        let stack = try twoSections(headerPinned: false, footerPinned: true)
        // y = clamp(Y + 200 − 30, 100, 580 − 30 = 550).
        #expect(footerY(stack, -90) == 100)  // Y + H − fh = 80 < 100: held at the block's top, [100, 130) meets [−90, 110)
        #expect(footerY(stack, -120) == nil)  // held at 100, which misses [−120, 80)
        #expect(footerY(stack, 0) == 170)  // pinned to the viewport's bottom: [170, 200)
        #expect(footerY(stack, 200) == 370)
        #expect(footerY(stack, 380) == 550)
        #expect(footerY(stack, 400) == 550)  // clamp(570, 100, 550): back at its place at the block's end
    }

    @Test func anUnpinnedFooterStaysAtTheBlocksEnd() throws {
        let stack = try twoSections(headerPinned: false, footerPinned: false)
        #expect(footerY(stack, 0) == nil)  // [550, 580) misses [0, 200)
        #expect(footerY(stack, 200) == nil)  // [550, 580) misses [200, 400)
        #expect(footerY(stack, 380) == 550)
        #expect(footerY(stack, 400) == 550)
    }

    @Test func theStretchyHeaderGrowsOnOverscrollOnly() throws {
        let stretchy = try pageStack([(flowSection(header: PageBoundary(height: 100, pinned: true, stretchy: true)), 500)])
        // Y = −50: (0, Y, W, hh − Y) = (0, −50, 375, 150).
        #expect(pageTuple(stretchy.headerFrame(ofSection: 0, in: PageViewport(offset: -50, height: 667))) == [0, -50, 375, 150])
        // Y ≥ 0: §3.2's, here pinned.
        #expect(pageTuple(stretchy.headerFrame(ofSection: 0, in: PageViewport(offset: 0, height: 667))) == [0, 0, 375, 100])
        #expect(pageTuple(stretchy.headerFrame(ofSection: 0, in: PageViewport(offset: 30, height: 667))) == [0, 30, 375, 100])
        let unpinned = try pageStack([(flowSection(header: PageBoundary(height: 100, stretchy: true)), 500)])
        #expect(pageTuple(unpinned.headerFrame(ofSection: 0, in: PageViewport(offset: -50, height: 667))) == [0, -50, 375, 150])
        #expect(pageTuple(unpinned.headerFrame(ofSection: 0, in: PageViewport(offset: 30, height: 667))) == [0, 0, 375, 100])
        // Not stretchy: a pinned header stays at clamp(−50, 0, 500) = 0 on overscroll, 100 tall.
        let plain = try pageStack([(flowSection(header: PageBoundary(height: 100, pinned: true)), 500)])
        #expect(pageTuple(plain.headerFrame(ofSection: 0, in: PageViewport(offset: -50, height: 667))) == [0, 0, 375, 100])
    }

    @Test func boundariesOfHeightZeroAreNoElements() throws {
        let stack = try pageStack([
            (flowSection(header: PageBoundary(height: 0, pinned: true), footer: PageBoundary(height: 0)), 100)
        ])
        let elements = stack.pageElements(ofSection: 0, in: PageViewport(offset: 0, height: 667), layoutZIndices: nil)
        #expect(elements == PageSectionElements(background: nil, footer: nil, header: nil))
    }
}
