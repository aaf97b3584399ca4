// GET /motion, /snap and /hit with layout=slider on the real server: docs/SLIDER.md §7's
// transitions, releases and free mode, rests that agree with /snap, and §6's hit rules.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing
import WireFormat

private let viewport = Size(width: 375, height: 667)

private func motion(_ client: HTTPTestClient, _ query: String) throws -> MotionResult {
    let response = try client.get("/motion?layout=slider&\(query)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    return try decode(MotionResult.self, response)
}

private func snap(_ client: HTTPTestClient, _ query: String) throws -> SnapResult {
    let response = try client.get("/snap?layout=slider&\(query)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    return try decode(SnapResult.self, response)
}

private func hit(_ client: HTTPTestClient, _ query: String, x: Double, y: Double) throws -> HitResult {
    let response = try client.get("/hit?layout=slider&\(query)&x=\(x)&y=\(y)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    return try decode(HitResult.self, response)
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }

@Suite("GET /motion, /snap and /hit with the slider")
struct SliderMotionEndpointTests {
    /// docs/SLIDER.md §7, example 4: a scroll to slide 1 along `ease` in `speed` = 300 ms.
    @Test func aScrollToASlideIsSwipersTransition() throws {
        try withAPIServer { client throws in
            let answer = try motion(client, "count=5&offset=0&item=1")
            // 0.3 s at 60 fps: frames at k/60 for k = 0…17, then at rest at 0.3 s.
            #expect(answer.frames.count == 19 && answer.duration == 0.3)
            #expect(answer.index == 1 && answer.offset == 375)
            // ease at t = 0.05 (τ = 1/6) and t = 0.15 (τ = ½, Y = 0.8024034): 375 · Y.
            #expect(answer.frames[3].time == 0.05 && isClose(answer.frames[3].offset, 82.7527))
            #expect(answer.frames[9].time == 0.15 && isClose(answer.frames[9].offset, 300.9013))
            // Each frame is /layout at its offset, activeIndex included.
            let slider = SliderLayout(slideCount: 5, viewport: viewport, settings: SliderSettings())
            for frame in answer.frames {
                let layout = slider.layout(atOffset: frame.offset)
                #expect(frame.items == layout.elements && frame.activeIndex == layout.activeIndex)
            }
            #expect(answer.frames.first?.activeIndex == 0 && answer.frames.last?.activeIndex == 1)
            // `speed` sets the length.
            #expect(try motion(client, "count=5&offset=0&item=1&speed=600&fps=10").duration == 0.6)
        }
    }

    /// docs/SLIDER.md §7, example 4: a release at 100 is short at 800 points a second
    /// (1000 · 100 ≤ 300 · 800) and moves on; at 200 it is long, below longSwipesRatio, and comes back.
    @Test func aReleaseRestsWhereSnapSays() throws {
        try withAPIServer { client throws in
            #expect(try snap(client, "count=5&offset=100&velocity=800") == SnapResult(offset: 375, index: 1))
            #expect(try snap(client, "count=5&offset=100&velocity=200") == SnapResult(offset: 0, index: 0))
            for velocity in [800, 200, -3000, 0] {
                let query = "count=5&offset=100&velocity=\(velocity)"
                let rest = try snap(client, query)
                let answer = try motion(client, query)
                #expect(SnapResult(offset: answer.offset, index: answer.index ?? -1) == rest, "\(velocity)")
            }
            // shortSwipes=false: a short swipe rests on activeIndex(100) = 0.
            #expect(try snap(client, "count=5&offset=100&velocity=800&shortSwipes=false").index == 0)
        }
    }

    /// docs/SLIDER.md §7, example 5: free mode's momentum past the end, its bounce, and sticky.
    @Test func freeModeCoastsBouncesAndSticks() throws {
        let grid = "slidesPerView=3&spaceBetween=10&count=10&freeMode=true"
        try withAPIServer { client throws in
            // u = 1 point/ms: x1 = 1500 > hi, so x1 = 898.33 + 20 in 418.33 ms, then back in 300 ms.
            let answer = try motion(client, "\(grid)&offset=500&velocity=2000")
            #expect(isClose(answer.duration, 0.71833) && answer.index == 7)
            #expect(answer.offset == 898.3333333333328)
            #expect(answer.frames[12].time == 0.2 && isClose(answer.frames[12].offset, 776.43, 0.005))
            #expect(answer.frames[30].time == 0.5 && isClose(answer.frames[30].offset, 910.17, 0.005))
            #expect(try snap(client, "\(grid)&offset=500&velocity=2000") == SnapResult(offset: answer.offset, index: 7))
            // Sticky: x1 = 600, on to the next snap 641.67 in 2.5 · speed.
            let sticky = try motion(client, "\(grid)&freeModeSticky=true&offset=300&velocity=600")
            #expect(sticky.duration == 0.75 && isClose(sticky.offset, 641.6667) && sticky.index == 5)
            // No momentum: the release rests where it is.
            let still = try motion(client, "\(grid)&freeModeMomentum=false&offset=300&velocity=600")
            #expect(still.frames.count == 1 && still.offset == 300)
        }
    }

    /// Fuzz/regressions/slider-empty-release-index: without slides a release stays, on index 0,
    /// in `/motion` as in `/snap`.
    @Test func anEmptySliderRestsWhereSnapSays() throws {
        try withAPIServer { client throws in
            let query = "effect=cards&count=0&offset=187.5"
            let answer = try motion(client, query)
            #expect(answer.frames.count == 1 && answer.frames[0].items.isEmpty)
            #expect(answer.offset == 187.5 && answer.index == 0)
            #expect(try snap(client, query) == SnapResult(offset: 187.5, index: 0))
        }
    }

    @Test func aLoopMovesOnInTheClientsOffsets() throws {
        try withAPIServer { client throws in
            // Five slides of 375 loop every 1875 points: slide 1 nearest 3900 is the copy at 3750 + 375.
            let answer = try motion(client, "count=5&loop=true&offset=3900&item=1")
            #expect(answer.offset == 4125 && answer.index == 1)
            // A short swipe back from −400 (between the copies of slides 3 and 4 at −750 and −375) rests
            // on slide 3's copy at −750.
            #expect(try snap(client, "count=5&loop=true&offset=-400&velocity=-900") == SnapResult(offset: -750, index: 3))
        }
    }

    @Test func hitsFollowSwipersPointerEvents() throws {
        try withAPIServer { client throws in
            // Cards at rest: card 0 on top at the centre.
            #expect(try hit(client, "effect=cards&count=5", x: 187.5, y: 333.5) == HitResult(item: 0, kind: .slide, section: 0))
            // Slides three to a view: the third slide's box.
            #expect(try hit(client, "slidesPerView=3&count=5&offset=0", x: 300, y: 10).item == 2)
            // Fade mid-way: both slides are drawn, only activeIndex's (slide 1 from 187.5 on) is hit.
            for (offset, item) in [(150.0, 0), (200.0, 1)] {
                #expect(
                    try hit(client, "effect=fade&fadeCrossFade=true&count=5&offset=\(offset)", x: 187.5, y: 333.5).item == item)
            }
            // The cube's shadow is never hit: below the cube there is nothing.
            let below = try hit(client, "effect=cube&count=5&offset=0&height=300", x: 187.5, y: 299)
            #expect(below.kind != .shadow)
            // Nothing beyond the slides.
            #expect(try hit(client, "count=1&offset=0", x: 500, y: 10) == HitResult(nil))
        }
    }

    @Test func aSnapBeyondTheOffsetLimitRestsWithinIt() throws {
        try withAPIServer { client throws in
            // 10,000,000 slides of 375 reach 3.75·10⁹; a release near +10⁹ rests on the last snap within.
            let far = try snap(client, "count=10000000&offset=1000000000&velocity=900")
            #expect(far.offset <= 1_000_000_000 && far.offset == 375 * (1_000_000_000 / 375).rounded(.down))
            #expect(far.index == Int(far.offset / 375))
            // With a loop, the same slide whole periods nearer.
            let looped = try snap(client, "count=7&loop=true&offset=999999999.5&velocity=900")
            #expect(abs(looped.offset) <= 1_000_000_000)
            #expect((looped.offset / 375).rounded().truncatingRemainder(dividingBy: 7) == Double(looped.index))
        }
    }
}
