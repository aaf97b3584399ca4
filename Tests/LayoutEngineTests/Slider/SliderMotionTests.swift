// Tests of the slider's motions (docs/SLIDER.md §5): SLIDER.md §7's examples 4 and 5, releases, free mode, loop.

import LayoutEngine
import Testing

@testable import LayoutEngine

private let phone = Size(width: 375, height: 667)

private func slider(_ count: Int, _ change: (inout SliderSettings) -> Void = { _ in }) -> SliderLayout {
    SliderLayout(slideCount: count, viewport: phone, settings: sliderSettings(change))
}

@Suite("Slider motion")
struct SliderMotionTests {
    @Test func easeIsSolvedToFullPrecision() {
        // ease at τ = ½: σ solves 3(1−σ)²σ·0.25 + 3(1−σ)σ²·0.25 + σ³ = 0.5; Y(σ) = 0.8024034.
        #expect(abs(CubicBezier.ease.progress(atTime: 0.5) - 0.8024034) < 1e-7)
        // X(σ) reproduces τ to the last bit or two.
        for time in stride(from: 0.01, to: 1, by: 0.07) {
            let sigma = CubicBezier.ease.parameter(atTime: time)
            #expect(abs(CubicBezier.curve(sigma, a1: 0.25, a2: 0.25) - time) <= 2 * time.ulp)
        }
    }

    @Test func exampleFourScrollToAnItem() {
        // count = 5, offset 0, item 1: to 375 in 0.3 s along ease; 19 frames at 60 fps (0 … 17/60, then 0.3).
        let motion = slider(5).scroll(fromOffset: 0, toItem: 1)
        #expect(motion.restOffset == 375 && motion.index == 1 && motion.restTime == 0.3)
        let frames = motion.frames(fps: 60)
        #expect(frames.count == 19)
        // t = 0.05 → τ = 1/6 → 82.7527; t = 0.15 → τ = ½ → 375 · 0.8024034 = 300.9013.
        #expect(abs(motion.offset(atTime: 0.05) - 82.7527) < 1e-4)
        #expect(abs(motion.offset(atTime: 0.15) - 300.9013) < 1e-4)
    }

    @Test func exampleFourRelease() {
        // At 100 with v = 800: next; stop 0, group 375, ratio 0.2667; d = 100: 100000 ≤ 300·800 → short → slide 1.
        let layout = slider(5)
        #expect(layout.snap(proposedOffset: 100, velocity: 800) == SnapResult(offset: 375, index: 1))
        // v = 200: 100000 > 60000 → long; ratio < 0.5 → back to 0.
        #expect(layout.snap(proposedOffset: 100, velocity: 200) == SnapResult(offset: 0, index: 0))
        // v = 0 inside: ratio 0.6 > 0.5 → next.
        #expect(layout.snap(proposedOffset: 225, velocity: 0) == SnapResult(offset: 375, index: 1))
        // Past the end (x0 = 1600 > hi = 1500) moving back: next by position; swipe to last: stop 4, group
        // G[4] − G[3] = 375, ratio 0.267, long → stop = 4 → 1500.
        #expect(layout.snap(proposedOffset: 1600, velocity: -100) == SnapResult(offset: 1500, index: 4))
        // Before the start: prev → slide 0.
        #expect(layout.snap(proposedOffset: -80, velocity: 300) == SnapResult(offset: 0, index: 0))
    }

    @Test func exampleFiveFreeMode() {
        // Example 1's grid, free mode: x0 = 500, v = 2000: u = 1, x1 = 1500 > hi = 898.33, b = 20,
        // x1 + hi > b → x1 = 918.33 in 418.33 ms, then 898.33 in 300 ms: T = 0.71833.
        let layout = slider(10) {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
            $0.freeMode.enabled = true
        }
        let motion = layout.release(fromOffset: 500, velocity: 2000)
        let hi = 898.3333333333328
        #expect(motion.restOffset == hi && motion.index == 7)
        #expect(abs(motion.restTime - (0.41833333333333 + 0.3)) < 1e-9)
        #expect(abs(motion.offset(atTime: 0.2) - 776.43) < 0.005)
        #expect(abs(motion.offset(atTime: 0.5) - 910.17) < 0.005)
        // Sticky: x0 = 300, v = 600: u = 0.3, x1 = 600 → first snap above, 641.67 (moving forward);
        // |641.67 − 300| ≥ 2·118.33 → 2.5 · 300 = 750 ms.
        let sticky = slider(10) {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
            $0.freeMode.enabled = true
            $0.freeMode.sticky = true
        }
        let stuck = sticky.release(fromOffset: 300, velocity: 600)
        #expect(abs(stuck.restOffset - 641.6666666666667) < 1e-9)
        #expect(abs(stuck.restTime - 0.75) < 1e-12)
        // No momentum left (|u| < 0.02) with sticky: slideToClosest: a = 2, snap 256.67 (walked:
        // 256.66666666666663); 300 − 256.67 = 43.3 ≤ 64.17 → stays 2.
        #expect(sticky.snap(proposedOffset: 300, velocity: 10) == SnapResult(offset: 256.66666666666663, index: 2))
    }

    @Test func releasesRestOnSnaps() {
        // Every release, over many offsets and velocities, rests on a snap, and its last frame is there.
        let layout = slider(12) {
            $0.slidesPerView = .count(2.5)
            $0.spaceBetween = 8
            $0.slidesPerGroup = 2
        }
        let snaps = Set((0..<layout.grid.snapCount).map(layout.grid.snap))
        for offset in stride(from: -200.0, through: 2000, by: 37) {
            for velocity in [-3000.0, -400, -50, 0, 50, 400, 3000] {
                let motion = layout.release(fromOffset: offset, velocity: velocity)
                #expect(snaps.contains(motion.restOffset))
                #expect(motion.frames().last?.offset == motion.restOffset)
                #expect(layout.snap(proposedOffset: offset, velocity: velocity).offset == motion.restOffset)
            }
        }
    }

    @Test func loopIsPeriodic() {
        // 5 slides of 375: Lp = 1875. /layout at x and x + Lp is the same picture.
        let layout = slider(5) {
            $0.loop = true
            $0.effect = .coverflow
            $0.slidesPerView = .count(2)
            $0.centeredSlides = true
        }
        let period = layout.grid.period
        #expect(period == 5 * 187.5)
        for offset in [-500.0, 0, 100, 800, 937.4] {
            let here = layout.layout(atOffset: offset)
            let there = layout.layout(atOffset: offset + 3 * period)
            #expect(here.items.map(\.item) == there.items.map(\.item))
            #expect(here.activeIndex == there.activeIndex)
            for (a, b) in zip(here.items, there.items) { #expect(isClose(a.frame, b.frame, tolerance: 1e-9)) }
        }
        // Near the seam both ends show: at x = −100 slides 4 and 0 … come back.
        #expect(layout.layout(atOffset: -100).items.map(\.item).contains(4))
        // s = 187.5, snap(0) = 93.75 − 187.5 = −93.75; Lp = 937.5. A scroll to item 0 from 1800 goes to
        // the nearest copy, 2·937.5 − 93.75 = 1781.25 (the next, 2718.75, is farther), index 0.
        let scroll = layout.scroll(fromOffset: 1800, toItem: 0)
        #expect(scroll.index == 0 && scroll.restOffset == 1781.25)
        // Releases rest where the periodic snap grid says and report the item modulo the count.
        let release = layout.release(fromOffset: 1800 + 50, velocity: 500)
        #expect(release.index == 1)
    }
}

@Suite("Slider motion, loop")
struct SliderLoopMotionTests {
    @Test func releasesArePeriodicInTheOffset() {
        // Groups of 2 over 6 slides of 375 (Lp = 2250): a release at x and at x + k·Lp rests k·Lp apart
        // on the same item, far from the first period too.
        let layout = SliderLayout(
            slideCount: 6, viewport: Size(width: 375, height: 667),
            settings: sliderSettings {
                $0.loop = true
                $0.slidesPerGroup = 2
            })
        for offset in [-900.0, 10, 400, 1200, 2000] {
            for velocity in [-900.0, -100, 0, 100, 900] {
                let here = layout.snap(proposedOffset: offset, velocity: velocity)
                for turns in [-3.0, 1, 400_000] {
                    let there = layout.snap(proposedOffset: offset + turns * 2250, velocity: velocity)
                    #expect(there.index == here.index)
                    #expect(abs(there.offset - (here.offset + turns * 2250)) < 1e-6)
                }
                // Snaps are every 750 (two slides): the rest offset is one of them.
                #expect(here.offset.truncatingRemainder(dividingBy: 750) == 0)
            }
        }
        // activeIndex far out: x = 400000·2250 + 375 is slide 1.
        #expect(layout.layout(atOffset: 400_000 * 2250 + 375).activeIndex == 1)
    }
}
