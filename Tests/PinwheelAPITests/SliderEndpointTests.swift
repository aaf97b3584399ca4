// GET /layout?layout=slider on the real server: docs/SLIDER.md §7's coverflow and cards numbers,
// every effect, a size table with slidesPerView=auto, and ten million slides.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing
import WireFormat

private let viewport = Size(width: 375, height: 667)

private func layout(_ client: HTTPTestClient, _ query: String) throws -> LayoutResult {
    let response = try client.get("/layout?layout=slider&\(query)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    #expect(response.header("content-type") == "application/json")
    return try decode(LayoutResult.self, response)
}

/// The engine's answer for `settings`, as `/layout` writes it.
private func expected(count: Int, _ settings: SliderSettings, offset: Double, dragFrom: Double? = nil) -> LayoutResult {
    let slider = SliderLayout(slideCount: count, viewport: viewport, settings: settings)
    let result = slider.layout(atOffset: offset, dragFrom: dragFrom)
    return LayoutResult(layout: .slider, contentSize: result.contentSize, items: result.elements, activeIndex: result.activeIndex)
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

@Suite("GET /layout?layout=slider")
struct SliderEndpointTests {
    /// docs/SLIDER.md §7, example 2.
    @Test func coverflowCentredOnSlideOne() throws {
        try withAPIServer { client throws in
            let answer = try layout(client, "effect=coverflow&slidesPerView=3&centeredSlides=true&count=5&offset=0")
            var settings = SliderSettings()
            settings.effect = .coverflow
            settings.slidesPerView = .count(3)
            settings.centeredSlides = true
            #expect(answer == expected(count: 5, settings, offset: 0))
            #expect(answer.activeIndex == 1 && answer.items.map(\.item) == [0, 1, 2])
            #expect(answer.items.allSatisfy { $0.kind == .slide && $0.section == 0 && $0.transform == nil })
            // s = 375 / 3 = 125; slide 1 is centred: A = C, so M = P(1200), zIndex 1.
            let centre = answer.items[1]
            #expect(centre.progress == 0 && centre.zIndex == 1)
            #expect(
                centre.transform3D
                    == Transform3D(
                        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                        m31: 0, m32: 0, m33: 1, m34: -1 / 1200, m41: 0, m42: 0, m43: 0, m44: 1))
            // Slide 2: m = −1, rotateY(−50) · T(0, 0, −100) seen through the perspective.
            let slide = answer.items[2]
            #expect(slide.frame == Rect(x: 250, y: 0, width: 125, height: 667))
            let rows = slide.transform3D.entries
            let expectedRows = [
                0.722584, 0, 0.766044, -0.000638, 0, 1, 0, 0, -0.699087, 0, 0.642788, -0.000536, -10.416667, 0, -100, 1.083333,
            ]
            #expect(zip(rows, expectedRows).allSatisfy { isClose($0, $1, 5e-7) }, "\(rows)")
            let corner = try #require(slide.drawnCorners(atOffset: 0, axis: nil)?.first)
            #expect(isClose(corner.x, 263.019, 5e-4) && isClose(corner.y, 36.589, 5e-4))
            #expect(slide.zIndex == 0 && slide.progress == -1)
            #expect(slide.shadowBefore == 0 && slide.shadowAfter == 1)
            // Slide 0 mirrors it: m = 1.
            #expect(answer.items[0].shadowBefore == 1 && answer.items[0].shadowAfter == 0)
        }
    }

    /// docs/SLIDER.md §7, example 3: halfway from card 0 to card 1, then the same during a drag.
    @Test func cardsHalfwayAndDragged() throws {
        try withAPIServer { client throws in
            let answer = try layout(client, "effect=cards&count=5&offset=187.5")
            var settings = SliderSettings()
            settings.effect = .cards
            #expect(answer == expected(count: 5, settings, offset: 187.5))
            #expect(answer.items.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 375, height: 667) })
            let (card0, card1, card2) = (answer.items[0], answer.items[1], answer.items[2])
            // p = ±0.5: tx = ∓(8 − 0.5 · 0.75)% · 0.5 of 375 = ∓14.296875, tz = −50.
            #expect(card0.progress == 0.5 && card0.transform3D.m41 == -14.296875 && card0.transform3D.m43 == -50)
            #expect(card0.zIndex == 4 && card0.shadow == 0)
            // roundJS(−0.5) = 0: the incoming card is on top.
            #expect(card1.progress == -0.5 && card1.zIndex == 5)
            let last = [card1.transform3D.m41, card1.transform3D.m42, card1.transform3D.m43, card1.transform3D.m44]
            #expect(zip(last, [14.296875, -13.895833, -50, 1.041667]).allSatisfy { isClose($0, $1, 5e-7) }, "\(last)")
            // rotateZ(1): −cardsPerSlideRotate · p = 1 degree.
            #expect(isClose(card1.transform3D.m12, sin(Double.pi / 180), 1e-12))
            // p = −1.5: tx = (8 − 1.125)% · 1.5 of 375 = 38.671875, tz = −150; shadow (1.5 − 0.5) / 0.5, clamped.
            #expect(card2.transform3D.m41 == 38.671875 && card2.transform3D.m43 == -150)
            #expect(card2.zIndex == 4 && card2.shadow == 1)

            // With dragFrom=0, card 0 moves away from the drag's start: φ = 1, rotateZ(−15), scale 0.75,
            // tx = −(7.625 + 96)% · 0.5 of 375 = −194.296875, ty = −25% · 0.5 of 667 = −83.375.
            let dragged = try layout(client, "effect=cards&count=5&offset=187.5&dragFrom=0")
            #expect(dragged == expected(count: 5, settings, offset: 187.5, dragFrom: 0))
            let moving = dragged.items[0].transform3D
            let angle = -15 * Double.pi / 180
            #expect(isClose(moving.m41, -194.296875, 1e-9) && isClose(moving.m42, -13.895833 - 83.375, 5e-7))
            #expect(isClose(moving.m11, 0.75 * cos(angle), 1e-12) && isClose(moving.m12, 0.75 * sin(angle), 1e-12))
        }
    }

    @Test(arguments: SliderEffect.allCases)
    func everyEffectAnswersItsSlides(effect: SliderEffect) throws {
        try withAPIServer { client throws in
            let response = try client.get("/layout?layout=slider&effect=\(effect.rawValue)&count=8&offset=500")
            #expect(response.status == 200, "\(response.bodyText)")
            let answer = try decode(LayoutResult.self, response)
            var settings = SliderSettings()
            settings.effect = effect
            #expect(answer == expected(count: 8, settings, offset: 500))
            #expect(answer.layout == .slider && answer.activeIndex == 1)
            let slides = answer.items.filter { $0.kind == .slide }
            #expect(!slides.isEmpty && slides.allSatisfy { $0.progress != nil })
            // The cube's shadow comes last, the only element of its kind; every other effect has none.
            #expect(answer.items.filter { $0.kind == .shadow }.count == (effect == .cube ? 1 : 0))
            if effect == .cube { #expect(answer.items.last?.kind == .shadow) }
            // The fast writer's bytes are JSONEncoder's.
            #expect(response.body == JSONBody.encode(answer))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(json["activeIndex"] as? Int == 1)
        }
    }

    @Test func theShadowsAreThoseTheEffectTurnsOn() throws {
        try withAPIServer { client throws in
            func keys(_ query: String) throws -> Set<String> {
                let response = try client.get("/layout?layout=slider&count=5&offset=200&\(query)")
                let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
                let items = try #require(json["items"] as? [[String: Any]])
                return items.filter { $0["kind"] as? String == "slide" }.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
            }
            let edges: Set<String> = ["shadowBefore", "shadowAfter"]
            for effect in ["coverflow", "flip", "cube"] {
                #expect(try keys("effect=\(effect)").isSuperset(of: edges), "\(effect)")
            }
            #expect(try keys("effect=cards").contains("shadow"))
            #expect(try keys("effect=cards&cardsSlideShadows=false").isDisjoint(with: edges.union(["shadow"])))
            #expect(try keys("effect=flip&flipSlideShadows=false").isDisjoint(with: edges))
            #expect(try keys("effect=slide").isDisjoint(with: edges.union(["shadow"])))
            #expect(try keys("effect=creative").isDisjoint(with: ["shadow"]))
            #expect(try keys("effect=creative&creativeNextShadow=true").contains("shadow"))
            // `fields` keeps them like any key.
            let cut = try client.get("/layout?layout=slider&effect=coverflow&count=5&offset=200&fields=progress,shadowAfter")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(cut.body)) as? [String: Any])
            let items = try #require(json["items"] as? [[String: Any]])
            #expect(items.allSatisfy { Set($0.keys) == ["item", "kind", "section", "progress", "shadowAfter"] })
        }
    }

    @Test func everyOptionReachesTheEngine() throws {
        let query =
            "direction=vertical&slidesPerView=2.5&spaceBetween=12&slidesOffsetBefore=20&slidesOffsetAfter=8"
            + "&slidesPerGroup=2&slidesPerGroupSkip=1&centeredSlides=true&centeredSlidesBounds=true&roundLengths=true"
            + "&effect=creative&creativeLimitProgress=2&creativeProgressMultiplier=0.5&creativePerspective=false"
            + "&creativeShadowPerProgress=true&creativePrevTranslate=-120,0,-400&creativePrevRotate=0,0,-90"
            + "&creativePrevScale=0.8&creativePrevOpacity=0.5&creativePrevShadow=true&creativePrevOrigin=left%20bottom"
            + "&creativeNextTranslate=100%2C10%2C0&creativeNextOrigin=25%25%20top&count=30&offset=900&width=320&height=480"
        var settings = SliderSettings()
        settings.direction = .vertical
        settings.slidesPerView = .count(2.5)
        settings.spaceBetween = 12
        settings.slidesOffsetBefore = 20
        settings.slidesOffsetAfter = 8
        settings.slidesPerGroup = 2
        settings.slidesPerGroupSkip = 1
        settings.centeredSlides = true
        settings.centeredSlidesBounds = true
        settings.roundLengths = true
        settings.effect = .creative
        settings.creative.limitProgress = 2
        settings.creative.progressMultiplier = 0.5
        settings.creative.perspective = false
        settings.creative.shadowPerProgress = true
        (settings.creative.prev.translateX, settings.creative.prev.translateZ) = (-120, -400)
        settings.creative.prev.rotateZ = -90
        settings.creative.prev.scale = 0.8
        settings.creative.prev.opacity = 0.5
        settings.creative.prev.shadow = true
        settings.creative.prev.origin = Point(x: 0, y: 1)
        (settings.creative.next.translateX, settings.creative.next.translateY) = (100, 10)
        settings.creative.next.origin = Point(x: 0.25, y: 0)
        let slider = SliderLayout(slideCount: 30, viewport: Size(width: 320, height: 480), settings: settings)
        let engine = slider.layout(atOffset: 900)
        try withAPIServer { client throws in
            let answer = try layout(client, query)
            #expect(
                answer
                    == LayoutResult(
                        layout: .slider, contentSize: engine.contentSize, items: engine.elements, activeIndex: engine.activeIndex)
            )
            #expect(answer.items.count > 1)
        }
    }

    @Test func theOffsetStartsAtTheFirstSnap() throws {
        try withAPIServer { client throws in
            // Centred, 3 per view: snapGrid[0] = 62.5 − 187.5 = −125, where slide 0 is centred.
            let query = "slidesPerView=3&centeredSlides=true&count=5"
            #expect(
                try client.get("/layout?layout=slider&\(query)").body
                    == client.get("/layout?layout=slider&\(query)&offset=-125").body)
            #expect(try layout(client, query).activeIndex == 0)
        }
    }

    @Test func aSizeTableGivesEachSlideItsLength() throws {
        try withAPIServer { client throws in
            let list = "100*3,250,80*4"
            let posted = try client.send(
                method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(list.utf8))
            let id = try #require(
                (try JSONSerialization.jsonObject(with: Data(posted.body)) as? [String: Any])?["id"] as? String)
            for endpoint in [
                "/layout?offset=150", "/motion?item=4", "/snap?offset=150&velocity=300", "/hit?offset=150&x=100&y=300",
            ] {
                let query = "\(endpoint)&layout=slider&slidesPerView=auto&spaceBetween=10&count=8"
                let byList = try client.get("\(query)&sizes=\(list)")
                #expect(byList.status == 200, "\(query): \(byList.bodyText)")
                #expect(try client.get("\(query)&sizes=@\(id)").body == byList.body, "\(query)")
            }
            // P_i = Σ (s + 10): slide 3 (250 long) starts at 330, drawn at 330 − 150.
            let answer = try layout(client, "slidesPerView=auto&spaceBetween=10&count=8&sizes=@\(id)&offset=150")
            let slide3 = try #require(answer.items.first { $0.item == 3 })
            #expect(slide3.frame == Rect(x: 180, y: 0, width: 250, height: 667))
            #expect(answer.contentSize == Size(width: 100 * 3 + 250 + 80 * 4 + 7 * 10, height: 667))
        }
    }

    @Test func tenMillionSlidesCostWhatTwentyDo() throws {
        try withAPIServer { client throws in
            let count = Limits.sliderItems
            #expect(count == 10_000_000)
            // Far along: slides of (375 − 0.875 · 10) / 1.875 = 195.33 points, 10 between, about
            // 4·10⁸ / 205.33 = 1,948,052 slides in, found on the walked grid by a search.
            let query = "slidesPerView=1.875&spaceBetween=10&effect=coverflow&count=\(count)&offset=400000000"
            let answer = try layout(client, query)
            var settings = SliderSettings()
            settings.slidesPerView = .count(1.875)
            settings.spaceBetween = 10
            settings.effect = .coverflow
            #expect(answer == expected(count: count, settings, offset: 400_000_000))
            #expect(!answer.items.isEmpty && answer.items.count < 20)
            let step = (375 - 0.875 * 10) / 1.875 + 10
            #expect(answer.activeIndex.map { abs(Double($0) - 400_000_000 / step) <= 1 } == true)
            for path in ["/snap?velocity=-900", "/motion?velocity=900&fields=zIndex", "/hit?x=187&y=300"] {
                let response = try client.get("\(path)&layout=slider&\(query)")
                #expect(response.status == 200, "\(path): \(response.bodyText)")
            }
            let last = try layout(client, "count=\(count)&loop=true&offset=-1000000000&effect=cube")
            #expect(last.items.count <= 5 && last.items.last?.kind == .shadow)
        }
    }
}

/// The first snap is 0, never −0: JSON has no negative zero (JSON.stringify writes Swiper's −0 as
/// "0"), and a client comparing offsets would see a difference where there is none.
@Test func theSlidersFirstSnapIsZeroNotNegativeZero() throws {
    try withAPIServer { client in
        for velocity in [-200, 0, 200] {
            let snap = try client.get("/slider/snap?count=5&offset=100&velocity=\(velocity)")
            #expect(snap.bodyText == #"{"index":0,"offset":0}"#, "velocity \(velocity)")
        }
        let layout = try client.get("/slider/layout?count=3&offset=0")
        #expect(!layout.bodyText.contains("-0,") && !layout.bodyText.contains("-0}"))
    }
}
