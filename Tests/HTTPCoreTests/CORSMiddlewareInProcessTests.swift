// CORS without a socket: the middleware called with a request value and a `next` that records whether it ran.

import HTTPCore
import HTTPTypes
import Synchronization
import Testing

/// What the route behind the middleware answers: a tagged body with a type, so that the tests
/// can see the middleware keep it.
private let routed = Response(
    status: .ok, headerFields: [.contentType: "text/plain"], entityTag: "\"1\"", body: Array("data".utf8))

/// A request to `path` on a route (`route`, as the router sets it) with `headers`.
private func request(
    _ method: HTTPRequest.Method, path: String = "/data", route: String? = "/data", headers: HTTPFields = [:]
) -> Request {
    var request = Request(method: method, path: path, headerFields: headers)
    request.route = route
    return request
}

/// The middleware's answer to `request`, and whether it called `next` (which answers `answer`).
private func respond(
    _ middleware: CORSMiddleware, to request: Request, answer: Response = routed
) -> (response: Response, calledNext: Bool) {
    var calledNext = false
    let response = middleware.respond(to: request) { passed in
        calledNext = true
        #expect(passed.path == request.path && passed.method == request.method, "next gets the request as it came")
        return answer
    }
    return (response, calledNext)
}

/// A browser's preflight for `method` from `origin`.
private func preflight(
    _ path: String = "/data", route: String? = "/data", origin: String = "https://app.example", method: String = "GET",
    headers: String = "if-none-match"
) -> Request {
    request(
        .options, path: path, route: route,
        headers: [.origin: origin, .accessControlRequestMethod: method, .accessControlRequestHeaders: headers])
}

private let appOnly = CORSMiddleware(allowedOrigin: "https://app.example")
private let anyOrigin = CORSMiddleware(allowedOrigin: "*")

// MARK: Simple requests

@Test func anAllowedOriginGetsItsOriginAndTheETagExposedOnTheRoutesAnswer() {
    let (response, calledNext) = respond(appOnly, to: request(.get, headers: [.origin: "https://app.example"]))
    #expect(calledNext)
    #expect(response.headerFields[.accessControlAllowOrigin] == "https://app.example")
    // A page reads the tag to make its next request conditional: it must be exposed.
    #expect(response.headerFields[.accessControlExposeHeaders] == "ETag")
    #expect(response.headerFields[.vary] == "Origin")
    // The route's answer otherwise as it was.
    #expect(response.status == .ok && response.body == routed.body && response.entityTag == "\"1\"")
    #expect(response.headerFields[.contentType] == "text/plain")
    // Nothing a preflight answers.
    #expect(response.headerFields[.accessControlAllowMethods] == nil && response.headerFields[.accessControlMaxAge] == nil)
}

@Test func aWildcardAllowsEveryOriginAndSaysStar() {
    for origin in ["https://app.example", "http://localhost:3000", "null"] {
        let (response, calledNext) = respond(anyOrigin, to: request(.get, headers: [.origin: origin]))
        #expect(calledNext)
        #expect(response.headerFields[.accessControlAllowOrigin] == "*", "\(origin)")
        #expect(response.headerFields[.accessControlExposeHeaders] == "ETag", "\(origin)")
    }
}

@Test(arguments: ["https://evil.example", "http://app.example", "https://app.example:443", "https://APP.example", ""])
func anotherOriginGetsNoCORSHeadersButTheAnswer(origin: String) {
    // Compared as sent: another scheme, port or case is another origin.
    let (response, calledNext) = respond(appOnly, to: request(.get, headers: [.origin: origin]))
    #expect(calledNext)
    #expect(response.headerFields[.accessControlAllowOrigin] == nil)
    #expect(response.headerFields[.accessControlExposeHeaders] == nil)
    #expect(response.status == .ok && response.body == routed.body)
    // Another origin is answered otherwise: a shared cache must keep the answers apart.
    #expect(response.headerFields[.vary] == "Origin")
}

@Test func noOriginGetsNoCORSHeadersEvenUnderAWildcard() {
    let (response, calledNext) = respond(anyOrigin, to: request(.get))
    #expect(calledNext)
    #expect(response.headerFields[.accessControlAllowOrigin] == nil)
    #expect(response.headerFields[.accessControlExposeHeaders] == nil)
    #expect(response.headerFields[.vary] == "Origin")
}

// MARK: Vary

@Test(arguments: [
    // What the answer varies by already is kept, Origin added once.
    ("Accept", "Accept, Origin"),
    ("Accept, Accept-Encoding", "Accept, Accept-Encoding, Origin"),
    // Already named, in any case and with spaces or tabs around it: left as it is.
    ("Origin", "Origin"), ("accept, ORIGIN", "accept, ORIGIN"), ("Accept,\t origin\t,gzip", "Accept,\t origin\t,gzip"),
    // `*` varies by everything already.
    ("*", "*"), ("Accept, *", "Accept, *"),
    // An empty field names nothing.
    ("", "Origin"),
    // A name that only contains "origin" is another field.
    ("X-Origin", "X-Origin, Origin"),
])
func varyNamesOriginOnceKeepingWhatTheAnswerVariesBy(routeVary: String, expected: String) {
    var answer = routed
    answer.headerFields[.vary] = routeVary
    for origin in ["https://app.example", "https://evil.example"] {
        #expect(
            respond(appOnly, to: request(.get, headers: [.origin: origin]), answer: answer).response.headerFields[.vary]
                == expected)
    }
    #expect(respond(appOnly, to: request(.get), answer: answer).response.headerFields[.vary] == expected)
}

// MARK: Preflight

@Test func aPreflightIsAnswered204WithoutTheRoute() {
    let middleware = CORSMiddleware(allowedOrigin: "https://app.example", maxAge: 90) { _ in [.get, .head] }
    let (response, calledNext) = respond(middleware, to: preflight())
    #expect(!calledNext)
    #expect(response.status == .noContent && response.body.isEmpty && response.entityTag == nil)
    #expect(response.headerFields[.accessControlAllowOrigin] == "https://app.example")
    #expect(response.headerFields[.accessControlAllowMethods] == "GET, HEAD, OPTIONS")
    #expect(response.headerFields[.accessControlAllowHeaders] == "Content-Type, If-None-Match")
    #expect(response.headerFields[.accessControlMaxAge] == "90")
    #expect(response.headerFields[.vary] == "Origin")
    // The tag is exposed on answers, not on the preflight.
    #expect(response.headerFields[.accessControlExposeHeaders] == nil)
}

@Test func aPreflightNamesTheMethodsOfTheRequestedPathOptionsOnceAndLast() {
    let paths = PathsAsked()
    let middleware = CORSMiddleware(allowedOrigin: "*") { path in
        paths.append(path)
        return path == "/upload" ? [.post] : [.options, .get, .head]
    }
    let upload = respond(middleware, to: preflight("/upload", route: "/upload", method: "POST", headers: "content-type"))
    #expect(upload.response.headerFields[.accessControlAllowMethods] == "POST, OPTIONS")
    // The JSON body's type is allowed whatever the page asked.
    #expect(upload.response.headerFields[.accessControlAllowHeaders] == "Content-Type, If-None-Match")
    // A route that serves OPTIONS itself: listed once, last.
    let served = respond(middleware, to: preflight("/sizes/abc", route: "/sizes/{id}"))
    #expect(served.response.headerFields[.accessControlAllowMethods] == "GET, HEAD, OPTIONS")
    // Asked by the path as requested, not by the route's label.
    #expect(paths.asked == ["/upload", "/sizes/abc"])
}

@Test func aPreflightByDefaultAllowsGETAndHEADForTenMinutes() {
    let response = respond(anyOrigin, to: preflight()).response
    #expect(response.headerFields[.accessControlAllowMethods] == "GET, HEAD, OPTIONS")
    #expect(response.headerFields[.accessControlMaxAge] == "600")
    #expect(response.headerFields[.accessControlAllowOrigin] == "*")
}

@Test func headersAPageAsksForBeyondTheListAreNotGranted() {
    // The answer lists what the API reads; the browser refuses a request sending more.
    let response = respond(anyOrigin, to: preflight(headers: "x-tracking, content-type")).response
    #expect(response.status == .noContent)
    #expect(response.headerFields[.accessControlAllowHeaders] == "Content-Type, If-None-Match")
}

@Test func anOptionsRequestThatIsNotAPreflightGoesToTheRoute() {
    // No requested method: the router's own answer (405 on a route without OPTIONS), with the origin allowed.
    let notAsked = request(.options, headers: [.origin: "https://app.example"])
    let (response, calledNext) = respond(appOnly, to: notAsked, answer: Response(status: .methodNotAllowed))
    #expect(calledNext && response.status == .methodNotAllowed)
    #expect(response.headerFields[.accessControlAllowOrigin] == "https://app.example")
}

@Test func aPreflightOnAPathNoRouteServesGoesToTheRouter() {
    let (response, calledNext) = respond(
        anyOrigin, to: preflight("/nothing", route: nil), answer: Response(status: .notFound))
    #expect(calledNext && response.status == .notFound)
    #expect(response.headerFields[.accessControlAllowMethods] == nil)
}

@Test func aPreflightFromAnotherOriginGetsNoPermission() {
    let (response, calledNext) = respond(
        appOnly, to: preflight(origin: "https://evil.example"), answer: Response(status: .methodNotAllowed))
    #expect(calledNext && response.status == .methodNotAllowed)
    #expect(response.headerFields[.accessControlAllowOrigin] == nil)
    #expect(response.headerFields[.accessControlAllowMethods] == nil)
    #expect(response.headerFields[.vary] == "Origin")
}

/// The paths the middleware asked the methods of (the closure is `@Sendable`).
private final class PathsAsked: Sendable {
    private let paths = Mutex<[String]>([])
    var asked: [String] { paths.withLock { $0 } }
    func append(_ path: String) { paths.withLock { $0.append(path) } }
}
