// The fuzz target's helpers (validation, decoding, failing with the request), and its checks of web module files and size tables.

import Foundation
import HTTPTypes
import LayoutEngine
import HTTPCore
@testable import PinwheelAPI
@testable import WireFormat

// MARK: Helpers

func validated<Value>(_ request: Request, _ response: Response, _ body: () throws(Problem) -> Value) -> Value {
    do throws(Problem) {
        return try body()
    } catch {
        fail("route answered 200, validation throws \(error)", request, response)
    }
}

func decode<Value: Decodable>(_ type: Value.Type, _ response: Response, _ request: Request) -> Value {
    do {
        return try JSONDecoder().decode(type, from: Data(response.body))
    } catch {
        fail("body is not a JSON \(type): \(error)", request, response)
    }
}

func firstDifference(_ left: [UInt8], _ right: [UInt8]) -> String {
    let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self)
    }
    return "at byte \(index): fast …\(context(left))… vs JSONEncoder …\(context(right))…"
}

/// The web module's files (`WebModule.files`), each served at its own path.
let webModulePaths = Set(WebModule.files.map(\.path))

/// The pages' paths (docs/PAGE.md): a description posted is held (201, or 200 when it was) or
/// refused with a problem; a read is answered (200, or 304 when the client holds it) or refused
/// with a problem.
func checkPage(_ response: Response, _ request: Request) {
    let code = response.status.code
    if code >= 400 {
        checkProblem(response, request, parameterRequired: false)
        return
    }
    let allowed: Set<Int> = request.method == .post ? [200, 201] : [200, 304]
    expect(allowed.contains(code), "\(request.method) \(request.path) answered \(code)", request, response)
}

/// A web module file answers GET and HEAD with its bytes, or 304 when the client holds them, and
/// refuses other methods with a problem.
func checkWebModuleFile(_ response: Response, _ request: Request) {
    let code = response.status.code
    guard request.method == .get || request.method == .head else {
        expect(code == 405, "method \(request.method) on a web module file answered \(code), not 405", request, response)
        checkProblem(response, request, parameterRequired: false)
        return
    }
    expect(code == 200 || code == 304, "a web module file answered \(code), not 200 or 304", request, response)
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String, _ request: Request, _ response: Response) {
    if !condition { fail(message(), request, response) }
}

func fail(_ message: String, _ request: Request, _ response: Response) -> Never {
    fatalError("Pinwheel invariant broken: \(message)\n\(describe(request, response))")
}

func describe(_ request: Request, _ response: Response) -> String {
    let query = request.query.map { "\($0.name.debugDescription)=\($0.value?.debugDescription ?? "nil")" }
    let body = String(decoding: response.body.prefix(2000), as: UTF8.self)
    return """
          request: \(request.method) \(request.path.debugDescription) query [\(query.joined(separator: ", "))] \
        (queryLength \(request.queryLength)) headers \(request.headerFields)
          response: \(response.status.code) \(response.headerFields) \(body)
        """
}

/// The parameters `/motion` and `/hit` add to a layout's.
let motionAndHitNames: Set<String> = Set(
    [QueryParameter.velocity, .item, .section, .fps, .rate, .fields, .toggle, .dragFrom, .x, .y].map(\.name))

// MARK: Size tables

/// `POST /sizes`, `POST /sizes/{id}` and `GET`/`HEAD /sizes/{id}`: a table posted is held and
/// named by the SHA-256 of its canonical text, which `GET` answers; any refusal is a problem.
func checkSizeTable(_ response: Response, _ request: Request) {
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
        // A well-formed id not held is 404 `sizes-unknown`; a malformed one 400 `invalid-id`, as a post to it.
        let id = request.path.dropFirst("/sizes/".count)
        let expected = SizeTable.isID(id) ? 404 : 400
        expect(code == expected, "GET \(request.path) answered \(code), not 200, 304 or \(expected)", request, response)
        checkProblem(response, request, parameterRequired: false)
    }
}
