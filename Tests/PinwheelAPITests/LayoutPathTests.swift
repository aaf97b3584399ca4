// Each layout's own paths (`/slider/layout`): the generic endpoint's answers, with the layout named by the path.

import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing

/// One query per endpoint and layout, each with some of the layout's own parameters.
private let queries: [Endpoint: [LayoutName: String]] = [
    .layout: [
        .wheel: "count=20&offset=300&radius=400&rtl=true", .circle: "count=12&offset=-64&inset=20",
        .parallax: "count=4,3,5&offset=640&sizes=120,80*2,300,150*8", .carousel: "type=rotary&count=20&offset=450",
        .slider: "effect=cards&count=5&offset=187.5&fields=progress,zIndex,shadow",
        .masonry: "count=6&columnWidth=110&gutter=5&sizes=80,120*4,60&offset=40", .justified: "count=5&aspectRatios=1.5*5",
        .grid: "count=9&minColumnWidth=100&gap=8&itemHeight=150&rtl=true",
    ],
    .snap: [
        .wheel: "count=20&offset=310&velocity=-2", .carousel: "type=cylinder&count=30&offset=4450&velocity=3000",
        .slider: "effect=coverflow&count=9&offset=400&velocity=-600",
    ],
    .motion: [
        .wheel: "count=20&offset=250&velocity=600&fields=css", .circle: "count=12&velocity=900&rate=fast",
        .parallax: "count=4,3,5&item=2&section=1", .carousel: "type=coverFlow2&count=40&offset=-130&velocity=-2500",
        .slider: "effect=cube&count=6&item=3&speed=200&fields=css,shadowBefore",
        .masonry: "count=30&columnWidth=110&item=20", .justified: "count=30&aspectRatios=1*30&velocity=-900",
        .grid: "count=30&columns=2&item=25&fields=frame",
    ],
    .hit: [
        .wheel: "count=20&offset=300&x=187&y=333", .circle: "count=12&x=187&y=40",
        .parallax: "count=4,3,5&offset=640&x=100&y=95", .carousel: "type=coverFlow&count=20&x=330&y=333.5",
        .slider: "effect=cards&count=5&offset=100&dragFrom=0&x=187&y=333",
        .masonry: "count=6&columnWidth=110&x=120&y=10", .justified: "count=5&aspectRatios=1.5*5&x=500&y=100",
        .grid: "count=9&columns=3&x=300&y=250",
    ],
]

private let pairs = Endpoint.allCases.flatMap { endpoint in endpoint.layouts.map { (endpoint, $0) } }

@Test func everyPairHasAQuery() {
    for (endpoint, layout) in pairs { #expect(queries[endpoint]?[layout] != nil, "\(endpoint.path(for: layout))") }
}

@Test(arguments: pairs)
func aLayoutsPathAnswersWhatTheGenericPathAnswers(endpoint: Endpoint, layout: LayoutName) throws {
    let query = try #require(queries[endpoint]?[layout])
    try withAPIServer { client throws in
        let own = try client.get("\(endpoint.path(for: layout))?\(query)")
        let generic = try client.get("\(endpoint.path)?layout=\(layout.rawValue)&\(query)")
        #expect(own.status == 200, "\(endpoint.path(for: layout)): \(own.bodyText)")
        #expect(own.body == generic.body)
        #expect(own.header("etag") == generic.header("etag"))
        let head = try client.send(method: "HEAD", target: "\(endpoint.path(for: layout))?\(query)")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("etag") == own.header("etag"))
    }
}

@Test(arguments: pairs)
func aLayoutsPathRefusesTheLayoutParameter(endpoint: Endpoint, layout: LayoutName) throws {
    let query = try #require(queries[endpoint]?[layout])
    // Even naming the path's own layout: the path names it.
    let problem = try problem(at: "\(endpoint.path(for: layout))?\(query)&layout=\(layout.rawValue)")
    #expect(problem.type == "urn:pinwheel:problem:unknown-parameter")
    #expect(problem.parameter == "layout")
    #expect(problem.detail == "layout: not a parameter of \(endpoint.path(for: layout)), whose path names the layout")
}

@Test(arguments: [
    ("/slider/layout?count=5&radius=400", "radius"), ("/wheel/layout?count=5&effect=cards", "effect"),
    ("/circle/motion?count=5&item=2", "item"), ("/carousel/snap?count=5&sizes=1,2,3,4,5", "sizes"),
    ("/parallax/hit?count=5&x=1&y=1&type=rotary", "type"), ("/slider/hit?count=5&x=1&y=1&bogus=1", "bogus"),
])
func aLayoutsPathRefusesAnotherLayoutsParameter(target: String, parameter: String) throws {
    let problem = try problem(at: target)
    #expect(problem.type == "urn:pinwheel:problem:unknown-parameter")
    #expect(problem.parameter == parameter)
}

@Test(arguments: ["/foo/layout?count=1", "/circle/snap?count=1", "/parallax/snap?count=1", "/slider/layouts?count=1"])
func anUnknownLayoutPathIs404(target: String) throws {
    try withAPIServer { client throws in
        #expect(try client.get(target).status == 404)
        #expect(try client.send(method: "HEAD", target: target).status == 404)
    }
}

@Test func aLayoutsPathAnswersOnlyGetAndHead() throws {
    try withAPIServer { client throws in
        let response = try client.send(method: "POST", target: "/slider/layout?count=5")
        #expect(response.status == 405)
        #expect(response.header("allow") == "GET, HEAD")
    }
}

/// The problem `target` is answered with, a 400.
private func problem(at target: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Problem {
    var problem: Problem?
    try withAPIServer { client throws in
        let response = try client.get(target)
        #expect(response.status == 400, "\(target): \(response.bodyText)", sourceLocation: sourceLocation)
        problem = try decode(Problem.self, response)
    }
    return try #require(problem)
}
