// GET /layout?layout=carousel and GET /snap?layout=carousel on the real server: the query reaches
// the engine as sent (types, settings, defaults), answers equal the engine's, bad values are 400.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing

private let viewport = Size(width: 375, height: 667)

@Test(arguments: CarouselType.allCases)
func everyTypeIsServedAsTheEngineLaysItOut(type: CarouselType) throws {
    try withAPIServer { client throws in
        let response = try client.get("/layout?layout=carousel&type=\(type.rawValue)&count=40&offset=530")
        #expect(response.status == 200)
        let answer = try decode(LayoutResult.self, response)
        let engine = CarouselLayout(
            type: type, itemCount: 40, viewport: viewport, itemSize: CarouselLayout.defaultItemSize, settings: CarouselSettings())
        #expect(answer == engine.layout(atOffset: 530))
        #expect(answer.layout == .carousel)
        #expect(!answer.items.isEmpty)
        // 3D only: no 2D transform, every item at the viewport's centre.
        #expect(answer.items.allSatisfy { $0.transform == nil && $0.center == Point(x: 187.5, y: 333.5) })
    }
}

@Test func everyOptionReachesTheEngine() throws {
    let query =
        "layout=carousel&type=cylinder&count=25&offset=-310.5&width=800&height=600&itemWidth=150&itemHeight=90"
        + "&spacing=1.2&arc=3&radius=420&tilt=0.4&perspective=-0.001&wrap=false&vertical=true&visibleItems=9"
        + "&fadeMin=-2&fadeMax=1.5&fadeRange=2&fadeMinAlpha=0.25&circularCount=14"
    var settings = CarouselSettings()
    settings.spacing = 1.2
    settings.arc = 3
    settings.radius = 420
    settings.tilt = 0.4
    settings.perspective = -0.001
    settings.wrap = false
    settings.vertical = true
    settings.visibleItems = 9
    settings.fadeMin = -2
    settings.fadeMax = 1.5
    settings.fadeRange = 2
    settings.fadeMinAlpha = 0.25
    settings.circularCount = 14
    let engine = CarouselLayout(
        type: .cylinder, itemCount: 25, viewport: Size(width: 800, height: 600), itemSize: Size(width: 150, height: 90),
        settings: settings)
    #expect(try LayoutRequest(query: queryItems(query)) == .carousel(PosedLayout(engine, offset: -310.5, pose: CarouselPose())))
    try withAPIServer { client throws in
        #expect(try decode(LayoutResult.self, try client.get("/layout?\(query)")) == engine.layout(atOffset: -310.5))
    }
}

@Test func theTypeDefaultsToLinearAndTheItemsTo200By200() throws {
    let request = try LayoutRequest(query: queryItems("layout=carousel&count=5"))
    let expected = CarouselLayout(
        type: .linear, itemCount: 5, viewport: viewport, itemSize: Size(width: 200, height: 200), settings: CarouselSettings())
    #expect(request == .carousel(PosedLayout(expected, offset: 0, pose: CarouselPose())))
}

@Test func aMillionItemsAnswerAsManyItemsAsTwenty() throws {
    try withAPIServer { client throws in
        for type in ["rotary", "coverFlow", "linear"] {
            let small = try decode(LayoutResult.self, try client.get("/layout?layout=carousel&type=\(type)&count=40&offset=2000"))
            let large = try decode(
                LayoutResult.self, try client.get("/layout?layout=carousel&type=\(type)&count=1000000&offset=2000"))
            #expect(small.items.count == large.items.count, "\(type)")
            #expect(large.items.count <= 30)
        }
    }
}

@Test(arguments: [
    ("layout=carousel&type=spiral&count=3", "type"), ("layout=carousel&count=3&spacing=0", "spacing"),
    ("layout=carousel&count=3&arc=0", "arc"), ("layout=carousel&count=3&arc=7", "arc"),
    ("layout=carousel&count=3&perspective=2", "perspective"), ("layout=carousel&count=3&wrap=yes", "wrap"),
    ("layout=carousel&count=3&visibleItems=1001", "visibleItems"), ("layout=carousel&count=3&visibleItems=-1", "visibleItems"),
    ("layout=carousel&count=3&fadeRange=0", "fadeRange"), ("layout=carousel&count=3&fadeMinAlpha=1.5", "fadeMinAlpha"),
    ("layout=carousel&count=3&circularCount=0", "circularCount"), ("layout=carousel&count=3&radius=1e7", "radius"),
    ("layout=carousel&count=3&tilt=nan", "tilt"), ("layout=carousel&count=10000001", "count"),
    ("layout=carousel&count=3&vertical=1", "vertical"), ("layout=carousel&count=3&fadeMax=", "fadeMax"),
])
func badCarouselValuesAre400NamingTheParameter(query: String, parameter: String) throws {
    try withAPIServer { client throws in
        let response = try client.get("/layout?\(query)")
        #expect(response.status == 400, "\(query)")
        let problem = try decode(Problem.self, response)
        #expect(problem.parameter == parameter, "\(query): \(problem.detail)")
    }
}

@Test func carouselParametersBelongToTheCarouselOnly() throws {
    try withAPIServer { client throws in
        for (query, parameter) in [
            ("count=3&spacing=1", "spacing"), ("layout=circle&count=3&type=rotary", "type"),
            ("layout=carousel&count=3&cull=false", "cull"), ("layout=carousel&count=3&inset=2", "inset"),
        ] {
            let problem = try decode(Problem.self, try client.get("/layout?\(query)"))
            #expect(problem.type == "urn:pinwheel:problem:unknown-parameter" && problem.parameter == parameter, "\(query)")
        }
        // A negative radius is the carousel's (inside out, as in iCarousel), not the wheel's.
        #expect(try client.get("/layout?layout=carousel&type=rotary&count=3&radius=-50").status == 200)
        #expect(try client.get("/layout?count=3&radius=-50").status == 400)
    }
}

@Test(arguments: [
    ("type=rotary&count=20&offset=450", 0.0), ("type=rotary&count=20&offset=450", 3000.0),
    ("type=coverFlow&count=100&offset=1234", -2500.0), ("type=linear&count=5&offset=900", 5000.0),
    ("type=linear&count=0", 0.0),
])
func carouselSnapIsTheEnginesSnap(query: String, velocity: Double) throws {
    try withAPIServer { client throws in
        let full = "layout=carousel&\(query)&velocity=\(velocity)"
        let response = try client.get("/snap?\(full)")
        #expect(response.status == 200)
        let request = try SnapRequest(query: queryItems(full))
        guard case .carousel(let posed) = request.layout else {
            Issue.record("not a carousel snap")
            return
        }
        #expect(
            try decode(SnapResult.self, response) == posed.layout.snap(proposedOffset: request.proposedOffset, velocity: velocity)
        )
    }
}

@Test(arguments: [
    "layout=carousel&type=rotary&count=1000&offset=999999999&velocity=1000000000",
    "layout=carousel&type=rotary&count=10000000&itemWidth=1000&offset=999999999&velocity=1000000000",
    "layout=carousel&count=10000000&offset=999999999&velocity=1000000000",
    "layout=carousel&count=10000000&offset=-999999999&velocity=-1000000000",
    "count=10000000&offset=999999999&velocity=1",
])
func aSnapRestsWhereLayoutCanShow(query: String) throws {
    // A fling far along a very long wheel or carousel must not rest beyond the offsets /layout
    // takes (±1,000,000,000): /layout at the answer's offset is a 200 showing that item.
    try withAPIServer { client throws in
        let snap = try decode(SnapResult.self, try client.get("/snap?\(query)"))
        #expect(abs(snap.offset) <= 1_000_000_000, "\(snap)")
        let layoutQuery = query.replacingOccurrences(
            of: #"offset=[-0-9.e]+&velocity=[-0-9.e]+"#, with: "offset=\(snap.offset)", options: .regularExpression)
        let layout = try client.get("/layout?\(layoutQuery)")
        #expect(layout.status == 200, "\(layoutQuery)")
        #expect(try decode(LayoutResult.self, layout).items.contains { $0.item == snap.index }, "\(snap)")
    }
}
