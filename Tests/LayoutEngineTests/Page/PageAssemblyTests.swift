// One section's answer (docs/PAGE.md §3.1, §3.5): the move into page coordinates, the order, the page's zIndex.

import LayoutEngine
import Testing

/// A box section 100 tall with insets (10, 20, 0, 20) below a flow 300 tall: top 300, cTop 310, left 20.
private func boxPage(_ axis: ScrollAxis?) throws -> PageStack {
    try pageStack([
        (flowSection(), 300),
        (
            PageSection(
                kind: .box(height: 100, frameScrollAxis: axis), header: PageBoundary(height: 0, pinned: true),
                footer: PageBoundary(height: 5), insets: PageInsets(top: 10, left: 20, bottom: 0, right: 20), background: true),
            100
        ),
    ])
}

/// An element with every layout-specific field set, so that a move that loses one shows.
private func richElement(item: Int, frame: Rect, zIndex: Int) -> LayoutAttributes {
    LayoutAttributes(
        kind: .slide, section: 0, item: item, center: frame.center, size: frame.size,
        transform: AffineTransform(rotationAngle: 0.25), transform3D: Transform3D(AffineTransform(scaleX: 2, y: 3)),
        anchorPoint: Point(x: 0.25, y: 0.75), zIndex: zIndex, alpha: 0.5, angle: 1.5,
        parallax: AffineTransform(translationX: 0, y: 7), headerOverlayAlpha: 0.3, progress: -0.5, shadowBefore: 0.1,
        shadowAfter: 0.2, shadow: 0.15)
}

@Suite("Page: a section's answer")
struct PageAssemblyTests {
    @Test func eachCoordinateSpaceHasItsMove() throws {
        // (l, cTop) = (20, 310); the box's own offset o = 30.
        #expect(try boxPage(nil).layoutTranslation(ofSection: 1, boxOffset: 30) == Point(x: 20, y: 310))
        #expect(try boxPage(.x).layoutTranslation(ofSection: 1, boxOffset: 30) == Point(x: -10, y: 310))
        #expect(try boxPage(.y).layoutTranslation(ofSection: 1, boxOffset: 30) == Point(x: 20, y: 280))
        // A flow moves by (l, cTop) whatever the page's offset: its o is the page's.
        let flow = try pageStack([(flowSection(header: PageBoundary(height: 44), insets: PageInsets(top: 6, left: 12)), 500)])
        #expect(flow.layoutTranslation(ofSection: 0, boxOffset: 30) == Point(x: 12, y: 50))
    }

    @Test func movingKeepsEverythingButTheFrameAndCentre() {
        let element = richElement(item: 3, frame: Rect(x: 10, y: 20, width: 30, height: 40), zIndex: -4)
        let moved = element.moved(by: Point(x: 5, y: -7))
        #expect(moved.frame == Rect(x: 15, y: 13, width: 30, height: 40))
        #expect(moved.center == Point(x: 30, y: 33))
        var back = moved
        back.frame = element.frame
        back.center = element.center
        #expect(back == element)
        #expect(moved.transform3D == element.transform3D)
    }

    @Test func theOrderIsBackgroundLayoutFooterHeaderWithTheLayoutsZIndices() throws {
        let stack = try boxPage(.y)
        let viewport = PageViewport(offset: 250, height: 300)
        let layoutElements = [
            richElement(item: 0, frame: Rect(x: 0, y: 30, width: 50, height: 50), zIndex: 3),
            richElement(item: 1, frame: Rect(x: 50, y: 40, width: 50, height: 50), zIndex: -5),
        ]
        let answer = stack.answer(ofSection: 1, in: viewport, layoutElements: layoutElements, boxOffset: 30)
        // The header is 0 tall: no element. bottom = 300 + 0 + 10 + 100 + 0 + 5 = 415: the footer
        // (0, 410, 375, 5), the background (0, 300, 375, 115).
        #expect(answer.map(\.kind) == [.pageBackground, .slide, .slide, .pageFooter])
        #expect(answer.map(\.section) == [1, 1, 1, 1])
        // n = −5, m = 3: background n − 1 = −6, footer m + 1 = 4; the layout's own kept.
        #expect(answer.map(\.zIndex) == [-6, 3, -5, 4])
        #expect(pageTuple(answer[0].frame) == [0, 300, 375, 115])
        // Content y, o = 30: + (20, 310 − 30) = + (20, 280).
        #expect(pageTuple(answer[1].frame) == [20, 310, 50, 50])
        #expect(pageTuple(answer[2].frame) == [70, 320, 50, 50])
        #expect(answer[1].angle == 1.5 && answer[1].alpha == 0.5 && answer[1].progress == -0.5)
        #expect(pageTuple(answer[3].frame) == [0, 410, 375, 5])
    }

    @Test func withoutLayoutElementsThePagesOwnTakeZIndicesAroundZero() throws {
        let stack = try pageStack([
            (flowSection(header: PageBoundary(height: 20), footer: PageBoundary(height: 20), background: true), 100)
        ])
        let answer = stack.answer(ofSection: 0, in: PageViewport(offset: 0, height: 667), layoutElements: [])
        #expect(answer.map(\.kind) == [.pageBackground, .pageFooter, .pageHeader])
        #expect(answer.map(\.zIndex) == [-1, 1, 2])
        #expect(answer.map(\.item) == [0, 0, 0])
        for element in answer {
            #expect(element.transform == .identity && element.transform3D == .identity)
            #expect(element.anchorPoint == Point(x: 0.5, y: 0.5) && element.alpha == 1)
            #expect(element.center == element.frame.center && element.size == element.frame.size)
        }
    }
}
