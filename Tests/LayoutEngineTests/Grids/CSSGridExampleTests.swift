// docs/GRID.md §3.4's CSS grid examples, exactly, in Chromium's 1/64-px LayoutUnits.

@testable import LayoutEngine
import Testing

private func grid(
    width: Double, columns: GridColumns, gap: Double = 0, sizes: [Double], rtl: Bool = false
) throws -> CSSGridLayout {
    let checkpoints = try GridCheckpoints(
        heights: ItemLengths(sizes), settings: GridSettings(width: width, columns: columns, columnGap: gap, rowGap: gap),
        itemsPerCheckpoint: 2)
    return try CSSGridLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: 100_000)
}

/// docs/GRID.md §3.4, one test an example.
struct GridsCSSGridExamples {
    @Test func frSharesCarryTheirRemainder() throws {
        // Wr = 32019, Gr = 672, L = 30003, fr = 7500.75: 7500, 7501, 7501, 7501.
        let layout = try grid(width: 500.3, columns: .autoFill(minimumWidth: 100), gap: 10.5, sizes: [10, 20, 30, 40, 50])
        #expect(layout.columnWidths == [117.1875, 117.203125, 117.203125, 117.203125])
        #expect(
            try layout.allCells().map { tuple($0.frame) } == [
                [0, 0, 117.1875, 10], [127.6875, 0, 117.203125, 20], [255.390625, 0, 117.203125, 30],
                [383.09375, 0, 117.203125, 40], [0, 50.5, 117.1875, 50],
            ])
        #expect(layout.contentSize == Size(width: 500.296875, height: 100.5))
    }

    @Test func aColumnWiderThanTheContainerOverflows() throws {
        let layout = try grid(width: 300.5, columns: .autoFill(minimumWidth: 420), gap: 16, sizes: [100, 100, 100])
        #expect(layout.columnWidths == [420])
        #expect(try layout.allCells().map(\.frame.y) == [0, 116, 232])
        #expect(layout.contentSize == Size(width: 420, height: 332))
    }

    @Test func float32SharesLeaveTheLastUnitEmpty() throws {
        // fr = float32(6400000 / 3) = 2133333.25: every track 2133333 units.
        let layout = try grid(width: 100_000, columns: .fixed(3), sizes: [1])
        #expect(layout.columnWidths == Array(repeating: 2_133_333 / 64, count: 3))
        #expect(layout.contentSize.width == 100_000)
    }

    @Test func lengthsBecomeFloatsBeforeTheyAreTruncated() throws {
        // Wr = 25601, Gr = 641; tracks 8106, 8106, 8107; 10.01562499 → 641/64.
        let layout = try grid(width: 400.0156249, columns: .fixed(3), gap: 10.0156249, sizes: [10.01562499, 7])
        #expect(layout.checkpoints.tracks.sizes == [8106, 8106, 8107])
        #expect(
            try layout.allCells().map { tuple($0.frame) } == [
                [0, 0, 126.65625, 10.015625], [136.671875, 0, 126.65625, 7],
            ])
    }

    @Test func rightToLeftMirrorsTheColumns() throws {
        // Wr − x_c − size_c: 32019 − 0 − 7500 = 24519; 32019 − (7500 + 672) − 7501 = 16346.
        let layout = try grid(width: 500.3, columns: .autoFill(minimumWidth: 100), gap: 10.5, sizes: [10, 20], rtl: true)
        let expected: [Double] = [24519.0 / 64, 16346.0 / 64]
        #expect(try layout.allCells().map(\.frame.x) == expected)
    }

    @Test func noItemsNoHeight() throws {
        let layout = try grid(width: 375, columns: .autoFill(minimumWidth: 100), gap: 8, sizes: [])
        #expect(layout.contentSize == Size(width: 375, height: 0))
        #expect(try layout.window(atOffset: 0).items.isEmpty)
    }
}
