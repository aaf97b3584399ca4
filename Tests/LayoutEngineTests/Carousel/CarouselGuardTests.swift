// Tests that the carousel answers, without trapping, for empty carousels, extreme offsets and counts, and degenerate options.

import Foundation
@testable import LayoutEngine
import Testing

/// What every answer must satisfy, whatever the input: as many items as `visibleItemCount` says,
/// no more than the window, each a real, distinct item.
private func expectWellFormed(
    _ layout: CarouselLayout, atOffset offset: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    let items = layout.layout(atOffset: offset).items
    #expect(items.count == layout.visibleItemCount(atOffset: offset), sourceLocation: sourceLocation)
    #expect(items.count <= layout.numberOfVisibleItems, sourceLocation: sourceLocation)
    #expect(items.allSatisfy { (0..<max(layout.itemCount, 0)).contains($0.item) }, sourceLocation: sourceLocation)
    #expect(Set(items.map(\.item)).count == items.count, sourceLocation: sourceLocation)
    #expect(Set(items.map(\.zIndex)) == Set(items.indices), sourceLocation: sourceLocation)
}

@Suite("Carousel guards")
struct CarouselGuardTests {
    @Test(arguments: CarouselType.allCases)
    func noItems(type: CarouselType) {
        for count in [0, -5] {
            let empty = carousel(type, count: count)
            #expect(empty.numberOfItems == 0)
            #expect(empty.numberOfVisibleItems == 0)
            #expect(empty.layout(atOffset: 0).items.isEmpty)
            #expect(empty.layout(atOffset: 500).items.isEmpty)
            #expect(empty.visibleItemCount(atOffset: 0) == 0)
            #expect(empty.contentSize == Size(width: 0, height: 480))
            #expect(empty.snap(proposedOffset: 500, velocity: 900) == SnapResult(offset: 0, index: 0))
        }
        // clampedOffset gives −1 with no items, as iCarousel's does.
        #expect(carousel(type, count: 0) { $0.wrap = true }.scrollOffset(atOffset: 300) == -1)
    }

    @Test(arguments: CarouselType.allCases)
    func extremeOffsets(type: CarouselType) {
        let layout = carousel(type)
        for offset in [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, .infinity, -.infinity, .nan] {
            expectWellFormed(layout, atOffset: offset)
            let snap = layout.snap(proposedOffset: offset, velocity: 900)
            #expect((0..<20).contains(snap.index))
        }
        // Without wrap an offset past either end is held one item beyond it; with wrap a huge
        // offset still lands within one turn.
        #expect(carousel(.linear).scrollOffset(atOffset: 1e300) == 20)
        #expect(carousel(.linear).scrollOffset(atOffset: -1e300) == -1)
        let wrapped = carousel(.rotary).scrollOffset(atOffset: 1e300)
        #expect(wrapped >= 0 && wrapped <= 20)
    }

    @Test(arguments: [CarouselType.linear, .rotary, .coverFlow, .timeMachine])
    func extremeCounts(type: CarouselType) {
        for count in [10_000_000, Int.max] {
            let layout = carousel(type, count: count)
            for offset in [0.0, 1e12, -1e12, 1e300, Double(count) * 200] {
                expectWellFormed(layout, atOffset: offset)
                let snap = layout.snap(proposedOffset: offset, velocity: -1e308)
                #expect(snap.index >= 0 && snap.index < count)
            }
        }
        // The window is the same size however many items there are.
        #expect(carousel(type, count: Int.max).numberOfVisibleItems == carousel(type, count: 10_000_000).numberOfVisibleItems)
    }

    @Test(arguments: CarouselType.allCases)
    func degenerateOptions(type: CarouselType) {
        let settings: [(inout CarouselSettings) -> Void] = [
            { $0.arc = 0 },
            { $0.circularCount = 0 },
            { $0.circularCount = -3 },
            { $0.spacing = 0 },
            { $0.spacing = -1 },
            { $0.radius = 0 },
            { $0.fadeRange = 0 },
            { $0.visibleItems = -5 },
            { $0.visibleItems = Int.max },
            { $0.tilt = 1e308 },
            { $0.perspective = -1e308 },
            {
                $0.fadeMin = 1e308
                $0.fadeMax = -1e308
            },
        ]
        for configure in settings {
            let layout = carousel(type, configure)
            for offset in [0.0, 333, -333, 1e300] {
                expectWellFormed(layout, atOffset: offset)
                _ = layout.snap(proposedOffset: offset, velocity: 1e308)
            }
        }
        // Items of no size: extent · spacing = 0 puts every offset at one end (or 0 when wrapping);
        // a snap moves nothing (wrapping, the proposed offset stays; otherwise the end is 0).
        let flat = carousel(type, itemSize: Size(width: 0, height: 0))
        for offset in [0.0, 333, -333] {
            expectWellFormed(flat, atOffset: offset)
            #expect(flat.snap(proposedOffset: offset, velocity: 900).offset == (flat.wraps ? offset : 0))
        }
    }

    @Test func visibleItemsBeyondTheCountShowEveryItemOnce() {
        let layout = carousel(.rotary) { $0.visibleItems = Int.max }
        #expect(layout.numberOfVisibleItems == 20)
        #expect(Set(layout.layout(atOffset: 1234).items.map(\.item)) == Set(0..<20))
    }
}
