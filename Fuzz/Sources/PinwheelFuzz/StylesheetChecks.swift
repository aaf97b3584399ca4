// The fuzzer's checks of `/layout.css` and `/{layout}/layout.css`: a stylesheet exactly when `/layout` answers, else its problem.

import HTTPCore
import HTTPTypes
import LayoutEngine
@testable import PinwheelAPI
import WireFormat

/// The stylesheet's paths, each with the layout it names (nil: the `layout` parameter's).
let stylesheetPaths: [String: LayoutName?] = Dictionary(
    uniqueKeysWithValues: [(StylesheetRoutes.path, nil)]
        + LayoutName.allCases.map { (StylesheetRoutes.path(for: $0), Optional($0)) })

/// Checks the answer to a stylesheet's path or a first-frame demo page's, and says whether the
/// path was one of those (else the caller checks it).
func checkFirstFrame(
    _ request: Request, _ response: Response, respond: (Request) -> Response, fail: (String) -> Never
) -> Bool {
    if let pathLayout = stylesheetPaths[request.path] {
        checkStylesheet(request, response, pathLayout: pathLayout, respond: respond, fail: fail)
        return true
    }
    let pages = [FirstFramePage.path: FirstFramePage.bytes, FirstFramePage.modulePath: FirstFramePage.moduleBytes]
    guard let page = pages[request.path] else { return false }
    let code = response.status.code
    if request.method != .get && request.method != .head {
        if code != 405 { fail("method \(request.method) answered \(code), not 405") }
    } else if code != 304 && (code != 200 || (request.method == .get && response.body != page)) {
        fail("\(request.path) is not the first-frame page")
    }
    return true
}

/// Checks a stylesheet's `response` to `request`: with a valid `selector` (or none), the status of
/// `/layout` for the same query without it (through `respond`), and its problem byte for byte;
/// with an invalid one, a 400 naming `selector`; a 200 is `text/css` with a tag, printable ASCII
/// without `<`, holding the selector as CSS writes it. `fail` reports a broken invariant.
private func checkStylesheet(
    _ request: Request, _ response: Response, pathLayout: LayoutName?, respond: (Request) -> Response,
    fail: (String) -> Never
) {
    let code = response.status.code
    guard request.method == .get || request.method == .head else {
        if code != 405 { fail("method \(request.method) answered \(code), not 405") }
        return
    }
    let name = StylesheetRequest.selectorName
    let selectors = request.query.filter { $0.name == name }
    var selector = StylesheetSelector.default
    if let given = selectors.first {
        do {
            selector = try StylesheetSelector(Array((given.value ?? "").utf8)[...])
        } catch {
            if code != 400 || error.parameter != name { fail("a bad selector answered \(code), not a 400 naming it") }
            return
        }
    }
    guard selectors.count <= 1, request.query.count <= Limits.queryParameters else { return }
    var layout = request
    layout.path = pathLayout.map { Endpoint.layout.path(for: $0) } ?? Endpoint.layout.path
    layout.query = Query(request.query.filter { $0.name != name })
    layout.headerFields[.ifNoneMatch] = nil
    let answer = respond(layout)
    switch code {
    case 200, 304:
        if answer.status != .ok { fail("a stylesheet where \(layout.path) answered \(answer.status.code)") }
        if response.entityTag == nil { fail("a stylesheet without a tag") }
        if code == 304 {
            if !response.body.isEmpty { fail("304 with a body") }
            return
        }
        if response.headerFields[.contentType] != StylesheetRoutes.contentType { fail("a stylesheet that is not text/css") }
        let printable = response.body.allSatisfy { $0 == UInt8(ascii: "\n") || (0x20..<0x7F).contains($0) }
        if !printable || response.body.contains(UInt8(ascii: "<")) { fail("a stylesheet with bytes CSS or HTML would misread") }
        if !holds(response.body, Array(selector.text)) { fail("a stylesheet without its selector") }
    default:
        if answer.status != response.status || answer.body != response.body {
            fail("\(code) where \(layout.path) answered \(answer.status.code) with other bytes")
        }
    }
}

/// Whether `part` occurs in `bytes`.
private func holds(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard !part.isEmpty, part.count <= bytes.count else { return part.isEmpty }
    return (0...(bytes.count - part.count)).contains { bytes[$0..<$0 + part.count].elementsEqual(part) }
}
