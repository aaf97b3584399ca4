// GET /motion on the real server: every layout's release and scroll to an item, frame by frame as
// the engine samples and lays them out; rests that agree with /snap; fields; caching; every 400.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing
import WireFormat

private let viewport = Size(width: 375, height: 667)

/// The answer `/motion` must give for `motion`: its frames at `fps`, each laid out by `layout`.
private func expected(_ motion: Motion, fps: Double = 60, layout: (MotionFrame) -> LayoutResult) -> MotionResult {
    let frames = motion.frames(fps: fps)
    return MotionResult(
        duration: motion.duration(fps: fps),
        frames: frames.map { MotionResult.Frame(items: layout($0).items, offset: $0.offset, time: $0.time, toggle: $0.toggle) },
        index: motion.index, offset: motion.restOffset)
}

private func motion(_ client: HTTPTestClient, _ query: String) throws -> MotionResult {
    let response = try client.get("/motion?\(query)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    #expect(response.header("content-type") == "application/json")
    return try decode(MotionResult.self, response)
}

/// `object` as JSON with sorted keys, to compare two parsed objects.
private func sortedJSON(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
}

/// The answer as plain JSON objects, to see which keys it has.
private func json(_ response: RawResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

@Suite("GET /motion")
struct MotionEndpointTests {
    @Test func aWheelReleaseIsTheEnginesFrameByFrame() throws {
        let wheel = WheelLayout(itemCount: 20, viewport: viewport)
        let release = wheel.release(fromOffset: 250, velocity: 600)
        try withAPIServer { client throws in
            let answer = try motion(client, "count=20&offset=250&velocity=600")
            #expect(answer == expected(release) { wheel.layout(atOffset: $0.offset) })
            // x∞ = 250 + 600/2.002 = 549.70 is 549.70 · 19/2285 = 4.571 items along (n − 1 = 19
            // items over maxOffset = 20 · 133 − 375 = 2285): rounded up, item 5, at 5 · 2285/19 = 601.3.
            #expect(answer.index == 5 && abs(answer.offset - 601.3158) < 1e-4)
            #expect(answer.frames.count == release.frameCount(fps: 60))
            #expect(answer.frames.first?.offset == 250 && answer.frames.first?.time == 0)
            #expect(answer.duration == answer.frames.last?.time)
        }
    }

    @Test func aScrollToAnItemAtAnotherRateAndFrameRate() throws {
        let wheel = WheelLayout(itemCount: 12, viewport: viewport)
        let scroll = wheel.scroll(fromOffset: 100, toItem: 7, rate: .fast)
        let everyItem = WheelLayout(itemCount: 12, viewport: viewport)
        let slower = everyItem.release(fromOffset: 100, velocity: -300, rate: DecelerationRate(rawValue: 0.995)!)
        try withAPIServer { client throws in
            #expect(
                try motion(client, "count=12&offset=100&item=7&rate=fast&fps=30")
                    == expected(scroll, fps: 30) { wheel.layout(atOffset: $0.offset) })
            #expect(
                try motion(client, "count=12&offset=100&velocity=-300&rate=0.995&cull=false")
                    == expected(slower) { everyItem.layout(atOffset: $0.offset, culling: false) })
            // `fast` is 0.99: the same motion as the number.
            #expect(
                try client.get("/motion?count=12&offset=100&item=7&rate=fast").body
                    == client.get("/motion?count=12&offset=100&item=7&rate=0.99").body)
            #expect(
                try client.get("/motion?count=12&offset=100&item=7&rate=fast").body
                    != client.get("/motion?count=12&offset=100&item=7").body)
        }
    }

    @Test func theCircleAndTheParallaxListSpringBackAndCoast() throws {
        let circle = CircleLayout(itemCount: 9, viewport: viewport)
        let stretchy = ParallaxLayout(sectionItemCounts: [4, 3, 5], viewport: viewport)
        try withAPIServer { client throws in
            // A circle pulled down by 64 springs back to 0; a header pulled by 120 likewise.
            #expect(
                try motion(client, "layout=circle&count=9&offset=-64&velocity=200")
                    == expected(circle.release(fromOffset: -64, velocity: 200)) { circle.layout(atOffset: $0.offset) })
            let pulled = try motion(client, "layout=parallax&count=4,3,5&offset=-120")
            #expect(pulled == expected(stretchy.release(fromOffset: -120, velocity: 0)) { stretchy.layout(atOffset: $0.offset) })
            #expect(pulled.offset == 0 && pulled.index == nil)
            let fling = try motion(client, "layout=parallax&count=4,3,5&offset=400&velocity=1500&fps=120")
            #expect(
                fling
                    == expected(stretchy.release(fromOffset: 400, velocity: 1500), fps: 120) {
                        stretchy.layout(atOffset: $0.offset)
                    })
            // Section 1's item 2, as `scrollToItem(at:at: .top)`: its frame's top at the viewport's top.
            let scroll = try #require(stretchy.scroll(fromOffset: 0, toSection: 1, item: 2))
            let answer = try motion(client, "layout=parallax&count=4,3,5&item=2&section=1")
            #expect(answer == expected(scroll) { stretchy.layout(atOffset: $0.offset) })
            #expect(answer.index == 2)
            // A release that rests on no item says so with null, not by leaving `index` out.
            for query in ["layout=circle&count=9&offset=-64", "layout=parallax&count=4,3,5&offset=-120"] {
                let body = try client.get("/motion?\(query)").bodyText
                #expect(body.contains(#""index":null"#), "\(query)")
            }
        }
    }

    @Test func carouselMotionsAreIcarouselsFrameByFrame() throws {
        let rotary = CarouselLayout(type: .rotary, itemCount: 20, viewport: viewport)
        let linear = CarouselLayout(type: .linear, itemCount: 20, viewport: viewport)
        try withAPIServer { client throws in
            #expect(
                try motion(client, "layout=carousel&type=rotary&count=20&offset=450&velocity=3000")
                    == expected(rotary.release(fromOffset: 450, velocity: 3000)) { rotary.layout(atOffset: $0.offset) })
            let scroll = try motion(client, "layout=carousel&count=20&offset=0&item=3&fps=24")
            #expect(scroll == expected(linear.scroll(fromOffset: 0, toItem: 3), fps: 24) { linear.layout(atOffset: $0.offset) })
            // 0.4 s from item 0 to item 3 (600 points): 10/24 > 0.4, so k = 0…9 and the rest at 0.4.
            #expect(scroll.frames.count == 11 && scroll.duration == 0.4 && scroll.offset == 600 && scroll.index == 3)
        }
    }

    @Test func coverFlow2FramesCarryTheirToggle() throws {
        let coverFlow2 = CarouselLayout(type: .coverFlow2, itemCount: 40, viewport: viewport)
        let release = coverFlow2.release(fromOffset: -130, velocity: 2500)
        try withAPIServer { client throws in
            let query = "layout=carousel&type=coverFlow2&count=40&offset=-130&velocity=2500&fps=30"
            let answer = try motion(client, query)
            #expect(answer == expected(release, fps: 30) { coverFlow2.layout(atOffset: $0.offset, toggle: $0.toggle ?? 0) })
            // The toggle moves off 0 while the current item changes, and is back at 0 at the end.
            #expect(answer.frames.allSatisfy { $0.toggle != nil })
            #expect(answer.frames.contains { $0.toggle != 0 })
            #expect(answer.frames.last?.toggle == 0)
            let frames = try #require(try json(try client.get("/motion?\(query)"))["frames"] as? [[String: Any]])
            #expect(frames.allSatisfy { $0["toggle"] != nil })
            // Every other layout's frames have no toggle at all.
            let rotary = try #require(
                try json(try client.get("/motion?layout=carousel&type=rotary&count=20&velocity=3000"))["frames"]
                    as? [[String: Any]])
            #expect(rotary.allSatisfy { Set($0.keys) == ["items", "offset", "time"] })
        }
    }

    @Test func aWrappingCarouselMovesInTheClientsOwnFrame() throws {
        // Rotary wraps: from -30 at -3000/s (15 items a second back) it crosses the seam at 0
        // and goes on below it; the offsets are not taken modulo the 20 · 200 = 4000 points.
        try withAPIServer { client throws in
            let answer = try motion(client, "layout=carousel&type=rotary&count=20&offset=-30&velocity=-3000")
            let offsets = answer.frames.map(\.offset)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 <= $0 })
            #expect(answer.offset < -30 && answer.offset > -4000)
            // 15 items a second coast 5 items: floor(−0.15 − 5) = −6, the item 20 − 6 = 14, at −6 · 200
            // (−30 + (14 − 19.85) · 200 in the engine's sums: within rounding).
            #expect(abs(answer.offset + 1200) < 1e-9 && answer.index == 14)
        }
    }

    @Test(arguments: [
        ("count=20&offset=250&velocity=600", 600.0),
        ("count=20&offset=1200&velocity=-2500", -2500),
        ("count=20&offset=310&velocity=0", 0),
    ])
    func aWheelReleaseRestsWhereSnapPutsItsProjection(query: String, velocity: Double) throws {
        // /snap takes the proposed offset, the projection x∞ = x0 + v0/λ with λ = −1000 · ln 0.998.
        let start = try #require(Double(String(query.split(separator: "&")[1].dropFirst("offset=".count))))
        let projected = start + velocity / (-1000 * log(0.998))
        try withAPIServer { client throws in
            let answer = try motion(client, query)
            let snap = try decode(SnapResult.self, try client.get("/snap?count=20&offset=\(projected)&velocity=\(velocity)"))
            #expect(SnapResult(offset: answer.offset, index: try #require(answer.index)) == snap)
        }
    }

    @Test(arguments: [
        "layout=carousel&type=rotary&count=20&offset=450&velocity=3000",
        "layout=carousel&type=coverFlow&count=100&offset=1234&velocity=-2500",
        "layout=carousel&type=linear&count=5&offset=900&velocity=5000",
        "layout=carousel&type=cylinder&count=30&offset=4450&velocity=3000",
    ])
    func aCarouselReleaseRestsWhereSnapSays(query: String) throws {
        try withAPIServer { client throws in
            let answer = try motion(client, query)
            let snap = try decode(SnapResult.self, try client.get("/snap?\(query)"))
            #expect(SnapResult(offset: answer.offset, index: try #require(answer.index)) == snap)
        }
    }

    @Test func fieldsCutEveryFramesItems() throws {
        try withAPIServer { client throws in
            let query = "layout=carousel&type=rotary&count=20&offset=15&velocity=1200"
            let whole = try json(try client.get("/motion?\(query)"))
            let cut = try json(try client.get("/motion?\(query)&fields=css,zIndex,alpha"))
            let wholeFrames = try #require(whole["frames"] as? [[String: Any]])
            let cutFrames = try #require(cut["frames"] as? [[String: Any]])
            #expect(wholeFrames.count == cutFrames.count && !cutFrames.isEmpty)
            for (full, kept) in zip(wholeFrames, cutFrames) {
                let fullItems = try #require(full["items"] as? [[String: Any]])
                let keptItems = try #require(kept["items"] as? [[String: Any]])
                #expect(fullItems.count == keptItems.count)
                for (fullItem, keptItem) in zip(fullItems, keptItems) {
                    #expect(Set(keptItem.keys) == ["alpha", "css", "item", "kind", "section", "zIndex"])
                    let expectedItem = fullItem.filter { ["alpha", "css", "item", "kind", "section", "zIndex"].contains($0.key) }
                    #expect(try sortedJSON(keptItem) == sortedJSON(expectedItem))
                }
                #expect((full["time"] as? Double) == (kept["time"] as? Double))
            }
        }
    }

    @Test func answersAreCachedAsLayoutsAre() throws {
        try withAPIServer { client throws in
            let first = try client.get("/motion?count=20&offset=250&velocity=600")
            let tag = try #require(first.header("etag"))
            #expect(first.header("cache-control") == "public, max-age=3600")
            #expect(try client.get("/motion?velocity=600&count=20&offset=250").header("etag") == tag)
            let again = try client.send(
                method: "GET", target: "/motion?count=20&offset=250&velocity=600", headers: ["If-None-Match: \(tag)"])
            #expect(again.status == 304 && again.body.isEmpty && again.header("etag") == tag)
            let head = try client.send(method: "HEAD", target: "/motion?count=20&offset=250&velocity=600")
            #expect(head.status == 200 && head.header("etag") == tag)
        }
    }

    @Test(arguments: [
        // Both a release and a scroll.
        ("count=20&velocity=600&item=3", "item", "invalid-parameter"),
        // The carousel decelerates as iCarousel does: no rate.
        ("layout=carousel&count=20&rate=fast", "rate", "unknown-parameter"),
        ("count=20&rate=slow", "rate", "invalid-parameter"), ("count=20&rate=0.89", "rate", "invalid-parameter"),
        ("count=20&rate=1", "rate", "invalid-parameter"),
        ("count=20&fps=0", "fps", "invalid-parameter"), ("count=20&fps=241", "fps", "invalid-parameter"),
        ("count=20&fps=29.97", "fps", "invalid-parameter"),
        // x∞ = 10⁹/λ with λ = −1000 · ln 0.999 = 1.0005, so the target is 10⁹ away:
        // T = ln(10⁹ / 0.5)/λ = 21.4 s, 5,140 frames at 240 fps, over 3,600; 1 fps would fit: fps.
        ("count=10000000&velocity=1000000000&rate=0.999&fps=240", "fps", "too-many-frames"),
        // λ = 10⁻⁴: x∞ = 10¹³ snaps to the last card, at 10⁷ · 133 − 375 = 1.33·10⁹;
        // T = ln(1.33·10⁹ / 0.5)/λ = 217,000 s, too long even at 1 fps: the rate is named.
        ("count=10000000&velocity=1000000000&rate=0.9999999", "rate", "too-many-frames"),
        // 6 or 7 culled cards a frame: 4.6 s at 240 fps is 1,107 frames and 7,671 items, over 5,000.
        ("count=10000000&velocity=10000&fps=240", "fps", "too-many-items"),
        // A circle of 1,000 items pulled by 100 springs back in 1.14 s (c2 = 10 · −100, T2 =
        // 0.2 · ln(4000 / (ℯ · 5)) = 1.137): 69 frames of 1,000 items, over 5,000.
        ("layout=circle&count=1000&offset=-100", "fps", "too-many-items"),
        ("count=20&fields=css,bogus", "fields", "invalid-parameter"),
        ("count=20&fields=css,css", "fields", "invalid-parameter"),
        ("count=20&fields=css,", "fields", "invalid-parameter"),
        // coverFlow2's toggle is the motion's to compute.
        ("layout=carousel&type=coverFlow2&count=20&toggle=0.5", "toggle", "unknown-parameter"),
        ("count=20&item=20", "item", "invalid-parameter"), ("count=0&item=0", "item", "invalid-parameter"),
        ("layout=carousel&count=5&item=5", "item", "invalid-parameter"),
        ("layout=parallax&count=4,3&item=3&section=1", "item", "invalid-parameter"),
        ("layout=parallax&count=4,3&item=0&section=2", "section", "invalid-parameter"),
        ("layout=parallax&count=4,3&section=1", "section", "invalid-parameter"),
        ("count=20&section=0", "section", "unknown-parameter"),
        // Nothing scrolls in the circle.
        ("layout=circle&count=9&item=2", "item", "unknown-parameter"),
        ("count=20&velocity=1e10", "velocity", "invalid-parameter"),
        // 10⁷ cards of 10⁵ points: the last rests at about 10¹², beyond the offsets /layout takes.
        ("count=10000000&itemWidth=100000&item=9999999", "item", "invalid-parameter"),
        // From 999,999,999 at 10⁹/s: x∞ = 1.5·10⁹.
        ("count=10000000&itemWidth=100000&offset=999999999&velocity=1000000000", "velocity", "invalid-parameter"),
    ])
    func refusalsNameTheParameter(query: String, parameter: String, type: String) throws {
        try withAPIServer { client throws in
            let response = try client.get("/motion?\(query)")
            #expect(response.status == 400, "\(query)")
            #expect(response.header("content-type") == "application/problem+json")
            let problem = try decode(Problem.self, response)
            #expect(problem.parameter == parameter, "\(query): \(problem.detail)")
            #expect(problem.type == "urn:pinwheel:problem:\(type)", "\(query): \(problem.detail)")
            #expect(problem.detail.hasPrefix("\(parameter): "))
        }
    }

    @Test func withinTheLimitsIsAnswered() throws {
        try withAPIServer { client throws in
            // A circle at rest: one frame of its 1,000 items.
            #expect(try client.get("/motion?layout=circle&count=1000").status == 200)
            // 3.27 s at 200 fps: 655 frames of 6 or 7 cards, under 5,000 items.
            #expect(try client.get("/motion?count=20&offset=250&velocity=600&fps=200").status == 200)
            #expect(try client.get("/motion?count=20&offset=250&velocity=600&fps=1").status == 200)
        }
    }
}
