// swift-metrics backed by swift-prometheus, with latency buckets fit for microsecond answers.

import Prometheus

enum PrometheusMetrics {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// The factory, with request-duration buckets from 50 µs to 1 s: the library's default
    /// buckets start at 5 ms, above almost every answer this server gives.
    static func factory(registry: PrometheusCollectorRegistry) -> PrometheusMetricsFactory {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500),
            .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(100), .seconds(1),
        ]
        return factory
    }
}
