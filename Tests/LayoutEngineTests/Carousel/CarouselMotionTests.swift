// Tests of the carousel's motions (MOTION.md §2): iCarousel's release (coast, bounce, scroll to the item) and scroll to an item.

import Foundation
import LayoutEngine
import Testing

@Suite("Carousel motion")
struct CarouselMotionTests {
    // Linear, 20 items of 200: u = 200, no wrap. Rotary: wraps.

    @Test func releaseCoastsToTheNextBoundary() {
        // x0 450: s0 2.25; v 900: w = 4.5 > 2, distance 1.5 → end = ceil(3.75) = 4.
        // T1 = 1.75 / 2.25 = 0.7778, a = −4.5/T1 = −5.7857; round(4) = 4 = end: no scroll after.
        let motion = carousel(.linear).release(fromOffset: 450, velocity: 900)
        let coastTime = 1.75 / 2.25
        let acceleration = -4.5 / coastTime
        #expect(motion.index == 4)
        #expect(motion.restOffset == 800)
        #expect(isClose(motion.restTime, coastTime, tolerance: 1e-14))
        // s(0.5) = 2.25 + 2.25 + 0.5·a·0.25 = 3.7768 → 450 + 1.5268·200 = 755.36.
        let s = 2.25 + 4.5 * 0.5 + 0.5 * acceleration * 0.25
        #expect(isClose(motion.offset(atTime: 0.5), 450 + (s - 2.25) * 200, tolerance: 1e-12))
        // It leaves at the release velocity and stops: w·u = 900, then w + a·T1 = 0.
        #expect(isClose(motion.velocity(atTime: 0), 900, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: coastTime.nextDown), 0, tolerance: 1e-9))
        #expect(isClose(motion.offset(atTime: coastTime.nextDown), 800, tolerance: 1e-9))
    }

    @Test func slowReleaseScrollsToTheNearestItem() {
        // x0 430: s0 2.15; v 300: w = 1.5 ≤ 2, no coast, end = s0; r = round(2.15) = 2 ≠ end:
        // s(t) = 2.15 − 0.15·easeInOut(t/0.4), T = 0.4. At t 0.1: easeInOut(0.25) = 0.0625,
        // s = 2.140625 → 430 − 0.009375·200 = 428.125.
        let motion = carousel(.linear).release(fromOffset: 430, velocity: 300)
        #expect(motion.index == 2)
        #expect(motion.restOffset == 400)
        #expect(motion.restTime == 0.4)
        #expect(isClose(motion.offset(atTime: 0.1), 428.125, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0), 0, tolerance: 1e-12))
        // Mid-way (p = 0.5) the slope of easeInOut is 3: −0.15·3/0.4 items/s = −1.125 → −225 points/s.
        #expect(isClose(motion.velocity(atTime: 0.2), -225, tolerance: 1e-12))
    }

    @Test func releaseIntoTheBounceComesBack() {
        // x0 3700: s0 18.5; v 20000: w = 100, distance 33.3 → ceil(51.8) = 52, held at n = 20.
        // T1 = 1.5 / 50 = 0.03; then r = round(20) = 20, held at 19: eased from 20 to 19 over 0.4 s.
        let motion = carousel(.linear).release(fromOffset: 3700, velocity: 20000)
        #expect(motion.index == 19)
        #expect(motion.restOffset == 3800)
        #expect(isClose(motion.restTime, 0.43, tolerance: 1e-14))
        // Where the coast meets the scroll: s = 20 (offset 4000) and velocity 0 on both sides.
        #expect(isClose(motion.offset(atTime: 0.03.nextDown), 4000, tolerance: 1e-9))
        #expect(isClose(motion.offset(atTime: 0.03), 4000, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0.03.nextDown), 0, tolerance: 1e-6))
        #expect(isClose(motion.velocity(atTime: 0.03), 0, tolerance: 1e-12))
        // Half-way back (t = 0.23, p = 0.5): s = 20 − 0.5 = 19.5 → 3700 + 1·200 = 3900.
        #expect(isClose(motion.offset(atTime: 0.23), 3900, tolerance: 1e-9))
    }

    @Test func releaseOnAWrappingCarouselGoesOnInTheClientsFrame() {
        // Rotary x0 3920: s0 19.6; v 900: end = ceil(21.1) = 22, T1 = 2.4/2.25 = 1.0667;
        // rests 2.4 items on: 3920 + 480 = 4400, item 22 mod 20 = 2.
        let motion = carousel(.rotary).release(fromOffset: 3920, velocity: 900)
        #expect(motion.index == 2)
        #expect(isClose(motion.restOffset, 4400))
        #expect(isClose(motion.restTime, 2.4 / 2.25, tolerance: 1e-14))
        // Past the seam (s crosses 20) the offset keeps growing: 4000 + …, never 0 + ….
        #expect(motion.offset(atTime: 0.5) > 4000)
        // From the other side of the seam: x0 −80 is s0 19.6 too; at rest round → 20: −80 + 0.4·200 = 0.
        let other = carousel(.rotary).release(fromOffset: -80, velocity: 0)
        #expect(other.index == 0)
        #expect(isClose(other.restOffset, 0))
    }

    static let releaseCases: [CarouselLayout] = [
        carousel(.linear), carousel(.rotary), carousel(.coverFlow), carousel(.coverFlow2),
        carousel(.linear) { $0.wrap = true }, carousel(.rotary) { $0.wrap = false }, verticalCarousel(.cylinder),
        carousel(.timeMachine, count: 3), carousel(.wheel, count: 1), carousel(.linear, count: 1),
    ]

    @Test(arguments: releaseCases)
    func releaseRestsWhereTheSnapSays(layout: CarouselLayout) {
        let velocities = [-30000.0, -5000, -901, -400, -399, -150, 0, 0.5, 250, 401, 900, 2345, 20000]
        for start in stride(from: -450.0, through: 4500, by: 43.5) {
            for velocity in velocities {
                let motion = layout.release(fromOffset: start, velocity: velocity)
                let snap = layout.snap(proposedOffset: start, velocity: velocity)
                #expect(motion.restOffset == snap.offset, "x0 \(start), v \(velocity)")
                #expect(motion.index == snap.index, "x0 \(start), v \(velocity)")
                #expect(motion.offset(atTime: motion.restTime) == snap.offset)
                #expect(motion.frames(fps: 30).last?.offset == snap.offset)
            }
        }
    }

    @Test func releaseWithNoItemsRestsWhereTheSnapSays() {
        let empty = carousel(.linear, count: 0)
        let motion = empty.release(fromOffset: 300, velocity: 900)
        #expect(motion.restTime == 0)
        #expect(motion.restOffset == 0)
        #expect(motion.index == 0)
        #expect(empty.scroll(fromOffset: 300, toItem: 2).index == nil)
        #expect(empty.scroll(fromOffset: 300, toItem: 2).restOffset == 300)
    }

    // MARK: Scroll to an item

    @Test func scrollToAnItem() {
        // x0 430: s0 2.15 to item 7: distance 4.85, target 7, T = 0.4.
        // At t 0.2 (p 0.5): s = 2.15 + 4.85·0.5 = 4.575 → 430 + 2.425·200 = 915; slope 3 → 4.85·3/0.4·200 = 7275.
        let motion = carousel(.linear).scroll(fromOffset: 430, toItem: 7)
        #expect(motion.index == 7)
        #expect(isClose(motion.restOffset, 1400))
        #expect(motion.restTime == 0.4)
        #expect(isClose(motion.offset(atTime: 0.2), 915, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0.2), 7275, tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 0.3), 430 + 4.85 * easeInOut(0.75) * 200, tolerance: 1e-12))
        // It starts and ends at rest.
        #expect(isClose(motion.velocity(atTime: 0), 0, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0.4.nextDown), 0, tolerance: 1e-9))
    }

    @Test func scrollToAnItemTheShortWayRound() {
        // Rotary x0 3800: s0 19 to item 1: direct −18, round the other way min(19, 1) + 20 − 19 = 2
        // (from > to: not negated), |2| < |−18|: target 21, offset 3800 + 400 = 4200.
        let motion = carousel(.rotary).scroll(fromOffset: 3800, toItem: 1)
        #expect(motion.index == 1)
        #expect(isClose(motion.restOffset, 4200))
        // The same from x0 −200 (also s0 19): −200 + 400 = 200.
        #expect(isClose(carousel(.rotary).scroll(fromOffset: -200, toItem: 1).restOffset, 200))
        // Item 10 from s0 0: direct 10, the other way 0 + 20 − 10 = 10 negated → −10: equal, so direct.
        #expect(isClose(carousel(.rotary).scroll(fromOffset: 0, toItem: 10).restOffset, 2000))
        #expect(carousel(.rotary).minScrollDistance(from: 0, to: 10) == 10)
        #expect(carousel(.rotary).minScrollDistance(from: 0, to: 11) == -9)
        #expect(carousel(.linear).minScrollDistance(from: 0, to: 19) == 19)
    }

    @Test func scrollToAnItemHeldWithinTheItems() {
        // No wrap: the end is held within 0…n − 1 (scrollByOffset's clampedOffset).
        let beyond = carousel(.linear).scroll(fromOffset: 0, toItem: 30)
        #expect(beyond.index == 19)
        #expect(beyond.restOffset == 3800)
        #expect(carousel(.linear).scroll(fromOffset: 600, toItem: -3).restOffset == 0)
        // Already there: no time, one frame.
        let there = carousel(.linear).scroll(fromOffset: 1400, toItem: 7)
        #expect(there.restTime == 0)
        #expect(there.frames().count == 1)
    }
}

@Test func aCoverFlow2WithoutItemsGivesItsOneFrameAToggle() {
    let carousel = CarouselLayout(type: .coverFlow2, itemCount: 0, viewport: Size(width: 375, height: 667))
    for motion in [carousel.release(fromOffset: 40, velocity: 900), carousel.scroll(fromOffset: 40, toItem: 3)] {
        #expect(motion.frames().map(\.toggle) == [0])
        #expect(motion.restTime == 0)
    }
    let linear = CarouselLayout(type: .linear, itemCount: 0, viewport: Size(width: 375, height: 667))
    #expect(linear.release(fromOffset: 40, velocity: 900).frames().map(\.toggle) == [nil])
}
