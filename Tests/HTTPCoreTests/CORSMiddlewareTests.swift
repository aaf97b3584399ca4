// CORS on the real server: allowed origins get the header, preflights get 204, others nothing.

import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

private func withCORSServer(origin: String, _ body: (HTTPTestClient) throws -> Void) throws {
    var router = Router(
        notFound: { _ in Response(status: .notFound) },
        methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.use(CORSMiddleware(allowedOrigin: origin))
    router.get("/data") { _ in
        Response(status: .ok, headerFields: [.contentType: "text/plain", .eTag: "\"1\""], body: Array("data".utf8))
    }
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
        #expect(try client.get("/data").header("access-control-allow-origin") == nil)
    }
}

@Test func aPreflightOnAKnownRouteIs204WithTheAllowedMethodsAndHeaders() throws {
    try withCORSServer(origin: "*") { client throws in
        let preflight = try client.send(
            method: "OPTIONS", target: "/data",
            headers: [
                "Origin: https://any.example", "Access-Control-Request-Method: GET",
                "Access-Control-Request-Headers: if-none-match",
            ])
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == "*")
        #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS")
        #expect(preflight.header("access-control-allow-headers") == "If-None-Match")
        #expect(preflight.header("access-control-max-age") == "600")
        #expect(preflight.header("vary") == nil)
        // Not a preflight (no requested method), or an unknown path: the router answers.
        #expect(try client.send(method: "OPTIONS", target: "/data", headers: ["Origin: https://any.example"]).status == 405)
        #expect(
            try client.send(
                method: "OPTIONS", target: "/nothing",
                headers: ["Origin: https://any.example", "Access-Control-Request-Method: GET"]
            ).status == 404)
    }
}
