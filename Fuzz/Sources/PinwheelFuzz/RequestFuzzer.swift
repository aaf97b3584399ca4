// The fuzz target: bytes → a request as libmicrohttpd would hand it over → the whole route
// table (`PinwheelRoutes.router()`), then every answer checked. Any broken invariant is a
// `fatalError`, which libFuzzer reports as a crash with the input that caused it.

import Foundation
import HTTPTypes
import LayoutEngine
import HTTPCore
@testable import PinwheelAPI
@testable import WireFormat

/// The router's size tables, also handed to every request the checks build themselves, so that
/// `sizes=@id` names the same tables there.
let sizeTables = SizeTableStore(memoryLimit: Limits.sizeTablesMemory)
let router = PinwheelRoutes.router(sizeTables: sizeTables)
/// `PINWHEEL_FUZZ_TRACE=1`: print each request and its answer (to see what an input does).
let tracing = ProcessInfo.processInfo.environment["PINWHEEL_FUZZ_TRACE"] != nil

/// One input: libFuzzer's `LLVMFuzzerTestOneInput`, which `main.swift` hands to its driver.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    if let path = input.path {
        check(input.request(path: path))
    } else {
        let layout = check(input.request(path: "/layout"))
        let snap = check(input.request(path: "/snap"))
        checkTogether(layout: layout, snap: snap, input)
        let motion = check(input.request(path: "/motion"))
        checkTogether(layout: layout, motion: motion, input)
        check(input.request(path: "/hit"))
        check(input.request(path: StylesheetRoutes.path))
    }
    return 0
}

// MARK: One request

/// Routes `request` and checks the answer against what the API promises for its path and method.
@discardableResult
func check(_ request: Request) -> Response {
    let response = router.respond(to: request)
    let code = response.status.code
    if tracing { print(describe(request, response)) }
    expect((200...499).contains(code), "status \(code): never 1xx, 5xx or beyond", request, response)
    expect(response.headerFields[.eTag] == nil, "an ETag among the header fields, not the entity tag", request, response)
    // `/sizes/` alone names no table: it is an unknown path, as below.
    if request.path == "/sizes" || (request.path.hasPrefix("/sizes/") && request.path.count > "/sizes/".count) {
        checkSizeTable(response, request)
        return response
    }
    if webModulePaths.contains(request.path) {
        checkWebModuleFile(response, request)
        return response
    }
    if request.path == "/pages" || request.path.hasPrefix("/pages/") || request.path.hasPrefix("/page/") {
        checkPage(response, request)
        return response
    }
    if checkFirstFrame(request, response, respond: check, fail: { fail($0, request, response) }) { return response }
    let isLayoutPath = layoutPaths[request.path] != nil
    let demoScript = DemoPage.scripts.first { $0.path == request.path }
    let isKnownPath = ["/layout", "/snap", "/motion", "/hit", "/healthz", "/openapi.yaml", "/"].contains(request.path)
    guard isLayoutPath || demoScript != nil || isKnownPath else {
        expect(code == 404, "unknown path answered \(code), not 404", request, response)
        checkProblem(response, request, parameterRequired: false)
        return response
    }
    guard request.method == .get || request.method == .head else {
        expect(code == 405, "method \(request.method) answered \(code), not 405", request, response)
        expect(response.headerFields[.allow] == "GET, HEAD", "405 without `Allow: GET, HEAD`", request, response)
        checkProblem(response, request, parameterRequired: false)
        return response
    }
    if let demoScript {
        let isTheScript = code == 200 && response.body == demoScript.bytes
        expect(isTheScript, "\(request.path) is not the demo page's script", request, response)
        return response
    }
    if let (endpoint, layout) = layoutPaths[request.path] {
        checkLayoutPath(request, response, endpoint, layout)
        return response
    }
    switch request.path {
    case "/healthz":
        expect(code == 200 && response.body == Array(#"{"status":"ok"}"#.utf8), "/healthz is not ok", request, response)
    case "/openapi.yaml":
        expect(code == 200 && response.body == OpenAPIDocument.bytes, "/openapi.yaml is not the spec", request, response)
    case "/":
        expect(code == 200 && response.body == DemoPage.bytes, "/ is not the demo page", request, response)
    default:
        switch code {
        case 200:
            checkAnswer(response, request)
            checkConditional(response, request)
        case 304:
            checkNotModified(response, request)
        case 404:
            expect(
                decode(Problem.self, response, request).type == "urn:pinwheel:problem:sizes-unknown",
                "\(request.path) answered 404 for another reason than an unknown size table", request, response)
            checkProblem(response, request, parameterRequired: true)
            checkSameProblem(response, request)
        default:
            expect(code == 400 || code == 414, "\(request.path) answered \(code), not 200, 304, 400 or 414", request, response)
            checkProblem(response, request, parameterRequired: true)
            checkSameProblem(response, request)
        }
    }
    return response
}

/// Each layout's own path (`/slider/layout`), and the endpoint and layout it answers for.
let layoutPaths = Dictionary(
    uniqueKeysWithValues: Endpoint.allCases.flatMap { endpoint in
        endpoint.layouts.map { (endpoint.path(for: $0), (endpoint, $0)) }
    })

/// A layout's own path answers what its endpoint answers for the same query with `layout`
/// naming the path's layout, byte for byte (problems too), and refuses a `layout` of its own;
/// the endpoint's answer is checked as any other.
func checkLayoutPath(_ request: Request, _ response: Response, _ endpoint: Endpoint, _ layout: LayoutName) {
    let items = request.query.items
    if items.contains(where: { $0.name == QueryParameter.layout.name }) {
        // Refused: naming `layout`, or what is refused before it (a name given twice, an earlier
        // unknown parameter, the query's size).
        expect([400, 414].contains(response.status.code), "a layout's own path took `layout`", request, response)
        return
    }
    let named = [QueryItem(name: QueryParameter.layout.name, value: layout.rawValue)] + items
    // The generic request is one parameter and some bytes longer: compared while within the limits.
    let length = Request.length(of: named)
    guard named.count <= Limits.queryParameters, length <= Limits.queryBytes else { return }
    var generic = request
    generic.path = endpoint.path
    generic.query = Query(named)
    generic.queryLength = length
    let answer = check(generic)
    expect(answer.status == response.status, "\(endpoint.path) answered \(answer.status.code)", request, response)
    expect(answer.body == response.body, "\(endpoint.path) answered other bytes", request, response)
    expect(answer.entityTag == response.entityTag, "\(endpoint.path) answered another tag", request, response)
}

/// A 200 from `/layout`, `/snap`, `/motion` or `/hit`: JSON that `JSONDecoder` reads back to the
/// engine's answer, the fast writer's bytes equal to `JSONEncoder`'s, the caching headers, and
/// the engine's own invariants.
func checkAnswer(_ response: Response, _ request: Request) {
    expect(response.headerFields[.contentType] == "application/json", "200 is not application/json", request, response)
    expect(response.entityTag == HTTPCaching.entityTag(of: response.body), "ETag is not the body's", request, response)
    expect(response.headerFields[.cacheControl] == HTTPCaching.cacheControl, "Cache-Control missing", request, response)
    if request.path == "/layout" {
        let layoutRequest = validated(request, response) { () throws(Problem) in
            try LayoutRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
        }
        let fields = validated(request, response) { () throws(Problem) in try ItemFields(query: request.query) }
        let result = layoutRequest.result()
        let reference =
            fields.isAll ? JSONBody.encode(result) : JSONBody.encode(FieldFilteredLayout(result: result), fields: fields)
        expect(
            response.body == reference, "fast writer differs from JSONEncoder: \(firstDifference(response.body, reference))",
            request, response)
        if fields.isAll {
            let decoded = decode(LayoutResult.self, response, request)
            expect(decoded == result, "JSON does not decode back to the engine's answer", request, response)
            expect(JSONBody.encode(decoded) == response.body, "decoded JSON encodes to other bytes", request, response)
        }
        checkLayout(result, layoutRequest, request, response)
    } else if request.path == "/motion" {
        checkMotion(response, request)
    } else if request.path == "/hit" {
        checkHit(response, request)
    } else {
        let snapRequest = validated(request, response) { () throws(Problem) in
            try SnapRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
        }
        let snap = snapRequest.result()
        let reference = JSONBody.encode(snap)
        expect(
            response.body == reference, "fast writer differs from JSONEncoder: \(firstDifference(response.body, reference))",
            request, response)
        expect(decode(SnapResult.self, response, request) == snap, "JSON does not decode back to the snap", request, response)
        expect(abs(snap.offset) <= Limits.offset, "snap offset \(snap.offset) is one /layout refuses", request, response)
        switch snapRequest.layout {
        case .wheel(let posed): checkSnap(snap, posed.layout, request, response)
        case .carousel(let posed): checkSnap(snap, posed.layout, request, response)
        case .slider(let boxed): checkSnap(snap, boxed.posed.layout, request, response)
        case .circle, .parallax, .masonry, .justified, .grid:
            expect(false, "/snap answered a layout that does not snap", request, response)
        }
    }
}

/// What every layout answer holds, whatever the parameters.
func checkLayout(_ result: LayoutResult, _ layoutRequest: LayoutRequest, _ request: Request, _ response: Response) {
    expect(result.items.count <= Limits.itemsPerResponse, "\(result.items.count) items, over the limit", request, response)
    switch layoutRequest {
    case .wheel(let posed):
        let (wheel, culling) = (posed.layout, posed.pose.culling)
        expect(result.layout == .wheel, "wheel answered as \(result.layout)", request, response)
        let indices = result.items.map(\.item)
        expect(
            indices.allSatisfy { (0..<max(wheel.itemCount, 1)).contains($0) }, "wheel item index out of range", request, response)
        expect(zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 + 1 }, "wheel items not consecutive", request, response)
        if !culling { expect(indices.count == wheel.itemCount, "cull=false left items out", request, response) }
    case .circle(let posed):
        let circle = posed.layout
        expect(result.layout == .circle, "circle answered as \(result.layout)", request, response)
        expect(result.items.map(\.item) == Array(0..<circle.itemCount), "circle items are not 0..<count", request, response)
    case .parallax(let posed):
        let stretchy = posed.layout
        expect(result.layout == .parallax, "parallax answered as \(result.layout)", request, response)
        let counts = stretchy.sectionItemCounts
        for item in result.items where item.kind == .cell {
            expect(
                counts.indices.contains(item.section) && (0..<counts[item.section]).contains(item.item),
                "parallax cell \(item.section)/\(item.item) does not exist", request, response)
        }
    case .carousel(let posed):
        let (carousel, offset) = (posed.layout, posed.offset)
        expect(result.layout == .carousel, "carousel answered as \(result.layout)", request, response)
        let indices = result.items.map(\.item)
        expect(
            indices.allSatisfy { (0..<carousel.itemCount).contains($0) }, "carousel item index out of range", request, response)
        expect(Set(indices).count == indices.count, "a carousel item returned twice", request, response)
        expect(
            indices.count == carousel.visibleItemCount(atOffset: offset), "visibleItemCount disagrees with the layout", request,
            response)
        expect(
            indices.count <= max(30, carousel.settings.visibleItems ?? 0), "more carousel items than iCarousel shows", request,
            response)
        expect(Set(result.items.map(\.zIndex)) == Set(0..<indices.count), "carousel zIndex is not a ranking", request, response)
        for item in result.items {
            expect(
                item.transform == nil && item.transform3D.entries.allSatisfy(\.isFinite), "carousel transform not 3D and finite",
                request, response)
            expect(item.alpha > 0 && item.alpha <= 1, "carousel alpha \(item.alpha) outside (0, 1]", request, response)
        }
    case .slider(let boxed):
        checkSlider(result, boxed.posed.layout, offset: boxed.posed.offset, request, response)
    case .masonry, .justified, .grid:
        expect(result.layout == layoutRequest.name, "\(layoutRequest.name) answered as \(result.layout)", request, response)
        let indices = result.items.map(\.item)
        expect(zip(indices, indices.dropFirst()).allSatisfy { $1 > $0 }, "grid cells not in index order", request, response)
        expect(
            result.items.allSatisfy { $0.alpha == 1 && $0.zIndex == 0 }, "a grid cell not opaque at zIndex 0", request, response)
    }
}

/// A slider answer: slides of existing items, the cube's shadow last and alone, `activeIndex` an
/// item, every number finite, alphas and shadows in [0, 1], no more elements than the bound the
/// item limit was checked against.
func checkSlider(
    _ result: LayoutResult, _ slider: SliderLayout, offset: Double, _ request: Request, _ response: Response
) {
    expect(result.layout == .slider, "slider answered as \(result.layout)", request, response)
    let count = slider.slideCount
    expect(
        result.activeIndex.map { (0..<max(count, 1)).contains($0) } == true, "activeIndex outside the slides", request,
        response)
    expect(result.items.count <= slider.elementCountBound(atOffset: offset), "more elements than the bound", request, response)
    let shadows = result.items.indices.filter { result.items[$0].kind == .shadow }
    expect(
        shadows.isEmpty || (shadows == [result.items.count - 1] && slider.settings.effect == .cube),
        "a shadow that is not the cube's, last", request, response)
    for item in result.items {
        let numbers = item.transform3D.entries + [item.alpha, item.progress ?? 0, item.frame.x, item.frame.y]
        expect(numbers.allSatisfy(\.isFinite), "a slider number is not finite", request, response)
        expect(item.transform == nil, "a slider element with a 2D transform", request, response)
        let unit = [item.alpha, item.shadow ?? 0, item.shadowBefore ?? 0, item.shadowAfter ?? 0]
        expect(unit.allSatisfy { $0 >= 0 && $0 <= 1 }, "an alpha outside [0, 1]", request, response)
        guard item.kind == .slide else { continue }
        expect((0..<count).contains(item.item) && item.progress != nil, "a slide that does not exist", request, response)
    }
}

/// A slider's snap rests within the offsets `/layout` takes, on a slide.
func checkSnap(_ snap: SnapResult, _ slider: SliderLayout, _ request: Request, _ response: Response) {
    expect(snap.offset.isFinite, "snap offset is not finite", request, response)
    expect((0..<max(slider.slideCount, 1)).contains(snap.index), "snap index \(snap.index) out of range", request, response)
}

/// A carousel's snap lands on an item, a whole number of item steps from the start.
func checkSnap(_ snap: SnapResult, _ carousel: CarouselLayout, _ request: Request, _ response: Response) {
    expect(snap.offset.isFinite, "snap offset is not finite", request, response)
    guard carousel.itemCount > 0 else {
        expect(snap == SnapResult(offset: 0, index: 0), "an empty carousel snapped to \(snap)", request, response)
        return
    }
    expect((0..<carousel.itemCount).contains(snap.index), "snap index \(snap.index) out of range", request, response)
}

/// A snap lands on an item, between the wheel's first and last offsets.
func checkSnap(_ snap: SnapResult, _ wheel: WheelLayout, _ request: Request, _ response: Response) {
    expect(snap.offset.isFinite, "snap offset is not finite", request, response)
    guard wheel.itemCount > 1, wheel.maxOffset > 0 else {
        expect(snap == SnapResult(offset: 0, index: 0), "a wheel that cannot scroll snapped to \(snap)", request, response)
        return
    }
    expect((0..<wheel.itemCount).contains(snap.index), "snap index \(snap.index) out of range", request, response)
    let slack = wheel.maxOffset * 1e-9
    expect(
        snap.offset >= -slack && snap.offset <= wheel.maxOffset + slack,
        "snap offset \(snap.offset) outside 0...\(wheel.maxOffset)", request, response)
}

/// A 200 asked again with its own tag in `If-None-Match` (plain, weak, in a list or `*`) is a 304.
func checkConditional(_ response: Response, _ request: Request) {
    guard let tag = response.entityTag else { return }
    if let ifNoneMatch = request.headerFields[.ifNoneMatch] {
        expect(!HTTPCaching.matches(ifNoneMatch, tag), "If-None-Match matches, yet 200", request, response)
    }
    let variants = [tag, "W/\(tag)", "\"0000000000000000\", \(tag)", "*"]
    var conditional = request
    conditional.headerFields[.ifNoneMatch] = variants[response.body.count % variants.count]
    let notModified = router.respond(to: conditional)
    expect(
        notModified.status == .notModified, "own tag in If-None-Match answered \(notModified.status.code)", conditional,
        notModified)
    checkNotModified(notModified, conditional)
}

/// A 304: no body, no media type, the tag of the 200 it stands for, and a matching `If-None-Match`.
func checkNotModified(_ response: Response, _ request: Request) {
    expect(
        response.body.isEmpty && response.headerFields[.contentType] == nil, "304 with a body or media type", request, response)
    var unconditional = request
    unconditional.headerFields[.ifNoneMatch] = nil
    let full = router.respond(to: unconditional)
    expect(full.status == .ok, "304 for a request that answers \(full.status.code)", request, response)
    let tag = response.entityTag
    expect(tag != nil && tag == full.entityTag, "304's ETag is not the answer's", request, response)
    expect(response.headerFields[.cacheControl] == HTTPCaching.cacheControl, "304 without Cache-Control", request, response)
    let ifNoneMatch = request.headerFields[.ifNoneMatch]
    expect(
        ifNoneMatch.map { HTTPCaching.matches($0, tag ?? "") } == true, "304 without a matching If-None-Match", request, response)
}

/// Any error: problem+json (RFC 9457) that decodes, re-encodes to the same bytes, carries the
/// response's status and, for 400 and 414, names a parameter that the detail starts with.
func checkProblem(_ response: Response, _ request: Request, parameterRequired: Bool) {
    expect(response.headerFields[.contentType] == Problem.mediaType, "error is not problem+json", request, response)
    expect(response.entityTag == nil, "an error carries an ETag", request, response)
    let problem = decode(Problem.self, response, request)
    expect(
        problem.status == response.status.code, "problem status \(problem.status) ≠ \(response.status.code)", request, response)
    expect(
        !problem.type.isEmpty && !problem.title.isEmpty && !problem.detail.isEmpty, "problem with empty members", request,
        response)
    expect(JSONBody.encode(problem) == response.body, "problem does not re-encode to its bytes", request, response)
    guard parameterRequired else { return }
    guard let parameter = problem.parameter else { return expect(false, "400/414 names no parameter", request, response) }
    expect(problem.detail.hasPrefix("\(parameter): "), "detail does not start with `\(parameter): `", request, response)
    if response.status == .uriTooLong {
        expect(parameter == "query", "414 names `\(parameter)`, not `query`", request, response)
    } else {
        let names = Set(request.query.map(\.name)).union(QueryParameter.allNames)
        expect(names.contains(parameter), "problem names `\(parameter)`, neither sent nor known", request, response)
    }
}

/// The route's problem is the one validation throws when called directly.
func checkSameProblem(_ response: Response, _ request: Request) {
    let problem = decode(Problem.self, response, request)
    do throws(Problem) {
        switch request.path {
        case "/layout":
            _ = try LayoutRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
            _ = try ItemFields(query: request.query)
        case "/motion": _ = try MotionRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
        case "/hit": _ = try HitRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
        default: _ = try SnapRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
        }
        expect(false, "route refused a query that validates", request, response)
    } catch {
        expect(error == problem, "route's problem ≠ validation's: \(error)", request, response)
    }
}
