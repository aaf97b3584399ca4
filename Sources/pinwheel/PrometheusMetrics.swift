// swift-metrics backed by swift-prometheus, with lock-free latency histograms fit for microsecond answers.

import HTTPCore
import Prometheus

/// The metrics `/metrics` serves: counters in swift-prometheus's registry, request durations in
/// HTTPCore's `DurationHistogram`s (recorded without a lock), both in one Prometheus text answer.
struct PrometheusMetrics {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// The request-duration buckets, from 50 µs to 1 s (nanoseconds): swift-prometheus's default
    /// buckets start at 5 ms, above almost every answer this server gives.
    static let durationBuckets: [Int64] = [
        50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 25_000_000, 100_000_000,
        1_000_000_000,
    ]

    let registry = PrometheusCollectorRegistry()
    let factory: DurationHistogramFactory

    init() {
        factory = DurationHistogramFactory(base: PrometheusMetricsFactory(registry: registry), bounds: Self.durationBuckets)
    }

    /// The Prometheus text of every metric: the registry's, then the histograms'.
    func text() -> [UInt8] {
        var histograms = ""
        factory.write(into: &histograms)
        return registry.emitToBuffer() + Array(histograms.utf8)
    }
}
