// Request counts and latency histograms by route and status, through swift-metrics.

import Foundation
public import HTTPTypes
public import Metrics
import Synchronization

/// Counts requests (`http_requests_total`) and times them (`http_request_duration_seconds`),
/// both by `method`, `route` and `status`. Every label comes from a closed set, since any client
/// could otherwise grow the registry (and `/metrics`) without end: `method` is one of HTTP's
/// methods or `other`, `route` the matched route (bounded by the route table) or `unmatched`,
/// never the raw path; `status` one of the few codes the server answers. The metric handles are
/// made once per label set and kept in a table that requests read without a lock.
public final class MetricsMiddleware: Middleware, Sendable {
    public static let requestsLabel = "http_requests_total"
    public static let durationLabel = "http_request_duration_seconds"

    private let series: SeriesTable

    /// Counts with `factory`: the one bootstrapped in `MetricsSystem` unless told otherwise.
    public init(factory: any MetricsFactory = MetricsSystem.factory) {
        series = SeriesTable(factory: factory)
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        // Whole nanoseconds of the monotonic clock: a subtraction, where `ContinuousClock`'s
        // instants give a `Duration` to split back into nanoseconds.
        let started = DispatchTime.now().uptimeNanoseconds
        let response = next(request)
        let ended = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = Int64(clamping: ended >= started ? ended - started : 0)
        let handles = series.handles(
            method: Self.methodIndex(request.method), route: request.route ?? Self.unmatchedRoute,
            status: response.status.code)
        handles.counter.increment()
        handles.timer.recordNanoseconds(nanoseconds)
        return response
    }

    /// The `route` label of a request that no route serves.
    public static let unmatchedRoute = "unmatched"
    /// The `method` label of a method not in `knownMethods`.
    public static let otherMethod = "other"
    /// RFC 9110's methods and PATCH (RFC 5789): the `method` label's values besides `other`.
    public static let knownMethods: Set<HTTPRequest.Method> = Set(methodsInOrder)

    /// `knownMethods`, the most frequent first: a request's method is found by comparing it with
    /// each in turn, which for `GET` is one comparison of two short strings.
    static let methodsInOrder: [HTTPRequest.Method] = [
        .get, .head, .options, .post, .put, .delete, .patch, .connect, .trace,
    ]

    /// The position of `method` in `methodsInOrder`, or its count for `other`.
    static func methodIndex(_ method: HTTPRequest.Method) -> Int {
        methodsInOrder.firstIndex(of: method) ?? methodsInOrder.count
    }

    static func methodLabel(_ method: HTTPRequest.Method) -> String {
        methodLabel(index: methodIndex(method))
    }

    static func methodLabel(index: Int) -> String {
        index < methodsInOrder.count ? methodsInOrder[index].rawValue : otherMethod
    }
}

/// The counter and timer of one label set.
private final class Series: Sendable {
    let method: Int
    let route: String
    let status: Int
    let counter: Counter
    let timer: Metrics.Timer

    init(method: Int, route: String, status: Int, factory: any MetricsFactory) {
        self.method = method
        self.route = route
        self.status = status
        let dimensions = [
            ("method", MetricsMiddleware.methodLabel(index: method)), ("route", route), ("status", String(status)),
        ]
        counter = Counter(label: MetricsMiddleware.requestsLabel, dimensions: dimensions, factory: factory)
        timer = Metrics.Timer(label: MetricsMiddleware.durationLabel, dimensions: dimensions, factory: factory)
    }

    func matches(method: Int, route: String, status: Int) -> Bool {
        self.status == status && self.method == method && self.route == route
    }
}

/// The series made so far, found without a lock: an open-addressed table of atomic slots, each
/// empty or holding a series for good. A request reads the slots from its label set's hash on;
/// only a label set seen for the first time takes the lock, to make its series and publish it in
/// a slot. Label sets are few (the labels' closed sets bound them), so the table rarely fills;
/// when it does, the rest are kept in a dictionary under the lock. (Unchecked: the slots are
/// atomics, the dictionary is only touched under the lock.)
private final class SeriesTable: @unchecked Sendable {
    private static let slotCount = 256

    /// The slots: none, or a retained `Series`.
    private let slots = AtomicArray<Unmanaged<Series>?>(repeating: nil, count: slotCount)
    /// Guards the writers of `slots` and `overflow`. A pthread mutex (`NSLock`), not
    /// `Synchronization.Mutex`: on Linux a contended `Mutex` waits in the kernel (a
    /// priority-inheritance futex) and is handed over there, out of ThreadSanitizer's sight, so a
    /// sanitized server under load reported accesses it guards as a data race that is not one.
    private let lock = NSLock()
    private var overflow: [String: Series] = [:]
    private let factory: any MetricsFactory

    init(factory: any MetricsFactory) {
        self.factory = factory
    }

    deinit {
        for index in 0..<Self.slotCount { slots.relaxedLoad(at: index)?.release() }
    }

    func handles(method: Int, route: String, status: Int) -> Series {
        let start = Self.hash(method: method, route: route, status: status)
        for probe in 0..<Self.slotCount {
            guard let slot = slots.acquiringLoad(at: (start + probe) % Self.slotCount) else { break }
            let series = slot.takeUnretainedValue()
            if series.matches(method: method, route: route, status: status) { return series }
        }
        return made(method: method, route: route, status: status, from: start)
    }

    /// The series of a label set not found in the table: made and published under the lock,
    /// unless another request did so first.
    private func made(method: Int, route: String, status: Int, from start: Int) -> Series {
        lock.withLock {
            for probe in 0..<Self.slotCount {
                let slot = (start + probe) % Self.slotCount
                guard let held = slots.acquiringLoad(at: slot) else {
                    let series = Series(method: method, route: route, status: status, factory: factory)
                    slots.releasingStore(Unmanaged.passRetained(series), at: slot)
                    return series
                }
                let series = held.takeUnretainedValue()
                if series.matches(method: method, route: route, status: status) { return series }
            }
            let key = "\(method) \(status) \(route)"
            if let series = overflow[key] { return series }
            let series = Series(method: method, route: route, status: status, factory: factory)
            overflow[key] = series
            return series
        }
    }

    /// A hash that reads no bytes of the route but its length: routes of one length share a start
    /// and are told apart by comparison.
    private static func hash(method: Int, route: String, status: Int) -> Int {
        ((status &* 31 &+ method) &* 31 &+ route.utf8.count) & (slotCount - 1)
    }
}
