// The checkpoints' own promises (docs/GRID.md §4): their memory, their block sizes, and the ordered reads they rest on.

@testable import LayoutEngine
import Testing

/// What the checkpoints hold, and `ItemLengths.Cursor`, which every walk reads lengths with.
struct GridsCheckpoints {
    @Test func masonryHoldsEightBytesAColumnAndFortyABlock() throws {
        // 1000 / 165 → 6 columns: K = the least power of two ≥ (8·6 + 40)·4/3 = 117, 128.
        let checkpoints = try MasonryCheckpoints(
            heights: ItemLengths(repeating: 50, count: 100_000),
            settings: MasonrySettings(width: 1000, columnWidth: 155, gutter: 10))
        #expect(checkpoints.columnCount == 6)
        #expect(checkpoints.blockLength == 128)
        // ⌈100000 / 128⌉ = 782 blocks of 8·6 + 40 bytes.
        #expect(checkpoints.memoryBytes == 782 * (8 * 6 + 40))
        #expect(MasonryCheckpoints.defaultBlockLength(columns: 1) == 64)
        #expect(MasonryCheckpoints.defaultBlockLength(columns: 50) == 1024)
        #expect(MasonryCheckpoints.defaultBlockLength(columns: 1000) == 16_384)
    }

    @Test func justifiedAndGridHoldAFewBytesAnItem() throws {
        var settings = JustifiedSettings()
        settings.width = 1200
        let justified = try JustifiedCheckpoints(aspectRatios: ItemLengths(repeating: 1.5, count: 100_000), settings: settings)
        // 24 bytes every 16 rows.
        #expect(justified.memoryBytes == 24 * ((justified.rowCount + 15) / 16))
        let grid = try GridCheckpoints(
            heights: ItemLengths(repeating: 50, count: 100_000), settings: GridSettings(width: 1000, columns: .fixed(4)))
        // 32 items a block: 8 rows of 4; 25,000 rows → 3,125 tops, one more for the end, and 2 × 4 column values.
        #expect(grid.rowsPerCheckpoint == 8)
        #expect(grid.memoryBytes == 8 * (3_125 + 1 + 2 * 4))
    }

    @Test func theCursorReadsWhatLengthAtReads() {
        let lengths = ItemLengths(runs: [
            ItemLengthRun(length: 1, count: 3), ItemLengthRun(length: 2, count: 1), ItemLengthRun(length: 3, count: 0),
            ItemLengthRun(length: 4, count: 5),
        ])
        for start in 0..<lengths.count {
            var cursor = ItemLengths.Cursor(lengths, from: start)
            let read = (start..<lengths.count).map { _ in cursor.next() }
            #expect(read == (start..<lengths.count).map { lengths.length(at: $0) }, "from \(start)")
        }
    }
}
