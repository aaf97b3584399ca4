// The `pinwheel` executable: `layout` and `snap` print what the server answers; `serve` stops cleanly.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Test(arguments: [
    (["--count", "20", "--offset", "300", "--item-width", "133"], "count=20&offset=300&itemWidth=133"),
    (["--count", "12", "--cull", "false", "--radius", "300"], "count=12&cull=false&radius=300"),
    (["--layout", "circle", "--count", "7", "--offset", "-64", "--inset", "10"], "layout=circle&count=7&offset=-64&inset=10"),
    (
        ["--layout", "parallax", "--count", "4,3,5", "--offset", "640", "--sticky-menu", "false", "--header-height", "250"],
        "layout=parallax&count=4,3,5&offset=640&stickyMenu=false&headerHeight=250"
    ),
    (
        [
            "--layout", "carousel", "--type", "coverFlow2", "--count", "50", "--offset", "-130", "--spacing", "0.3",
            "--tilt", "0.8", "--perspective", "-0.001", "--wrap", "true", "--vertical", "true", "--visible-items", "7",
            "--fade-min", "-1", "--fade-max", "2", "--fade-range", "1.5", "--fade-min-alpha", "0.1", "--circular-count", "9",
            "--arc", "3", "--radius", "-40",
        ],
        "layout=carousel&type=coverFlow2&count=50&offset=-130&spacing=0.3&tilt=0.8&perspective=-0.001&wrap=true"
            + "&vertical=true&visibleItems=7&fadeMin=-1&fadeMax=2&fadeRange=1.5&fadeMinAlpha=0.1&circularCount=9&arc=3&radius=-40"
    ),
    (
        ["--layout", "slider", "--effect", "cards", "--count", "5", "--offset", "187.5", "--drag-from", "0"],
        "layout=slider&effect=cards&count=5&offset=187.5&dragFrom=0"
    ),
    (
        [
            "--layout", "slider", "--slides-per-view", "auto", "--sizes", "120,80*3,300", "--space-between", "8",
            "--centered-slides", "true", "--effect", "coverflow", "--coverflow-rotate", "30", "--rtl", "true", "--count", "5",
        ],
        "layout=slider&slidesPerView=auto&sizes=120,80*3,300&spaceBetween=8&centeredSlides=true&effect=coverflow"
            + "&coverflowRotate=30&rtl=true&count=5"
    ),
])
func layoutPrintsTheSameJSONAsTheServer(arguments: [String], query: String) throws {
    let server = try RunningServer()
    let http = try server.client.get("/layout?\(query)")
    #expect(http.status == 200)
    let cli = try runPinwheel(["layout"] + arguments)
    #expect(cli.status == 0)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    _ = server.stop()
}

@Test func snapPrintsTheSameJSONAsTheServer() throws {
    let server = try RunningServer()
    let http = try server.client.get("/snap?count=20&offset=310&velocity=-2")
    let cli = try runPinwheel(["snap", "--count", "20", "--offset", "310", "--velocity", "-2"])
    #expect(cli.status == 0)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    let snap = try JSONDecoder().decode(SnapResult.self, from: Data(cli.stdout))
    #expect(snap.index == 2)  // velocity < 0: floor(310 · 19 / 2285) = floor(2.577…)
    _ = server.stop()
}

@Test func snapPrintsTheCarouselsSnapAsTheServerDoes() throws {
    let server = try RunningServer()
    let http = try server.client.get("/snap?layout=carousel&type=rotary&count=20&offset=450&velocity=3000")
    let cli = try runPinwheel([
        "snap", "--layout", "carousel", "--type", "rotary", "--count", "20", "--offset", "450", "--velocity", "3000",
    ])
    #expect(cli.status == 0)
    #expect(http.status == 200)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    _ = server.stop()
}

@Test func snapPrintsTheSlidersRestAsTheServerDoes() throws {
    let server = try RunningServer()
    let http = try server.client.get("/snap?layout=slider&count=5&offset=100&velocity=800")
    let cli = try runPinwheel(["snap", "--layout", "slider", "--count", "5", "--offset", "100", "--velocity", "800"])
    #expect(cli.status == 0 && http.status == 200)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    // docs/SLIDER.md §7, example 4: a short swipe on to slide 1.
    #expect(try JSONDecoder().decode(SnapResult.self, from: Data(cli.stdout)) == SnapResult(offset: 375, index: 1))
    let refused = try runPinwheel([
        "layout", "--layout", "slider", "--effect", "cards", "--centered-slides", "false", "--count", "5",
    ])
    #expect(refused.status == 1 && refused.stderr.contains("centeredSlides: effect=cards sets centeredSlides to true"))
    _ = server.stop()
}

@Test func aRefusedRequestExitsNonZeroWithTheProblemDetail() throws {
    let output = try runPinwheel(["layout", "--count", "20", "--offset", "abc"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("offset: 'abc' is not a decimal number"))
    let missing = try runPinwheel(["snap"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("count: required"))
}

@Test(arguments: [SIGTERM, SIGINT])
func serveLogsOneLineWhenListeningAndExitsZeroOnSignal(signal: Int32) throws {
    let server = try RunningServer(extraArguments: ["--threads", "2"])
    #expect(server.logLine.contains("listening on http://127.0.0.1:\(server.port)"))
    #expect(server.logLine.split(separator: "\n").count == 1)
    #expect(try server.client.get("/healthz").status == 200)
    let stopped = server.stop(with: signal)
    #expect(stopped?.status == 0)
    #expect(stopped?.log.contains("stopped") == true)
}

@Test func serveRefusesAPortInUse() throws {
    let first = try RunningServer()
    let second = try runPinwheel(["serve", "--port", String(first.port)])
    #expect(second.status != 0)
    #expect(second.stderr.contains("cannot"))
    _ = first.stop()
}

@Test func theFoundationEncoderServesTheSameBytes() throws {
    let fast = try RunningServer()
    let foundation = try RunningServer(extraArguments: ["--encoder", "foundation"])
    #expect(foundation.logLine.contains("foundation encoder"))
    for query in ["count=20&offset=300", "layout=parallax&count=4,3,5&offset=640", "layout=circle&count=9"] {
        #expect(try fast.client.get("/layout?\(query)").body == foundation.client.get("/layout?\(query)").body)
    }
    _ = fast.stop()
    _ = foundation.stop()
    let refused = try runPinwheel(["serve", "--encoder", "simd"])
    #expect(refused.status != 0)
    // ArgumentParser refuses it, naming the values `ResponseEncoder` has.
    #expect(refused.stderr.contains("'simd' is invalid for '--encoder <encoder>'"))
    #expect(refused.stderr.contains("'fast'") && refused.stderr.contains("'foundation'"))
}

@Test(arguments: [
    (["--count", "20", "--offset", "250", "--velocity", "600", "--fps", "30"], "count=20&offset=250&velocity=600&fps=30"),
    (
        ["--count", "12", "--offset", "100", "--item", "7", "--rate", "fast", "--cull", "false"],
        "count=12&offset=100&item=7&rate=fast&cull=false"
    ),
    (
        [
            "--layout", "parallax", "--count", "4,3,5", "--item", "2", "--section", "1", "--rate", "0.995", "--fields",
            "frame,zIndex",
        ],
        "layout=parallax&count=4,3,5&item=2&section=1&rate=0.995&fields=frame,zIndex"
    ),
    (
        [
            "--layout", "carousel", "--type", "coverFlow2", "--count", "40", "--offset", "-130", "--velocity", "-2500",
            "--fields", "css,zIndex,alpha",
        ],
        "layout=carousel&type=coverFlow2&count=40&offset=-130&velocity=-2500&fields=css,zIndex,alpha"
    ),
    (
        [
            "--layout", "slider", "--slides-per-view", "3", "--space-between", "10", "--count", "10", "--free-mode", "true",
            "--offset", "500", "--velocity", "2000", "--fields", "css,zIndex",
        ],
        "layout=slider&slidesPerView=3&spaceBetween=10&count=10&freeMode=true&offset=500&velocity=2000&fields=css,zIndex"
    ),
])
func motionPrintsTheSameJSONAsTheServer(arguments: [String], query: String) throws {
    let server = try RunningServer()
    let http = try server.client.get("/motion?\(query)")
    #expect(http.status == 200)
    let cli = try runPinwheel(["motion"] + arguments)
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    _ = server.stop()
}

@Test(arguments: [
    (
        ["--layout", "carousel", "--type", "coverFlow", "--count", "20", "--x", "330", "--y", "333.5"],
        "layout=carousel&type=coverFlow&count=20&x=330&y=333.5"
    ),
    (
        ["--layout", "carousel", "--type", "coverFlow2", "--count", "20", "--toggle", "-0.5", "--x", "5", "--y", "5"],
        "layout=carousel&type=coverFlow2&count=20&toggle=-0.5&x=5&y=5"
    ),
    (
        ["--layout", "parallax", "--count", "4,3,5", "--offset", "640", "--x", "100", "--y", "95"],
        "layout=parallax&count=4,3,5&offset=640&x=100&y=95"
    ),
    (
        ["--layout", "slider", "--effect", "fade", "--count", "5", "--offset", "150", "--x", "187.5", "--y", "333.5"],
        "layout=slider&effect=fade&count=5&offset=150&x=187.5&y=333.5"
    ),
])
func hitPrintsTheSameJSONAsTheServer(arguments: [String], query: String) throws {
    let server = try RunningServer()
    let http = try server.client.get("/hit?\(query)")
    #expect(http.status == 200)
    let cli = try runPinwheel(["hit"] + arguments)
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    _ = server.stop()
}

@Test func layoutTakesFieldsAndToggle() throws {
    let server = try RunningServer()
    let query = "layout=carousel&type=coverFlow2&count=20&offset=130&toggle=0.5&fields=css,zIndex"
    let http = try server.client.get("/layout?\(query)")
    let cli = try runPinwheel(
        [
            "layout", "--layout", "carousel", "--type", "coverFlow2", "--count", "20", "--offset", "130", "--toggle", "0.5",
            "--fields", "css,zIndex",
        ])
    #expect(cli.status == 0 && http.status == 200)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    _ = server.stop()
}

@Test func aRefusedMotionOrHitExitsNonZeroWithTheProblemDetail() throws {
    let both = try runPinwheel(["motion", "--count", "20", "--velocity", "600", "--item", "3"])
    #expect(both.status == 1 && both.stdout.isEmpty)
    #expect(both.stderr.contains("item: not with velocity"))
    let noPoint = try runPinwheel(["hit", "--count", "20", "--x", "3"])
    #expect(noPoint.status == 1)
    #expect(noPoint.stderr.contains("y: required"))
}

@Test func pagePrintsTheSameJSONAsTheServer() throws {
    let description = Array(
        #"{"sections":[{"query":"layout=slider&count=8&slidesPerView=2.5","height":180,"header":{"height":44,"pinned":true}},{"query":"layout=grid&count=12&minColumnWidth=160&itemHeight=200&gap=8","footer":{"height":30,"pinned":true}}]}"#
            .utf8)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("pinwheel-page-\(UUID()).json")
    try Data(description).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let server = try RunningServer()
    let posted = try server.client.send(
        method: "POST", target: "/pages", headers: ["Content-Type: application/json"], body: description)
    #expect(posted.status == 201)
    let id = try #require(try JSONSerialization.jsonObject(with: Data(posted.body)) as? [String: Any])["id"] as! String
    let http = try server.client.get("/page/layout?page=@\(id)&offset=150&scroll=0:120&fields=frame,zIndex")
    #expect(http.status == 200)
    let cli = try runPinwheel(["page", file.path, "--offset", "150", "--scroll", "0:120", "--fields", "frame,zIndex"])
    #expect(cli.status == 0)
    #expect(String(decoding: cli.stdout, as: UTF8.self) == http.bodyText + "\n")
    let refused = try runPinwheel(["page", file.path, "--scroll", "1:3"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("scroll: section 1 is not a box of this page"))
    _ = server.stop()
}
