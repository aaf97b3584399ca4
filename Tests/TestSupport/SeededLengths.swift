// Item lengths drawn from a seed, for the tests and the performance tools that need many of them.

public import LayoutEngine

/// Lengths of `count` items in `range`, the same for the same seed: distinct random values (`runs`
/// false), or runs of 1 to 60 repeats (as feeds with many items of one size hold them).
public func seededLengths(count: Int, _ range: ClosedRange<Double>, runs: Bool, seed: UInt64) -> ItemLengths {
    var generator = SeededGenerator(seed: seed)
    guard runs else { return ItemLengths((0..<count).map { _ in Double.random(in: range, using: &generator) }) }
    var list: [ItemLengthRun] = []
    var total = 0
    while total < count {
        let repeats = min(count - total, Int.random(in: 1...60, using: &generator))
        list.append(ItemLengthRun(length: Double.random(in: range, using: &generator), count: repeats))
        total += repeats
    }
    return ItemLengths(runs: list)
}
