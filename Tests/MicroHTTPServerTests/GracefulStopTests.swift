// stop() lets requests in flight finish, refuses new connections, and does not wait for idle ones.

import Foundation
import HTTPTestClient
import HTTPTypes
import HTTPCore
import MicroHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A route that takes `milliseconds` to answer, like a slow request in flight.
private func slowRouter(milliseconds: UInt32) -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) }, methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.get("/slow") { _ in
        usleep(milliseconds * 1000)
        return Response(contentType: "text/plain", body: Array(repeating: 0x7A, count: 100_000))
    }
    return router
}

@Test func stopFinishesTheRequestsInFlight() throws {
    let server = try HTTPServer(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), router: slowRouter(milliseconds: 300))
    let client = HTTPTestClient(port: server.port)
    let results = ResponseLog()
    let group = DispatchGroup()
    for _ in 0..<16 {
        DispatchQueue.global().async(group: group) {
            results.record(Result { try client.get("/slow") })
        }
    }
    // Two threads, each answering one slow request: wait until both are busy.
    let deadline = Date().addingTimeInterval(5)
    while server.requestsInFlight < 2, Date() < deadline { usleep(1_000) }
    #expect(server.requestsInFlight >= 2)
    let started = Date()
    server.stop()
    let stopping = Date().timeIntervalSince(started)
    group.wait()
    // Every request the server accepted got its whole answer; the others were refused, not cut.
    for result in results.all {
        switch result {
        case .success(let response):
            #expect(response.status == 200)
            #expect(response.body.count == 100_000)
        case .failure(let error):
            #expect(error is HTTPTestClientError)
        }
    }
    #expect(results.all.contains { (try? $0.get().status) == 200 })
    // Bounded by the drain (10 s): the requests in flight finished, none waited out the bound.
    #expect(stopping < 10, "stop took \(stopping) s")
    #expect(throws: HTTPTestClientError.self) { try client.get("/slow") }
}

@Test func stopDoesNotWaitForIdleKeptAliveConnections() throws {
    let server = try HTTPServer(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, connectionTimeout: 60),
        router: slowRouter(milliseconds: 0))
    let client = HTTPTestClient(port: server.port)
    let socket = try client.connect()
    defer { close(socket) }
    let started = Date()
    server.stop()
    // Far under the connection's 60 s timeout and the 10 s drain, which a wait for it would reach.
    #expect(Date().timeIntervalSince(started) < 5)
}

@Test func whileStoppingANewConnectionIsClosedUnanswered() throws {
    // Slow enough to outlast a stop that a loaded machine begins late: the test waits for
    // conditions (the request in flight, the stop begun), whose bounds only a hang reaches.
    var router = slowRouter(milliseconds: 5_000)
    router.get("/fast") { _ in Response(contentType: "text/plain", body: Array("fast".utf8)) }
    let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), router: router)
    let client = HTTPTestClient(port: server.port)
    #expect(try client.get("/fast").status == 200)
    let slow = ResponseLog()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { slow.record(Result { try client.get("/slow") }) }
    let busy = Date().addingTimeInterval(5)
    while server.requestsInFlight < 1, Date() < busy { usleep(1_000) }
    DispatchQueue.global().async(group: group) { server.stop() }
    // Once the stop has begun, a new connection is closed without an answer, while the slow
    // request goes on being served.
    let stopping = Date().addingTimeInterval(5)
    while !server.isStopping, Date() < stopping { usleep(1_000) }
    #expect(server.isStopping)
    #expect((try? client.get("/fast")) == nil, "a new connection answered while stopping")
    #expect(server.requestsInFlight == 1, "the slow request is still in flight when the new one is refused")
    group.wait()
    #expect((try? slow.all.first?.get().status) == 200)
}
