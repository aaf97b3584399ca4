// Tests of how motions are sampled (MOTION.md §3) and of coverFlow2's toggle frame by frame (MOTION.md §2).

import Foundation
import LayoutEngine
import Testing

private let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700))

@Suite("Motion frames")
struct MotionFrameTests {
    // MARK: The frame-time rule

    @Test func framesUntilRest() {
        // Wheel from 250 at 600/s: T = ln(700)/λ = 3.2723. At 60 fps k/60 < T for k ≤ 196
        // (196/60 = 3.2667, 197/60 = 3.2833): 197 frames, then T: 198.
        let motion = wheel.release(fromOffset: 250, velocity: 600)
        let frames = motion.frames(fps: 60)
        #expect(frames.count == 198)
        #expect(motion.frameCount(fps: 60) == 198)
        for (k, frame) in frames.dropLast().enumerated() {
            #expect(frame.time == Double(k) / 60)
            #expect(frame.offset == motion.offset(atTime: frame.time))
            #expect(frame.toggle == nil)
        }
        #expect(frames.last?.time == motion.restTime)
        #expect(isClose(frames.last?.offset, 600))
        #expect(frames.last?.offset == motion.restOffset)
        #expect(motion.duration(fps: 60) == motion.restTime)
        // At 24 fps: k ≤ 78 (78/24 = 3.25, 79/24 = 3.2917): 79 + 1 = 80.
        #expect(motion.frames(fps: 24).count == 80)
        #expect(motion.frameCount(fps: 24) == 80)
        // The default is 60 fps.
        #expect(motion.frames() == frames)
    }

    @Test(arguments: [(60.0, 25), (30.0, 13), (25.0, 11), (7.0, 4)])
    func restTimeOnAFrameTimeIsNotRepeated(fps: Double, count: Int) {
        // A scroll to an item takes T = 0.4 exactly: 24/60, 12/30, 10/25 are 0.4, so the frames
        // before it are k < 24 (12, 10) and T is the next: 25 (13, 11). At 7 fps 0.4 is between
        // 2/7 and 3/7: k = 0, 1, 2, then T: 4.
        let motion = carousel(.linear).scroll(fromOffset: 0, toItem: 3)
        let frames = motion.frames(fps: fps)
        #expect(frames.count == count)
        #expect(motion.frameCount(fps: fps) == count)
        #expect(frames.last?.time == 0.4)
        #expect(frames.last?.offset == 600)
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            #expect(earlier.time < later.time)
        }
    }

    @Test func noMotionIsOneFrame() {
        // T = 0: one frame, at t 0, at the resting offset.
        let motion = wheel.release(fromOffset: 240, velocity: 0)
        #expect(motion.frames(fps: 60) == [MotionFrame(time: 0, offset: motion.restOffset)])
        #expect(isClose(motion.restOffset, 240))
        #expect(motion.frameCount(fps: 60) == 1)
        #expect(motion.duration(fps: 60) == 0)
        // A jump of no more than ε is at rest at once, at the target.
        let jump = wheel.release(fromOffset: 240.3, velocity: 0).frames()
        #expect(jump.count == 1)
        #expect(jump.first?.time == 0)
        #expect(isClose(jump.first?.offset, 240))
        // coverFlow2 too: the toggle is 0.
        let still = carousel(.coverFlow2).scroll(fromOffset: 100, toItem: 2)
        #expect(still.frames() == [MotionFrame(time: 0, offset: 100, toggle: 0)])
    }

    @Test func onlyCoverFlow2FramesCarryAToggle() {
        #expect(carousel(.coverFlow).scroll(fromOffset: 0, toItem: 2).frames().allSatisfy { $0.toggle == nil })
        #expect(carousel(.coverFlow2).scroll(fromOffset: 0, toItem: 2).frames().allSatisfy { $0.toggle != nil })
        let list = ParallaxLayout(sectionItemCounts: [10], viewport: Size(width: 375, height: 667))
        #expect(list.release(fromOffset: -120, velocity: 0).frames().allSatisfy { $0.toggle == nil })
    }

    // MARK: coverFlow2's toggle

    @Test func toggleAt60FramesASecond() {
        // coverFlow2, 20 items, u = 200·0.25 = 50; from s0 0 to item 2: s(t) = 2·easeInOut(t/0.4),
        // toggleDuration 0.4 (a scroll to an item).
        // round(s) turns 1 when easeInOut ≥ 0.25: p ≥ 0.5^(1/3)/2 = 0.39685, t ≥ 0.15874 → frame 10
        // (t 1/6); and 2 when easeInOut ≥ 0.75: p ≥ 1 − 0.5^(1/3)/2 = 0.60315, t ≥ 0.24126 → frame 15.
        // Each change moves forward: toggle = clamp(previous − current) = −1.
        let motion = carousel(.coverFlow2).scroll(fromOffset: 0, toItem: 2)
        let frames = motion.frames(fps: 60)
        #expect(frames[0...9].allSatisfy { $0.toggle == 0 })
        #expect(frames[10].toggle == -1)
        // Frame 12 (t 0.2): p = (0.2 − 1/6)/0.4 = 1/12, easeInOut = 0.5·(1/6)³ = 1/432: −1 + 1/432.
        #expect(isClose(frames[12].toggle, -1 + 1.0 / 432, tolerance: 1e-12))
        #expect(frames[15].toggle == -1)
        // Rest at 0.4 (frame 24): p = 0.15/0.4 = 0.375, easeInOut = 0.5·0.75³ = 0.2109375.
        #expect(frames[24].time == 0.4)
        #expect(frames[24].offset == 100)
        #expect(isClose(frames[24].toggle, -0.7890625, tolerance: 1e-12))
        // Then frames go on at rest while k/60 < 0.25 + 0.4 = 0.65: k = 25…38, and one at 0.65.
        #expect(frames.count == 40)
        #expect(frames[25...].allSatisfy { $0.offset == 100 })
        #expect(frames[25].time == 25.0 / 60)
        #expect(frames[38].time == 38.0 / 60)
        // Frame 27 (t 0.45): p = 0.5 → −0.5. Frame 30 (t 0.5): p = 0.625, easeInOut = 1 − 0.5·0.75³.
        #expect(isClose(frames[27].toggle, -0.5, tolerance: 1e-12))
        #expect(isClose(frames[30].toggle, -0.2109375, tolerance: 1e-12))
        #expect(isClose(frames[39].time, 0.65, tolerance: 1e-15))
        #expect(frames[39].toggle == 0)
        #expect(motion.frameCount(fps: 60) == 40)
        #expect(isClose(motion.duration(fps: 60), 0.65, tolerance: 1e-15))
    }

    @Test func toggleAt30FramesASecond() {
        // As above at 30 fps: item 1 from frame 5 (t 1/6), item 2 from frame 8 (t 4/15).
        // Rest at 0.4 (frame 12): p = (0.4 − 4/15)/0.4 = 1/3, easeInOut = 0.5·(2/3)³ = 4/27: −23/27.
        // Then k/30 < 4/15 + 0.4 = 2/3: k = 13…19 (20/30 is 2/3 itself, which the sum rounds one
        // unit in the last place above: the same instant, not a frame of its own), and one at 2/3.
        let frames = carousel(.coverFlow2).scroll(fromOffset: 0, toItem: 2).frames(fps: 30)
        #expect(frames[0...4].allSatisfy { $0.toggle == 0 })
        #expect(frames[5].toggle == -1)
        // Frame 6 (t 0.2): p = (1/5 − 1/6)/0.4 = 1/12 as at 60 fps.
        #expect(isClose(frames[6].toggle, -1 + 1.0 / 432, tolerance: 1e-12))
        #expect(frames[8].toggle == -1)
        #expect(frames[12].time == 0.4)
        #expect(isClose(frames[12].toggle, -23.0 / 27, tolerance: 1e-12))
        // Frame 14 (t 7/15): p = 0.2/0.4 = 0.5 → −0.5.
        #expect(isClose(frames[14].toggle, -0.5, tolerance: 1e-12))
        #expect(frames.count == 21)
        #expect(frames[19].time == 19.0 / 30)
        #expect(isClose(frames[20].time, 2.0 / 3, tolerance: 1e-15))
        #expect(frames[20].toggle == 0)
        #expect(frames[20].offset == 100)
    }

    @Test func toggleBackwardAndAcrossTheSeam() {
        // Backward, linear coverFlow2 from item 2 (x0 100) to 0: each change is +1.
        let backward = carousel(.coverFlow2).scroll(fromOffset: 100, toItem: 0).frames(fps: 60)
        #expect(backward[10].toggle == 1)
        #expect(backward.allSatisfy { ($0.toggle ?? -1) >= 0 })
        // Wrapping, from item 19 to item 0 (distance 1, across the seam): 19 → 0 is forward:
        // minScrollDistance(0, 19) = −(0 + 20 − 19) = −1, so the toggle is −1.
        let wrapping = carousel(.coverFlow2) { $0.wrap = true }
        let frames = wrapping.scroll(fromOffset: 19 * 50, toItem: 0).frames(fps: 60)
        // s = 19 + easeInOut(t/0.4) reaches 19.5 at p = 0.5, t 0.2: frame 12.
        #expect(frames[11].toggle == 0)
        #expect(frames[12].toggle == -1)
        #expect(isClose(frames[24].offset, 1000))  // 950 + 1·50, on the far side of the seam
    }

    @Test func releaseToggleDurationFollowsTheVelocity() {
        // coverFlow2, x0 0, v 1000: w = 20 items/s, distance 6.67 → end 7, T1 = 7/10 = 0.7,
        // a = −20/0.7. toggleDuration = 0.2 + 0.2·min(1, 1/20) = 0.21.
        // The last change (to 7) when s = 6.5: t = (20 − √(400 − 4·(10/0.7)·6.5))/(20/0.7) = 0.51292
        // → frame 31 (t 0.51667). At rest (frame 42, t 0.7): p = (0.7 − 0.51667)/0.21 = 0.87302,
        // easeInOut = 1 + 0.5·(2p − 2)³ = 0.99181: toggle −0.00819, so frames go on until
        // 0.51667 + 0.21 = 0.72667: frame 43 (0.71667), then 0.72667.
        let motion = carousel(.coverFlow2).release(fromOffset: 0, velocity: 1000)
        let frames = motion.frames(fps: 60)
        #expect(motion.index == 7)
        #expect(isClose(motion.restTime, 0.7, tolerance: 1e-14))
        #expect(frames[31].toggle == -1)
        // Frame 32: p = (1/60)/0.21 = 0.079365, easeInOut = 0.5·(0.15873)³ = 0.0019996.
        #expect(isClose(frames[32].toggle, -1 + 0.5 * pow(2 / (60 * 0.21), 3), tolerance: 1e-12))
        let restProgress = (0.7 - 31.0 / 60) / 0.21
        #expect(isClose(frames[42].toggle, -1 + easeInOut(restProgress), tolerance: 1e-9))
        #expect(frames.count == 45)
        #expect(frames[43].time == 43.0 / 60)
        #expect(isClose(frames[44].time, 31.0 / 60 + 0.21, tolerance: 1e-15))
        #expect(frames[44].toggle == 0)
        #expect(motion.frameCount(fps: 60) == 45)
    }

    @Test func slowReleaseTogglesForTheLongest() {
        // w = 1.5 (v 75 on u 50) ≤ 2: no coast; toggleDuration = 0.2 + 0.2·min(1, 1/1.5) = 0.3333.
        // From s0 2.4 (x0 120) it scrolls to 2 without changing item: the toggle stays 0.
        let frames = carousel(.coverFlow2).release(fromOffset: 120, velocity: 75).frames(fps: 60)
        #expect(frames.count == 25)
        #expect(frames.allSatisfy { $0.toggle == 0 })
    }
}
