// Request counts and latency histograms by route and status, through swift-metrics.

import Foundation
public import HTTPTypes
public import Metrics

/// Counts requests (`http_requests_total`) and times them (`http_request_duration_seconds`),
/// both by `method`, `route` and `status`. Every label comes from a closed set, since any client
/// could otherwise grow the registry (and `/metrics`) without end: `method` is one of HTTP's
/// methods or `other`, `route` the matched route (bounded by the route table) or `unmatched`,
/// never the raw path; `status` one of the few codes the server answers. The metric handles are
/// made once per label set and kept, so the backend's registry is not searched on every request.
public final class MetricsMiddleware: Middleware, @unchecked Sendable {
    public static let requestsLabel = "http_requests_total"
    public static let durationLabel = "http_request_duration_seconds"

    private struct Labels: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    /// Guards `handles`. A pthread mutex (`NSLock`), not `Synchronization.Mutex`: on Linux a
    /// contended `Mutex` waits in the kernel (a priority-inheritance futex) and is handed over
    /// there, out of ThreadSanitizer's sight, so a sanitized server under load reported the
    /// dictionary's accesses as a data race that is not one, and exited 66.
    private let lock = NSLock()
    private var handles: [Labels: (counter: Counter, timer: Metrics.Timer)] = [:]

    private let factory: any MetricsFactory

    /// Counts with `factory`: the one bootstrapped in `MetricsSystem` unless told otherwise.
    public init(factory: any MetricsFactory = MetricsSystem.factory) {
        self.factory = factory
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        let started = ContinuousClock.now
        let response = next(request)
        let duration = ContinuousClock.now - started
        let labels = Labels(
            method: Self.methodLabel(request.method), route: request.route ?? Self.unmatchedRoute, status: response.status.code)
        let (counter, timer) = handles(for: labels)
        counter.increment()
        timer.recordNanoseconds(duration.nanoseconds)
        return response
    }

    /// The `route` label of a request that no route serves.
    public static let unmatchedRoute = "unmatched"
    /// The `method` label of a method not in `knownMethods`.
    public static let otherMethod = "other"
    /// RFC 9110's methods and PATCH (RFC 5789): the `method` label's values besides `other`.
    public static let knownMethods: Set<HTTPRequest.Method> = [
        .get, .head, .post, .put, .delete, .connect, .options, .trace, .patch,
    ]

    static func methodLabel(_ method: HTTPRequest.Method) -> String {
        knownMethods.contains(method) ? method.rawValue : otherMethod
    }

    private func handles(for labels: Labels) -> (counter: Counter, timer: Metrics.Timer) {
        lock.withLock {
            if let existing = handles[labels] { return existing }
            let dimensions = [("method", labels.method), ("route", labels.route), ("status", String(labels.status))]
            let made = (
                counter: Counter(label: Self.requestsLabel, dimensions: dimensions, factory: factory),
                timer: Metrics.Timer(label: Self.durationLabel, dimensions: dimensions, factory: factory)
            )
            handles[labels] = made
            return made
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
