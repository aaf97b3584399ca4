// Windows over 1,000,000 items of distinct lengths and 10,000,000 items in `L*n` runs, against a full walk
// (docs/GRID.md §4): each large layout is built once for its suite, and a few hundred seeded windows are compared.

@testable import LayoutEngine
import TestSupport
import Testing

/// The windows of `layout` against `expectations`, bit for bit, and the time the whole took.
private func expectWindows(_ layout: some GridFamilyLayout, _ expectations: WindowExpectations, _ label: String) throws {
    var compared = 0
    for (index, offset) in expectations.offsets.enumerated() {
        let window = try layout.window(atOffset: offset, itemLimit: Int.max, height: expectations.height)
        let expected = expectations.expected[index].map { frameBits($0.item, $0.frame) }
        let actual = window.items.map { frameBits($0.item, $0.frame) }
        #expect(actual == expected, "\(label) window at \(offset)")
        compared += expected.count
    }
    #expect(compared > expectations.offsets.count, "\(label): the windows hold cells")
}

/// Masonry at scale: 1,000,000 distinct heights with some two-column items, 10,000,000 in runs. The
/// checkpoints' own build is the full walk: it shows every item, as placed, to the windows'
/// expectations (drawn up to about the content height, `Σ h / cols`, before the walk).
@Suite(.serialized) struct GridsMasonryScale {
    static let settings = MasonrySettings(width: 1000, columnWidth: 155, gutter: 10)

    static let distinct = build(
        heights: seededLengths(count: 1_000_000, 20...400, runs: false, seed: 11),
        widths: seededLengths(count: 1_000_000, 100...330, runs: true, seed: 12), seed: 21)

    static let runs = build(heights: seededLengths(count: 10_000_000, 20...400, runs: true, seed: 13), widths: nil, seed: 23)

    private static func build(heights: ItemLengths, widths: ItemLengths?, seed: UInt64) -> (
        MasonryCheckpoints, WindowExpectations
    ) {
        var generator = SeededGenerator(seed: seed)
        var expectations = WindowExpectations(
            count: 150, upTo: heights.total / 6, height: Double.random(in: 300...1200, using: &generator), using: &generator)
        let checkpoints = try! MasonryCheckpoints(
            heights: heights, widths: widths, settings: settings, blockLength: 256
        ) { item, placed in
            expectations.offer(item: item, frame: Rect(x: placed.x, y: placed.y, width: placed.width, height: placed.height))
        }
        return (checkpoints, expectations)
    }

    @Test func millionDistinctHeights() throws {
        let (checkpoints, expectations) = Self.distinct
        try expectWindows(try MasonryLayout(checkpoints: checkpoints, viewportHeight: 1), expectations, "masonry 10⁶")
    }

    @Test func tenMillionInRuns() throws {
        let (checkpoints, expectations) = Self.runs
        try expectWindows(try MasonryLayout(checkpoints: checkpoints, viewportHeight: 1), expectations, "masonry 10⁷")
    }
}

/// Justified rows at scale, the build's walk again the full walk (the windows drawn up to about
/// the content height, `Σ a · (t + sv) / R`).
@Suite(.serialized) struct GridsJustifiedScale {
    static let settings: JustifiedSettings = {
        var settings = JustifiedSettings()
        settings.width = 1200
        settings.fullWidthBreakoutRowCadence = 7
        settings.widowLayoutStyle = .center
        return settings
    }()

    static let distinct = build(seededLengths(count: 1_000_000, 0.4...2.5, runs: false, seed: 31), seed: 41)

    static let runs = build(seededLengths(count: 10_000_000, 0.4...2.5, runs: true, seed: 32), seed: 43)

    private static func build(_ ratios: ItemLengths, seed: UInt64) -> (JustifiedCheckpoints, WindowExpectations) {
        var generator = SeededGenerator(seed: seed)
        let estimate = ratios.total * (settings.targetRowHeight + settings.verticalSpacing) / settings.rowWidth
        var expectations = WindowExpectations(
            count: 150, upTo: estimate, height: Double.random(in: 300...1200, using: &generator), using: &generator)
        let checkpoints = try! JustifiedCheckpoints(aspectRatios: ratios, settings: settings, rowsPerCheckpoint: 32) {
            row, frames in
            // A row's boxes share its top and height: a row no window reaches has no cell in any.
            guard expectations.reaches(y: row.top, height: row.height) else { return }
            for (item, frame) in zip(row.items, frames()) { expectations.offer(item: item, frame: frame) }
        }
        return (checkpoints, expectations)
    }

    @Test func millionDistinctRatios() throws {
        let (checkpoints, expectations) = Self.distinct
        try expectWindows(try JustifiedLayout(checkpoints: checkpoints, viewportHeight: 1), expectations, "justified 10⁶")
    }

    @Test func tenMillionInRuns() throws {
        let (checkpoints, expectations) = Self.runs
        try expectWindows(try JustifiedLayout(checkpoints: checkpoints, viewportHeight: 1), expectations, "justified 10⁷")
    }
}

/// The CSS grid at scale.
@Suite(.serialized) struct GridsCSSGridScale {
    static let settings = GridSettings(width: 1000.3, columns: .autoFill(minimumWidth: 170), columnGap: 10.5, rowGap: 7.3)

    static let distinct = try! GridCheckpoints(
        heights: seededLengths(count: 1_000_000, 20...400, runs: false, seed: 51), settings: settings)

    static let runs = try! GridCheckpoints(
        heights: seededLengths(count: 10_000_000, 20...400, runs: true, seed: 52), settings: settings)

    private func check(_ checkpoints: GridCheckpoints, rtl: Bool, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let layout = try CSSGridLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: 1)
        var expectations = WindowExpectations(
            count: 150, upTo: layout.contentSize.height, height: Double.random(in: 300...1200, using: &generator),
            using: &generator)
        // The full walk: rows of the tallest item, LayoutUnits summed from the top.
        let tracks = checkpoints.tracks
        var cursor = ItemLengths.Cursor(checkpoints.heights, from: 0)
        var top: Int64 = 0
        var item = 0
        while item < checkpoints.count {
            var rowHeight: Int64 = 0
            for column in 0..<min(tracks.count, checkpoints.count - item) {
                let height = LayoutUnit.from(cursor.next())
                rowHeight = max(rowHeight, height)
                let frame = Rect(
                    x: LayoutUnit.pixels(tracks.x(ofColumn: column, rtl: rtl)), y: LayoutUnit.pixels(top),
                    width: LayoutUnit.pixels(tracks.sizes[column]), height: LayoutUnit.pixels(height))
                expectations.offer(item: item + column, frame: frame)
            }
            item += tracks.count
            top += rowHeight + checkpoints.rowGap
        }
        try expectWindows(layout, expectations, "grid \(checkpoints.count)")
    }

    @Test func millionDistinctHeights() throws {
        try check(Self.distinct, rtl: true, seed: 62)
    }

    @Test func tenMillionInRuns() throws {
        try check(Self.runs, rtl: false, seed: 63)
    }
}
