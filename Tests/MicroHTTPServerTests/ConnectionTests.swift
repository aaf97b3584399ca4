// One connection, many requests: pipelining, keep-alive, Expect: 100-continue and clients that half-close.

import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

/// Answers `/echo?i=N` with `N`, and takes a POST body (discarded) on `/upload`.
private func numberedRouter() -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) }, methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) },
        malformed: { Response(status: $0.status, contentType: "text/plain", body: Array($0.field.utf8)) })
    router.get("/echo") { request in
        Response(contentType: "text/plain", body: Array((request.query.first?.value ?? "").utf8))
    }
    router.add(.post, "/upload") { _ in Response(status: .created, contentType: "text/plain", body: Array("stored".utf8)) }
    return router
}

/// A server whose idle timeout (30 s) is far past the client's read timeout (5 s): a connection
/// left open shows as a timed-out read.
private func withServer(_ body: (UInt16) throws -> Void) throws {
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, connectionTimeout: 30)
    configuration.maximumBodySize = 1000
    let server = try HTTPServer(configuration: configuration, router: numberedRouter())
    defer { server.stop() }
    try body(server.port)
}

@Test func pipelinedRequestsAreAllAnsweredInOrder() throws {
    try withServer { port throws in
        let connection = try HTTPConnection(port: port, timeout: 5)
        // 50 requests in one write; the last one asks to close.
        let requests = (0..<50).map { "GET /echo?i=\($0) HTTP/1.1\r\nHost: x\r\n\($0 == 49 ? "Connection: close\r\n" : "")\r\n" }
        connection.write(requests.joined())
        for index in 0..<50 {
            let answer = try connection.readResponse()
            #expect(answer.status == 200)
            #expect(answer.bodyText == String(index))
        }
        #expect(connection.waitForClose())
    }
}

@Test func aRefusedRequestInAPipelineEndsIt() throws {
    try withServer { port throws in
        let connection = try HTTPConnection(port: port, timeout: 5)
        connection.write(
            "GET /echo?i=1 HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /echo?i=2 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
                + "GET /echo?i=3 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try connection.readResponse().bodyText == "1")
        let refused = try connection.readResponse()
        #expect(refused.status == 400)
        #expect(refused.bodyText == "transfer-encoding")
        // The third request is never answered: the refusal closed the connection.
        #expect(connection.waitForClose())
        #expect(connection.unread.isEmpty)
    }
}

@Test func expectContinueGets100ThenTheAnswer() throws {
    try withServer { port throws in
        let connection = try HTTPConnection(port: port, timeout: 5)
        connection.write("POST /upload HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
        #expect(try connection.readResponse().status == 100)
        connection.write("hello")
        let answer = try connection.readResponse()
        #expect(answer.status == 201)
        #expect(answer.bodyText == "stored")
    }
}

@Test func expectContinueOverTheBodyCapGets413Without100() throws {
    try withServer { port throws in
        let connection = try HTTPConnection(port: port, timeout: 5)
        // 1001 bytes announced, over the 1000-byte cap: refused before the client sends any.
        connection.write("POST /upload HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 1001\r\n\r\n")
        #expect(try connection.readResponse().status == 413)
    }
}

/// libmicrohttpd on edge-triggered epoll misses a FIN that arrives with the request; the answer
/// then closes the connection itself. The race hit about half of the requests, so 20 are sent.
@Test(arguments: ["/echo?i=1", "/missing", "/echo?i=" + String(repeating: "9", count: 2000)])
func aClientThatHalfClosesIsAnsweredAndClosedAtOnce(target: String) throws {
    try withServer { port throws in
        for _ in 0..<20 {
            let connection = try HTTPConnection(port: port, timeout: 5)
            connection.write("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
            connection.shutdownWrite()
            #expect(try connection.readResponse().status != 0)
            #expect(connection.waitForClose(), "left open until the idle timeout")
        }
    }
}

@Test func aKeptAliveConnectionServesRequestAfterRequest() throws {
    try withServer { port throws in
        let connection = try HTTPConnection(port: port, timeout: 5)
        for index in 0..<10 {
            connection.write("GET /echo?i=\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
            let answer = try connection.readResponse()
            #expect(answer.bodyText == String(index))
            #expect(answer.header("connection") == nil)
        }
    }
}
