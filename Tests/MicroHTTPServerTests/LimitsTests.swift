// Limits under abuse: oversized requests, too many connections, slowloris, idle timeouts.

import Foundation
import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

private func plainRouter() -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) },
        methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) },
        bodyTooLarge: { Response(status: .contentTooLarge, contentType: "text/plain", body: Array("cap \($0)".utf8)) },
        overloaded: { Response(status: .serviceUnavailable, contentType: "text/plain", body: Array("busy".utf8)) })
    router.get("/ok") { _ in Response(contentType: "text/plain", body: Array("ok".utf8)) }
    router.add(.post, "/ok") { _ in Response(contentType: "text/plain", body: Array("posted".utf8)) }
    return router
}

private func startServer(_ configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2)
    configure(&configuration)
    return try HTTPServer(configuration: configuration, router: plainRouter())
}

/// Writes bytes to a socket, ignoring a peer that already closed.
private func send(_ socket: Int32, _ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
}

@Test func anOverlongURLIs414AndOversizedHeadersAre431() throws {
    let server = try startServer()
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    // Past the connection's memory, libmicrohttpd answers 414 itself.
    #expect(try client.get("/ok?x=" + String(repeating: "a", count: 40_000)).status == 414)
    // Hundreds of query arguments (each costs libmicrohttpd ~64 bytes) still fit and reach the route.
    #expect(try client.get("/ok?" + Array(repeating: "a", count: 400).joined(separator: "&")).status == 200)
    #expect(
        try client.send(method: "GET", target: "/ok", headers: ["X-Big: " + String(repeating: "b", count: 20_000)]).status == 431)
    let many = (0..<400).map { "X-Header-\($0): \(String(repeating: "c", count: 40))" }
    #expect(try client.send(method: "GET", target: "/ok", headers: many).status == 431)
    #expect(try client.get("/ok").status == 200)
}

@Test func anAnnouncedBodyOverTheCapIs413BeforeItIsRead() throws {
    let server = try startServer { $0.maximumBodySize = 1000 }
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    let refused = try client.send(method: "POST", target: "/ok", body: Array(repeating: 0x61, count: 5000))
    #expect(refused.status == 413)
    #expect(refused.bodyText == "cap 1000")
    #expect(try client.send(method: "POST", target: "/ok", body: Array(repeating: 0x61, count: 1000)).status == 200)
}

@Test func aChunkedBodyIsRefusedBeforeItIsRead() throws {
    let server = try startServer { $0.maximumBodySize = 1000 }
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    let chunk = "800\r\n" + String(repeating: "a", count: 0x800) + "\r\n"
    let request = "POST /ok HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk + chunk + "0\r\n\r\n"
    let answer = try client.exchange(Array(request.utf8))
    #expect(answer.status == 400)
    #expect(answer.header("connection")?.lowercased() == "close")
    #expect(try client.get("/ok").status == 200)
}

@Test func requestsPastTheConnectionLimitGet503() throws {
    let server = try startServer { $0.connectionLimit = 20 }
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    var idle: [Int32] = []
    for _ in 0..<25 { idle.append(try client.connect()) }
    // The server accepts in order: the 25 idle connections are open before this one is accepted.
    let refused = try client.get("/ok")
    #expect(refused.status == 503)
    #expect(refused.bodyText == "busy")
    #expect(refused.header("connection")?.lowercased() == "close")
    idle.forEach { close($0) }
    // Served again once the server has seen the idle connections close.
    let deadline = Date().addingTimeInterval(10)
    var status = try client.get("/ok").status
    while status == 503, Date() < deadline {
        usleep(10_000)
        status = try client.get("/ok").status
    }
    #expect(status == 200)
}

@Test func idleConnectionsAreClosedAfterTheTimeout() throws {
    let server = try startServer { $0.connectionTimeout = 1 }
    defer { server.stop() }
    var client = HTTPTestClient(port: server.port)
    client.timeout = 30
    let socket = try client.connect()
    defer { close(socket) }
    send(socket, "GET /ok HTTP/1.1\r\nHost: x\r\n")  // and never the blank line
    let started = Date()
    var byte: UInt8 = 0
    let count = read(socket, &byte, 1)
    #expect(count == 0)  // closed by the server, not by our 30 s read timeout
    // Closed for the 1 s timeout, with room for a loaded machine: well before the read's own.
    #expect(Date().timeIntervalSince(started) < 10)
}

/// Hundreds of idle connections and slow tricklers (slowloris) must not slow a normal client.
@Test func aNormalClientIsServedPromptlyBesideSlowloris() throws {
    let server = try startServer()
    defer { server.stop() }
    let client = HTTPTestClient(port: server.port)
    var sockets: [Int32] = []
    defer { sockets.forEach { close($0) } }
    for index in 0..<400 {
        let socket = try client.connect()
        if index % 2 == 0 { send(socket, "GET /ok HTTP/1.1\r\nHost: x\r\nX-Slow: ") }
        sockets.append(socket)
    }
    let trickling = sockets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let stopTrickling = SharedFlag()
    let trickler = Thread {
        while !stopTrickling.isSet {
            for socket in trickling { send(socket, "a") }
            usleep(50_000)
        }
    }
    trickler.start()
    defer { stopTrickling.set() }
    var slowest = 0.0
    for _ in 0..<50 {
        let started = Date()
        #expect(try client.get("/ok").status == 200)
        slowest = max(slowest, Date().timeIntervalSince(started))
    }
    // Served in turn, not after the tricklers: far under the connection timeout (10 s by default)
    // that a blocked server would wait out, with room for a loaded machine or a sanitizer.
    #expect(slowest < 3, "slowest normal request took \(slowest) s")
}
