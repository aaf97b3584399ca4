// docs/GRID.md §2.3's justified-layout examples, exactly.

@testable import LayoutEngine
import Testing

private func justified(
    _ ratios: [Double], rtl: Bool = false, configure: (inout JustifiedSettings) -> Void = { _ in }
) throws -> JustifiedLayout {
    var settings = JustifiedSettings()
    configure(&settings)
    let checkpoints = try JustifiedCheckpoints(aspectRatios: ItemLengths(ratios), settings: settings, rowsPerCheckpoint: 1)
    return try JustifiedLayout(checkpoints: checkpoints, rtl: rtl, viewportHeight: 100_000)
}

/// docs/GRID.md §2.3, one test an example.
struct GridsJustifiedExamples {
    private let ratios = [1.5, 1, 0.7, 1.3, 2, 1.2]

    @Test func rowsFillTheWidthAndTheWidowFollowsTheLastRow() throws {
        // R = 780. Row 1: 1.5 + 1 at (780 − 10) / 2.5 = 308; row 2: 0.7 + 1.3 at 770 / 2 = 385;
        // row 3: 2 alone at 780 / 2 = 390; the widow 1.2 at the last row's 390.
        let layout = try justified(ratios) { $0.width = 800 }
        #expect(
            try layout.allCells().map { tuple($0.frame) } == [
                [10, 10, 462, 308], [482, 10, 308, 308], [10, 328, 269.5, 385], [289.5, 328, 500.5, 385],
                [10, 723, 780, 390], [10, 1123, 468, 390],
            ])
        #expect(layout.contentSize == Size(width: 800, height: 1523))
        #expect(try layout.window(atOffset: 0).widowCount == 1)
    }

    @Test func widowStyles() throws {
        let centered = try justified(ratios) {
            $0.width = 800
            $0.widowLayoutStyle = .center
        }
        #expect(try centered.allCells()[5].frame.x == 166)
        let justifiedWidow = try justified(ratios) {
            $0.width = 800
            $0.widowLayoutStyle = .justify
        }
        #expect(try tuple(justifiedWidow.allCells()[5].frame) == [10, 1123, 780, 390])
        let hidden = try justified(ratios) {
            $0.width = 800
            $0.showWidows = false
        }
        #expect(try hidden.allCells().count == 5)
        #expect(hidden.contentSize.height == 1123)
        #expect(try hidden.window(atOffset: 0).widowCount == 0)
        #expect(hidden.frame(ofItem: 5) == nil)
    }

    @Test func centeringIsOffByHalfTheSpacingLessThePadding() throws {
        // (R − s) / 2 + sh with s = 0 + 480 + 10: (800 − 490) / 2 + 10 = 165, not 160.
        let layout = try justified(ratios) {
            $0.width = 800
            $0.setPadding(0)
            $0.widowLayoutStyle = .center
        }
        let widow = try layout.allCells()[5].frame
        #expect(widow.x == 165 && widow.width == 480)
    }

    @Test func anItemThatOverfillsARowIsRejected() throws {
        // |4.3 − 2.85| > |1.8 − 2.9|: 2.5 starts row 2. Row 1 at (600 − 20) / 1.8.
        let layout = try justified([0.5, 0.6, 0.7, 2.5]) {
            $0.width = 600
            $0.targetRowHeight = 200
            $0.setPadding(0)
        }
        let cells = try layout.allCells()
        let rowHeight = 580 / 1.8
        #expect(cells[0..<3].allSatisfy { $0.frame.y == 0 && $0.frame.height == rowHeight })
        #expect(tuple(cells[3].frame) == [0, rowHeight + 10, 600, 240])
    }

    @Test func aBreakoutRowIsClampedAndKeepsFillingItsWidth() throws {
        // Row 2 is a breakout row: 980 / 1.5 = 653.3̅ clamps to 2t = 640; ρ = (980/640)/(980/653.3̅).
        let layout = try justified(Array(repeating: 1.5, count: 5)) {
            $0.width = 1000
            $0.fullWidthBreakoutRowCadence = 2
        }
        let breakout = try layout.allCells()[2].frame
        #expect(breakout.height == 640)
        #expect(breakout.width == 979.9999999999999)
    }

    @Test func rightToLeftMirrorsAboutTheWidth() throws {
        let layout = try justified(ratios, rtl: true) { $0.width = 800 }
        // 800 − 10 − 462 = 328; 800 − 482 − 308 = 10.
        #expect(try layout.allCells()[0..<2].map(\.frame.x) == [328, 10])
    }

    @Test func maxNumRowsStopsWithoutAWidow() throws {
        let layout = try justified(ratios) {
            $0.width = 800
            $0.maxNumRows = 2
        }
        #expect(try layout.allCells().count == 4)
        // pt + (308 + 10) + (385 + 10) − 10 + 10.
        #expect(layout.contentSize.height == 10 + (308 + 10) + (385 + 10) - 10 + 10)
    }

    @Test func forceAspectRatioReplacesEveryRatio() throws {
        let forced = try justified([5, 0.1, 3, 2]) {
            $0.width = 800
            $0.forceAspectRatio = 1.5
        }
        let same = try justified(Array(repeating: 1.5, count: 4)) { $0.width = 800 }
        #expect(try forced.allCells() == same.allCells())
    }
}
