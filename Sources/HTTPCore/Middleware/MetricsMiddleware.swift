// Request counts and latency histograms by route and status, through swift-metrics.

import HTTPTypes
import Metrics
import Synchronization

/// Counts requests (`http_requests_total`) and times them (`http_request_duration_seconds`),
/// both by `method`, `route` (the matched route, or `unmatched`: never the raw path, which a
/// client could vary without end) and `status`. The metric handles are made once per label set
/// and kept, so the backend's registry is not searched on every request.
public final class MetricsMiddleware: Middleware {
    public static let requestsLabel = "http_requests_total"
    public static let durationLabel = "http_request_duration_seconds"

    private struct Labels: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    private let handles = Mutex<[Labels: (counter: Counter, timer: Metrics.Timer)]>([:])

    public init() {}

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        let started = ContinuousClock.now
        let response = next(request)
        let duration = ContinuousClock.now - started
        let labels = Labels(method: request.method.rawValue, route: request.route ?? "unmatched", status: response.status.code)
        let (counter, timer) = handles(for: labels)
        counter.increment()
        timer.recordNanoseconds(duration.nanoseconds)
        return response
    }

    private func handles(for labels: Labels) -> (counter: Counter, timer: Metrics.Timer) {
        handles.withLock { handles in
            if let existing = handles[labels] { return existing }
            let dimensions = [("method", labels.method), ("route", labels.route), ("status", String(labels.status))]
            let made = (
                counter: Counter(label: Self.requestsLabel, dimensions: dimensions),
                timer: Metrics.Timer(label: Self.durationLabel, dimensions: dimensions)
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
