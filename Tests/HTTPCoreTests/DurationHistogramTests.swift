// The lock-free request-duration histogram: its buckets, its text, and recording from many threads.

import HTTPCore
import Metrics
import MetricsTestKit
import Testing

/// Bounds of 1, 2 and 5 ms, in nanoseconds.
private let bounds: [Int64] = [1_000_000, 2_000_000, 5_000_000]

@Test func aDurationIsCountedInTheFirstBucketItDoesNotPass() {
    let histogram = DurationHistogram(name: "t", dimensions: [], bounds: bounds)
    // 1 ms exactly is `le="0.001"` (less or equal); 1 ms and 1 ns is the next bucket; 6 ms only `+Inf`.
    for duration: Int64 in [0, 1_000_000, 1_000_001, 2_000_000, 6_000_000] { histogram.recordNanoseconds(duration) }
    var text = ""
    histogram.write(into: &text)
    // Cumulative: 2 (0 and 1 ms), 2 + 2, 4 + 0, 4 + 1; the sum is 10,000,001 ns.
    #expect(
        text == """
            t_bucket{le="0.001"} 2
            t_bucket{le="0.002"} 4
            t_bucket{le="0.005"} 4
            t_bucket{le="+Inf"} 5
            t_sum 0.010000001
            t_count 5

            """)
}

@Test func labelsAreWrittenInOrderAndEscaped() {
    let histogram = DurationHistogram(
        name: "d", dimensions: [("route", #"/a"b\c"#), ("status", "200")], bounds: [1_000_000_000])
    histogram.recordNanoseconds(1_500_000_000)
    var text = ""
    histogram.write(into: &text)
    // A quote and a backslash in a label value are escaped; 1 s is written `1.0`.
    #expect(text.contains(#"d_bucket{route="/a\"b\\c",status="200",le="1.0"} 0"#))
    #expect(text.contains(#"d_sum{route="/a\"b\\c",status="200"} 1.5"#))
    #expect(text.contains(#"d_count{route="/a\"b\\c",status="200"} 1"#))
}

@Test(arguments: [
    (Int64(50_000), "0.00005"), (250_000, "0.00025"), (1_000_000_000, "1.0"), (0, "0.0"), (12_345_678_901, "12.345678901"),
])
func nanosecondsAreWrittenAsDecimalSeconds(nanoseconds: Int64, seconds: String) {
    let histogram = DurationHistogram(name: "s", dimensions: [], bounds: [nanoseconds])
    var text = ""
    histogram.write(into: &text)
    #expect(text.hasPrefix(#"s_bucket{le="\#(seconds)"} 0"#))
}

/// Many threads at once: every duration counted, none lost, and the sum exact.
@Test func recordingFromManyThreadsAtOnceLosesNothing() async {
    let histogram = DurationHistogram(name: "m", dimensions: [], bounds: bounds)
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
            group.addTask { for index in 0..<1000 { histogram.recordNanoseconds(Int64(index % 4) * 1_000_000) } }
        }
    }
    // 8 × 1,000 durations of 0, 1, 2 and 3 ms in turn: 8 × 250 × 6 ms = 12 s.
    #expect(histogram.count == 8000)
    #expect(histogram.sum == 12_000_000_000)
}

@Test func theFactoryMakesTimersAsHistogramsAndTheRestThroughItsBase() throws {
    let base = TestMetrics()
    let factory = DurationHistogramFactory(base: base, bounds: bounds)
    let counter = Counter(label: "c_total", dimensions: [("k", "v")], factory: factory)
    counter.increment()
    let first = Metrics.Timer(label: "d", dimensions: [("k", "1")], factory: factory)
    let second = Metrics.Timer(label: "d", dimensions: [("k", "2")], factory: factory)
    first.recordNanoseconds(3_000_000)
    second.recordNanoseconds(500)
    #expect(try base.expectCounter("c_total", [("k", "v")]).totalValue == 1)
    #expect(base.timers.isEmpty)
    var text = ""
    factory.write(into: &text)
    // One `# TYPE` line for the name, then each series.
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("# TYPE") } == ["# TYPE d histogram"])
    #expect(text.contains(#"d_bucket{k="1",le="0.002"} 0"#) && text.contains(#"d_bucket{k="1",le="0.005"} 1"#))
    #expect(text.contains(#"d_bucket{k="2",le="0.001"} 1"#))
    second.destroy()
    text = ""
    factory.write(into: &text)
    #expect(!text.contains(#"k="2""#))
}
