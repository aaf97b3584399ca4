// Request durations in fixed buckets, recorded without a lock, and written as Prometheus text.

import Foundation
public import Metrics
import Synchronization

/// A swift-metrics timer that counts durations into fixed buckets: a request's recording is two
/// relaxed atomic additions (its bucket's count and the sum), where a histogram behind a lock takes
/// the lock, compares `Duration`s bucket by bucket and adds 128-bit sums. Counts are kept per
/// bucket, not cumulative; `write(into:)` adds them up when `/metrics` is read, and the total
/// count is their sum. A reading taken while requests are recorded may miss the latest few, as
/// any scrape does.
public final class DurationHistogram: TimerHandler, @unchecked Sendable {
    /// The metric's name (`http_request_duration_seconds`).
    public let name: String
    /// The series' labels, rendered once: `method="GET",route="/layout",status="200"`.
    let renderedLabels: String
    /// The buckets' upper bounds in nanoseconds, ascending; one more bucket, `+Inf`, follows.
    let bounds: [Int64]
    /// One count per bucket, `+Inf`'s last: atomics written by any thread, read by a scrape.
    /// (Unchecked Sendable: they are only ever read and written atomically.)
    private let counts: AtomicArray<Int>
    private let sumNanoseconds = Atomic<Int64>(0)

    public init(name: String, dimensions: [(String, String)], bounds: [Int64]) {
        self.name = name
        self.bounds = bounds.sorted()
        renderedLabels = dimensions.map { "\($0.0)=\"\(Self.escaped($0.1))\"" }.joined(separator: ",")
        counts = AtomicArray(repeating: 0, count: bounds.count + 1)
    }

    /// Counts one duration: in the first bucket whose bound it does not pass (`le`, less or equal).
    public func recordNanoseconds(_ duration: Int64) {
        let duration = max(duration, 0)
        var bucket = 0
        while bucket < bounds.count, duration > bounds[bucket] { bucket += 1 }
        counts.relaxedWrappingAdd(1, at: bucket)
        sumNanoseconds.wrappingAdd(duration, ordering: .relaxed)
    }

    /// How many durations were recorded.
    public var count: Int { (0...bounds.count).reduce(0) { $0 + counts.relaxedLoad(at: $1) } }

    /// The durations' sum, in nanoseconds.
    public var sum: Int64 { sumNanoseconds.load(ordering: .relaxed) }

    /// The series' lines of the Prometheus text format: a cumulative `_bucket` line per bound and
    /// `+Inf`, then `_sum` in seconds and `_count`.
    public func write(into text: inout String) {
        var cumulative = 0
        for bucket in 0...bounds.count {
            cumulative += counts.relaxedLoad(at: bucket)
            let bound = bucket < bounds.count ? Self.seconds(bounds[bucket]) : "+Inf"
            text += "\(name)_bucket{\(renderedLabels)\(renderedLabels.isEmpty ? "" : ",")le=\"\(bound)\"} \(cumulative)\n"
        }
        let labels = renderedLabels.isEmpty ? "" : "{\(renderedLabels)}"
        text += "\(name)_sum\(labels) \(Self.seconds(sum))\n"
        text += "\(name)_count\(labels) \(cumulative)\n"
    }

    /// Nanoseconds as decimal seconds, the fraction's trailing zeros cut but one digit kept:
    /// 50,000 is `0.00005`, 1,000,000,000 is `1.0` (swift-prometheus writes its buckets so).
    static func seconds(_ nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        var fraction = String(magnitude % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1_000_000_000).\(fraction)"
    }

    /// A label value as the text format writes it: `\`, `"` and line feeds escaped.
    static func escaped(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// A swift-metrics factory whose timers are `DurationHistogram`s, and whose other metrics are
/// `base`'s: the timers are kept here, and `write(into:)` gives their text, to be served after
/// `base`'s own.
public final class DurationHistogramFactory: MetricsFactory, @unchecked Sendable {
    private let base: any MetricsFactory
    private let bounds: [Int64]
    /// Guards `histograms` (unchecked Sendable: it is only touched under the lock).
    private let lock = NSLock()
    private var histograms: [DurationHistogram] = []

    /// Timers with buckets of `bounds` (nanoseconds); every other metric made by `base`.
    public init(base: any MetricsFactory, bounds: [Int64]) {
        self.base = base
        self.bounds = bounds
    }

    public func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        let histogram = DurationHistogram(name: label, dimensions: dimensions, bounds: bounds)
        lock.withLock { histograms.append(histogram) }
        return histogram
    }

    public func destroyTimer(_ handler: any TimerHandler) {
        lock.withLock { histograms.removeAll { $0 === handler as AnyObject } }
    }

    /// Every timer's lines, by metric name in the order first made, each name's once under its
    /// `# TYPE` line.
    public func write(into text: inout String) {
        let histograms = lock.withLock { self.histograms }
        var names: [String] = []
        for histogram in histograms where !names.contains(histogram.name) { names.append(histogram.name) }
        for name in names {
            text += "# TYPE \(name) histogram\n"
            for histogram in histograms where histogram.name == name { histogram.write(into: &text) }
        }
    }

    public func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        base.makeCounter(label: label, dimensions: dimensions)
    }

    public func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        base.makeFloatingPointCounter(label: label, dimensions: dimensions)
    }

    public func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        base.makeMeter(label: label, dimensions: dimensions)
    }

    public func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        base.makeRecorder(label: label, dimensions: dimensions, aggregate: aggregate)
    }

    public func destroyCounter(_ handler: any CounterHandler) { base.destroyCounter(handler) }
    public func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        base.destroyFloatingPointCounter(handler)
    }
    public func destroyMeter(_ handler: any MeterHandler) { base.destroyMeter(handler) }
    public func destroyRecorder(_ handler: any RecorderHandler) { base.destroyRecorder(handler) }
}
