// Which sections come back (docs/PAGE.md §3.5): zero-height blocks, the edges, binary search against a linear scan, 10,000 sections.

@testable import LayoutEngine
import TestSupport
import Testing

/// The sections whose block meets the viewport, by the rule itself, one block at a time.
private func linearWindow(_ stack: PageStack, _ viewport: PageViewport) -> [Int] {
    stack.blocks.indices.filter {
        stack.blocks[$0].top < viewport.offset + viewport.height && stack.blocks[$0].bottom > viewport.offset
    }
}

@Suite("Page: the window of sections")
struct PageWindowTests {
    /// Blocks [0, 100), [100, 100) (height 0, with a background), [100, 200).
    private let zeroHeight: PageStack

    init() throws {
        zeroHeight = try pageStack([(flowSection(), 100), (flowSection(background: true), 0), (flowSection(), 100)])
    }

    @Test func aZeroHeightBlockStrictlyInsideComesBack() {
        // [50, 150): top_1 = 100 < 150 and bottom_1 = 100 > 50.
        #expect(zeroHeight.window(in: PageViewport(offset: 50, height: 100)) == 0..<3)
        // Its background (0, 100, 375, 0) is inside too: 100 < 150 and 100 > 50.
        let background = zeroHeight.pageElements(
            ofSection: 1, in: PageViewport(offset: 50, height: 100), layoutZIndices: nil
        ).background
        #expect(pageTuple(background?.frame) == [0, 100, 375, 0])
    }

    @Test func aZeroHeightBlockOnTheViewportsEdgeDoesNot() {
        // [100, 200): bottom_1 = 100 > 100 is false.
        #expect(zeroHeight.window(in: PageViewport(offset: 100, height: 100)) == 2..<3)
        // [0, 100): top_1 = 100 < 100 is false.
        #expect(zeroHeight.window(in: PageViewport(offset: 0, height: 100)) == 0..<1)
    }

    @Test func aZeroHeightBlockHoldsNoPoint() {
        #expect(zeroHeight.section(holding: 99.5) == 0)
        #expect(zeroHeight.section(holding: 100) == 2)
        #expect(zeroHeight.section(holding: 200) == nil)
        #expect(zeroHeight.section(holding: -1) == nil)
    }

    @Test func blocksAndElementsThatOnlyTouchTheViewportAreLeftOut() throws {
        // Block 1 [100, 200) with an unpinned header [100, 120) and a background.
        let stack = try pageStack([(flowSection(), 100), (flowSection(header: PageBoundary(height: 20), background: true), 80)])
        func elements(_ offset: Double, _ height: Double) -> PageSectionElements {
            stack.pageElements(ofSection: 1, in: PageViewport(offset: offset, height: height), layoutZIndices: nil)
        }
        // The viewport ends where the block starts: 100 < 0 + 100 is false.
        #expect(stack.window(in: PageViewport(offset: 0, height: 100)) == 0..<1)
        #expect(elements(0, 100).header == nil)
        #expect(elements(0, 100).background == nil)
        #expect(stack.window(in: PageViewport(offset: 0, height: 100.5)) == 0..<2)
        #expect(elements(0, 100.5).header != nil)
        // The viewport starts where the header ends: 100 + 20 > 120 is false; the background still meets it.
        #expect(elements(120, 100).header == nil)
        #expect(elements(120, 100).background != nil)
        #expect(elements(119.5, 100).header != nil)
        // Past the page, nothing.
        #expect(stack.window(in: PageViewport(offset: 200, height: 100)) == 2..<2)
        #expect(stack.window(in: PageViewport(offset: -100, height: 100)) == 0..<0)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func binarySearchAgreesWithALinearScan(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &random)
        var sections: [(PageSection, contentHeight: Double)] = []
        for _ in 0..<count {
            // A third of the blocks 0 tall, so that runs of them sit on and between the viewport's edges.
            let zero = Int.random(in: 0..<3, using: &random) == 0
            let header = zero ? nil : PageBoundary(height: Double(Int.random(in: 0...40, using: &random)))
            let height = zero ? 0 : Double(Int.random(in: 0...200, using: &random))
            sections.append((flowSection(header: header), height))
        }
        let stack = try pageStack(sections)
        let end = stack.contentSize.height
        for _ in 0..<500 {
            // Offsets on whole points, so that they fall on block edges often.
            let offset = Double(Int.random(in: -100...Int(end) + 100, using: &random))
            let height = Double(Int.random(in: 0...400, using: &random))
            let viewport = PageViewport(offset: offset, height: height)
            #expect(Array(stack.window(in: viewport)) == linearWindow(stack, viewport), "seed \(seed), Y \(offset), H \(height)")
            let holding = stack.blocks.indices.first { stack.blocks[$0].top <= offset && offset < stack.blocks[$0].bottom }
            #expect(stack.section(holding: offset) == holding, "seed \(seed), y \(offset)")
        }
    }

    @Test func tenThousandSectionsAnswerInLogarithmicSteps() throws {
        // Section k: header 10, content 90: block [100k, 100k + 100).
        let sections = Array(repeating: (flowSection(header: PageBoundary(height: 10, pinned: true)), 90.0), count: 10_000)
        let stack = try pageStack(sections)
        #expect(stack.contentSize.height == 1_000_000)
        // [512_345, 513_012): blocks 5123 ([512_300, 512_400)) to 5130 ([513_000, 513_100)).
        #expect(stack.window(in: PageViewport(offset: 512_345, height: 667)) == 5123..<5131)
        #expect(stack.section(holding: 999_999.5) == 9999)
        // A binary search over 10,000 blocks looks at ⌈log2(10,001)⌉ = 14 of them at most.
        var looks = 0
        let first = stack.firstBlock {
            looks += 1
            return $0.bottom > 512_345
        }
        #expect(first == 5123)
        #expect(looks <= 14)
    }
}
