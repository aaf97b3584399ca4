// The engine's windows against plain walks (GridsReference.swift) on seeded random lists and parameters, bit for bit.

@testable import LayoutEngine
import TestSupport
import Testing

/// Random layouts of a few hundred items, every window compared with the reference walk's frames.
struct GridsRandomLayouts {
    /// Frames as exact bit patterns, so that `==` cannot hide a −0 or a last-place difference.
    private func bits(_ cells: [LayoutAttributes]) -> [[UInt64]] {
        cells.map { [UInt64($0.item)] + tuple($0.frame).map(\.bitPattern) }
    }

    private func bits(_ frames: [(item: Int, frame: Rect)]) -> [[UInt64]] {
        frames.map { [UInt64($0.item)] + tuple($0.frame).map(\.bitPattern) }
    }

    /// Every window of `layout` at a few offsets equals the reference's, and so does every item's frame.
    private func expectSame(
        _ layout: some GridFamilyLayout, _ reference: ReferenceLayout, using generator: inout SeededGenerator,
        _ label: String
    ) throws {
        #expect(layout.contentSize.width.bitPattern == reference.contentSize.width.bitPattern, "\(label)")
        #expect(layout.contentSize.height.bitPattern == reference.contentSize.height.bitPattern, "\(label)")
        let height = layout.contentSize.height
        for _ in 0..<12 {
            let offset = Double.random(in: -0.1 * height...height, using: &generator)
            let viewport = Double.random(in: 1...max(2, height / 3), using: &generator)
            let window = try layout.window(atOffset: offset, itemLimit: Int.max, height: viewport)
            #expect(bits(window.items) == bits(reference.window(offset: offset, height: viewport)), "\(label) at \(offset)")
        }
        for (item, frame) in reference.frames.shuffled(using: &generator).prefix(10) {
            #expect(layout.frame(ofItem: item).map(tuple) == tuple(frame), "\(label) item \(item)")
        }
    }

    private func lengths(_ count: Int, _ range: ClosedRange<Double>, using generator: inout SeededGenerator) -> [Double] {
        // Runs of repeats as well as single values, and some round numbers, which make ties.
        var values: [Double] = []
        while values.count < count {
            let value =
                Bool.random(using: &generator)
                ? Double.random(in: range, using: &generator)
                : Double(Int.random(in: 1...4, using: &generator)) * range.lowerBound * 2
            values += Array(repeating: value, count: Int.random(in: 1...5, using: &generator))
        }
        return Array(values.prefix(count))
    }

    @Test(arguments: 0..<40)
    func masonry(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 1000 + seed)
        let count = Int.random(in: 0...400, using: &generator)
        let heights = lengths(count, 5...300, using: &generator)
        let columnWidth = Double.random(in: 40...200, using: &generator)
        let widths: [Double]? =
            seed % 2 == 0 ? nil : lengths(count, 0.3...columnWidth * 3.2, using: &generator)
        let settings = MasonrySettings(
            width: Double.random(in: 100...1200, using: &generator), columnWidth: seed % 10 == 1 ? nil : columnWidth,
            gutter: Double.random(in: 0...30, using: &generator), horizontalOrder: seed % 3 == 0)
        let presentation = MasonryPresentation(
            fitWidth: seed % 4 == 1, originTop: seed % 5 != 2, rtl: seed % 7 == 3)
        let checkpoints = try MasonryCheckpoints(
            heights: ItemLengths(heights), widths: widths.map { ItemLengths($0) }, settings: settings,
            blockLength: Int.random(in: 1...40, using: &generator))
        let layout = try MasonryLayout(checkpoints: checkpoints, presentation: presentation, viewportHeight: 100)
        let reference = referenceMasonry(heights: heights, widths: widths, settings: settings, presentation: presentation)
        try expectSame(layout, reference, using: &generator, "masonry \(seed)")
    }

    @Test(arguments: 0..<40)
    func justified(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 2000 + seed)
        let count = Int.random(in: 0...400, using: &generator)
        let ratios = lengths(count, 0.25...4, using: &generator)
        var settings = JustifiedSettings()
        settings.width = Double.random(in: 300...1600, using: &generator)
        settings.paddingTop = Double.random(in: 0...20, using: &generator)
        settings.paddingLeft = Double.random(in: 0...20, using: &generator)
        settings.paddingRight = Double.random(in: 0...20, using: &generator)
        settings.horizontalSpacing = Double.random(in: 0...12, using: &generator)
        settings.verticalSpacing = Double.random(in: 0...12, using: &generator)
        settings.targetRowHeight = Double.random(in: 80...400, using: &generator)
        settings.targetRowHeightTolerance = Double.random(in: 0...0.6, using: &generator)
        settings.maxNumRows = seed % 6 == 5 ? Int.random(in: 1...30, using: &generator) : nil
        settings.forceAspectRatio = seed % 9 == 4 ? 1.25 : nil
        settings.showWidows = seed % 5 != 3
        settings.fullWidthBreakoutRowCadence = seed % 4 == 1 ? Int.random(in: 1...4, using: &generator) : nil
        settings.widowLayoutStyle = WidowLayoutStyle.allCases[Int(seed) % 3]
        let rtl = seed % 7 == 2
        let checkpoints = try JustifiedCheckpoints(
            aspectRatios: ItemLengths(ratios), settings: settings, rowsPerCheckpoint: Int.random(in: 1...8, using: &generator))
        let layout = try JustifiedLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: 100)
        let reference = referenceJustified(ratios: ratios, settings: settings, rtl: rtl)
        try expectSame(layout, reference, using: &generator, "justified \(seed)")
        #expect(try layout.window(atOffset: 0).widowCount == reference.widowCount)
    }

    @Test(arguments: 0..<40)
    func grid(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 3000 + seed)
        let count = Int.random(in: 0...400, using: &generator)
        let heights = lengths(count, 0.001...300, using: &generator)
        let columns: GridColumns =
            seed % 3 == 0
            ? .fixed(Int.random(in: 1...12, using: &generator))
            : .autoFill(minimumWidth: Double.random(in: 0...300, using: &generator))
        let settings = GridSettings(
            width: Double.random(in: 0...2000, using: &generator), columns: columns,
            columnGap: Double.random(in: 0...40, using: &generator), rowGap: Double.random(in: 0...40, using: &generator))
        let rtl = seed % 4 == 1
        let checkpoints = try GridCheckpoints(
            heights: ItemLengths(heights), settings: settings, itemsPerCheckpoint: Int.random(in: 1...64, using: &generator))
        let layout = try CSSGridLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: 100)
        let reference = referenceGrid(heights: heights, settings: settings, rtl: rtl)
        try expectSame(layout, reference, using: &generator, "grid \(seed)")
    }
}
