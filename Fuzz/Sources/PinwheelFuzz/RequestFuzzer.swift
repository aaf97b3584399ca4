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
private let sizeTables = SizeTableStore(memoryLimit: Limits.sizeTablesMemory)
private let router = PinwheelRoutes.router(sizeTables: sizeTables)
/// `PINWHEEL_FUZZ_TRACE=1`: print each request and its answer (to see what an input does).
private let tracing = ProcessInfo.processInfo.environment["PINWHEEL_FUZZ_TRACE"] != nil

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
private func check(_ request: Request) -> Response {
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
    if checkFirstFrame(request, response, respond: check, fail: { fail($0, request, response) }) { return response }
    let isLayoutPath = layoutPaths[request.path] != nil
    guard isLayoutPath || ["/layout", "/snap", "/motion", "/hit", "/healthz", "/openapi.yaml", "/"].contains(request.path) else {
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
private let layoutPaths = Dictionary(
    uniqueKeysWithValues: Endpoint.allCases.flatMap { endpoint in
        endpoint.layouts.map { (endpoint.path(for: $0), (endpoint, $0)) }
    })

/// A layout's own path answers what its endpoint answers for the same query with `layout`
/// naming the path's layout, byte for byte (problems too), and refuses a `layout` of its own;
/// the endpoint's answer is checked as any other.
private func checkLayoutPath(_ request: Request, _ response: Response, _ endpoint: Endpoint, _ layout: LayoutName) {
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
private func checkAnswer(_ response: Response, _ request: Request) {
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
        case .wheel(let wheel): checkSnap(snap, wheel, request, response)
        case .carousel(let carousel): checkSnap(snap, carousel, request, response)
        case .slider(let slider): checkSnap(snap, slider, request, response)
        }
    }
}

/// What every layout answer holds, whatever the parameters.
private func checkLayout(_ result: LayoutResult, _ layoutRequest: LayoutRequest, _ request: Request, _ response: Response) {
    expect(result.items.count <= Limits.itemsPerResponse, "\(result.items.count) items, over the limit", request, response)
    switch layoutRequest {
    case .wheel(let wheel, _, let culling):
        expect(result.layout == .wheel, "wheel answered as \(result.layout)", request, response)
        let indices = result.items.map(\.item)
        expect(
            indices.allSatisfy { (0..<max(wheel.itemCount, 1)).contains($0) }, "wheel item index out of range", request, response)
        expect(zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 + 1 }, "wheel items not consecutive", request, response)
        if !culling { expect(indices.count == wheel.itemCount, "cull=false left items out", request, response) }
    case .circle(let circle, _):
        expect(result.layout == .circle, "circle answered as \(result.layout)", request, response)
        expect(result.items.map(\.item) == Array(0..<circle.itemCount), "circle items are not 0..<count", request, response)
    case .parallax(let stretchy, _):
        expect(result.layout == .parallax, "parallax answered as \(result.layout)", request, response)
        let counts = stretchy.sectionItemCounts
        for item in result.items where item.kind == .cell {
            expect(
                counts.indices.contains(item.section) && (0..<counts[item.section]).contains(item.item),
                "parallax cell \(item.section)/\(item.item) does not exist", request, response)
        }
    case .carousel(let carousel, let offset, _):
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
    case .slider(let slider, let offset, _):
        checkSlider(result, slider, offset: offset, request, response)
    case .grids(let grid):
        expect(result.layout == grid.name, "\(grid.name) answered as \(result.layout)", request, response)
        let indices = result.items.map(\.item)
        expect(zip(indices, indices.dropFirst()).allSatisfy { $1 > $0 }, "grid cells not in index order", request, response)
        expect(
            result.items.allSatisfy { $0.alpha == 1 && $0.zIndex == 0 }, "a grid cell not opaque at zIndex 0", request, response)
    }
}

/// A slider answer: slides of existing items, the cube's shadow last and alone, `activeIndex` an
/// item, every number finite, alphas and shadows in [0, 1], no more elements than the bound the
/// item limit was checked against.
private func checkSlider(
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
private func checkSnap(_ snap: SnapResult, _ slider: SliderLayout, _ request: Request, _ response: Response) {
    expect(snap.offset.isFinite, "snap offset is not finite", request, response)
    expect((0..<max(slider.slideCount, 1)).contains(snap.index), "snap index \(snap.index) out of range", request, response)
}

/// A carousel's snap lands on an item, a whole number of item steps from the start.
private func checkSnap(_ snap: SnapResult, _ carousel: CarouselLayout, _ request: Request, _ response: Response) {
    expect(snap.offset.isFinite, "snap offset is not finite", request, response)
    guard carousel.itemCount > 0 else {
        expect(snap == SnapResult(offset: 0, index: 0), "an empty carousel snapped to \(snap)", request, response)
        return
    }
    expect((0..<carousel.itemCount).contains(snap.index), "snap index \(snap.index) out of range", request, response)
}

/// A snap lands on an item, between the wheel's first and last offsets.
private func checkSnap(_ snap: SnapResult, _ wheel: WheelLayout, _ request: Request, _ response: Response) {
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
private func checkConditional(_ response: Response, _ request: Request) {
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
private func checkNotModified(_ response: Response, _ request: Request) {
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
private func checkProblem(_ response: Response, _ request: Request, parameterRequired: Bool) {
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
private func checkSameProblem(_ response: Response, _ request: Request) {
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

// MARK: Both endpoints

/// `/snap` takes the wheel's `/layout` parameters plus `velocity`, and no item limit: a wheel
/// query `/layout` accepts, `/snap` accepts; one `/snap` accepts without `velocity`, `/layout`
/// accepts unless it would return too many items.
private func checkTogether(layout: Response, snap: Response, _ input: FuzzInput) {
    guard input.method == .get || input.method == .head else { return }
    // `fields`, `toggle` and `dragFrom` are `/layout`'s own.
    let layoutOwn = [QueryParameter.fields.name, QueryParameter.toggle.name, QueryParameter.dragFrom.name]
    guard !input.query.contains(where: { layoutOwn.contains($0.name) }) else { return }
    let request = input.request(path: "/snap")
    let answered: Set<HTTPResponse.Status> = [.ok, .notModified]
    switch try? LayoutRequest(query: input.query, length: Request.length(of: input.query), sizeTables: sizeTables) {
    case .wheel?, .carousel?, .slider?:
        if answered.contains(layout.status) {
            expect(answered.contains(snap.status), "/layout took a query /snap refuses", request, snap)
        }
    default: break
    }
    if answered.contains(snap.status), !input.query.contains(where: { $0.name == "velocity" }), !answered.contains(layout.status)
    {
        let problem = decode(Problem.self, layout, input.request(path: "/layout"))
        expect(
            problem.type == "urn:pinwheel:problem:too-many-items",
            "/snap took a query /layout refuses (\(problem.detail))", input.request(path: "/layout"), layout)
    }
}

/// `/motion` takes `/layout`'s parameters: a query `/layout` answers, without `/motion`'s own
/// parameters or `toggle`, is a release at 0 that `/motion` answers, unless it is over the
/// motion's limits or would rest beyond the offsets `/layout` takes.
private func checkTogether(layout: Response, motion: Response, _ input: FuzzInput) {
    guard input.method == .get || input.method == .head, layout.status == .ok || layout.status == .notModified else { return }
    let motionOwn: Set<String> = [
        QueryParameter.velocity.name, QueryParameter.item.name, QueryParameter.section.name, QueryParameter.fps.name,
        QueryParameter.rate.name, QueryParameter.toggle.name, QueryParameter.dragFrom.name,
    ]
    guard !input.query.contains(where: { motionOwn.contains($0.name) }), motion.status != .ok, motion.status != .notModified
    else {
        return
    }
    let request = input.request(path: "/motion")
    let problem = decode(Problem.self, motion, request)
    let allowed = ["urn:pinwheel:problem:too-many-frames", "urn:pinwheel:problem:too-many-items"]
    expect(
        allowed.contains(problem.type) || problem.parameter == QueryParameter.velocity.name,
        "/motion refused a query /layout takes (\(problem.detail))", request, motion)
}

// MARK: /motion and /hit

/// A `/motion` answer: JSONEncoder's bytes, frames in time order within the limits, the last at
/// rest, coverFlow2's toggle and no other's, and the first, middle and last frames' items what
/// `/layout` answers at their offsets; a wheel or carousel release rests where `/snap` says.
private func checkMotion(_ response: Response, _ request: Request) {
    let motionRequest = validated(request, response) { () throws(Problem) in
        try MotionRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
    }
    let result = motionRequest.result()
    let fields = motionRequest.fields
    let frames = result.frames
    // JSONEncoder takes about 10 µs an item (far more under AddressSanitizer): a long motion is
    // held to it on its first, middle and last frames, a short one whole.
    let sample =
        frames.reduce(0) { $0 + $1.items.count } <= motionSampleItems
        ? result
        : MotionResult(
            duration: result.duration, frames: Set([0, frames.count / 2, frames.count - 1]).sorted().map { frames[$0] },
            index: result.index, offset: result.offset)
    let reference = JSONBody.encode(sample, fields: fields)
    let sampleBytes = sample == result ? response.body : LayoutJSONWriter.encode(sample, fields: fields)
    expect(
        sampleBytes == reference, "fast writer differs from JSONEncoder: \(firstDifference(sampleBytes, reference))", request,
        response)
    if fields.isAll {
        let decoded = try? JSONDecoder().decode(MotionResult.self, from: Data(sampleBytes))
        expect(decoded == sample, "JSON does not decode back to the motion", request, response)
    }
    expect(!frames.isEmpty && frames.count <= Limits.framesPerMotion, "\(frames.count) frames", request, response)
    // At the start (to the rounding of `target − (target − x0)`), unless at rest at once.
    let start = motionRequest.layout.offset
    let tolerance = 1e-9 * max(1, abs(start), abs(result.offset))
    expect(
        frames.first?.time == 0 && (frames.count == 1 || abs((frames.first?.offset ?? .nan) - start) <= tolerance),
        "the first frame is not the start", request, response)
    expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time }, "frame times not increasing", request, response)
    expect(
        frames.last?.time == result.duration && frames.last?.offset == result.offset, "the last frame is not the rest", request,
        response)
    expect(frames.allSatisfy { abs($0.offset) <= Limits.offset }, "a frame beyond the offsets /layout takes", request, response)
    expect(frames.allSatisfy { $0.items.count <= Limits.itemsPerResponse }, "a frame over the item limit", request, response)
    expect(frames.reduce(0) { $0 + $1.items.count } <= Limits.itemsPerMotion, "a motion over the item limit", request, response)
    var isCoverFlow2 = false
    if case .carousel(let carousel, _, _) = motionRequest.layout { isCoverFlow2 = carousel.type == .coverFlow2 }
    expect(frames.allSatisfy { ($0.toggle != nil) == isCoverFlow2 }, "toggle on the wrong frames", request, response)
    expect(frames.allSatisfy { ($0.toggle ?? 0) >= -1 && ($0.toggle ?? 0) <= 1 }, "toggle outside -1…1", request, response)
    if case .scroll(_, let item) = motionRequest.movement {
        if case .slider(let slider, _, _) = motionRequest.layout {
            // Swiper's slideTo index: near the end, the slide active at the last snap.
            expect(
                result.index.map { (0..<slider.slideCount).contains($0) } == true, "a scroll rests on no slide", request,
                response)
        } else {
            expect(result.index == item, "a scroll to \(item) rests on \(String(describing: result.index))", request, response)
        }
    }
    if case .slider = motionRequest.layout {
        expect(frames.allSatisfy { $0.activeIndex != nil }, "a slider frame without activeIndex", request, response)
    } else {
        expect(frames.allSatisfy { $0.activeIndex == nil }, "activeIndex off the slider", request, response)
    }
    guard motionRequest.fields.isAll else { return }
    let layoutQuery = request.query.filter { !motionAndHitNames.contains($0.name) && $0.name != "offset" }
    for frame in Set([0, frames.count / 2, frames.count - 1]).sorted().map({ frames[$0] }) {
        var query = layoutQuery + [QueryItem(name: "offset", value: "\(frame.offset)")]
        if let toggle = frame.toggle { query.append(QueryItem(name: QueryParameter.toggle.name, value: "\(toggle)")) }
        let layoutRequest = Request(method: .get, path: "/layout", query: query)
        let layout = router.respond(to: layoutRequest)
        expect(layout.status == .ok, "/layout refuses a frame's offset (\(layout.status.code))", layoutRequest, layout)
        let answer = decode(LayoutResult.self, layout, layoutRequest)
        expect(
            answer.items == frame.items && answer.activeIndex == frame.activeIndex, "a frame is not /layout's answer", request,
            response)
    }
    checkRest(result, motionRequest, layoutQuery, request, response)
}

/// The most items a motion may have to be checked whole against JSONEncoder.
private let motionSampleItems = 200

/// A release of the wheel rests where `/snap` puts its projection; of the carousel, where `/snap`
/// puts the same release.
private func checkRest(
    _ result: MotionResult, _ motionRequest: MotionRequest, _ layoutQuery: [QueryItem], _ request: Request, _ response: Response
) {
    guard case .release(let velocity) = motionRequest.movement else { return }
    let proposed: Double
    switch motionRequest.layout {
    case .wheel:
        proposed = motionRequest.layout.offset + velocity / motionRequest.rate.decayConstant
        guard abs(proposed) <= Limits.offset else { return }
    case .carousel, .slider: proposed = motionRequest.layout.offset
    case .circle, .parallax, .grids: return
    }
    let query =
        layoutQuery.filter { $0.name != QueryParameter.fields.name }
        + [QueryItem(name: "offset", value: "\(proposed)"), QueryItem(name: "velocity", value: "\(velocity)")]
    let snapRequest = Request(method: .get, path: "/snap", query: query)
    let snap = router.respond(to: snapRequest)
    expect(snap.status == .ok, "/snap refuses a release /motion answers (\(snap.status.code))", snapRequest, snap)
    let expected = decode(SnapResult.self, snap, snapRequest)
    expect(
        SnapResult(offset: result.offset, index: result.index ?? -1) == expected,
        "rest \(result.offset), \(String(describing: result.index)) is not /snap's \(expected)", request, response)
}

/// A `/hit` answer: JSONEncoder's bytes, all null or all set, and an element `/layout` answers.
private func checkHit(_ response: Response, _ request: Request) {
    let hitRequest = validated(request, response) { () throws(Problem) in
        try HitRequest(query: request.query, length: request.queryLength, sizeTables: sizeTables)
    }
    let result = hitRequest.result()
    let reference = JSONBody.encode(result)
    expect(
        response.body == reference, "fast writer differs from JSONEncoder: \(firstDifference(response.body, reference))", request,
        response)
    expect(decode(HitResult.self, response, request) == result, "JSON does not decode back to the hit", request, response)
    expect(
        (result.item == nil) == (result.kind == nil) && (result.kind == nil) == (result.section == nil),
        "a hit partly null", request, response)
    guard let item = result.item else { return }
    let elements = hitRequest.layout.result().items
    expect(
        elements.contains { $0.item == item && $0.kind == result.kind && $0.section == result.section },
        "the hit names no element of the layout", request, response)
}

// MARK: Helpers

private func validated<Value>(_ request: Request, _ response: Response, _ body: () throws(Problem) -> Value) -> Value {
    do throws(Problem) {
        return try body()
    } catch {
        fail("route answered 200, validation throws \(error)", request, response)
    }
}

private func decode<Value: Decodable>(_ type: Value.Type, _ response: Response, _ request: Request) -> Value {
    do {
        return try JSONDecoder().decode(type, from: Data(response.body))
    } catch {
        fail("body is not a JSON \(type): \(error)", request, response)
    }
}

private func firstDifference(_ left: [UInt8], _ right: [UInt8]) -> String {
    let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self)
    }
    return "at byte \(index): fast …\(context(left))… vs JSONEncoder …\(context(right))…"
}

/// The web module's files (`WebModule.files`), each served at its own path.
private let webModulePaths = Set(WebModule.files.map(\.path))

/// A web module file answers GET and HEAD with its bytes, or 304 when the client holds them, and
/// refuses other methods with a problem.
private func checkWebModuleFile(_ response: Response, _ request: Request) {
    let code = response.status.code
    guard request.method == .get || request.method == .head else {
        expect(code == 405, "method \(request.method) on a web module file answered \(code), not 405", request, response)
        checkProblem(response, request, parameterRequired: false)
        return
    }
    expect(code == 200 || code == 304, "a web module file answered \(code), not 200 or 304", request, response)
}

private func expect(_ condition: Bool, _ message: @autoclosure () -> String, _ request: Request, _ response: Response) {
    if !condition { fail(message(), request, response) }
}

private func fail(_ message: String, _ request: Request, _ response: Response) -> Never {
    fatalError("Pinwheel invariant broken: \(message)\n\(describe(request, response))")
}

private func describe(_ request: Request, _ response: Response) -> String {
    let query = request.query.map { "\($0.name.debugDescription)=\($0.value?.debugDescription ?? "nil")" }
    let body = String(decoding: response.body.prefix(2000), as: UTF8.self)
    return """
          request: \(request.method) \(request.path.debugDescription) query [\(query.joined(separator: ", "))] \
        (queryLength \(request.queryLength)) headers \(request.headerFields)
          response: \(response.status.code) \(response.headerFields) \(body)
        """
}

/// The parameters `/motion` and `/hit` add to a layout's.
private let motionAndHitNames: Set<String> = Set(
    [QueryParameter.velocity, .item, .section, .fps, .rate, .fields, .toggle, .dragFrom, .x, .y].map(\.name))

// MARK: Size tables

/// `POST /sizes`, `POST /sizes/{id}` and `GET`/`HEAD /sizes/{id}`: a table posted is held and
/// named by the SHA-256 of its canonical text, which `GET` answers; any refusal is a problem.
private func checkSizeTable(_ response: Response, _ request: Request) {
    let code = response.status.code
    let isCollection = request.path == "/sizes"
    let methods: [HTTPRequest.Method] = isCollection ? [.post] : [.get, .head, .post]
    guard methods.contains(request.method) else {
        expect(code == 405, "method \(request.method) on \(request.path) answered \(code), not 405", request, response)
        let allow = isCollection ? "POST" : "GET, HEAD, POST"
        expect(response.headerFields[.allow] == allow, "405 without `Allow: \(allow)`", request, response)
        return checkProblem(response, request, parameterRequired: false)
    }
    // A post to its id (the fuzzer sends it no body): a refusal, a problem.
    if !isCollection && request.method == .post {
        expect((400...499).contains(code), "POST \(request.path) without a body answered \(code)", request, response)
        return checkProblem(response, request, parameterRequired: false)
    }
    if isCollection {
        guard code == 200 || code == 201 else {
            expect([400, 413, 415].contains(code), "POST /sizes answered \(code)", request, response)
            return checkProblem(response, request, parameterRequired: false)
        }
        let location = response.headerFields[.location] ?? ""
        let id = String(location.dropFirst("/sizes/".count))
        let held = location.hasPrefix("/sizes/sha256-") && sizeTables.contains(id: id)
        expect(held, "a posted table is not held", request, response)
        let text = router.respond(to: Request(method: .get, path: location))
        expect(
            "sha256-" + SHA256.hexDigest(text.body) == id, "the id is not the SHA-256 of the canonical text", request, response)
        return
    }
    switch code {
    case 200, 304:
        let id = String(request.path.dropFirst("/sizes/".count))
        expect(response.entityTag == "\"\(id)\"", "a table's ETag is not its id", request, response)
        if code == 200 {
            expect("sha256-" + SHA256.hexDigest(response.body) == id, "GET /sizes/{id} is not its id's text", request, response)
        }
    default:
        expect(code == 404, "GET \(request.path) answered \(code), not 200, 304 or 404", request, response)
        checkProblem(response, request, parameterRequired: false)
    }
}
