// Tests of the circle layout (docs/LAYOUTS.md §2): item positions clockwise from three o'clock, offsets, 0 and 1 items.

import Foundation
@testable import LayoutEngine
import Testing

/// Portrait 375 × 667. Centres frame at offset 0: (0, 0, 375, 667) inset by 8 → (8, 8, 359, 651),
/// inset by 50 → (58, 58, 259, 551); centre (58 + 129.5, 58 + 275.5) = (187.5, 333.5);
/// innerRadius = min(259, 551)/2 = 129.5.
private let portrait = Size(width: 375, height: 667)
/// Landscape 667 × 375. Centres frame at offset 0: (58, 58, 551, 259); centre (333.5, 187.5);
/// innerRadius = min(551, 259)/2 = 129.5.
private let landscape = Size(width: 667, height: 375)

private func centres(_ result: LayoutResult) -> [Point] { result.items.map(\.center) }

@Suite("Circle layout")
struct CircleLayoutTests {
    @Test func seedDefaults() {
        #expect(CircleLayout.defaultItemSize == Size(width: 100, height: 100))
        #expect(CircleLayout.defaultInset == 8)
        let layout = CircleLayout(itemCount: 4, viewport: portrait)
        #expect(layout.itemSize == Size(width: 100, height: 100))
        #expect(layout.inset == 8)
    }

    @Test func contentSizeIsTheViewport() {
        #expect(CircleLayout(itemCount: 4, viewport: portrait).layout(atOffset: 0).contentSize == portrait)
        #expect(CircleLayout(itemCount: 4, viewport: portrait).layout(atOffset: -64).contentSize == portrait)
        #expect(CircleLayout(itemCount: 0, viewport: landscape).layout(atOffset: 0).contentSize == landscape)
    }

    @Test func centresFrameAndRadius() {
        let layout = CircleLayout(itemCount: 4, viewport: portrait)
        #expect(isClose(layout.centersFrame(atOffset: 0), Rect(x: 58, y: 58, width: 259, height: 551)))
        // offset −64 keeps the origin and grows the size by 2·(−64): height 551 − 128 = 423.
        #expect(isClose(layout.centersFrame(atOffset: -64), Rect(x: 58, y: 58, width: 259, height: 423)))
        #expect(isClose(layout.innerRadius(atOffset: 0), 129.5))  // min(259, 551)/2
        #expect(isClose(layout.innerRadius(atOffset: -64), 129.5))  // min(259, 423)/2

        let wide = CircleLayout(itemCount: 4, viewport: landscape)
        #expect(isClose(wide.centersFrame(atOffset: -64), Rect(x: 58, y: 58, width: 551, height: 131)))  // 259 − 128
        #expect(isClose(wide.innerRadius(atOffset: -64), 65.5))  // min(551, 131)/2
    }

    @Test func fourItemsAtOffsetZero() {
        let result = CircleLayout(itemCount: 4, viewport: portrait).layout(atOffset: 0)
        #expect(result.layout == .circle)
        #expect(result.items.map(\.item) == [0, 1, 2, 3])
        // step = 2π/4; centre (187.5, 333.5); r = 129.5. Clockwise on a y-down screen.
        let expected = [
            Point(x: 317, y: 333.5),  // 0: three o'clock, (187.5 + 129.5, 333.5)
            Point(x: 187.5, y: 463),  // 1: six o'clock, (187.5, 333.5 + 129.5)
            Point(x: 58, y: 333.5),  // 2: nine o'clock, (187.5 − 129.5, 333.5)
            Point(x: 187.5, y: 204),  // 3: twelve o'clock, (187.5, 333.5 − 129.5)
        ]
        for (item, centre) in zip(result.items, expected) {
            #expect(isClose(item.center, centre))
            #expect(isClose(item.size, Size(width: 100, height: 100)))
            #expect(isClose(item.frame, Rect(x: centre.x - 50, y: centre.y - 50, width: 100, height: 100)))
            #expect(item.section == 0)
            #expect(item.kind == .cell)
            #expect(item.alpha == 1)
            #expect(item.transform == .identity)
        }
        #expect(isClose(result.items[0].frame, Rect(x: 267, y: 283.5, width: 100, height: 100)))  // (317 − 50, 333.5 − 50)
    }

    @Test func fourItemsUnderANavigationBar() {
        // offset −64: frame (58, 58, 259, 423); centre (58 + 129.5, 58 + 211.5) = (187.5, 269.5); r = 129.5.
        let result = CircleLayout(itemCount: 4, viewport: portrait).layout(atOffset: -64)
        let expected = [
            Point(x: 317, y: 269.5),  // (187.5 + 129.5, 269.5)
            Point(x: 187.5, y: 399),  // (187.5, 269.5 + 129.5)
            Point(x: 58, y: 269.5),  // (187.5 − 129.5, 269.5)
            Point(x: 187.5, y: 140),  // (187.5, 269.5 − 129.5)
        ]
        #expect(result.items.count == 4)
        for (item, centre) in zip(result.items, expected) {
            #expect(isClose(item.center, centre))
        }
    }

    @Test func fourItemsInLandscape() {
        let layout = CircleLayout(itemCount: 4, viewport: landscape)
        // offset 0: centre (333.5, 187.5), r = 129.5.
        let atZero = [
            Point(x: 463, y: 187.5),  // (333.5 + 129.5, 187.5)
            Point(x: 333.5, y: 317),  // (333.5, 187.5 + 129.5)
            Point(x: 204, y: 187.5),  // (333.5 − 129.5, 187.5)
            Point(x: 333.5, y: 58),  // (333.5, 187.5 − 129.5)
        ]
        for (centre, expected) in zip(centres(layout.layout(atOffset: 0)), atZero) {
            #expect(isClose(centre, expected))
        }
        // offset −64: frame (58, 58, 551, 131), centre (333.5, 58 + 65.5) = (333.5, 123.5), r = 65.5.
        let underBar = [
            Point(x: 399, y: 123.5),  // (333.5 + 65.5, 123.5)
            Point(x: 333.5, y: 189),  // (333.5, 123.5 + 65.5)
            Point(x: 268, y: 123.5),  // (333.5 − 65.5, 123.5)
            Point(x: 333.5, y: 58),  // (333.5, 123.5 − 65.5)
        ]
        for (centre, expected) in zip(centres(layout.layout(atOffset: -64)), underBar) {
            #expect(isClose(centre, expected))
        }
    }

    @Test func threeItemsAreAThirdOfATurnApart() {
        // step = 2π/3: cos = −1/2, sin = ±√3/2. Centre (187.5, 333.5), r = 129.5.
        let half = 129.5 * (3.0).squareRoot() / 2
        let result = CircleLayout(itemCount: 3, viewport: portrait).layout(atOffset: 0)
        #expect(result.items.count == 3)
        #expect(isClose(result.items[0].center, Point(x: 317, y: 333.5)))
        #expect(isClose(result.items[1].center, Point(x: 187.5 - 64.75, y: 333.5 + half)))  // 129.5·cos(2π/3) = −64.75
        #expect(isClose(result.items[2].center, Point(x: 187.5 - 64.75, y: 333.5 - half)))
    }

    @Test func noItems() {
        #expect(CircleLayout(itemCount: 0, viewport: portrait).layout(atOffset: 0).items.isEmpty)
        #expect(CircleLayout(itemCount: 0, viewport: portrait).layout(atOffset: -64).items.isEmpty)
    }

    @Test func oneItemSitsAtThreeOClock() {
        let layout = CircleLayout(itemCount: 1, viewport: portrait)
        let atZero = layout.layout(atOffset: 0)
        #expect(atZero.items.map(\.item) == [0])
        #expect(isClose(atZero.items[0].center, Point(x: 317, y: 333.5)))  // (187.5 + 129.5, 333.5)
        #expect(isClose(atZero.items[0].frame, Rect(x: 267, y: 283.5, width: 100, height: 100)))
        let underBar = layout.layout(atOffset: -64)
        #expect(isClose(underBar.items[0].center, Point(x: 317, y: 269.5)))  // (187.5 + 129.5, 269.5)
    }
}
