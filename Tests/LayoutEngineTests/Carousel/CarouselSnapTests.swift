// Tests of where a flung carousel comes to rest (iCarousel's startDecelerating with stopAtItemBoundary).

import Foundation
@testable import LayoutEngine
import Testing

@Suite("Carousel snapping")
struct CarouselSnapTests {
    @Test func decelerationDistance() {
        // a = −v·30·(1 − 0.95) = −1.5v; distance = −v²/2a = v/3.
        #expect(isClose(CarouselLayout.decelerationDistance(startVelocity: 4.5), 1.5, tolerance: 1e-12))
        #expect(isClose(CarouselLayout.decelerationDistance(startVelocity: -4.5), -1.5, tolerance: 1e-12))
        #expect(isClose(CarouselLayout.decelerationDistance(startVelocity: 100), 100.0 / 3, tolerance: 1e-12))
    }

    @Test(arguments: [
        // Linear, 20 items, extent · spacing = 200, no wrap. (proposed, velocity) → index; offset = 200·index.
        (430.0, 0.0, 2),  // s 2.15: round → 2
        (2100.0, 0.0, 11),  // s 10.5: round half away from zero → 11
        (450.0, 300.0, 2),  // v = 1.5 items/s ≤ 2: round(2.25)
        (450.0, 400.0, 2),  // v = 2 is not > 2
        (450.0, 401.0, 3),  // v = 2.005, distance 0.668: ceil(2.918)
        (450.0, 900.0, 4),  // v = 4.5, distance 1.5: ceil(3.75)
        (450.0, -900.0, 0),  // distance −1.5: floor(0.75)
        (2050.0, -900.0, 8),  // s 10.25: floor(8.75)
        (450.0, 20_000.0, 19),  // distance 33.3: ceil(35.58) = 36, held at n − 1
        (450.0, -20_000.0, 0),  // floor(−31.08), held at 0
        (-300.0, 0.0, 0),  // s held at −1: round −1, held at 0
        (4500.0, 0.0, 19),  // s held at 20: round 20, held at 19
    ])
    func linear(proposed: Double, velocity: Double, index: Int) {
        let snap = carousel(.linear).snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap == SnapResult(offset: 200 * Double(index), index: index))
    }

    @Test(arguments: [
        // Rotary, 20 items, wrapping: the index is wrapped; the offset is the proposed one moved by
        // (end − s) items, in the client's own frame (`end` here is that offset over 200).
        (3920.0, 0.0, 0, 20.0),  // s 19.6: round 20 → item 0, offset 4000 (forward, the short way)
        (3920.0, 900.0, 2, 22.0),  // 19.6 + 1.5 = 21.1: ceil 22 → item 2
        (60.0, -900.0, 18, -2.0),  // 0.3 − 1.5 = −1.2: floor −2 → item 18, offset −400
        (-80.0, 0.0, 0, 0.0),  // s 19.6 from the other side: −80 + 0.4 · 200 = 0
        (1030.0, 0.0, 5, 5.0),  // s 5.15
    ])
    func rotary(proposed: Double, velocity: Double, index: Int, end: Double) {
        let snap = carousel(.rotary).snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap.index == index)
        #expect(isClose(snap.offset, 200 * end))
    }

    @Test func coverFlowUsesItsSpacing() {
        // extent · spacing = 50: s 2.5 rounds to 3 (offset 150); at 300 points/s v = 6, distance 2:
        // ceil(4.5) = 5 (offset 250).
        #expect(carousel(.coverFlow).snap(proposedOffset: 125, velocity: 0) == SnapResult(offset: 150, index: 3))
        #expect(carousel(.coverFlow).snap(proposedOffset: 125, velocity: 300) == SnapResult(offset: 250, index: 5))
    }

    @Test func verticalUsesTheHeight() {
        // extent 100: s 2.5, v = 600/100 = 6, distance 2: ceil(4.5) = 5, offset 500.
        #expect(verticalCarousel(.linear).snap(proposedOffset: 250, velocity: 600) == SnapResult(offset: 500, index: 5))
    }

    @Test func emptyAndSingleCarousels() {
        #expect(carousel(.linear, count: 0).snap(proposedOffset: 300, velocity: 900) == SnapResult(offset: 0, index: 0))
        #expect(carousel(.rotary, count: 0).snap(proposedOffset: -300, velocity: 0) == SnapResult(offset: 0, index: 0))
        // One item, no wrap: everything settles on it.
        #expect(carousel(.linear, count: 1).snap(proposedOffset: 300, velocity: 5000) == SnapResult(offset: 0, index: 0))
        // One item, wrapping: s is always 0…1; a fling forward goes round to the next turn.
        let one = carousel(.rotary, count: 1)
        #expect(one.snap(proposedOffset: 100, velocity: 0) == SnapResult(offset: 200, index: 0))  // s 0.5: round 1
        #expect(one.snap(proposedOffset: 40, velocity: 900) == SnapResult(offset: 400, index: 0))  // ceil(0.2 + 1.5)
    }
}
