// The fuzz target's checks across endpoints (/layout with /snap and /motion), and of /motion and /hit answers.

import Foundation
import HTTPTypes
import LayoutEngine
import HTTPCore
@testable import PinwheelAPI
@testable import WireFormat

// MARK: Both endpoints

/// `/snap` takes the wheel's `/layout` parameters plus `velocity`, and no item limit: a wheel
/// query `/layout` accepts, `/snap` accepts; one `/snap` accepts without `velocity`, `/layout`
/// accepts unless it would return too many items.
func checkTogether(layout: Response, snap: Response, _ input: FuzzInput) {
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
func checkTogether(layout: Response, motion: Response, _ input: FuzzInput) {
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
func checkMotion(_ response: Response, _ request: Request) {
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
    let sampleBytes = sample == result ? response.body : JSONAnswerWriter.encode(sample, fields: fields)
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
    if case .carousel(let posed) = motionRequest.layout { isCoverFlow2 = posed.layout.type == .coverFlow2 }
    expect(frames.allSatisfy { ($0.toggle != nil) == isCoverFlow2 }, "toggle on the wrong frames", request, response)
    expect(frames.allSatisfy { ($0.toggle ?? 0) >= -1 && ($0.toggle ?? 0) <= 1 }, "toggle outside -1…1", request, response)
    if case .scroll(_, let item) = motionRequest.movement {
        if case .slider(let boxed) = motionRequest.layout {
            let slider = boxed.posed.layout
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
let motionSampleItems = 200

/// A release of the wheel rests where `/snap` puts its projection; of the carousel, where `/snap`
/// puts the same release.
func checkRest(
    _ result: MotionResult, _ motionRequest: MotionRequest, _ layoutQuery: [QueryItem], _ request: Request, _ response: Response
) {
    guard case .release(let velocity) = motionRequest.movement else { return }
    let proposed: Double
    switch motionRequest.layout {
    case .wheel:
        proposed = motionRequest.layout.offset + velocity / motionRequest.rate.decayConstant
        guard abs(proposed) <= Limits.offset else { return }
    case .carousel, .slider: proposed = motionRequest.layout.offset
    case .circle, .parallax, .masonry, .justified, .grid: return
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
func checkHit(_ response: Response, _ request: Request) {
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
