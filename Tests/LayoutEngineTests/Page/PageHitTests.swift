// `/page/hit`'s order (docs/PAGE.md §4): the section holding Y + y, then its header, footer, layout, background.

import LayoutEngine
import Testing

/// Section 0: a flow, header 40 and footer 30 pinned, left inset 10, content 500, background:
/// top 0, cTop 40, bottom 570. Section 1: a wheel box (content x) 100 tall, insets (10, 20, 10, 20),
/// background: top 570, cTop 580, content (20, 580, 335, 100), bottom 690.
private func hitPage(stretchy: Bool = false) throws -> PageStack {
    try pageStack([
        (
            flowSection(
                header: PageBoundary(height: 40, pinned: true, stretchy: stretchy),
                footer: PageBoundary(height: 30, pinned: true),
                insets: PageInsets(left: 10), background: true),
            500
        ),
        (
            PageSection(
                kind: .box(height: 100, frameScrollAxis: .x), insets: PageInsets(top: 10, left: 20, bottom: 10, right: 20),
                background: true),
            100
        ),
    ])
}

/// A layout that hits item 7 (a `cell` of its section 0) everywhere, and records what it was asked.
private final class RecordingLayout {
    var probes: [PageLayoutProbe] = []
    let answer: HitResult

    init(answer: HitResult = HitResult(item: 7, kind: .cell, section: 0)) { self.answer = answer }

    func hit(_ probe: PageLayoutProbe) -> HitResult {
        probes.append(probe)
        return answer
    }
}

@Suite("Page: hit testing")
struct PageHitTests {
    let viewport = PageViewport(offset: 100, height: 300)

    @Test func theHeaderThenTheFooterCoverTheLayout() throws {
        let stack = try hitPage()
        let layout = RecordingLayout()
        // The header pinned at clamp(100, 0, 530) = 100: the viewport's [0, 40].
        #expect(
            stack.hit(Point(x: 5, y: 20), in: viewport, layoutHit: layout.hit)
                == HitResult(item: 0, kind: .pageHeader, section: 0))
        // The footer pinned at clamp(100 + 300 − 30, 0, 540) = 370: the viewport's [270, 300].
        #expect(
            stack.hit(Point(x: 5, y: 280), in: viewport, layoutHit: layout.hit)
                == HitResult(item: 0, kind: .pageFooter, section: 0))
        #expect(layout.probes.isEmpty)
    }

    @Test func aFlowsLayoutIsAskedAtItsOffsetAndItsAnswerNamesThePagesSection() throws {
        let stack = try hitPage()
        let layout = RecordingLayout()
        // (x − l, y) = (40, 100), at o = Y − cTop = 100 − 40 = 60.
        let hit = stack.hit(Point(x: 50, y: 100), in: viewport, layoutHit: layout.hit)
        #expect(hit == HitResult(item: 7, kind: .cell, section: 0))
        #expect(layout.probes == [PageLayoutProbe(section: 0, point: Point(x: 40, y: 100), flowOffset: 60)])
    }

    @Test func theBackgroundIsUnderTheLayout() throws {
        let stack = try hitPage()
        let layout = RecordingLayout(answer: HitResult(nil))
        #expect(
            stack.hit(Point(x: 50, y: 100), in: viewport, layoutHit: layout.hit)
                == HitResult(item: 0, kind: .pageBackground, section: 0))
        #expect(layout.probes.count == 1)
    }

    @Test func aBoxIsAskedOnlyInsideItsBox() throws {
        let stack = try hitPage()
        let layout = RecordingLayout()
        let viewport = PageViewport(offset: 500, height: 300)
        // Y + y = 500 + 120 = 620 is in block 1 [570, 690); (x − l, Y + y − cTop) = (30, 40) in its box.
        #expect(
            stack.hit(Point(x: 50, y: 120), in: viewport, layoutHit: layout.hit) == HitResult(item: 7, kind: .cell, section: 1))
        #expect(layout.probes == [PageLayoutProbe(section: 1, point: Point(x: 30, y: 40), flowOffset: nil)])
        // In the left inset (x = 10 < l = 20) and in the top inset (575 < cTop = 580): the background, the box not asked.
        #expect(
            stack.hit(Point(x: 10, y: 120), in: viewport, layoutHit: layout.hit)
                == HitResult(item: 0, kind: .pageBackground, section: 1))
        #expect(
            stack.hit(Point(x: 50, y: 75), in: viewport, layoutHit: layout.hit)
                == HitResult(item: 0, kind: .pageBackground, section: 1))
        // The box's far edges are outside it: x − l = 335 = cw, and Y + y − cTop = 100 = ch.
        #expect(stack.hit(Point(x: 355, y: 120), in: viewport, layoutHit: layout.hit).kind == .pageBackground)
        #expect(stack.hit(Point(x: 50, y: 180), in: viewport, layoutHit: layout.hit).kind == .pageBackground)
        #expect(layout.probes.count == 1)
    }

    @Test func aboveThePageOnlyAStretchyHeaderIsHit() throws {
        let overscroll = PageViewport(offset: -50, height: 300)
        // Y + y = −50 + 10 = −40 < 0: the stretchy header (0, −50, 375, 90) holds it.
        let stretchy = try hitPage(stretchy: true)
        #expect(
            stretchy.hit(Point(x: 5, y: 10), in: overscroll, layoutHit: RecordingLayout().hit)
                == HitResult(item: 0, kind: .pageHeader, section: 0))
        // Without stretchy, no block holds −40.
        let layout = RecordingLayout()
        #expect(try hitPage().hit(Point(x: 5, y: 10), in: overscroll, layoutHit: layout.hit) == HitResult(nil))
        #expect(layout.probes.isEmpty)
    }

    @Test func pastThePageNothingIsHit() throws {
        // Y + y = 600 + 100 = 700 ≥ bottom_1 = 690.
        let layout = RecordingLayout()
        #expect(
            try hitPage().hit(Point(x: 50, y: 100), in: PageViewport(offset: 600, height: 300), layoutHit: layout.hit)
                == HitResult(nil))
        #expect(layout.probes.isEmpty)
    }
}
