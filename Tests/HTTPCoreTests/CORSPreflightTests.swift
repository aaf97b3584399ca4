// CORS driven without a socket: the headers an allowed origin gets, `Vary`, and preflight answers.

import HTTPCore
import HTTPTypes
import Testing

/// A router with a GET route, one that varies by `Accept`, and a POST route, behind CORS for `origin`.
private func corsRouter(origin: String) -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) }, methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.get("/data") { _ in Response(contentType: "text/plain", body: Array("data".utf8)) }
    router.get("/negotiated") { _ in Response(status: .ok, headerFields: [.vary: "Accept"]) }
    router.get("/anything") { _ in Response(status: .ok, headerFields: [.vary: "*"]) }
    router.post("/upload", maximumBodySize: 1024) { _ in Response(status: .created) }
    let routes = router
    router.use(CORSMiddleware(allowedOrigin: origin, allowedMethods: { routes.allowedMethods(for: $0) }))
    return router
}

extension Router {
    fileprivate func answer(_ method: HTTPRequest.Method, _ path: String, _ fields: HTTPFields = [:]) -> Response {
        respond(to: Request(method: method, path: path, headerFields: fields))
    }
}

@Test func anAllowedOriginIsNamedAndTheETagExposed() {
    let router = corsRouter(origin: "https://app.example")
    let answer = router.answer(.get, "/data", [.origin: "https://app.example"])
    #expect(answer.status == .ok && answer.body == Array("data".utf8))
    #expect(answer.headerFields[.accessControlAllowOrigin] == "https://app.example")
    #expect(answer.headerFields[.accessControlExposeHeaders] == "ETag")
    #expect(answer.headerFields[.vary] == "Origin")
    // `*` allows any origin, and names itself.
    let any = corsRouter(origin: "*").answer(.get, "/data", [.origin: "https://other.example"])
    #expect(any.headerFields[.accessControlAllowOrigin] == "*")
}

@Test func anotherOriginOrNoneGetsNoCORSFieldsButVaryOrigin() {
    let router = corsRouter(origin: "https://app.example")
    for fields: HTTPFields in [[.origin: "https://evil.example"], [:]] {
        let answer = router.answer(.get, "/data", fields)
        #expect(answer.status == .ok)
        #expect(answer.headerFields[.accessControlAllowOrigin] == nil)
        #expect(answer.headerFields[.accessControlExposeHeaders] == nil)
        // The same path answers the allowed origin otherwise: a shared cache must keep them apart.
        #expect(answer.headerFields[.vary] == "Origin")
    }
}

@Test func varyKeepsWhatTheAnswerVariedByAndIsNotRepeated() {
    let router = corsRouter(origin: "https://app.example")
    #expect(router.answer(.get, "/negotiated").headerFields[.vary] == "Accept, Origin")
    // `*` already varies by everything.
    #expect(router.answer(.get, "/anything").headerFields[.vary] == "*")
}

@Test func aPreflightOnAKnownRouteIs204NamingItsMethods() {
    let router = corsRouter(origin: "*")
    let preflight: HTTPFields = [.origin: "https://any.example", .accessControlRequestMethod: "GET"]
    let get = router.answer(.options, "/data", preflight)
    #expect(get.status == .noContent)
    #expect(get.headerFields[.accessControlAllowOrigin] == "*")
    #expect(get.headerFields[.accessControlAllowMethods] == "GET, HEAD, OPTIONS")
    #expect(get.headerFields[.accessControlAllowHeaders] == CORSMiddleware.allowedHeaders)
    #expect(get.headerFields[.accessControlMaxAge] == "600")
    #expect(get.headerFields[.vary] == "Origin")
    #expect(router.answer(.options, "/upload", preflight).headerFields[.accessControlAllowMethods] == "POST, OPTIONS")
}

@Test func whatIsNotAPreflightOnAKnownRouteGoesToTheRouter() {
    let router = corsRouter(origin: "*")
    // No requested method: a plain OPTIONS, which the route does not serve.
    #expect(router.answer(.options, "/data", [.origin: "https://any.example"]).status == .methodNotAllowed)
    // An unknown path.
    let unknown = router.answer(.options, "/nothing", [.origin: "https://any.example", .accessControlRequestMethod: "GET"])
    #expect(unknown.status == .notFound)
    // An origin not allowed gets no preflight answer.
    let refused = corsRouter(origin: "https://app.example").answer(
        .options, "/data", [.origin: "https://evil.example", .accessControlRequestMethod: "GET"])
    #expect(refused.status == .methodNotAllowed && refused.headerFields[.accessControlAllowMethods] == nil)
}
