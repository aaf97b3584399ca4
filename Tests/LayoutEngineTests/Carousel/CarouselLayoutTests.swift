// Tests of the carousel's layout pass: defaults, scroll position, which items show, their order, depth and attributes.

import Foundation
@testable import LayoutEngine
import Testing

@Suite("Carousel layout")
struct CarouselLayoutTests {
    // MARK: Defaults per type

    @Test func wrapsByDefaultOnlyTheCircularTypes() {
        let wrapping: Set<CarouselType> = [.rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel]
        for type in CarouselType.allCases {
            #expect(carousel(type).wraps == wrapping.contains(type), "\(type)")
        }
    }

    @Test func spacingTiltArcAndFadeDefaults() {
        for type in CarouselType.allCases {
            let layout = carousel(type)
            let isCoverFlow = type == .coverFlow || type == .coverFlow2
            #expect(layout.spacing == (isCoverFlow ? 0.25 : 1), "\(type)")
            #expect(layout.fadeRange == 1)
            #expect(layout.fadeMinAlpha == 0)
            #expect(layout.fadeMin == (type == .invertedTimeMachine ? 0 : -.infinity), "\(type)")
            #expect(layout.fadeMax == (type == .timeMachine ? 0 : .infinity), "\(type)")
        }
        #expect(carousel(.coverFlow).tilt == 0.9)
        #expect(carousel(.coverFlow2).tilt == 0.9)
        #expect(carousel(.timeMachine).tilt == 0.3)
        #expect(carousel(.invertedTimeMachine).tilt == 0.3)
        #expect(carousel(.linear).tilt == nil)
        #expect(carousel(.rotary).tilt == nil)
        #expect(carousel(.wheel).arc == 2 * .pi)
        #expect(carousel(.invertedCylinder).arc == 2 * .pi)
        #expect(carousel(.linear).arc == nil)
        #expect(carousel(.coverFlow).radius == nil)
    }

    @Test func defaultRadii() {
        // count 12, extent · spacing / 2 = 100.
        #expect(isClose(carousel(.rotary).radius, 100 * (2 + 3.0.squareRoot())))  // 100/tan(π/12)
        #expect(isClose(carousel(.invertedRotary).radius, 100 * (2 + 3.0.squareRoot())))
        #expect(isClose(carousel(.cylinder).radius, 100 * (2 + 3.0.squareRoot())))
        #expect(isClose(carousel(.wheel).radius, 1200 / Double.pi))  // 200·12/2π
        // Two items: count 2, tan(2π/2/2) = tan(π/2) is huge, so rotary keeps half an item (100) and
        // cylinder 100/1.6e16 ≈ 6e-15, raised to 0.01.
        #expect(isClose(carousel(.rotary, count: 2).radius, 100))
        #expect(isClose(carousel(.cylinder, count: 2).radius, 0.01))
        #expect(isClose(carousel(.wheel, count: 2).radius, 400 / (2 * Double.pi)))  // 200·2/2π
    }

    @Test func extentAndContentSize() {
        let horizontal = carousel(.linear, itemSize: Size(width: 200, height: 150))
        #expect(horizontal.extent == 200)
        #expect(horizontal.viewportExtent == 320)
        #expect(horizontal.contentSize == Size(width: 4000, height: 480))  // (20·200·1, H)
        #expect(carousel(.coverFlow).contentSize == Size(width: 1000, height: 480))  // 20·200·0.25
        let vertical = verticalCarousel(.linear)
        #expect(vertical.extent == 100)
        #expect(vertical.viewportExtent == 700)
        #expect(vertical.contentSize == Size(width: 320, height: 3000))  // (W, 30·100)
        #expect(vertical.layout(atOffset: 0).contentSize == Size(width: 320, height: 3000))
        #expect(carousel(.rotary).layout(atOffset: 0).layout == .carousel)
    }

    // MARK: Counts

    @Test(arguments: [
        // (viewport width, items, count): min(30, max(12, ceil(W/200)·π)) truncated, at most n.
        (320.0, 20, 12),  // ceil(1.6)·π = 6.28 → 12
        (1000.0, 20, 15),  // ceil(5)·π = 15.71 → 15 (truncated, not rounded)
        (1300.0, 40, 21),  // ceil(6.5)·π = 21.99 → 21
        (2000.0, 40, 30),  // ceil(10)·π = 31.4 → 30
        (320.0, 5, 5),  // at most n
        (320.0, 0, 0),
    ])
    func circularItemCount(width: Double, items: Int, count: Int) {
        let layout = carousel(.cylinder, count: items, viewport: Size(width: width, height: 480))
        #expect(layout.circularItemCount == count)
    }

    @Test func nonCircularTypesCountAllItems() {
        #expect(carousel(.linear).circularItemCount == 20)
        #expect(carousel(.timeMachine, count: 7).circularItemCount == 7)
    }

    @Test(arguments: [
        (CarouselType.linear, 4),  // ceil(320 / 200) + 2
        (.coverFlow, 9),  // ceil(320 / 50) + 2 = 7 + 2
        (.coverFlow2, 9),
        (.rotary, 12),  // circular count
        (.cylinder, 12),
        (.invertedRotary, 6),  // ceil(12 / 2)
        (.invertedCylinder, 6),
        (.wheel, 7),  // radius − 100 = 281.97 ≥ min(320, 480)/2 = 160: ceil(12/2) + 1
        (.invertedWheel, 7),
        (.timeMachine, 20),  // 30, at most n = 20
        (.invertedTimeMachine, 20),
    ])
    func numberOfVisibleItems(type: CarouselType, count: Int) {
        #expect(carousel(type).numberOfVisibleItems == count)
    }

    @Test func visibleItemsOfSmallAndLargeCarousels() {
        #expect(carousel(.linear, count: 2).numberOfVisibleItems == 2)  // min(4, n)
        #expect(carousel(.timeMachine, count: 100).numberOfVisibleItems == 30)  // MAX_VISIBLE_ITEMS
        #expect(carousel(.linear, viewport: Size(width: 10_000, height: 480)).numberOfVisibleItems == 20)  // min(30, 52) → n
        #expect(carousel(.linear, count: 100, viewport: Size(width: 10_000, height: 480)).numberOfVisibleItems == 30)
        // A wheel small enough to show whole: radius 1200/π − 100 ≥ 160 in 320 × 480, but in
        // 1000 × 1000 it is < 500: all 15 (count = ceil(5)·π → 15; radius 200·15/2π − 100 = 377 < 500).
        #expect(carousel(.wheel, viewport: Size(width: 1000, height: 1000)).numberOfVisibleItems == 15)
    }

    // MARK: Scroll position

    @Test(arguments: [
        // Linear, no wrap: offset / 200, held within [−1, 20].
        (0.0, 0.0), (430.0, 2.15), (3900.0, 19.5), (4000.0, 20.0), (5000.0, 20.0), (-100.0, -0.5), (-500.0, -1.0),
    ])
    func scrollOffsetWithoutWrap(offset: Double, expected: Double) {
        #expect(isClose(carousel(.linear).scrollOffset(atOffset: offset), expected))
    }

    @Test(arguments: [
        // Rotary, wrapping into [0, 20): s − floor(s/20)·20.
        (0.0, 0.0), (60.0, 0.3), (3920.0, 19.6), (4000.0, 0.0), (4080.0, 0.4), (-80.0, 19.6), (-4080.0, 19.6),
        (200_060.0, 0.3),  // 1000.3 − 50·20
    ])
    func scrollOffsetWithWrap(offset: Double, expected: Double) {
        #expect(isClose(carousel(.rotary).scrollOffset(atOffset: offset), expected))
    }

    @Test func currentItemIndex() {
        let linear = carousel(.linear)
        #expect(linear.currentItemIndex(atScrollOffset: 2.49) == 2)
        #expect(linear.currentItemIndex(atScrollOffset: 2.5) == 3)  // half away from zero
        #expect(linear.currentItemIndex(atScrollOffset: -0.5) == 0)  // round −1, held at 0
        #expect(linear.currentItemIndex(atScrollOffset: 19.5) == 19)  // round 20, held at 19
        let rotary = carousel(.rotary)
        #expect(rotary.currentItemIndex(atScrollOffset: 19.5) == 0)  // round 20, wrapped
        #expect(rotary.currentItemIndex(atScrollOffset: 19.4) == 19)
        #expect(carousel(.rotary, count: 0).currentItemIndex(atScrollOffset: 0) == -1)
    }

    @Test func clampedIndex() {
        #expect(carousel(.rotary).clampedIndex(-1) == 19)
        #expect(carousel(.rotary).clampedIndex(-21) == 19)
        #expect(carousel(.rotary).clampedIndex(45) == 5)
        #expect(carousel(.linear).clampedIndex(-3) == 0)
        #expect(carousel(.linear).clampedIndex(45) == 19)
        #expect(carousel(.linear, count: 0).clampedIndex(3) == -1)
    }

    @Test(arguments: [
        // (item, s, relative offset) with wrap, n = 20: i − s, then ±20 if beyond ±10.
        (19, 0.3, -1.3),  // 18.7 > 10 → −1.3
        (0, 19.6, 0.4),  // −19.6 < −10 → 0.4
        (10, 0.0, 10.0),  // exactly n/2 stays
        (10, 0.5, 9.5),
        (10, 19.9, -9.9),
        (5, 15.0, -10.0),  // exactly −n/2 stays
        (3, 1.0, 2.0),
    ])
    func relativeOffsetWithWrap(item: Int, scrollOffset: Double, expected: Double) {
        #expect(isClose(carousel(.rotary).relativeOffset(ofItem: item, scrollOffset: scrollOffset), expected))
    }

    @Test func relativeOffsetWithoutWrap() {
        #expect(isClose(carousel(.linear).relativeOffset(ofItem: 19, scrollOffset: 0.3), 18.7))
        #expect(isClose(carousel(.linear).relativeOffset(ofItem: 0, scrollOffset: 19.6), -19.6))
    }

    // MARK: Visible items and their order

    @Test(arguments: [
        // Linear, nvis 4, start = current − 2 held within 0…16; nearest first.
        (0.0, [0, 1, 2, 3]),  // s 0: start 0
        (2060.0, [10, 11, 9, 8]),  // s 10.3, current 10, 8…11: o = −0.3, 0.7, −1.3, −2.3
        (2100.0, [10, 11, 9, 12]),  // s 10.5, current 11, 9…12: o = ±0.5 (−0.5 first), ±1.5
        (3900.0, [19, 18, 17, 16]),  // s 19.5, current 19, start min(16, 17)
        (5000.0, [19, 18, 17, 16]),  // s held at 20
        (-500.0, [0, 1, 2, 3]),  // s held at −1
    ])
    func linearVisibleItems(offset: Double, expected: [Int]) {
        let layout = carousel(.linear)
        #expect(layout.layout(atOffset: offset).items.map(\.item) == expected)
        #expect(layout.visibleItemCount(atOffset: offset) == expected.count)
    }

    @Test(arguments: [
        // Rotary, nvis 12: current − 6 … current + 5, wrapped.
        (0.0, [0, 19, 1, 18, 2, 17, 3, 16, 4, 15, 5, 14]),  // o = 0, −1, 1, …, 5, −6
        (60.0, [0, 1, 19, 2, 18, 3, 17, 4, 16, 5, 15, 14]),  // s 0.3: o(0) = −0.3, o(1) = 0.7, o(19) = −1.3, o(14) = −6.3
        (3920.0, [0, 19, 1, 18, 2, 17, 3, 16, 4, 15, 5, 14]),  // s 19.6, current 0: o(0) = 0.4, o(19) = −0.6
        (-80.0, [0, 19, 1, 18, 2, 17, 3, 16, 4, 15, 5, 14]),  // the same position from the other side
        (2000.0, [10, 9, 11, 8, 12, 7, 13, 6, 14, 5, 15, 4]),  // s 10: 4…15, o = −6…5
    ])
    func rotaryVisibleItems(offset: Double, expected: [Int]) {
        let layout = carousel(.rotary)
        #expect(layout.layout(atOffset: offset).items.map(\.item) == expected)
        #expect(layout.visibleItemCount(atOffset: offset) == 12)
    }

    @Test func lastItemComesJustBeforeTheFirst() throws {
        // s 19.6 (offset 3920 or −80): item 19 sits 0.6 before the position, item 0 0.4 after it.
        let rotary = carousel(.rotary)
        for offset in [3920.0, -80.0] {
            let items = rotary.layout(atOffset: offset).items
            let first = try #require(items.first { $0.item == 0 })
            let last = try #require(items.first { $0.item == 19 })
            let r = 100 * (2 + 3.0.squareRoot())
            // x = r·sin(o·π/6): item 19 to the left, item 0 to the right.
            #expect(isClose(last.transform3D.m41, r * sin(-0.6 * .pi / 6), tolerance: 1e-7))
            #expect(isClose(first.transform3D.m41, r * sin(0.4 * .pi / 6), tolerance: 1e-7))
        }
        // s 0.3 (offset 60): item 19 at −1.3, item 0 at −0.3.
        let items = rotary.layout(atOffset: 60).items
        let last = try #require(items.first { $0.item == 19 })
        #expect(isClose(last.transform3D.m41, 100 * (2 + 3.0.squareRoot()) * sin(-1.3 * .pi / 6), tolerance: 1e-7))
    }

    @Test func linearWithWrapShowsTheLastItemBeforeTheFirst() {
        // nvis 4, current 0, start clampedIndex(−2) = 18: items 18, 19, 0, 1 at o = −2, −1, 0, 1.
        let layout = carousel(.linear) { $0.wrap = true }
        let items = layout.layout(atOffset: 0).items
        #expect(items.map(\.item) == [0, 19, 1, 18])
        #expect(items.map(\.transform3D.m41) == [0, -200, 200, -400])
    }

    @Test func rotaryWithoutWrapStopsAtTheEnds() {
        // nvis 12, start = max(0, min(8, −6)) = 0: 0…11; s held within [−1, 20].
        let layout = carousel(.rotary) { $0.wrap = false }
        #expect(layout.layout(atOffset: 0).items.map(\.item) == Array(0...11))
        #expect(layout.scrollOffset(atOffset: -1000) == -1)
        #expect(layout.layout(atOffset: 3800).items.map(\.item) == Array((8...19).reversed()))  // s 19: o = −11…0
    }

    @Test func coverFlowVisibleItems() {
        // nvis 9, extent · spacing = 50. s 0: 0…8; s 10 (offset 500): 6…14.
        #expect(carousel(.coverFlow).layout(atOffset: 0).items.map(\.item) == Array(0...8))
        #expect(carousel(.coverFlow).layout(atOffset: 500).items.map(\.item) == [10, 9, 11, 8, 12, 7, 13, 6, 14])
    }

    @Test func timeMachineHidesWhatHasPassed() {
        let layout = carousel(.timeMachine)
        // s 5: window 0…19 (nvis 20), alpha 1 − min(o, 1) for o > 0 is 0 from item 6 on.
        #expect(layout.layout(atOffset: 1000).items.map(\.item) == [5, 4, 3, 2, 1, 0])
        // s 5.5: item 6 at o = 0.5 has alpha 0.5; item 7 at 1.5 none.
        let items = layout.layout(atOffset: 1100).items
        #expect(items.map(\.item) == [5, 6, 4, 3, 2, 1, 0])
        #expect(items.map(\.alpha) == [1, 0.5, 1, 1, 1, 1, 1])
        #expect(layout.visibleItemCount(atOffset: 1100) == 7)
        // Inverted: fadeMin 0, so the items before the position go: s 5 shows 5…19.
        #expect(carousel(.invertedTimeMachine).layout(atOffset: 1000).items.map(\.item) == Array(5...19))
    }

    // MARK: Depth

    @Test func linearDepthIsDistanceFromTheCurrentItem() {
        // s 10, items 8…11. All depths are m33 = 1; x = 1 + 200·o, the current item 10 at x3 = 1.
        // Farther is further back: 8 (400); 9 and 11 tie at 200, the lower index 9 further back.
        let items = carousel(.linear).layout(atOffset: 2000).items
        #expect(items.map(\.item) == [10, 9, 11, 8])
        #expect(items.map(\.zIndex) == [3, 1, 2, 0])
    }

    @Test func rotaryDepthBackToFront() {
        // Depth 1 + r·cos(o·π/6) − r: o = −6 (item 14) is furthest back; ±k tie in depth and in
        // distance r·|sin| from the current item, so the lower index goes further back.
        let items = carousel(.rotary).layout(atOffset: 0).items
        let zIndex = Dictionary(uniqueKeysWithValues: items.map { ($0.item, $0.zIndex) })
        #expect(zIndex == [14: 0, 5: 1, 15: 2, 4: 3, 16: 4, 3: 5, 17: 6, 2: 7, 18: 8, 1: 9, 19: 10, 0: 11])
    }

    @Test func coverFlowDepthBackToFront() {
        // s 0: item 0 at depth 1; items 1…8 (c = 1) all at sin(0.45π) + cos(0.45π) − 100, so the
        // farther from item 0 (x = 90 + 50·o + …) the further back.
        let atStart = carousel(.coverFlow).layout(atOffset: 0).items
        #expect(atStart.map(\.zIndex) == [8, 7, 6, 5, 4, 3, 2, 1, 0])
        // s 10: the left stack (c = −1) sums to −sin(0.45π) + cos(0.45π) − 100, lower than the
        // right's, so it is behind it; within each stack the farther is further back.
        let inMiddle = carousel(.coverFlow).layout(atOffset: 500).items  // [10, 9, 11, 8, 12, 7, 13, 6, 14]
        let zIndex = Dictionary(uniqueKeysWithValues: inMiddle.map { ($0.item, $0.zIndex) })
        #expect(zIndex == [6: 0, 7: 1, 8: 2, 9: 3, 14: 4, 13: 5, 12: 6, 11: 7, 10: 8])
    }

    @Test func timeMachineDepthFollowsTheItems() {
        // Depth 1 + 200·o: the earliest item is furthest back.
        let items = carousel(.timeMachine).layout(atOffset: 1100).items  // [5, 6, 4, 3, 2, 1, 0]
        #expect(items.map(\.zIndex) == [5, 6, 4, 3, 2, 1, 0])
        let inverted = carousel(.invertedTimeMachine).layout(atOffset: 1000).items  // 5…19, depth 1 − 200·o
        #expect(inverted.map(\.zIndex) == Array((0...14).reversed()))
    }

    @Test func depthWhenTheCurrentItemIsFadedOut() {
        // fadeMin 0.5, fadeMax 10, range 0.25: at s 10 the items at o ≤ 0.25 have alpha 0, so
        // the current item 10 is not placed and distances are measured from x3 = 0. Items 11…13
        // at x = 1 + 200·o: 201, 401, 601; the farthest is furthest back.
        let layout = carousel(.linear) {
            $0.fadeMin = 0.5
            $0.fadeMax = 10
            $0.fadeRange = 0.25
        }
        let items = layout.layout(atOffset: 2000).items  // window 8…11, only 11 stays (o = 1)
        #expect(items.map(\.item) == [11])
        let wider = carousel(.linear) {
            $0.fadeMin = 0.5
            $0.fadeMax = 10
            $0.fadeRange = 0.25
            $0.visibleItems = 8
        }
        let placed = wider.layout(atOffset: 2000).items  // window 6…13; 11, 12, 13 stay
        #expect(placed.map(\.item) == [11, 12, 13])
        #expect(placed.map(\.zIndex) == [2, 1, 0])
    }

    @Test func depthTiesFallToTheLowerIndex() {
        // Vertical linear, all at depth 1; y = 1 + 100·o from the current item 10 at y3 = 1:
        // items 9 and 11 tie at distance 100, 8 and 12 at 200; lower index further back.
        let layout = verticalCarousel(.linear) { $0.visibleItems = 5 }
        let items = layout.layout(atOffset: 1000).items  // s 10: 8…12
        #expect(items.map(\.item) == [10, 9, 11, 8, 12])
        #expect(items.map(\.zIndex) == [4, 2, 3, 0, 1])
    }

    // MARK: Attributes

    @Test func itemAttributes() throws {
        let items = carousel(.linear).layout(atOffset: 2060).items
        for item in items {
            #expect(item.kind == .cell)
            #expect(item.section == 0)
            #expect(item.center == Point(x: 160, y: 240))  // the viewport's centre
            #expect(item.size == Size(width: 200, height: 200))
            #expect(item.frame == Rect(x: 60, y: 140, width: 200, height: 200))
            #expect(item.anchorPoint == Point(x: 0.5, y: 0.5))
            #expect(item.transform == nil)
            #expect(item.alpha == 1)
        }
        // Item 11 at o = 0.7: translated by 140 (to within rounding of 11 − 10.3).
        let eleven = try #require(items.first { $0.item == 11 })
        #expect(isClose(eleven.transform3D, translatedBase(140, 0, 0)))
    }

    @Test func matrixOfAnItem() {
        // Item 1 at o = 1: moved 200 along x, with the base's perspective in m34.
        let items = carousel(.linear).layout(atOffset: 0).items
        #expect(items[1].transform3D.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 200, 0, 0, 1])
    }

    // MARK: Size of the answer

    @Test(arguments: [CarouselType.linear, .rotary, .cylinder, .invertedRotary, .wheel, .coverFlow, .coverFlow2, .timeMachine])
    func aMillionItemsShowAsManyAsTwentyWhenBothExceedTheWindow(type: CarouselType) {
        // Both past the window (timeMachine's 30 > 20, so compare with 40 there).
        let small = carousel(type, count: type == .timeMachine ? 40 : 20)
        let large = carousel(type, count: 1_000_000)
        #expect(large.numberOfVisibleItems == small.numberOfVisibleItems)
        for offset in [0.0, 1030.0, 2000.0] {
            #expect(large.layout(atOffset: offset).items.count == small.layout(atOffset: offset).items.count)
            #expect(large.visibleItemCount(atOffset: offset) == small.visibleItemCount(atOffset: offset))
        }
    }

    @Test func tenMillionItemsNearTheEnd() {
        // s 9,999,998.6: current 9,999,999, start min(9,999,996, 9,999,997): the last four items.
        let linear = carousel(.linear, count: 10_000_000)
        #expect(linear.layout(atOffset: 1_999_999_720).items.map(\.item) == [9_999_999, 9_999_998, 9_999_997, 9_999_996])
        #expect(linear.contentSize == Size(width: 2_000_000_000, height: 480))
        // Rotary wraps: s 0 shows items 9,999,994…9,999,999 before item 0.
        let rotary = carousel(.rotary, count: 10_000_000)
        let items = rotary.layout(atOffset: 0).items.map(\.item)
        #expect(items == [0, 9_999_999, 1, 9_999_998, 2, 9_999_997, 3, 9_999_996, 4, 9_999_995, 5, 9_999_994])
    }

    @Test func visibleItemCountMatchesTheLayout() {
        for type in CarouselType.allCases {
            for offset in [-700.0, 0, 333, 2060, 3999, 9000] {
                let layout = carousel(type) { $0.fadeMax = 2 }
                #expect(
                    layout.visibleItemCount(atOffset: offset) == layout.layout(atOffset: offset).items.count, "\(type) \(offset)")
            }
        }
    }
}
