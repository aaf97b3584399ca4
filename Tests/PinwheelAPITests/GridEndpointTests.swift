// Masonry, justified rows and the CSS grid on the real server: each endpoint, docs/GRID.md's examples, refusals.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing
import WireFormat

/// `target`'s answer, which must be a 200, decoded.
private func layout(_ client: HTTPTestClient, _ target: String) throws -> LayoutResult {
    let response = try client.get(target)
    #expect(response.status == 200, "\(target): \(response.bodyText)")
    return try decode(LayoutResult.self, response)
}

private func frames(_ result: LayoutResult) -> [Rect] { result.items.map(\.frame) }

@Test func masonryAnswersDocsGridExampleOnItsOwnPathAndTheGenericOne() throws {
    try withAPIServer { client in
        // docs/GRID.md §1.4: 3 columns (1000 / 333.39 = 2.9995: over by 0.17 px, rounded up).
        let query = "count=5&width=1000&height=1000&columnWidth=333.39&sizes=100,200,150,50,120"
        let result = try layout(client, "/masonry/layout?\(query)")
        #expect(result.layout == .masonry)
        #expect(result.contentSize == Size(width: 1000, height: 270))
        #expect(
            frames(result) == [
                Rect(x: 0, y: 0, width: 333.39, height: 100), Rect(x: 333.39, y: 0, width: 333.39, height: 200),
                Rect(x: 666.78, y: 0, width: 333.39, height: 150), Rect(x: 0, y: 100, width: 333.39, height: 50),
                Rect(x: 0, y: 150, width: 333.39, height: 120),
            ])
        #expect(try client.get("/layout?layout=masonry&\(query)").body == client.get("/masonry/layout?\(query)").body)
        // Scrolled by 160 in a 50-point viewport: [160, 210) meets item 1 (0 to 200) and item 4 (150 to 270).
        let window = try layout(
            client, "/masonry/layout?\(query.replacingOccurrences(of: "height=1000", with: "height=50"))&offset=160")
        #expect(window.items.map(\.item) == [1, 4])
    }
}

@Test func justifiedRowsAnswerTheLibrarysFramesAndWidowCount() throws {
    try withAPIServer { client in
        // docs/GRID.md §2.3: rows 1.5,1 at 308; 0.7,1.3 at 385; 2 at 390; the widow 1.2 at 390.
        let query = "count=6&width=800&height=2000&aspectRatios=1.5,1,0.7,1.3,2,1.2"
        let result = try layout(client, "/justified/layout?\(query)")
        #expect(result.widowCount == 1)
        #expect(result.contentSize == Size(width: 800, height: 1523))
        #expect(frames(result).first == Rect(x: 10, y: 10, width: 462, height: 308))
        #expect(frames(result).last == Rect(x: 10, y: 1123, width: 468, height: 390))
        #expect(try client.get("/justified/layout?\(query)").bodyText.hasSuffix(#""layout":"justified","widowCount":1}"#))
        let justify = try layout(client, "/justified/layout?\(query)&widowLayoutStyle=justify")
        #expect(frames(justify).last == Rect(x: 10, y: 1123, width: 780, height: 390))
        let hidden = try layout(client, "/justified/layout?\(query)&showWidows=false")
        #expect(hidden.contentSize.height == 1123)
        #expect(hidden.widowCount == 0)
    }
}

@Test func theGridAnswersChromiumsLayoutUnits() throws {
    try withAPIServer { client in
        // docs/GRID.md §3.4: 4 columns of 7500, 7501, 7501, 7501 sixty-fourths.
        let result = try layout(client, "/grid/layout?count=5&width=500.3&minColumnWidth=100&gap=10.5&sizes=10,20,30,40,50")
        #expect(result.contentSize == Size(width: 500.296875, height: 100.5))
        #expect(frames(result)[1] == Rect(x: 127.6875, y: 0, width: 117.203125, height: 20))
        #expect(frames(result)[4] == Rect(x: 0, y: 50.5, width: 117.1875, height: 50))
        let fixed = try layout(client, "/grid/layout?count=2&width=400.0156249&columns=3&gap=10.0156249&sizes=10.01562499,7")
        #expect(frames(fixed)[1] == Rect(x: 136.671875, y: 0, width: 126.65625, height: 7))
    }
}

@Test func theGridsMoveAndAreHitAsTheParallaxList() throws {
    try withAPIServer { client in
        // 40 rows of 100 in a 667 viewport: the content is 4000 tall; item 39 (row 39, top 3900)
        // rests at the last offset, 4000 − 667.
        let base = "count=40&width=375&columns=1&itemHeight=100"
        let motion = try decode(MotionResult.self, try client.get("/grid/motion?\(base)&item=39"))
        #expect(motion.index == 39)
        #expect(motion.offset == 3333)
        let release = try decode(MotionResult.self, try client.get("/grid/motion?\(base)&velocity=-500"))
        #expect(release.offset == 0)
        #expect(release.frames.allSatisfy { $0.items.allSatisfy { $0.kind == .cell } })
        // At offset 250, the viewport's y 60 is content y 310: item 3.
        let hit = try decode(HitResult.self, try client.get("/grid/hit?\(base)&offset=250&x=10&y=60"))
        #expect(hit.item == 3)
        for layout in ["masonry&columnWidth=100", "justified&aspectRatios=1*40"] {
            let generic = try client.get("/hit?layout=\(layout)&count=40&offset=250&x=10&y=60")
            #expect(generic.status == 200, "\(layout): \(generic.bodyText)")
        }
    }
}

/// Each query and the parameter its problem names (400 unless said).
private let refusals: [(query: String, parameter: String, status: Int)] = [
    ("/masonry/layout?count=3", "columnWidth", 400),
    ("/masonry/layout?count=3&columnWidth=100&gutter=-100", "columnWidth", 400),
    ("/masonry/layout?count=3&columnWidth=0.01&width=100000", "columnWidth", 400),
    ("/masonry/layout?count=3&columnWidth=100&sizes=1,2", "sizes", 400),
    ("/masonry/layout?count=3&columnWidth=100&widths=1,2", "widths", 400),
    ("/masonry/layout?count=3&sizes=1*3&itemHeight=5&columnWidth=100", "itemHeight", 400),
    ("/masonry/layout?count=3&widths=1*3&itemWidth=5", "itemWidth", 400),
    ("/masonry/layout?count=100001&columnWidth=100", "count", 400),
    ("/masonry/layout?count=2000&columnWidth=100&width=100000&height=100000&itemHeight=1", "count", 400),
    ("/masonry/layout?count=3&columnWidth=100&widths=@sha256-" + String(repeating: "0", count: 64), "widths", 404),
    ("/justified/layout?count=3", "aspectRatios", 400),
    ("/justified/layout?count=3&aspectRatios=1,2", "aspectRatios", 400),
    ("/justified/layout?count=3&aspectRatios=1*3&width=20", "width", 400),
    ("/justified/layout?count=3&aspectRatios=1*3&containerPadding=1,2", "containerPadding", 400),
    ("/justified/layout?count=3&aspectRatios=1*3&boxSpacing=-1", "boxSpacing", 400),
    ("/justified/layout?count=3&aspectRatios=1*3&widowLayoutStyle=right", "widowLayoutStyle", 400),
    ("/justified/layout?count=3&aspectRatios=1*3&maxNumRows=0", "maxNumRows", 400),
    ("/justified/layout?count=3&aspectRatios=@sha256-" + String(repeating: "0", count: 64), "aspectRatios", 404),
    ("/grid/layout?count=3", "minColumnWidth", 400),
    ("/grid/layout?count=3&minColumnWidth=10&columns=2", "columns", 400),
    ("/grid/layout?count=3&columns=0", "columns", 400),
    ("/grid/layout?count=3&columns=2&sizes=1,2", "sizes", 400),
    ("/grid/motion?count=3&columns=2&item=3", "item", 400),
    ("/grid/layout?count=3&columns=2&cull=false", "cull", 400),
    ("/snap?layout=masonry&count=3&columnWidth=100", "layout", 400),
]

@Test func everyRefusalIsAProblemNamingItsParameter() throws {
    try withAPIServer { client in
        for (query, parameter, status) in refusals {
            let response = try client.get(query)
            #expect(response.status == status, "\(query): \(response.bodyText)")
            #expect(response.header("content-type") == "application/problem+json", "\(query)")
            let problem = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect(problem?["parameter"] as? String == parameter, "\(query): \(response.bodyText)")
        }
        #expect(try client.get("/masonry/snap?count=3&columnWidth=100").status == 404)
    }
}

/// Too many items is one problem whatever the layout: the grids' window over 1000 items and their
/// items over 100,000 without a size table are `too-many-items`, as the wheel's `cull=false` is.
@Test(arguments: [
    "/masonry/layout?count=100001&columnWidth=100",
    "/masonry/layout?count=2000&columnWidth=100&width=100000&height=100000&itemHeight=1",
    "/grid/layout?count=100001&columns=3",
    "/layout?count=1001&cull=false",
])
func tooManyItemsIsOneProblemForEveryLayout(query: String) throws {
    try withAPIServer { client in
        let response = try client.get(query)
        #expect(response.status == 400)
        let problem = try decode(Problem.self, response)
        #expect(problem.type == "urn:pinwheel:problem:too-many-items", "\(query): \(problem.detail)")
        #expect(problem.parameter == "count")
    }
}
