// What a held size table costs, counted by the store and by the allocator (glibc's mallinfo2).

import Foundation
import LayoutEngine
@testable import PinwheelAPI
import Testing

#if canImport(Glibc)
    import Glibc

    /// Table `index` of `runs` runs (neighbouring lengths differ, and no two tables are alike),
    /// made as a post makes it: from an array of runs.
    private func table(_ index: Int, runs: Int) -> SizeTable {
        let first = 1 + Double(index) / 64
        return SizeTable(lengths: ItemLengths(runs: (0..<runs).map { ItemLengthRun(length: first + Double($0 % 2), count: 1) }))
    }

    /// The allocator's bytes for `count` tables of `runs` runs held in a store, over the store's
    /// count of them: the median of five tries, since other tests allocate in the same process.
    private func measuredOverCounted(_ count: Int, runs: Int) -> Double {
        var ratios: [Double] = []
        for trial in 0..<5 {
            let before = allocatedBytes()
            let store = SizeTableStore(memoryLimit: Int.max)
            for index in 0..<count { _ = store.add(table(trial * count + index, runs: runs)) }
            // Only the store holds the tables: what making them took besides is freed.
            let measured = allocatedBytes() - before
            ratios.append(Double(measured) / Double(store.usage.bytes))
            withExtendedLifetime(store) {}
        }
        return ratios.sorted()[ratios.count / 2]
    }

    @Test(.readsGlibcAllocator)
    func aHeldTablesCostIsWhatTheAllocatorCounts() throws {
        guard runsAlone("aHeldTablesCostIsWhatTheAllocatorCounts") else {
            return try inProcessOfItsOwn("aHeldTablesCostIsWhatTheAllocatorCounts")
        }
        // What the store's accounting assumes, and `pinwheel serve` sets: large runs mapped apart.
        AllocatorRelease.mapLargeBlocksApart()
        // Large tables: the runs' arrays dominate (20,000 runs: 480,000 bytes and up each).
        let large = measuredOverCounted(24, runs: 20_000)
        #expect(large <= 1.0 && large >= 0.9, "measured / counted \(large) for tables of 20,000 runs")
        // Small tables: the bookkeeping dominates (one run: the arrays hold 40 bytes); 16,385 of
        // them, one past a doubling of the store's slots and dictionary, the most they hold spare.
        let small = measuredOverCounted(16_385, runs: 1)
        #expect(small <= 1.0 && small >= 0.6, "measured / counted \(small) for tables of one run")
    }
#endif
