// Metrics labels come from a closed set, and counting from many threads loses nothing.

import Foundation
import HTTPCore
import HTTPTypes
import MetricsTestKit
import Testing

/// A router with two routes, counted by a middleware that reports to `metrics`.
private func countedRouter(_ metrics: TestMetrics) -> Router {
    var router = Router(
        notFound: { _ in Response(status: .notFound) }, methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.use(MetricsMiddleware(factory: metrics))
    router.get("/a") { _ in Response(status: .ok) }
    router.get("/b") { _ in Response(status: .ok) }
    return router
}

/// The label sets of every counter, as `method route status`.
private func series(_ metrics: TestMetrics) -> Set<String> {
    Set(metrics.counters.map { counter in counter.dimensions.map(\.1).joined(separator: " ") })
}

@Test func madeUpMethodsAndPathsShareTheOtherAndUnmatchedLabels() {
    let metrics = TestMetrics()
    let router = countedRouter(metrics)
    for index in 0..<200 {
        let method = HTTPRequest.Method("MADEUP\(index)" + String(repeating: "X", count: index * 10))!
        _ = router.respond(to: Request(method: method, path: "/a"))
        _ = router.respond(to: Request(method: .get, path: "/nowhere/\(UUID())"))
        _ = router.respond(to: Request(method: HTTPRequest.Method("get")!, path: "/b"))
    }
    // Three label sets however many requests: the method is `other` (made up, or lowercase: methods
    // are case-sensitive), the path `unmatched`.
    #expect(series(metrics) == ["other /a 405", "GET unmatched 404", "other /b 405"])
    // 200 requests of each kind, one counter each.
    #expect(metrics.counters.allSatisfy { $0.totalValue == 200 })
    #expect(metrics.timers.count == 3)
}

@Test(arguments: ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"])
func httpsMethodsAreTheirOwnLabel(method: String) throws {
    let metrics = TestMetrics()
    _ = countedRouter(metrics).respond(to: Request(method: HTTPRequest.Method(method)!, path: "/a"))
    #expect(try #require(metrics.counters.first).dimensions.first?.1 == method)
}

/// Many threads at once: every request counted. Under `--sanitize=thread` this is also where a
/// lock that ThreadSanitizer cannot see (a contended `Synchronization.Mutex`) shows as a race.
@Test func countingFromManyThreadsAtOnceLosesNothing() async {
    let metrics = TestMetrics()
    let router = countedRouter(metrics)
    await withTaskGroup(of: Void.self) { group in
        for task in 0..<8 {
            group.addTask {
                for index in 0..<250 {
                    // Alternating routes and statuses, so threads meet on new label sets too.
                    _ = router.respond(to: Request(method: .get, path: ["/a", "/b", "/nowhere"][(task + index) % 3]))
                }
            }
        }
    }
    // 8 tasks × 250 requests = 2000, spread over three label sets.
    #expect(metrics.counters.reduce(0) { $0 + $1.totalValue } == 2000)
    #expect(series(metrics) == ["GET /a 200", "GET /b 200", "GET unmatched 404"])
}

/// The timer records how long the rest of the chain took, in nanoseconds: at least the 5 ms a
/// handler spends, and not wildly more.
@Test func theTimerRecordsTheHandlersTimeInNanoseconds() throws {
    let metrics = TestMetrics()
    var router = Router(
        notFound: { _ in Response(status: .notFound) }, methodNotAllowed: { _, _ in Response(status: .methodNotAllowed) })
    router.use(MetricsMiddleware(factory: metrics))
    router.get("/slow") { _ in
        Thread.sleep(forTimeInterval: 0.005)
        return Response(status: .ok)
    }
    _ = router.respond(to: Request(method: .get, path: "/slow"))
    let timer = try #require(metrics.timers.first)
    let recorded = try #require(timer.values.first)
    #expect(recorded >= 5_000_000)
    #expect(recorded < 5_000_000_000)
}
