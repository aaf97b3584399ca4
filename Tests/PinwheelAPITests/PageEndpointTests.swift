// Pages on the real server (docs/PAGE.md): posting, reading back, the worked example, refusals.

import Foundation
import HTTPTestClient
@testable import PinwheelAPI
import Testing

/// docs/PAGE.md §5's page: a slider box and a grid, each with a pinned 44-point header.
let workedExamplePage = Array(
    #"{"sections":[{"query":"layout=slider&count=8&slidesPerView=2.5&spaceBetween=12","height":180,"header":{"height":44,"pinned":true},"insets":{"top":8,"left":16,"bottom":16,"right":16}},{"query":"layout=grid&count=6&minColumnWidth=160&itemHeight=200&gap=8","header":{"height":44,"pinned":true}}]}"#
        .utf8)

/// Posts `body` to `/pages`, answering the response.
func postPage(_ client: HTTPTestClient, _ body: [UInt8], path: String = "/pages") throws -> RawResponse {
    try client.send(method: "POST", target: path, headers: ["Content-Type: application/json"], body: body)
}

/// Posts `body` and answers its id, which the server must have taken.
func postedPageID(_ client: HTTPTestClient, _ body: [UInt8]) throws -> String {
    let response = try postPage(client, body)
    try #require(response.status == 201 || response.status == 200, "\(response.bodyText)")
    return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])["id"] as! String
}

/// A JSON answer as a dictionary.
func jsonObject(_ response: RawResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.bodyText)")
}

/// Expects `target` refused with a `400` problem naming `parameter`.
func expectProblem(_ client: HTTPTestClient, _ target: String, naming parameter: String) throws {
    let response = try client.get(target)
    #expect(response.status == 400, "\(target)")
    #expect(try decode(Problem.self, response).parameter == parameter, "\(target): \(response.bodyText)")
}

/// An element's frame as `[x, y, width, height]`.
func frameOf(_ element: [String: Any]) -> [Double] {
    let frame = element["frame"] as! [String: Double]
    return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
}

@Test func aPageIsPostedOnceByTheSHA256OfItsBodyAndReadBack() throws {
    try withAPIServer { client throws in
        let first = try postPage(client, workedExamplePage)
        #expect(first.status == 201)
        let id = "sha256-" + SHA256.hexDigest(workedExamplePage)
        #expect(try jsonObject(first)["id"] as? String == id)
        #expect(try jsonObject(first)["sections"] as? Int == 2)
        #expect(first.header("location") == "/pages/\(id)")
        #expect(try postPage(client, workedExamplePage).status == 200)
        #expect(try postPage(client, workedExamplePage, path: "/pages/\(id)").status == 200)
        let read = try client.get("/pages/\(id)")
        #expect(read.status == 200 && read.body == workedExamplePage)
        #expect(try client.send(method: "HEAD", target: "/pages/\(id)").status == 200)
        let unknown = "sha256-" + String(repeating: "0", count: 64)
        #expect(try client.send(method: "HEAD", target: "/pages/\(unknown)").status == 404)
        let mismatch = try postPage(client, workedExamplePage, path: "/pages/\(unknown)")
        #expect(mismatch.status == 409)
        #expect(try decode(Problem.self, mismatch).parameter == "id")
    }
}

@Test func theWorkedExampleOverHTTP() throws {
    try withAPIServer { client throws in
        let id = try postedPageID(client, workedExamplePage)
        // §5: at Y = 400 only section 1 is on screen; the grid asked at o = 400 − 292 = 108.
        let at400 = try jsonObject(try client.get("/page/layout?page=@\(id)&offset=400"))
        #expect((at400["contentSize"] as! [String: Double]) == ["width": 375, "height": 908])
        let sections = at400["sections"] as! [[String: Any]]
        #expect(sections.count == 1 && sections[0]["section"] as? Int == 1 && sections[0]["offset"] as? Double == 108)
        let items = at400["items"] as! [[String: Any]]
        let cells = items.filter { $0["kind"] as? String == "cell" }
        #expect(cells.count == 6)
        #expect(frameOf(cells[0]) == [0, 292, 183.5, 200])
        let header = try #require(items.last)
        #expect(header["kind"] as? String == "pageHeader" && header["section"] as? Int == 1)
        #expect(frameOf(header) == [0, 400, 375, 44])
        #expect(header["zIndex"] as? Int == 2)
        // At Y = 880 the header is pushed up by its block's end: clamp(880, 248, 864).
        let at880 = try jsonObject(try client.get("/page/layout?page=@\(id)&offset=880&fields=frame"))
        let pushed = (at880["items"] as! [[String: Any]]).last!
        #expect(frameOf(pushed) == [0, 864, 375, 44])
        let hit = try jsonObject(try client.get("/page/hit?page=@\(id)&offset=400&x=20&y=10"))
        #expect(hit["section"] as? Int == 1 && hit["kind"] as? String == "pageHeader" && hit["item"] as? Int == 0)
    }
}

@Test func aPageAnswerIsCacheable() throws {
    try withAPIServer { client throws in
        let id = try postedPageID(client, workedExamplePage)
        let answer = try client.get("/page/layout?page=@\(id)&offset=100")
        let tag = try #require(answer.header("etag"))
        let again = try client.send(
            method: "GET", target: "/page/layout?page=@\(id)&offset=100", headers: ["If-None-Match: \(tag)"])
        #expect(again.status == 304)
        #expect(again.header("content-length") == String(answer.body.count))
    }
}

/// (body, status, parameter): each refusal of a description names the JSON path at fault.
@Test(arguments: [
    (#"not json"#, 400, "body"),
    (#"{"sections":[]}"#, 400, "sections"),
    (#"{"sections":[{"query":"layout=grid&count=6&offset=3"}]}"#, 400, "sections[0].query"),
    (#"{"sections":[{"query":"layout=grid&count=6","height":100}]}"#, 400, "sections[0].height"),
    (#"{"sections":[{"query":"layout=slider&count=6"}]}"#, 400, "sections[0].height"),
    (#"{"sections":[{"query":"layout=grid&count=6","heigth":3}]}"#, 400, "sections[0].heigth"),
    (
        #"{"sections":[{"query":"layout=grid&count=6&columns=2"},{"query":"layout=grid&count=2&columns=2","header":{"height":4,"stretchy":true}}]}"#,
        400, "sections[1].header"
    ),
    (#"{"sections":[{"query":"layout=grid&count=6","header":{"height":-4}}]}"#, 400, "sections[0].header"),
    (#"{"sections":[{"query":"layout=parallax&count=4&stickyMenu=true"}]}"#, 400, "sections[0].query"),
    (#"{"sections":[{"query":"layout=parallax&count=4,3"}]}"#, 400, "sections[0].query"),
    (#"{"sections":[{"query":"layout=grid&count=abc"}]}"#, 400, "sections[0].query"),
    (
        #"{"sections":[{"query":"layout=masonry&count=3&sizes=@sha256-0000000000000000000000000000000000000000000000000000000000000000"}]}"#,
        404, "sections[0].query"
    ),
    (#"{"sections":[{"query":3}]}"#, 400, "sections[0].query"),
    // Past a layout's longest length, 100,000: such blocks would stack to an infinite page.
    (#"{"sections":[{"query":"layout=grid&count=6&columns=2","header":{"height":1e308}}]}"#, 400, "sections[0].header"),
    (#"{"sections":[{"query":"count=6","height":100,"footer":{"height":100000.5}}]}"#, 400, "sections[0].footer"),
    (#"{"sections":[{"query":"layout=grid&count=6&columns=2","insets":{"bottom":1e300}}]}"#, 400, "sections[0].insets"),
])
func aRefusedDescriptionNamesItsPath(body: String, status: Int, parameter: String) throws {
    try withAPIServer { client throws in
        let response = try postPage(client, Array(body.utf8))
        #expect(response.status == status, "\(response.bodyText)")
        #expect(response.header("content-type") == "application/problem+json")
        #expect(try decode(Problem.self, response).parameter == parameter, "\(response.bodyText)")
    }
}

@Test func theOffsetASectionMayNotHoldIsNamed() throws {
    try withAPIServer { client throws in
        let response = try postPage(client, Array(#"{"sections":[{"query":"layout=grid&count=6&offset=3"}]}"#.utf8))
        #expect(try decode(Problem.self, response).detail == "sections[0].query: offset is set by the page")
    }
}

@Test func readsOfAPageNameWhatIsWrong() throws {
    try withAPIServer { client throws in
        let id = try postedPageID(client, workedExamplePage)
        let unknown = try client.get("/page/layout?page=@sha256-\(String(repeating: "1", count: 64))")
        #expect(unknown.status == 404)
        #expect(try decode(Problem.self, unknown).type == "urn:pinwheel:problem:page-unknown")
        #expect(try decode(Problem.self, unknown).parameter == "page")
        for (query, parameter) in [
            ("page=nope", "page"), ("", "page"), ("page=@\(id)&scroll=1:20", "scroll"), ("page=@\(id)&scroll=0:1,0:2", "scroll"),
            ("page=@\(id)&radius=3", "radius"), ("page=@\(id)&width=0", "width"), ("page=@\(id)&width=20", "width"),
        ] {
            try expectProblem(client, "/page/layout?\(query)", naming: parameter)
        }
    }
}

@Test func aPagesMotionFramesAreItsLayoutsAndItsSnapIsTheBoxs() throws {
    try withAPIServer { client throws in
        let id = try postedPageID(client, workedExamplePage)
        let motion = try exactJSON(try client.get("/page/motion?page=@\(id)&offset=100&velocity=900&fields=frame"))
        let frames = motion["frames"]?.elements ?? []
        #expect(frames.count > 2)
        for frame in [frames[1], frames[frames.count / 2], frames[frames.count - 1]] {
            let offset = try #require(frame["offset"]?.number)
            let layout = try exactJSON(try client.get("/page/layout?page=@\(id)&offset=\(offset)&fields=frame"))
            #expect(frame["items"] == layout["items"], "at \(offset)")
        }
        // Section 1's top, 248, is past the largest offset, 908 − 667 = 241: the scroll rests there.
        let toSection = try jsonObject(try client.get("/page/motion?page=@\(id)&section=1&fields=frame"))
        #expect(toSection["offset"] as? Double == 241)
        // The box's snap is its slider's own /snap at its content width, 343, and height, 180.
        let snap = try client.get("/page/snap?page=@\(id)&section=0&velocity=-300&scroll=0:150")
        let own = try client.get(
            "/slider/snap?count=8&slidesPerView=2.5&spaceBetween=12&width=343&height=180&offset=150&velocity=-300")
        #expect(snap.status == 200 && snap.body == own.body)
    }
}

/// A page motion past the ±1,000,000,000 offsets `/page/layout` takes is refused naming what asked
/// for it, as a layout's `/motion` is, not the section whose layout the frame's offset reaches.
@Test func aPageMotionBeyondTheOffsetsNamesWhatAskedForIt() throws {
    // One column of 100,000 cells 100,000 tall: a page 10,000,000,000 tall.
    let tall = Array(#"{"sections":[{"query":"layout=grid&count=100000&columns=1&itemHeight=100000"}]}"#.utf8)
    try withAPIServer { client throws in
        let id = try postedPageID(client, tall)
        for (query, parameter) in [
            ("offset=999999000&velocity=1000000000", "velocity"),
            // Item 99,999's top is 9,999,900,000, far past 1,000,000,000.
            ("offset=999999000&section=0&item=99999", "item"),
        ] {
            try expectProblem(client, "/page/motion?page=@\(id)&\(query)&fields=frame", naming: parameter)
        }
    }
}

/// `rate`'s default, `normal`, is what a client sends when it sends the default (a generated client
/// always does): a slider box, which decelerates its own way, answers it as it answers no `rate`,
/// and refuses any other.
@Test func aBoxThatDeceleratesItsOwnWayTakesTheDefaultRate() throws {
    try withAPIServer { client throws in
        let id = try postedPageID(client, workedExamplePage)
        let motion = "/page/motion?page=@\(id)&section=0&velocity=-900&fields=frame"
        let without = try client.get(motion)
        #expect(without.status == 200, "\(without.bodyText)")
        let normal = try client.get(motion + "&rate=normal")
        #expect(normal.status == 200 && normal.body == without.body, "\(normal.bodyText)")
        try expectProblem(client, motion + "&rate=fast", naming: "rate")
    }
}
