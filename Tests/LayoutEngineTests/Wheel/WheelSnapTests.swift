// Tests of the wheel's snapping (docs/LAYOUTS.md §1, "Snapping"): rounding by velocity, clamping, degenerate wheels.

import Foundation
import LayoutEngine
import Testing

/// 20 default items in a 380 × 700 viewport: maxOffset = 2660 − 380 = 2280, angleAtExtreme = −19α.
/// factor = 19α/2280, so ratio = proposed · factor / α = proposed/120 and target = m · α/factor = 120·m.
private let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700))

@Suite("Wheel snapping")
struct SnapResultTests {
    @Test(arguments: [
        // (proposed, velocity, m): ratio = proposed/120
        (250.0, 1.0, 3),  // ceil(2.083) = 3
        (250.0, -1.0, 2),  // floor(2.083) = 2
        (250.0, 0.0, 2),  // round(2.083) = 2
        (2244.0, 0.5, 19),  // ceil(18.7) = 19
        (2244.0, -0.5, 18),  // floor(18.7) = 18
        (2244.0, 0.0, 19),  // round(18.7) = 19
        (1000.0, 3.0, 9),  // ceil(8.333) = 9
        (1000.0, -3.0, 8),  // floor(8.333) = 8
        (1000.0, 0.0, 8),  // round(8.333) = 8
        (1090.0, 0.0, 9),  // round(9.083) = 9
        (10.0, 1.0, 1),  // ceil(0.083) = 1
        (10.0, -1.0, 0),  // floor(0.083) = 0
        (10.0, 0.0, 0),  // round(0.083) = 0
    ])
    func snapsInTheDirectionOfTheVelocity(proposed: Double, velocity: Double, index: Int) {
        let snap = wheel.snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap.index == index)
        #expect(isClose(snap.offset, 120 * Double(index)))  // m · 2280/19
    }

    @Test(arguments: [
        (60.0, 1),  // round(0.5) = 1, half away from zero (not to even: 0)
        (180.0, 2),  // round(1.5) = 2
        (300.0, 3),  // round(2.5) = 3, half away from zero (not to even: 2)
        (2220.0, 19),  // round(18.5) = 19
    ])
    func zeroVelocityRoundsHalfAwayFromZero(proposed: Double, index: Int) {
        let snap = wheel.snap(proposedOffset: proposed, velocity: 0)
        #expect(snap.index == index)
        #expect(isClose(snap.offset, 120 * Double(index)))
        // The velocity defaults to 0.
        #expect(wheel.snap(proposedOffset: proposed) == snap)
    }

    @Test(arguments: [
        (-36.0, 1.0),  // ceil(−0.3) = −0 → 0
        (-36.0, -1.0),  // floor(−0.3) = −1 → clamped to 0
        (-36.0, 0.0),  // round(−0.3) = −0 → 0
        (-300.0, 0.0),  // round(−2.5) = −3 (away from zero) → clamped to 0
        (-1000.0, -2.0),  // floor(−8.33) = −9 → clamped to 0
        (-1000.0, 2.0),  // ceil(−8.33) = −8 → clamped to 0
    ])
    func snapBeforeTheStartClampsToTheFirstItem(proposed: Double, velocity: Double) {
        let snap = wheel.snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap.index == 0)
        #expect(snap.offset == 0)
    }

    @Test(arguments: [
        (2281.0, 1.0),  // ceil(19.008) = 20 → clamped to 19
        (2290.0, 0.0),  // round(19.083) = 19
        (2400.0, 0.0),  // round(20) = 20 → clamped to 19
        (3000.0, 1.0),  // ceil(25) = 25 → clamped to 19
        (3000.0, -1.0),  // floor(25) = 25 → clamped to 19
    ])
    func snapPastTheEndClampsToTheLastItem(proposed: Double, velocity: Double) {
        let snap = wheel.snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap.index == 19)
        #expect(isClose(snap.offset, 2280))  // 19 · 120 = maxOffset
    }

    @Test func snappedOffsetCentresTheSnappedItem() {
        // At the target 120·m the angle is −19α · 120m/2280 = −mα, so item m is upright.
        for (proposed, velocity) in [(250.0, 1.0), (1000.0, -1.0), (2244.0, 0.0)] {
            let snap = wheel.snap(proposedOffset: proposed, velocity: velocity)
            let item = wheel.attributes(forItem: snap.index, atOffset: snap.offset)
            #expect(isClose(item.angle, 0, tolerance: 1e-12))
        }
    }

    @Test func snapStaysWithinZeroAndMaxOffset() {
        var proposed = -500.0
        while proposed <= 3000 {
            for velocity in [-1.0, 0.0, 1.0] {
                let snap = wheel.snap(proposedOffset: proposed, velocity: velocity)
                #expect((0...19).contains(snap.index))
                #expect(snap.offset >= 0 && snap.offset <= 2280 + 1e-9)
            }
            proposed += 37
        }
    }

    // MARK: Degenerate wheels: the target is 0

    @Test(arguments: [
        (-50.0, -1.0), (0.0, 0.0), (10.0, 1.0), (200.0, 0.0), (1000.0, 1.0),
    ])
    func noItemsSnapToZero(proposed: Double, velocity: Double) {
        let empty = WheelLayout(itemCount: 0, viewport: Size(width: 380, height: 700))
        #expect(empty.snap(proposedOffset: proposed, velocity: velocity) == SnapResult(offset: 0, index: 0))
    }

    @Test(arguments: [
        (-50.0, -1.0), (0.0, 0.0), (10.0, 1.0), (30.0, 0.0), (1000.0, 1.0),
    ])
    func oneItemSnapsToZero(proposed: Double, velocity: Double) {
        // n ≤ 1, whether or not it scrolls: W = 380 (maxOffset −247) and W = 100 (maxOffset 33).
        let narrow = WheelLayout(itemCount: 1, viewport: Size(width: 380, height: 700))
        let wide = WheelLayout(itemCount: 1, viewport: Size(width: 100, height: 700))
        #expect(narrow.snap(proposedOffset: proposed, velocity: velocity) == SnapResult(offset: 0, index: 0))
        #expect(wide.snap(proposedOffset: proposed, velocity: velocity) == SnapResult(offset: 0, index: 0))
    }

    @Test(arguments: [
        (-50.0, -1.0), (0.0, 0.0), (10.0, 1.0), (100.0, 0.0), (1000.0, 1.0),
    ])
    func contentNarrowerThanTheViewportSnapsToZero(proposed: Double, velocity: Double) {
        // n = 2 in W = 380: maxOffset = 266 − 380 = −114 ≤ 0; n = 2 in W = 266: maxOffset = 0.
        let narrow = WheelLayout(itemCount: 2, viewport: Size(width: 380, height: 700))
        let exact = WheelLayout(itemCount: 2, viewport: Size(width: 266, height: 700))
        #expect(narrow.snap(proposedOffset: proposed, velocity: velocity) == SnapResult(offset: 0, index: 0))
        #expect(exact.snap(proposedOffset: proposed, velocity: velocity) == SnapResult(offset: 0, index: 0))
    }

    @Test(arguments: [
        // n = 2, W = 100: maxOffset = 166, factor = α/166, ratio = proposed/166, target = 166·m.
        (100.0, 0.0, 1),  // round(0.602) = 1
        (100.0, -1.0, 0),  // floor(0.602) = 0
        (50.0, 0.0, 0),  // round(0.301) = 0
        (50.0, 1.0, 1),  // ceil(0.301) = 1
        (83.0, 0.0, 1),  // round(0.5) = 1, half away from zero
        (500.0, 1.0, 1),  // ceil(3.012) = 4 → clamped to 1
        (-50.0, -1.0, 0),  // floor(−0.301) = −1 → clamped to 0
    ])
    func twoItemsThatScroll(proposed: Double, velocity: Double, index: Int) {
        let two = WheelLayout(itemCount: 2, viewport: Size(width: 100, height: 700))
        let snap = two.snap(proposedOffset: proposed, velocity: velocity)
        #expect(snap.index == index)
        #expect(isClose(snap.offset, 166 * Double(index)))
    }
}
