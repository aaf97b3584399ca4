// What the grids refuse (docs/GRID.md §1–§3, §6): a typed error naming the parameter at fault, never a crash.

@testable import LayoutEngine
import Testing

/// The parameter `body`'s refusal names; `nil` when it is not refused.
private func refusal(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as GridParameterError {
        return error.parameter
    } catch {
        return "not a GridParameterError: \(error)"
    }
}

private func masonry(
    _ heights: ItemLengths = ItemLengths([10, 20]), widths: ItemLengths? = nil, width: Double = 375,
    columnWidth: Double? = 100, gutter: Double = 0
) throws(GridParameterError) {
    _ = try MasonryCheckpoints(
        heights: heights, widths: widths, settings: MasonrySettings(width: width, columnWidth: columnWidth, gutter: gutter))
}

private func justified(_ ratios: [Double] = [1, 2], _ configure: (inout JustifiedSettings) -> Void) throws(GridParameterError) {
    var settings = JustifiedSettings()
    configure(&settings)
    _ = try JustifiedCheckpoints(aspectRatios: ItemLengths(ratios), settings: settings)
}

private func grid(
    width: Double = 375, columns: GridColumns = .autoFill(minimumWidth: 100), columnGap: Double = 0, rowGap: Double = 0,
    sizes: [Double] = [10]
) throws(GridParameterError) {
    _ = try GridCheckpoints(
        heights: ItemLengths(sizes),
        settings: GridSettings(width: width, columns: columns, columnGap: columnGap, rowGap: rowGap))
}

/// Every refusal names its parameter.
struct GridsRefusals {
    @Test func masonryRefusals() {
        #expect(refusal { try masonry(columnWidth: nil) } == "columnWidth")
        #expect(refusal { try masonry(columnWidth: 0) } == "columnWidth")
        #expect(refusal { try masonry(columnWidth: 10, gutter: -10) } == "columnWidth")
        // (100000 + 0) / 99 = 1010 columns: more than 1,000.
        #expect(refusal { try masonry(width: 100_000, columnWidth: 99) } == "columnWidth")
        #expect(refusal { try masonry(width: 100_000, columnWidth: 100) } == nil)
        #expect(refusal { try masonry(widths: ItemLengths([100])) } == "widths")
        #expect(refusal { try masonry(widths: ItemLengths([100, -1])) } == "widths")
        #expect(refusal { try masonry(ItemLengths([10, -0.5])) } == "sizes")
        #expect(refusal { try masonry(ItemLengths([10, .nan])) } == "sizes")
        #expect(refusal { try masonry(width: .infinity) } == "width")
        #expect(refusal { try masonry(gutter: .nan) } == "gutter")
        #expect(refusal { try masonry(ItemLengths(repeating: 1, count: 10_000_001)) } == "count")
        // 1,000,000 items of two columns of 1,000: 10⁹ column visits.
        #expect(
            refusal {
                try masonry(
                    ItemLengths(repeating: 1, count: 1_000_000), widths: ItemLengths(repeating: 200, count: 1_000_000),
                    width: 100_000)
            } == "widths")
    }

    @Test func justifiedRefusals() {
        #expect(refusal { try justified { $0.width = 20 } } == "width")
        #expect(refusal { try justified { $0.paddingLeft = -1 } } == "containerPadding")
        #expect(refusal { try justified { $0.verticalSpacing = -1 } } == "boxSpacing")
        #expect(refusal { try justified { $0.targetRowHeight = 0 } } == "targetRowHeight")
        #expect(refusal { try justified { $0.targetRowHeightTolerance = -0.1 } } == "targetRowHeightTolerance")
        #expect(refusal { try justified { $0.maxNumRows = 0 } } == "maxNumRows")
        #expect(refusal { try justified { $0.forceAspectRatio = 0 } } == "forceAspectRatio")
        #expect(refusal { try justified([1, 0]) { _ in } } == "aspectRatios")
        #expect(refusal { try justified([1, .infinity]) { _ in } } == "aspectRatios")
        #expect(refusal { try justified { $0.fullWidthBreakoutRowCadence = 0 } } == "fullWidthBreakoutRowCadence")
        // R = 100, sh = 50: a row of three 0.1s is complete at (100 − 2·50) / 0.3 = 0, clamped to t/2:
        // ρ = (0 / 160) / (0 / 0) is not a number.
        #expect(
            refusal {
                try justified([0.1, 0.1, 0.1]) {
                    $0.width = 120
                    $0.horizontalSpacing = 50
                }
            } == "boxSpacing")
    }

    @Test func gridRefusals() {
        #expect(refusal { try grid(columns: .fixed(0)) } == "columns")
        #expect(refusal { try grid(columns: .fixed(100_001)) } == "columns")
        #expect(refusal { try grid(columns: .autoFill(minimumWidth: -1)) } == "minColumnWidth")
        #expect(refusal { try grid(columns: .autoFill(minimumWidth: 4e7)) } == "minColumnWidth")
        #expect(refusal { try grid(columnGap: -1) } == "columnGap")
        #expect(refusal { try grid(rowGap: .nan) } == "rowGap")
        #expect(refusal { try grid(width: -1) } == "width")
        #expect(refusal { try grid(sizes: [1, -1]) } == "sizes")
    }

    @Test func aWindowOfMoreThanTheAnswerLimitNamesCount() throws {
        // 2,000 items 1 px tall in one column: a 1,500-px window holds 1,500 of them.
        let checkpoints = try GridCheckpoints(
            heights: ItemLengths(repeating: 1, count: 2_000), settings: GridSettings(width: 100, columns: .fixed(1)))
        let layout = try CSSGridLayout(checkpoints: checkpoints, viewportHeight: 1_500)
        #expect(refusal { _ = try layout.window(atOffset: 0) } == "count")
        #expect(try layout.window(atOffset: 0, itemLimit: 1_500).items.count == 1_500)
        #expect(refusal { _ = try CSSGridLayout(checkpoints: checkpoints, viewportHeight: -1) } == "height")
    }
}
