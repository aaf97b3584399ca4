// Tests of ItemLengths: runs, lookups and sums by docs/LAYOUTS.md §3's rule.

import LayoutEngine
import Testing

@Test func neighbouringRunsOfOneLengthMergeAndEmptyRunsDrop() {
    let lengths = ItemLengths(runs: [
        ItemLengthRun(length: 200, count: 1), ItemLengthRun(length: 150, count: 2), ItemLengthRun(length: 150, count: 1),
        ItemLengthRun(length: 90, count: 0), ItemLengthRun(length: 320, count: 1),
    ])
    #expect(lengths.count == 5)
    #expect(
        lengths.runs == [
            ItemLengthRun(length: 200, count: 1), ItemLengthRun(length: 150, count: 3), ItemLengthRun(length: 320, count: 1),
        ])
    #expect((0..<5).map(lengths.length(at:)) == [200, 150, 150, 150, 320])
    #expect(ItemLengths([200, 150, 150, 150, 320]) == lengths)
    #expect(lengths.total == 970)  // 200 + 3 · 150 + 320
}

@Test func aStretchInsideOneRunIsOneProduct() {
    // 87.3 is not exact in binary: adding it seven times differs from 7 · 87.3 in the last bits.
    let lengths = ItemLengths(repeating: 87.3, count: 1_000)
    #expect(lengths.sum(of: 0..<7, adding: 3) == 7 * (87.3 + 3))
    #expect(lengths.sum(of: 10..<17, adding: 3) == 7 * (87.3 + 3))
    #expect(lengths.sum(of: 0..<1_000) == 1_000 * 87.3)
    #expect(lengths.sum(of: 5..<5, adding: 3) == 0)
    var added = 0.0
    for _ in 0..<7 { added += 87.3 + 3 }
    #expect(added != 7 * (87.3 + 3))
}

@Test func aStretchOverRunsIsHeadPlusWholeRunsPlusTail() {
    // Runs: 10 × 4 (items 0–3), 20 × 2 (4–5), 30 × 3 (6–8), 40 × 1 (9).
    let lengths = ItemLengths(runs: [
        ItemLengthRun(length: 10, count: 4), ItemLengthRun(length: 20, count: 2), ItemLengthRun(length: 30, count: 3),
        ItemLengthRun(length: 40, count: 1),
    ])
    // Items 2…7 with 1 added each: head 2 · 11, whole run (2 · 20) + 2 · 1, tail 2 · 31.
    #expect(lengths.sum(of: 2..<8, adding: 1) == 22 + 42 + 62)
    #expect(lengths.sum(of: 0..<10) == 40 + 40 + 90 + 40)
    #expect(lengths.sum(of: 9..<10, adding: 5) == 45)
}

@Test func sumsMatchAPlainWalkOnRandomLists() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
        let values = (0..<Int.random(in: 1...60, using: &generator)).map { _ in
            [50.0, 87.3, 120.25, 200][Int.random(in: 0..<4, using: &generator)]
        }
        let lengths = ItemLengths(values)
        let extra = [0.0, 3, 1.5][Int.random(in: 0..<3, using: &generator)]
        let lower = Int.random(in: 0...values.count, using: &generator)
        let upper = Int.random(in: lower...values.count, using: &generator)
        let walked = values[lower..<upper].reduce(0) { $0 + $1 + extra }
        #expect(abs(lengths.sum(of: lower..<upper, adding: extra) - walked) <= 1e-9 * max(1, walked))
        #expect((0..<values.count).allSatisfy { lengths.length(at: $0) == values[$0] })
    }
}

@Test func aMillionItemsAreLookedUpByBinarySearch() {
    // Alternating lengths: a million runs of one.
    let lengths = ItemLengths((0..<1_000_000).map { $0 % 2 == 0 ? 100.0 : 50.0 })
    #expect(lengths.count == 1_000_000)
    #expect(lengths.runCount == 1_000_000)
    #expect(lengths.length(at: 999_999) == 50)
    #expect(lengths.sum(of: 0..<1_000_000) == 500_000 * 150)
    #expect(lengths.sum(of: 10..<20) == 5 * 150)
}
