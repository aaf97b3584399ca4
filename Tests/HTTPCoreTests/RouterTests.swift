// The router driven without a socket: which handler a path and method reach, the 404 and 405 answers, middleware order.

import HTTPCore
import HTTPTypes
import Testing

/// A router whose answers name who answered: a route's handler its path in the body, 404 and
/// 405 their status (405 with the methods it was given, in `Allow`).
private func namingRouter() -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) },
        methodNotAllowed: { _, allowed in
            Response(status: .methodNotAllowed, headerFields: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
        })
    for path in ["/a", "/ab", "/a-path-past-fifteen-1", "/a-path-past-fifteen-2", "/sizes/special"] {
        router.get(path) { _ in Response(contentType: "text/plain", body: Array("get \(path)".utf8)) }
    }
    router.get(prefix: "/sizes/") { Response(contentType: "text/plain", body: Array("get prefix \($0.path)".utf8)) }
    router.post("/ab", maximumBodySize: 16) { Response(status: .created, contentType: "text/plain", body: $0.body) }
    return router
}

extension Router {
    /// The body of the answer to `method` on `path`, as text.
    fileprivate func text(_ path: String, method: HTTPRequest.Method = .get) -> String {
        String(decoding: respond(to: Request(method: method, path: path)).body, as: UTF8.self)
    }
}

@Test func aPathIsMatchedWhole() {
    let router = namingRouter()
    #expect(router.text("/a") == "get /a")
    #expect(router.text("/ab") == "get /ab")
    // Past fifteen bytes paths are compared by their bytes: the same length, one byte apart.
    #expect(router.text("/a-path-past-fifteen-1") == "get /a-path-past-fifteen-1")
    #expect(router.text("/a-path-past-fifteen-2") == "get /a-path-past-fifteen-2")
    // Neither a prefix nor an extension of a path is that path.
    #expect(router.respond(to: Request(method: .get, path: "/")).status == .notFound)
    #expect(router.respond(to: Request(method: .get, path: "/abc")).status == .notFound)
    #expect(router.respond(to: Request(method: .get, path: "/a-path-past-fifteen-3")).status == .notFound)
}

@Test func aPrefixRouteTakesLongerPathsAfterTheExactOnes() {
    let router = namingRouter()
    #expect(router.text("/sizes/sha256-1") == "get prefix /sizes/sha256-1")
    // An exact path under the prefix is its own route.
    #expect(router.text("/sizes/special") == "get /sizes/special")
    // The prefix alone names no member.
    #expect(router.respond(to: Request(method: .get, path: "/sizes/")).status == .notFound)
}

@Test func theRouteLabelIsThePathOrThePrefixsPattern() {
    var router = Router(
        notFound: { Response(status: .notFound, contentType: "text/plain", body: Array(($0.route ?? "none").utf8)) },
        methodNotAllowed: { request, _ in
            Response(status: .methodNotAllowed, contentType: "text/plain", body: Array((request.route ?? "none").utf8))
        })
    router.get("/a") { Response(contentType: "text/plain", body: Array(($0.route ?? "none").utf8)) }
    router.get(prefix: "/sizes/") { Response(contentType: "text/plain", body: Array(($0.route ?? "none").utf8)) }
    #expect(router.text("/a") == "/a")
    #expect(router.text("/sizes/x") == "/sizes/{id}")
    #expect(router.text("/a", method: .post) == "/a")
    #expect(router.text("/b") == "none")
}

@Test func anUnknownPathIsNotFoundWhateverTheMethod() {
    let router = namingRouter()
    for method in [HTTPRequest.Method.get, .head, .post, .delete] {
        #expect(router.respond(to: Request(method: method, path: "/nowhere")).status == .notFound)
    }
}

@Test func aKnownPathAskedWithAnotherMethodIs405WithTheMethodsItServes() {
    let router = namingRouter()
    let delete = router.respond(to: Request(method: .delete, path: "/ab"))
    #expect(delete.status == .methodNotAllowed)
    // In a stable order, `get` having added `HEAD`.
    #expect(delete.headerFields[.allow] == "GET, HEAD, POST")
    #expect(router.allowedMethods(for: "/ab") == [.get, .head, .post])
    #expect(router.respond(to: Request(method: .post, path: "/a")).headerFields[.allow] == "GET, HEAD")
    #expect(router.respond(to: Request(method: .post, path: "/sizes/x")).headerFields[.allow] == "GET, HEAD")
    #expect(router.allowedMethods(for: "/nowhere") == [])
}

@Test func headIsAnsweredByTheGetHandler() {
    let router = namingRouter()
    // The body is the transport's to leave out; the route answers as for GET.
    #expect(router.text("/a", method: .head) == "get /a")
    #expect(router.text("/sizes/x", method: .head) == "get prefix /sizes/x")
    var postOnly = namingRouter()
    postOnly.post("/upload", maximumBodySize: 1) { _ in Response(status: .created) }
    #expect(postOnly.respond(to: Request(method: .head, path: "/upload")).headerFields[.allow] == "POST")
}

@Test func aPostRouteTakesItsBodyWithinItsLimitAndOthersNone() {
    let router = namingRouter()
    #expect(router.bodyRoute(method: .post, path: "/ab")?.limit == 16)
    #expect(router.bodyRoute(method: .get, path: "/ab") == nil)
    #expect(router.bodyRoute(method: .post, path: "/a") == nil)
    let created = router.respond(to: Request(method: .post, path: "/ab", body: Array("body".utf8)))
    #expect(created.status == .created && created.body == Array("body".utf8))
}

@Test func aRouteAddedAgainForAMethodReplacesTheFirst() {
    var router = namingRouter()
    router.get("/a") { _ in Response(contentType: "text/plain", body: Array("second".utf8)) }
    #expect(router.text("/a") == "second")
    #expect(router.allowedMethods(for: "/a") == [.get, .head])
}

/// Appends its name to the `Trace` header on the way in (the request's) and on the way out (the response's).
private struct Tracing: Middleware {
    let name: String

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        var request = request
        request.headerFields[.trace] = (request.headers[.trace].map { $0 + " " } ?? "") + "in:\(name)"
        var response = next(request)
        response.headerFields[.trace] = (response.headerFields[.trace].map { $0 + " " } ?? "") + "out:\(name)"
        return response
    }
}

extension HTTPField.Name {
    fileprivate static let trace = HTTPField.Name("Trace")!
}

@Test func middlewareRunsAroundEveryRoutedRequestTheFirstAddedOutermost() {
    var router = Router(
        notFound: { request in Response(status: .notFound, headerFields: [.trace: request.headers[.trace] ?? ""]) },
        methodNotAllowed: { request, _ in
            Response(status: .methodNotAllowed, headerFields: [.trace: request.headers[.trace] ?? ""])
        })
    router.get("/a") { request in Response(status: .ok, headerFields: [.trace: request.headers[.trace] ?? ""]) }
    router.use(Tracing(name: "outer"))
    router.use(Tracing(name: "inner"))
    // The handler sees both, outer first; the answer passes the inner one first on its way out.
    let expected = "in:outer in:inner out:inner out:outer"
    #expect(router.respond(to: Request(method: .get, path: "/a")).headerFields[.trace] == expected)
    // 404 and 405 pass through the same middleware.
    #expect(router.respond(to: Request(method: .get, path: "/b")).headerFields[.trace] == expected)
    #expect(router.respond(to: Request(method: .post, path: "/a")).headerFields[.trace] == expected)
}

@Test func middlewareAddedAfterTheRoutesStillRunsAndSeesTheRoute() {
    var router = namingRouter()
    router.use(Tracing(name: "late"))
    let response = router.respond(to: Request(method: .get, path: "/sizes/x"))
    #expect(response.headerFields[.trace] == "out:late")
    #expect(String(decoding: response.body, as: UTF8.self) == "get prefix /sizes/x")
}
