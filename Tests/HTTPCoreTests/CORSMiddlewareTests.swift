// CORS on the real server: the fields reach the client through the transport (CORSPreflightTests drives it without a socket).

import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

private func withCORSServer(origin: String, _ body: (HTTPTestClient) throws -> Void) throws {
    var router = Router(
        notFound: { _ in Response(status: .notFound) },
        methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.get("/data") { _ in
        Response(status: .ok, headerFields: [.contentType: "text/plain", .eTag: "\"1\""], body: Array("data".utf8))
    }
    router.get("/negotiated") { _ in
        Response(status: .ok, headerFields: [.contentType: "text/plain", .vary: "Accept"], body: Array("data".utf8))
    }
    router.post("/upload", maximumBodySize: 1024) { _ in Response(status: .created) }
    let routes = router
    router.use(CORSMiddleware(allowedOrigin: origin, allowedMethods: { routes.allowedMethods(for: $0) }))
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1), router: router)
    defer { server.stop() }
    try body(HTTPTestClient(port: server.port))
}

@Test func anAllowedOriginGetsTheHeaderAndTheETagExposed() throws {
    try withCORSServer(origin: "https://app.example") { client throws in
        let response = try client.send(method: "GET", target: "/data", headers: ["Origin: https://app.example"])
        #expect(response.status == 200)
        #expect(response.header("access-control-allow-origin") == "https://app.example")
        #expect(response.header("access-control-expose-headers") == "ETag")
        #expect(response.header("vary") == "Origin")
    }
}

@Test func anotherOriginOrNoOriginGetsNoCORSHeaders() throws {
    try withCORSServer(origin: "https://app.example") { client throws in
        let other = try client.send(method: "GET", target: "/data", headers: ["Origin: https://evil.example"])
        #expect(other.status == 200)
        #expect(other.header("access-control-allow-origin") == nil)
        let withoutOrigin = try client.get("/data")
        #expect(withoutOrigin.header("access-control-allow-origin") == nil)
        // The same path answers other origins otherwise: a shared cache must keep them apart.
        #expect(other.header("vary") == "Origin" && withoutOrigin.header("vary") == "Origin")
        // What an answer already varies by is kept.
        #expect(try client.get("/negotiated").header("vary") == "Accept, Origin")
    }
}

extension HTTPTestClient {
    /// A browser's preflight from https://any.example for `method` with the request `headers`.
    fileprivate func preflight(_ target: String, method: String, headers: String) throws -> RawResponse {
        try send(
            method: "OPTIONS", target: target,
            headers: [
                "Origin: https://any.example", "Access-Control-Request-Method: \(method)",
                "Access-Control-Request-Headers: \(headers)",
            ])
    }
}

@Test func aPreflightOnAKnownRouteIs204WithTheAllowedMethodsAndHeaders() throws {
    try withCORSServer(origin: "*") { client throws in
        let preflight = try client.preflight("/data", method: "GET", headers: "if-none-match")
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == "*")
        #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS")
        #expect(preflight.header("access-control-allow-headers") == "Content-Type, If-None-Match")
        #expect(preflight.header("access-control-max-age") == "600")
        #expect(preflight.header("vary") == "Origin")
        // A route that takes a post: its method, and the JSON body's Content-Type, are allowed.
        let post = try client.preflight("/upload", method: "POST", headers: "content-type")
        #expect(post.status == 204)
        #expect(post.header("access-control-allow-methods") == "POST, OPTIONS")
        #expect(post.header("access-control-allow-headers") == "Content-Type, If-None-Match")
        // Not a preflight (no requested method), or an unknown path: the router answers.
        #expect(try client.send(method: "OPTIONS", target: "/data", headers: ["Origin: https://any.example"]).status == 405)
        #expect(
            try client.send(
                method: "OPTIONS", target: "/nothing",
                headers: ["Origin: https://any.example", "Access-Control-Request-Method: GET"]
            ).status == 404)
    }
}
