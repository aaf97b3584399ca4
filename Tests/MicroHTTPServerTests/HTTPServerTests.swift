// The libmicrohttpd wrapper, started for real on an ephemeral port with a small route table.

import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A route table that knows nothing of layouts: it echoes what the server parsed.
private func echoRouter() -> Router {
    var router = Router(
        notFound: { Response(status: .notFound, contentType: "text/plain", body: Array("no \($0.path)".utf8)) },
        methodNotAllowed: { request, allowed in
            var response = Response(
                status: .methodNotAllowed, contentType: "text/plain", body: Array(request.method.rawValue.utf8))
            response.headerFields[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
            return response
        })
    router.get("/echo") { request in
        let query = request.query.map { "\($0.name)=\($0.value ?? "<nil>")" }.joined(separator: "|")
        return Response(contentType: "text/plain", body: Array("\(request.method.rawValue) \(request.path) \(query)".utf8))
    }
    router.get("/header") { request in
        Response(contentType: "text/plain", body: Array((request.headers[HTTPField.Name("X-Echo")!] ?? "<none>").utf8))
    }
    router.get("/fields") { request in
        let query = request.query.map { "\($0.name)=\($0.value ?? "<nil>")" }
        let headers = request.headers.fields.map { "\($0.name.rawName): \($0.value)" }
        return Response(contentType: "text/plain", body: Array((query + headers).joined(separator: "|").utf8))
    }
    router.get("/tagged") { _ in
        Response(status: .ok, headerFields: [.contentType: "text/plain"], entityTag: "\"v1\"", body: Array("tagged".utf8))
    }
    router.add(.post, "/echo") { _ in Response(status: .created, contentType: "text/plain", body: Array("posted".utf8)) }
    return router
}

private func withServer(_ body: (HTTPServer, HTTPTestClient) throws -> Void) throws {
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), router: echoRouter())
    defer { server.stop() }
    try body(server, HTTPTestClient(port: server.port))
}

@Test func listensOnAnEphemeralPortAndAnswersThroughTheRouter() throws {
    try withServer { server, client in
        #expect(server.port > 0)
        let response = try client.get("/echo")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/plain")
        #expect(response.bodyText == "GET /echo ")
    }
}

/// A response's `entityTag` is sent as its `ETag` field, beside the other fields; a response
/// without one has none.
@Test func theEntityTagIsSentAsTheETagField() throws {
    try withServer { _, client in
        let tagged = try client.get("/tagged")
        #expect(tagged.header("etag") == "\"v1\"")
        #expect(tagged.header("content-type") == "text/plain")
        #expect(tagged.bodyText == "tagged")
        #expect(try client.get("/echo").header("etag") == nil)
    }
}

/// Query items and header fields read back as sent whatever their sizes: a few short ones (laid
/// out on the stack, then copied into their array), and many or long ones (laid out in their
/// array). Arguments: the query's items, the length of an `X-Echo` field's value.
@Test(arguments: [
    (["a=1", "b"], 8),
    ((0..<70).map { "a\($0)=1" }, 8),
    (["long=" + String(repeating: "x", count: 1500), "b=2"], 1500),
])
func queryItemsAndHeaderFieldsOfEverySizeReadBackAsSent(items: [String], headerLength: Int) throws {
    try withServer { _, client in
        let query = items.joined(separator: "&")
        let expected = items.map { $0.contains("=") ? $0 : $0 + "=<nil>" }.joined(separator: "|")
        let echoed = try client.get("/echo?" + query)
        #expect(echoed.bodyText == "GET /echo " + expected)
        let value = String(repeating: "v", count: headerLength)
        let header = try client.send(method: "GET", target: "/header?" + query, headers: ["X-Echo: \(value)"])
        #expect(header.bodyText == value)
    }
}

@Test func decodesTheQueryInOrderWithRepeatsAndBareNames() throws {
    try withServer { _, client in
        let response = try client.get("/echo?b=2&a=x%20y&b=3&flag&empty=")
        #expect(response.bodyText == "GET /echo b=2|a=x y|b=3|flag=<nil>|empty=")
    }
}

/// Requests with more fields than `ReceivedFields` notes on the stack, with more bytes than
/// `PackedPairs.pack` packs there, and with both, are read as small ones are: every query item
/// and header field, in the order sent. A field takes 40 bytes to note, so 1,024 bytes note 25:
/// 26 items and `Host` and `Connection` are 28 fields. Packed, a pair takes 16 bytes and its
/// name's and value's: two items of 600 bytes are 2 × (16 + 2 + 600) = 1,236 bytes.
@Test(arguments: [(items: 26, headers: 0, length: 1), (items: 2, headers: 2, length: 600), (items: 40, headers: 40, length: 30)])
func requestsWithManyOrLongFieldsAreReadWhole(items: Int, headers: Int, length: Int) throws {
    try withServer { _, client in
        let value = String(repeating: "v", count: length)
        let query = (0..<items).map { "q\($0)=\(value)" }
        let fields = (0..<headers).map { "X-F\($0): \(value)" }
        let response = try client.send(method: "GET", target: "/fields?" + query.joined(separator: "&"), headers: fields)
        let sent = query + ["Host: 127.0.0.1:\(client.port)", "Connection: close"] + fields
        #expect(response.bodyText == sent.joined(separator: "|"))
    }
}

@Test func headAnswersWithoutABody() throws {
    try withServer { _, client in
        let response = try client.send(method: "HEAD", target: "/echo")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.header("content-length") == "11")  // "HEAD /echo "
    }
}

@Test func unknownPathGoesToNotFound() throws {
    try withServer { _, client in
        let response = try client.get("/missing?x=1")
        #expect(response.status == 404)
        #expect(response.bodyText == "no /missing")
    }
}

@Test func wrongMethodGoesToMethodNotAllowedWithTheServedMethods() throws {
    try withServer { _, client in
        let response = try client.send(method: "DELETE", target: "/echo")
        #expect(response.status == 405)
        #expect(response.bodyText == "DELETE")
        #expect(response.header("allow") == "GET, HEAD, POST")
    }
}

@Test func anUploadedBodyIsSwallowedBeforeAnswering() throws {
    try withServer { _, client in
        let response = try client.send(method: "POST", target: "/echo", body: Array(repeating: 0x41, count: 60_000))
        #expect(response.status == 201)
        #expect(response.bodyText == "posted")
        let refused = try client.send(method: "PUT", target: "/echo", body: Array("data".utf8))
        #expect(refused.status == 405)
    }
}

@Test func servesManyConnectionsFromSeveralThreads() async throws {
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), router: echoRouter())
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<64 {
            group.addTask { try client.get("/echo?i=\(index)").status }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(statuses == Array(repeating: 200, count: 64))
}

/// Requests with no query and no header fields at all (HTTP/1.0 needs no `Host`), on many
/// connections at once, so both of the pool's threads read such requests together. Under
/// `--sanitize=thread` this fails if their empty fields are packed with
/// `[UInt8](unsafeUninitializedCapacity: 0)`, which stores into the standard library's one
/// shared empty array.
@Test func requestsWithNoFieldsAtAllAreServedOnSeveralThreads() async throws {
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), router: echoRouter())
    defer { server.stop() }
    let port = server.port
    let answers = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<8 {
            group.addTask {
                try (0..<25).map { _ in
                    let connection = try HTTPConnection(port: port)
                    connection.write("GET /echo HTTP/1.0\r\n\r\n")
                    let response = try connection.readResponse()
                    return "\(response.status) \(response.bodyText)"
                }
            }
        }
        return try await group.reduce(into: [String]()) { $0 += $1 }
    }
    #expect(answers == Array(repeating: "200 GET /echo ", count: 200))
}

@Test func stopClosesTheListeningSocketAndIsIdempotent() throws {
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0), router: echoRouter())
    let client = HTTPTestClient(port: server.port)
    #expect(try client.get("/echo").status == 200)
    server.stop()
    server.stop()
    #expect(throws: HTTPTestClientError.self) { try client.get("/echo") }
}

@Test func aPortInUseIsAnError() throws {
    try withServer { server, _ in
        #expect(throws: ServerError.cannotListen(host: "127.0.0.1", port: server.port)) {
            try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: server.port), router: echoRouter())
        }
    }
}

@Test func anUnresolvableHostIsAnError() {
    #expect(throws: ServerError.invalidHost("no such host.invalid")) {
        try HTTPServer(configuration: ServerConfiguration(host: "no such host.invalid", port: 0), router: echoRouter())
    }
}

/// Whether this machine has an IPv6 loopback to listen on (a container or kernel may have none).
private let hasIPv6Loopback: Bool = {
    let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return false }
    defer { close(socket) }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_addr = in6addr_loopback
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
    } == 0
}()

@Test(.enabled(if: hasIPv6Loopback, "this machine has no IPv6 loopback (::1) to listen on"))
func listensOnIPv6() throws {
    let server = try HTTPServer(configuration: ServerConfiguration(host: "::1", port: 0), router: echoRouter())
    defer { server.stop() }
    #expect(server.port > 0)
}
