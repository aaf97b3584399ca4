// Tests of the UIKit family's motions (MOTION.md §1): rates, the wheel's release and scroll, the circle's and the parallax list's releases and scroll.

import Foundation
import LayoutEngine
import Testing

/// λ for `normal`: −1000 · ln 0.998 = 2.0020027.
private let lambda = -1000 * log(0.998)
/// ε.
private let epsilon = 0.5

/// 20 default wheel items in 380 × 700: maxOffset 2280, item m rests at 120·m (as in WheelSnapTests).
private let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700))

/// One section of 10 cells in 375 × 667: content height 300 + 70 + 50 + 10·(3 + 200) + 50 = 2500,
/// so hi = 2500 − 667 = 1833.
private let list = ParallaxLayout(sectionItemCounts: [10], viewport: Size(width: 375, height: 667))

private let circle = CircleLayout(itemCount: 6, viewport: Size(width: 375, height: 667))

@Suite("UIKit-family motion")
struct ScrollViewMotionTests {
    // MARK: Rates

    @Test func rates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(isClose(DecelerationRate.normal.decayConstant, 2.0020026706730794, tolerance: 1e-14))  // −1000 ln 0.998
        #expect(isClose(DecelerationRate.fast.decayConstant, 10.050335853501451, tolerance: 1e-14))  // −1000 ln 0.99
        #expect(isClose(DecelerationRate(rawValue: 0.95)?.decayConstant, 51.29329438755058, tolerance: 1e-14))
        // 0.9 ≤ d < 1.
        #expect(DecelerationRate(rawValue: 0.9) != nil)
        #expect(DecelerationRate(rawValue: 0.8999) == nil)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: .nan) == nil)
    }

    @Test func theRateSetsHowFarAWheelCoasts() {
        // x0 250, v0 600. normal: x∞ = 250 + 600/2.002 = 549.70, ratio 4.58 → ceil 5 → 600.
        // fast: x∞ = 250 + 600/10.05 = 309.70, ratio 2.58 → ceil 3 → 360.
        // d = 0.95: x∞ = 250 + 600/51.29 = 261.70, ratio 2.18 → ceil 3 → 360 as well; d = 0.9999:
        // λ = 0.10001, x∞ = 6249.6 → held at item 19 → 2280.
        #expect(wheel.release(fromOffset: 250, velocity: 600).index == 5)
        #expect(wheel.release(fromOffset: 250, velocity: 600, rate: .fast).index == 3)
        #expect(wheel.release(fromOffset: 250, velocity: 600, rate: DecelerationRate(rawValue: 0.95)!).index == 3)
        let slow = wheel.release(fromOffset: 250, velocity: 600, rate: DecelerationRate(rawValue: 0.9999)!)
        #expect(slow.index == 19)
        #expect(isClose(slow.restOffset, 2280))
        // The fast rate's approach: D = 110, T = ln(220)/10.05.
        let fast = wheel.release(fromOffset: 250, velocity: 600, rate: .fast)
        #expect(isClose(fast.restTime, log(220) / (-1000 * log(0.99)), tolerance: 1e-12))
    }

    // MARK: Wheel

    @Test func wheelReleaseReAimsAtTheSnap() {
        // x∞ = 549.70 → item 5 at 600; D = 350; x(t) = 600 − 350·e^(−λt); T = ln(350/0.5)/λ = 3.2723.
        let motion = wheel.release(fromOffset: 250, velocity: 600)
        #expect(motion.index == 5)
        #expect(isClose(motion.restOffset, 600))
        #expect(isClose(motion.restTime, log(700) / lambda, tolerance: 1e-12))
        #expect(motion.offset(atTime: 0) == 250)
        #expect(isClose(motion.offset(atTime: 1), 600 - 350 * exp(-lambda), tolerance: 1e-12))  // 600 − 47.29
        #expect(isClose(motion.velocity(atTime: 0), 350 * lambda, tolerance: 1e-12))  // 700.7
        // At T it is ε short, then rests on the target.
        #expect(isClose(motion.offset(atTime: motion.restTime.nextDown), 599.5, tolerance: 1e-9))
        #expect(motion.offset(atTime: motion.restTime) == 600)
        #expect(motion.velocity(atTime: motion.restTime) == 0)
    }

    @Test(arguments: [-3000.0, -600.0, -1.0, 0.0, 1.0, 240.0, 600.0, 5000.0])
    func wheelReleaseRestsWhereTheSnapSays(velocity: Double) {
        for start in stride(from: -100.0, through: 2400, by: 77) {
            let motion = wheel.release(fromOffset: start, velocity: velocity)
            // ratio = x∞/120 rounded by the velocity's sign, held within 0…19.
            let ratio = (start + velocity / lambda) / 120
            let rounded = velocity > 0 ? ceil(ratio) : velocity < 0 ? floor(ratio) : ratio.rounded()
            let index = Int(min(max(rounded, 0), 19))
            #expect(motion.index == index, "x0 \(start), v0 \(velocity)")
            #expect(isClose(motion.restOffset, 120 * Double(index)))
            let snap = wheel.snap(proposedOffset: start + velocity / lambda, velocity: velocity)
            #expect(motion.restOffset == snap.offset && motion.index == snap.index)
        }
    }

    @Test func wheelAlreadyOnItsTargetDoesNotMove() {
        // x0 240, v0 0: round(2) = 2 → 240, D = 0 → T = 0. D = 0.4 ≤ ε also rests at once.
        let still = wheel.release(fromOffset: 240, velocity: 0)
        #expect(still.restTime == 0)
        #expect(still.restOffset == 240)
        #expect(wheel.release(fromOffset: 240.4, velocity: 0).restTime == 0)
        // D = 0.6: T = ln(1.2)/λ.
        #expect(isClose(wheel.release(fromOffset: 240.6, velocity: 0).restTime, log(1.2) / lambda, tolerance: 1e-12))
    }

    @Test func wheelScrollToAnItem() {
        // Item 7 rests at 840: D = 590 from 250, T = ln(1180)/λ.
        let motion = wheel.scroll(fromOffset: 250, toItem: 7)
        #expect(motion.index == 7)
        #expect(isClose(motion.restOffset, 840))
        #expect(isClose(motion.restTime, log(1180) / lambda, tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 0.5), 840 - 590 * exp(-0.5 * lambda), tolerance: 1e-12))
        // Beyond the last item: held at 19 (2280); before the first: 0.
        #expect(wheel.scroll(fromOffset: 0, toItem: 25).index == 19)
        #expect(isClose(wheel.scroll(fromOffset: 0, toItem: 25).restOffset, 2280))
        #expect(wheel.scroll(fromOffset: 500, toItem: -2).restOffset == 0)
        // A wheel that cannot scroll (2 items in a wide viewport): every item rests at 0.
        let wide = WheelLayout(itemCount: 2, viewport: Size(width: 1000, height: 700))
        #expect(wide.scroll(fromOffset: 0, toItem: 1).restOffset == 0)
        #expect(wide.scroll(fromOffset: 0, toItem: 1).restTime == 0)
        // The fast rate shortens it: T = ln(1180)/10.05.
        #expect(
            isClose(
                wheel.scroll(fromOffset: 250, toItem: 7, rate: .fast).restTime, log(1180) / 10.050335853501451, tolerance: 1e-12))
    }

    // MARK: Parallax list

    @Test func pulledHeaderSpringsBack() {
        // x0 −120 < lo = 0: spring back to 0. c1 = −120, c2 = 0 + 10·(−120) = −1200:
        // x(t) = e^(−10t)·(−120 − 1200t). T1 = ln(240/0.5)/10 = 0.6174; T2 = 0.2·ln(4800/(e·5)) = 1.1734.
        let motion = list.release(fromOffset: -120, velocity: 0)
        #expect(motion.index == nil)
        #expect(motion.restOffset == 0)
        #expect(isClose(motion.restTime, 0.2 * log(4800 / (M_E * 5)), tolerance: 1e-12))
        #expect(motion.offset(atTime: 0) == -120)
        #expect(isClose(motion.offset(atTime: 0.1), exp(-1) * (-120 - 120), tolerance: 1e-12))  // −88.29
        // It starts at rest (c2 − β·c1 = 0) and never passes the edge.
        #expect(isClose(motion.velocity(atTime: 0), 0, tolerance: 1e-12))
        for step in 0...100 {
            #expect(motion.offset(atTime: Double(step) * 0.02) <= 0)
        }
    }

    @Test func headerReleasedWhilePulledDownFurther() {
        // x0 −120, v0 −500: c2 = −500 − 1200 = −1700; T2 = 0.2·ln(6800/(e·5)); T1 as above is shorter.
        let motion = list.release(fromOffset: -120, velocity: -500)
        #expect(isClose(motion.restTime, 0.2 * log(6800 / (M_E * 5)), tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0), -500, tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 0.05), exp(-0.5) * (-120 - 1700 * 0.05), tolerance: 1e-12))
    }

    @Test func freeCoastWithinTheContent() {
        // x0 500, v0 1000: x∞ = 500 + 1000/λ = 999.50 ≤ 1833. T = ln(1000/(λ·0.5))/λ = 3.4499.
        let motion = list.release(fromOffset: 500, velocity: 1000)
        #expect(isClose(motion.restOffset, 500 + 1000 / lambda, tolerance: 1e-14))
        #expect(isClose(motion.restTime, log(1000 / (lambda * epsilon)) / lambda, tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 1), 500 + 1000 * (1 - exp(-lambda)) / lambda, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 1), 1000 * exp(-lambda), tolerance: 1e-12))
        // At T the coast is ε short of x∞.
        #expect(isClose(motion.offset(atTime: motion.restTime.nextDown), motion.restOffset - epsilon, tolerance: 1e-9))
        // Too slow to go ε: v0 = 1 → |v0|/λ = 0.4995 ≤ 0.5, T = 0, rests at x∞.
        let slow = list.release(fromOffset: 500, velocity: 1)
        #expect(slow.restTime == 0)
        #expect(isClose(slow.restOffset, 500 + 1 / lambda, tolerance: 1e-14))
    }

    @Test func coastToTheEndThenSpringBack() {
        // x0 1500, v0 2000: x∞ = 2499.0 > hi 1833 → e = 1833.
        // tc = −ln(1 − λ·333/2000)/λ = 0.20253; vc = 2000 − λ·333 = 1333.33.
        // Spring from (1833, vc): c1 = 0, c2 = vc; T2 = 0.2·ln(4·vc/(e·5)) = 1.19446; T = tc + T2.
        let motion = list.release(fromOffset: 1500, velocity: 2000)
        let reachTime = -log(1 - lambda * 333 / 2000) / lambda
        let reachVelocity = 2000 - lambda * 333
        #expect(motion.restOffset == 1833)
        #expect(isClose(motion.restTime, reachTime + 0.2 * log(4 * reachVelocity / (M_E * 5)), tolerance: 1e-12))
        // Continuity where the phases meet: offset 1833 and velocity vc from both sides.
        #expect(isClose(motion.offset(atTime: reachTime.nextDown), 1833, tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: reachTime), 1833, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: reachTime.nextDown), reachVelocity, tolerance: 1e-9))
        #expect(isClose(motion.velocity(atTime: reachTime), reachVelocity, tolerance: 1e-9))
        // Past the edge the spring carries it: x = 1833 + e^(−10t')·vc·t', t' = 0.1 → 1833 + 49.05.
        #expect(isClose(motion.offset(atTime: reachTime + 0.1), 1833 + exp(-1) * reachVelocity * 0.1, tolerance: 1e-12))
    }

    @Test func coastToTheTopThenSpringBack() {
        // x0 100, v0 −1000: x∞ = 100 − 499.5 < 0 → e = 0. tc = −ln(1 − λ·(−100)/(−1000))/λ
        // = −ln(0.79980)/λ; vc = −1000 + 100λ = −799.80.
        let motion = list.release(fromOffset: 100, velocity: -1000)
        let reachTime = -log(1 - lambda * 100 / 1000) / lambda
        #expect(motion.restOffset == 0)
        #expect(isClose(motion.offset(atTime: reachTime), 0, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: reachTime), -1000 + 100 * lambda, tolerance: 1e-9))
        #expect(isClose(motion.velocity(atTime: reachTime.nextDown), -1000 + 100 * lambda, tolerance: 1e-9))
    }

    @Test func listPulledPastItsEndSpringsBack() {
        // x0 1900 > 1833: c1 = 67, c2 = 670; T1 = ln(268)/10 = 0.5591, T2 = 0.2·ln(2680/(e·5)) = 1.0583.
        let motion = list.release(fromOffset: 1900, velocity: 0)
        #expect(motion.restOffset == 1833)
        #expect(isClose(motion.restTime, 0.2 * log(2680 / (M_E * 5)), tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 0.2), 1833 + exp(-2) * (67 + 670 * 0.2), tolerance: 1e-12))
    }

    @Test func listScrollToACell() {
        // Cell (0, 3): y = 300 + 70 + 50 + 3 + 3·203 = 1032. D = 1032, T = ln(2064)/λ.
        let motion = list.scroll(fromOffset: 0, toSection: 0, item: 3)
        #expect(motion?.index == 3)
        #expect(motion?.restOffset == 1032)
        #expect(isClose(motion?.restTime, log(2064) / lambda, tolerance: 1e-12))
        // Cell (0, 9): y = 2250, clamped to hi = 1833.
        #expect(list.scroll(fromOffset: 0, toSection: 0, item: 9)?.restOffset == 1833)
        // No such cell.
        #expect(list.scroll(fromOffset: 0, toSection: 1, item: 0) == nil)
        #expect(list.scroll(fromOffset: 0, toSection: 0, item: 10) == nil)
        #expect(list.scroll(fromOffset: 0, toSection: 0, item: -1) == nil)
        // A list shorter than its viewport: hi = 0, every cell rests at 0.
        let short = ParallaxLayout(sectionItemCounts: [1], viewport: Size(width: 375, height: 1000))
        #expect(short.maxRestingOffset == 0)  // 300 + 70 + 50 + 203 + 50 = 673 < 1000
        #expect(short.scroll(fromOffset: 0, toSection: 0, item: 0)?.restTime == 0)
    }

    // MARK: Circle

    @Test func circleUnderANavigationBarSpringsBack() {
        // x0 −64: c1 = −64, c2 = −640; T1 = ln(256)/10 = 0.5545, T2 = 0.2·ln(2560/(e·5)) = 1.0491.
        let motion = circle.release(fromOffset: -64, velocity: 0)
        #expect(motion.restOffset == 0)
        #expect(motion.index == nil)
        #expect(isClose(motion.restTime, 0.2 * log(2560 / (M_E * 5)), tolerance: 1e-12))
    }

    @Test func circleFlungAtRestSpringsBackFromZero() {
        // x0 0, v0 300: x∞ = 149.85 > hi = 0 → e = 0, tc = −ln(1 − 0)/λ = 0, vc = 300;
        // x(t) = 300·t·e^(−10t), its peak at t = 0.1: 30/e = 11.04. T = 0.2·ln(1200/(e·5)) = 0.8961.
        let motion = circle.release(fromOffset: 0, velocity: 300)
        #expect(isClose(motion.restTime, 0.2 * log(1200 / (M_E * 5)), tolerance: 1e-12))
        #expect(isClose(motion.offset(atTime: 0.1), 30 / M_E, tolerance: 1e-12))
        #expect(isClose(motion.velocity(atTime: 0), 300, tolerance: 1e-12))
        // Not moving at all: a free coast of no time.
        let still = circle.release(fromOffset: 0, velocity: 0)
        #expect(still.restTime == 0)
        #expect(still.restOffset == 0)
        #expect(still.frames().count == 1)
    }
}
