// Every class of bad request gets its 4xx with an RFC 9457 problem body naming the parameter.

import Foundation
import HTTPTestClient
import PinwheelAPI
import Testing

/// Sends `target`; expects `status` and a problem body whose detail and `parameter` name `parameter`.
private func expectProblem(
    _ target: String, method: String = "GET", status: Int, parameter: String?, type: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try withAPIServer { client throws in
        let response = try client.send(method: method, target: target)
        #expect(response.status == status, "\(target)", sourceLocation: sourceLocation)
        #expect(response.header("content-type") == "application/problem+json", sourceLocation: sourceLocation)
        let problem = try decode(Problem.self, response)
        #expect(problem.status == status, sourceLocation: sourceLocation)
        #expect(problem.type == type, sourceLocation: sourceLocation)
        #expect(!problem.title.isEmpty, sourceLocation: sourceLocation)
        #expect(problem.parameter == parameter, sourceLocation: sourceLocation)
        if let parameter {
            #expect(problem.detail.hasPrefix("\(parameter): "), "\(problem.detail)", sourceLocation: sourceLocation)
        }
    }
}

private let invalid = "urn:pinwheel:problem:invalid-parameter"

@Test func unknownPathIs404() throws {
    try expectProblem("/layouts?count=1", status: 404, parameter: "path", type: "about:blank")
    try expectProblem("/index.html", status: 404, parameter: "path", type: "about:blank")  // "/" is the demo page
}

@Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
func wrongMethodIs405WithAllow(method: String) throws {
    try expectProblem("/layout?count=1", method: method, status: 405, parameter: "method", type: "about:blank")
    try withAPIServer { client throws in
        #expect(try client.send(method: method, target: "/snap").header("allow") == "GET, HEAD")
    }
}

@Test(arguments: ["/layout", "/layout?offset=3", "/snap", "/layout?layout=parallax", "/layout?layout=circle"])
func missingCountIs400(target: String) throws {
    try expectProblem(target, status: 400, parameter: "count", type: "urn:pinwheel:problem:missing-parameter")
}

@Test(arguments: [
    ("count=abc", "count"), ("count=-1", "count"), ("count=1.5", "count"), ("count=0x10", "count"),
    ("count=1&offset=abc", "offset"), ("count=1&offset=0x1p3", "offset"), ("count=1&offset=1e", "offset"),
    ("count=1&offset=--1", "offset"), ("count=1&offset=1.2.3", "offset"), ("count=1&offset=%20", "offset"),
    ("count=1&width=12px", "width"), ("count=1&cull=yes", "cull"), ("count=1&cull=TRUE", "cull"),
    ("layout=grids&count=1", "layout"), ("layout=parallax&count=1,,2", "count"), ("layout=parallax&count=2,", "count"),
    ("layout=parallax&count=,2", "count"), ("layout=parallax&count=1;2", "count"),
    ("count=1&velocity=fast", "velocity"),
])
func malformedValueIs400(query: String, parameter: String) throws {
    let path = parameter == "velocity" ? "/snap" : "/layout"
    try expectProblem("\(path)?\(query)", status: 400, parameter: parameter, type: invalid)
}

@Test(arguments: [
    ("count=1&offset=inf", "offset"), ("count=1&offset=-infinity", "offset"), ("count=1&offset=nan", "offset"),
    ("count=1&offset=1e999", "offset"), ("count=1&radius=1e400", "radius"), ("count=1&itemWidth=NaN", "itemWidth"),
])
func nonFiniteNumberIs400(query: String, parameter: String) throws {
    try expectProblem("/layout?\(query)", status: 400, parameter: parameter, type: invalid)
}

@Test(arguments: [
    ("count=10000001", "count"), ("count=99999999999999999999", "count"), ("count=1&width=0", "width"),
    ("count=1&itemWidth=0.0009", "itemWidth"), ("count=1&radius=1e-300", "radius"),
    ("count=1&height=-5", "height"), ("count=1&itemWidth=100001", "itemWidth"), ("count=1&radius=0", "radius"),
    ("count=1&offset=1000000001", "offset"), ("layout=circle&count=1001", "count"), ("layout=circle&count=3&inset=-1", "inset"),
    ("layout=parallax&count=1&overlayMaxAlpha=1.5", "overlayMaxAlpha"), ("layout=parallax&count=1&lineSpacing=-3", "lineSpacing"),
    ("layout=parallax&count=1000001", "count"),
])
func outOfRangeIs400(query: String, parameter: String) throws {
    try expectProblem("/layout?\(query)", status: 400, parameter: parameter, type: invalid)
}

@Test func overASectionLimitIs400() throws {
    let sections = Array(repeating: "1", count: 1001).joined(separator: ",")
    try expectProblem("/layout?layout=parallax&count=\(sections)", status: 400, parameter: "count", type: invalid)
}

@Test func emptyOrRepeatedParameterIs400() throws {
    try expectProblem("/layout?count=", status: 400, parameter: "count", type: invalid)
    try expectProblem("/layout?count=1&offset", status: 400, parameter: "offset", type: invalid)
    try expectProblem("/layout?count=1&offset=1&offset=2", status: 400, parameter: "offset", type: invalid)
}

@Test func unknownParameterOrOneOfAnotherLayoutIs400() throws {
    let unknown = "urn:pinwheel:problem:unknown-parameter"
    try expectProblem("/layout?count=1&colour=red", status: 400, parameter: "colour", type: unknown)
    try expectProblem("/layout?layout=circle&count=1&radius=3", status: 400, parameter: "radius", type: unknown)
    try expectProblem("/layout?count=1&inset=3", status: 400, parameter: "inset", type: unknown)
    try expectProblem("/layout?count=1&velocity=3", status: 400, parameter: "velocity", type: unknown)
    try expectProblem("/snap?count=1&headerHeight=3", status: 400, parameter: "headerHeight", type: unknown)
    try expectProblem("/snap?layout=circle&count=1", status: 400, parameter: "layout", type: invalid)
}

@Test func moreItemsThanAResponseMayHoldIs400() throws {
    let tooMany = "urn:pinwheel:problem:too-many-items"
    try expectProblem("/layout?count=1001&cull=false", status: 400, parameter: "count", type: tooMany)
    try expectProblem(
        "/layout?layout=parallax&count=100000&itemHeight=0.1&lineSpacing=0", status: 400, parameter: "itemHeight", type: tooMany)
    try expectProblem("/layout?count=1000000&itemWidth=0.001", status: 400, parameter: "itemWidth", type: tooMany)
    try withAPIServer { client throws in
        #expect(try client.get("/layout?count=1000&cull=false").status == 200)
    }
}

/// A slider that does not loop shows each slide at most once, and the cube its shadow: within the
/// limit, it is not searched for its count. Past it, or looping (a loop's pass may show a slide
/// more than once), it is.
@Test func aSliderPastTheItemLimitIs400() throws {
    let tooMany = "urn:pinwheel:problem:too-many-items"
    let coverflow = "/layout?layout=slider&effect=coverflow"
    try expectProblem("\(coverflow)&count=1001&slidesPerView=1000", status: 400, parameter: "slidesPerView", type: tooMany)
    // 501 slides with the shadow's one: under the limit, yet the loop's pass would show 1,200.
    try expectProblem(
        "\(coverflow)&count=500&slidesPerView=400&loop=true", status: 400, parameter: "slidesPerView", type: tooMany)
    try withAPIServer { client throws in
        let response = try client.get("\(coverflow)&count=999&slidesPerView=999")
        #expect(response.status == 200, "\(response.bodyText)")
    }
}

@Test func anOverlongQueryIs414() throws {
    // By the server's count (each name and value, plus two separators) count=1 is 8 bytes and
    // offset 8 plus its value: a value of queryBytes − 15 is one byte over.
    let long = String(repeating: "9", count: Limits.queryBytes - 15)
    try expectProblem(
        "/layout?count=1&offset=\(long)", status: 414, parameter: "query", type: "urn:pinwheel:problem:query-too-long")
    let many = (0...Limits.queryParameters).map { "p\($0)=1" }.joined(separator: "&")
    try expectProblem("/layout?\(many)", status: 414, parameter: "query", type: "urn:pinwheel:problem:query-too-long")
    let hundreds = Array(repeating: "x=1", count: 400).joined(separator: "&")
    try expectProblem("/layout?\(hundreds)", status: 414, parameter: "query", type: "urn:pinwheel:problem:query-too-long")
}

@Test func oversizedHeadersAre431WithAProblem() throws {
    try withAPIServer { client throws in
        let response = try client.send(
            method: "GET", target: "/healthz", headers: ["X-Big: " + String(repeating: "b", count: 17_000)])
        #expect(response.status == 431)
        #expect(try decode(Problem.self, response).parameter == "headers")
    }
}

@Test func hostileBytesNeverCrashTheServer() throws {
    try withAPIServer { client throws in
        for target in ["/layout?count=%00", "/layout?%ff%fe=1", "/layout?count=1&offset=%E2%88%9E", "/layout?&&&", "/layout?=1"] {
            let response = try client.get(target)
            #expect((400..<500).contains(response.status), "\(target)")
        }
        let garbage = try? client.exchange(Array("\u{1}\u{2} nonsense\r\n\r\n".utf8))
        #expect(garbage.map { (400..<500).contains($0.status) } ?? true)
        #expect(try client.get("/healthz").status == 200)
    }
}
