// Items of their own lengths along the scroll axis: runs of equal lengths, with prefix sums (docs/LAYOUTS.md §3).

/// One run of equal lengths: `count` items, each `length` points long.
public struct ItemLengthRun: Hashable, Sendable {
    public var length: Double
    public var count: Int

    public init(length: Double, count: Int) {
        self.length = length
        self.count = count
    }
}

/// The lengths of `count` items along a layout's scroll axis, held as runs of equal lengths.
///
/// Sums follow one rule, so that items of one length give exactly what a layout of one item size
/// gives: a stretch of `k` items inside one run is `k · (length + extra)`, one product; a longer
/// stretch is its first run's part, the whole runs between (their lengths' prefix sum plus their
/// item count times `extra`) and its last run's part, added in that order. Every lookup is a
/// binary search over the runs, so a million items cost what twenty do. The storage is shared:
/// copying a value never copies the runs.
public struct ItemLengths: Hashable, Sendable {
    /// How many items.
    public var count: Int { storage.runStarts[storage.runStarts.count - 1] }

    private let storage: Storage

    /// Runs of the same length next to each other are merged; runs of no items are dropped.
    public init(runs: some Sequence<ItemLengthRun>) {
        // Sized once for the runs given, so that a held table's arrays are not up to twice their runs.
        var builder = Builder(capacity: runs.underestimatedCount)
        for run in runs { builder.append(run) }
        self = builder.build()
    }

    /// Lengths made run by run, merged as `init(runs:)` merges them: for a reader of a long list
    /// (a posted size table), which then never holds the list's runs twice.
    public struct Builder {
        private var lengths: [Double] = []
        private var starts: [Int] = [0]

        /// A builder whose arrays hold `capacity` runs before they grow.
        public init(capacity: Int) {
            lengths.reserveCapacity(capacity)
            starts.reserveCapacity(capacity + 1)
        }

        /// Adds `run` after the others: merged into the last when of the same length, dropped
        /// when of no items.
        public mutating func append(_ run: ItemLengthRun) {
            guard run.count > 0 else { return }
            if let last = lengths.last, last == run.length {
                starts[starts.count - 1] += run.count
            } else {
                lengths.append(run.length)
                starts.append(starts[starts.count - 1] + run.count)
            }
        }

        /// The lengths appended.
        public consuming func build() -> ItemLengths { ItemLengths(storage: Storage(lengths: lengths, runStarts: starts)) }
    }

    private init(storage: Storage) { self.storage = storage }

    /// One length per item, in order.
    public init(_ lengths: some Sequence<Double>) {
        self.init(runs: lengths.lazy.map { ItemLengthRun(length: $0, count: 1) })
    }

    /// `count` items of one length.
    public init(repeating length: Double, count: Int) {
        self.init(runs: [ItemLengthRun(length: length, count: count)])
    }

    /// The runs, maximal (no two neighbours share a length), in order.
    public var runs: [ItemLengthRun] { (0..<runCount).map(run(at:)) }

    /// Run `index` of `runs` (`0..<runCount`), without building the others.
    public func run(at index: Int) -> ItemLengthRun {
        ItemLengthRun(length: storage.lengths[index], count: storage.runStarts[index + 1] - storage.runStarts[index])
    }

    /// How many runs `runs` holds, without building them.
    public var runCount: Int { storage.lengths.count }

    /// The bytes the runs' three arrays hold for elements (their capacity), for a holder that
    /// counts what it keeps in memory (the server's size tables).
    public var storageBytes: Int {
        (storage.lengths.capacity + storage.runStarts.capacity + storage.runTotals.capacity) * MemoryLayout<Double>.stride
    }

    /// Whether every item has the same length.
    public var isUniform: Bool { storage.lengths.count <= 1 }

    /// The sum of every length: the runs' `count · length`, added in order.
    public var total: Double { storage.runTotals[storage.runTotals.count - 1] }

    /// The length of item `index` (`0 ..< count`).
    public func length(at index: Int) -> Double {
        storage.lengths[run(containing: index)]
    }

    /// `Σ (length_i + extra)` over `range` (within `0 ... count`), by the rule above.
    public func sum(of range: Range<Int>, adding extra: Double = 0) -> Double {
        guard !range.isEmpty else { return 0 }
        let first = run(containing: range.lowerBound)
        let last = run(containing: range.upperBound - 1)
        let lengths = storage.lengths
        let starts = storage.runStarts
        if first == last { return Double(range.count) * (lengths[first] + extra) }
        let head = Double(starts[first + 1] - range.lowerBound) * (lengths[first] + extra)
        let middle =
            (storage.runTotals[last] - storage.runTotals[first + 1]) + Double(starts[last] - starts[first + 1]) * extra
        let tail = Double(range.upperBound - starts[last]) * (lengths[last] + extra)
        return head + middle + tail
    }

    /// About the first index `i` in `range` whose end, `sum(of: range.lowerBound ..< i + 1,
    /// adding: extra)`, is past `distance`; `range.upperBound` when none is. One binary search
    /// over the runs and one division, so it may be off by one where rounding decides: a caller
    /// that needs the exact index settles it with its own test of the neighbours.
    public func estimatedIndex(in range: Range<Int>, adding extra: Double, endingPast distance: Double) -> Int {
        guard !range.isEmpty else { return range.upperBound }
        let starts = storage.runStarts
        let totals = storage.runTotals
        /// Where run `r` starts, measured from item 0.
        func runStart(_ run: Int) -> Double { totals[run] + Double(starts[run]) * extra }
        let first = run(containing: range.lowerBound)
        let origin = runStart(first) + Double(range.lowerBound - starts[first]) * (storage.lengths[first] + extra)
        let target = origin + distance
        var low = first
        var high = storage.lengths.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStart(middle) <= target { low = middle } else { high = middle - 1 }
        }
        let pitch = storage.lengths[low] + extra
        let within = ((target - runStart(low)) / pitch).rounded(.down)
        let index = Double(starts[low]) + min(max(within, 0), Double(starts[low + 1] - starts[low]))
        return Int(min(max(index, Double(range.lowerBound)), Double(range.upperBound)))
    }

    /// The run that holds item `index`.
    private func run(containing index: Int) -> Int {
        precondition(index >= 0 && index < count, "item \(index) of \(count)")
        let starts = storage.runStarts
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    public static func == (lhs: ItemLengths, rhs: ItemLengths) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.lengths == rhs.storage.lengths && lhs.storage.runStarts == rhs.storage.runStarts)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(storage.lengths.count)
    }

    /// Reads the lengths of items `index, index + 1, …` in turn: one binary search to start, then
    /// none (the walks of the grids, Grids/, read millions of lengths in order).
    struct Cursor {
        private let lengths: [Double]
        private let runStarts: [Int]
        private var run: Int
        private var index: Int

        init(_ itemLengths: ItemLengths, from index: Int) {
            lengths = itemLengths.storage.lengths
            runStarts = itemLengths.storage.runStarts
            run = index < itemLengths.count ? itemLengths.run(containing: index) : max(0, lengths.count - 1)
            self.index = index
        }

        /// The next item's length; only as many times as there are items left.
        mutating func next() -> Double {
            while index >= runStarts[run + 1] { run += 1 }
            index += 1
            return lengths[run]
        }
    }

    /// The runs' lengths, where each starts, and the prefix sums of their lengths; immutable.
    private final class Storage: Sendable {
        let lengths: [Double]
        /// One more than the runs: the last is the item count.
        let runStarts: [Int]
        /// `runTotals[r]` is the sum of every length before run `r`; one more than the runs.
        let runTotals: [Double]

        init(lengths: [Double], runStarts: [Int]) {
            self.lengths = lengths
            self.runStarts = runStarts
            var totals = [0.0]
            totals.reserveCapacity(runStarts.count)
            for run in lengths.indices {
                totals.append(totals[run] + Double(runStarts[run + 1] - runStarts[run]) * lengths[run])
            }
            runTotals = totals
        }
    }
}
