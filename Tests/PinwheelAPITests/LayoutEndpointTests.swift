// GET /layout and GET /snap on the real server: answers equal the engine's, bytes are stable.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing

@Test(arguments: [
    "count=20&offset=300",
    "count=20&offset=300&cull=false",
    "count=1000000&offset=123456.5",
    "count=0",
    "count=1&width=320&height=480&itemWidth=100&itemHeight=120&radius=250&offset=-40",
    "layout=circle&count=4",
    "layout=circle&count=12&offset=-64&inset=16&itemWidth=60&itemHeight=40",
    "layout=parallax&count=4,3,5&offset=100",
    "layout=parallax&count=4,0,5&offset=-120&stickyMenu=false&maxParallax=30&lineSpacing=0",
    "layout=parallax&count=100000&offset=5000000",
])
func layoutAnswerDecodesIntoTheEngineTypesAndEqualsTheEngine(query: String) throws {
    try withAPIServer { client throws in
        let response = try client.get("/layout?\(query)")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        let decoded = try decode(LayoutResult.self, response)
        let expected = try LayoutRequest(query: queryItems(query)).result()
        #expect(decoded == expected)
    }
}

@Test func theDefaultsAreTheSeedsDefaults() throws {
    try withAPIServer { client throws in
        let wheel = try decode(LayoutResult.self, try client.get("/layout?count=20&offset=300"))
        #expect(wheel == WheelLayout(itemCount: 20, viewport: Size(width: 375, height: 667)).layout(atOffset: 300))
        #expect(wheel.layout == .wheel)
        #expect(wheel.contentSize == Size(width: 2660, height: 667))  // 20 × 133

        let circle = try decode(LayoutResult.self, try client.get("/layout?layout=circle&count=4"))
        #expect(circle == CircleLayout(itemCount: 4, viewport: Size(width: 375, height: 667)).layout(atOffset: 0))

        let parallax = try decode(LayoutResult.self, try client.get("/layout?layout=parallax&count=4,3,5&offset=250"))
        let engine = ParallaxLayout(sectionItemCounts: [4, 3, 5], viewport: Size(width: 375, height: 667))
        #expect(parallax == engine.layout(atOffset: 250))
    }
}

@Test func wheelItemsCarryAngleAndTheParallaxOnesTheirExtras() throws {
    try withAPIServer { client throws in
        let wheel = try client.get("/layout?count=20&offset=300").bodyText
        #expect(wheel.contains(#""angle":"#))
        #expect(wheel.contains(#""anchorPoint":{"x":0.5,"y":3.3901734104046244}"#))  // (173/2 + 500) / 173
        let parallax = try client.get("/layout?layout=parallax&count=2&offset=0").bodyText
        #expect(parallax.contains(#""headerOverlayAlpha":0"#))
        #expect(parallax.contains(#""parallax":{"#))
        #expect(!parallax.contains(#""angle""#))
    }
}

@Test func theSameQueryGivesTheSameBytes() throws {
    try withAPIServer { client throws in
        let first = try client.get("/layout?layout=parallax&count=4,3,5&offset=321.5").body
        let second = try client.get("/layout?offset=321.5&count=4,3,5&layout=parallax").body
        #expect(first == second)
        // Keys are sorted at every level.
        #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"contentSize":{"height":"#))
    }
}

@Test func aMillionWheelItemsAreServedFromTheVisibleRange() throws {
    try withAPIServer { client throws in
        let result = try decode(LayoutResult.self, try client.get("/layout?count=1000000&offset=50000000"))
        #expect(!result.items.isEmpty && result.items.count < 20)
        #expect(result.contentSize.width == 133_000_000)
    }
}

@Test(arguments: [
    ("count=20&offset=310", 1.0),
    ("count=20&offset=310", -1.0),
    ("count=20&offset=310", 0.0),
    ("count=20&offset=100000", 5.0),
    ("count=1&offset=50", 1.0),
    ("count=0", 0.0),
])
func snapAnswersTheEnginesSnap(query: String, velocity: Double) throws {
    try withAPIServer { client throws in
        let response = try client.get("/snap?\(query)&velocity=\(velocity)")
        #expect(response.status == 200)
        let snap = try decode(SnapResult.self, response)
        let expected = try SnapRequest(query: queryItems("\(query)&velocity=\(velocity)")).result()
        #expect(snap == expected)
    }
}

@Test func snapTakesTheLayoutQueryOfTheWheel() throws {
    try withAPIServer { client throws in
        let query = "layout=wheel&count=20&offset=310&cull=true&radius=400"
        #expect(try client.get("/layout?\(query)").status == 200)
        let snap = try decode(SnapResult.self, try client.get("/snap?\(query)&velocity=-3"))
        let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 375, height: 667), radius: 400)
        #expect(snap == wheel.snap(proposedOffset: 310, velocity: -3))
        #expect(snap.index == 2)  // floor(310 · factor / anglePerItem) with factor = 19·anglePerItem / 2285
    }
}

@Test func healthAndTheSpecAreServed() throws {
    try withAPIServer { client throws in
        let health = try client.get("/healthz")
        #expect(health.status == 200)
        #expect(health.bodyText == #"{"status":"ok"}"#)
        let spec = try client.get("/openapi.yaml")
        #expect(spec.status == 200)
        #expect(spec.header("content-type") == "application/yaml")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../openapi.yaml").standardized
        #expect(spec.body == Array(try Data(contentsOf: file)))
    }
}
