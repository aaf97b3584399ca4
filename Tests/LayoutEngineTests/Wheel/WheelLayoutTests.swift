// Tests of the spinning wheel (docs/LAYOUTS.md §1): defaults, angles, item attributes and the visible range.

import Foundation
@testable import LayoutEngine
import Testing

/// The per-item angle of the default wheel: atan(133/500) ≈ 0.2599798818676.
private let alpha = atan(133.0 / 500.0)

/// The main fixture: 20 default items in a 380 × 700 viewport.
/// contentSize = (20·133, 700) = (2660, 700); maxOffset = 2660 − 380 = 2280 = 19·120.
private let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700))

@Suite("Wheel layout")
struct WheelLayoutTests {
    // MARK: Defaults and derived values

    @Test func seedDefaults() {
        #expect(WheelLayout.defaultItemSize == Size(width: 133, height: 173))
        #expect(WheelLayout.defaultRadius == 500)
        #expect(wheel.itemSize == Size(width: 133, height: 173))
        #expect(wheel.radius == 500)
    }

    @Test func anglePerItem() {
        #expect(isClose(wheel.anglePerItem, atan(133.0 / 500.0)))  // atan(itemW / radius)
        #expect(isClose(wheel.anglePerItem, 0.2599798818676))  // ≈ 0.26 rad
    }

    @Test func anchorPoint() {
        #expect(isClose(wheel.anchorPoint, Point(x: 0.5, y: (173.0 / 2 + 500) / 173)))  // (0.5, 586.5/173)
        #expect(isClose(wheel.anchorPoint.y, 3.390173410404624))  // 586.5 / 173
        // The anchor sits `radius` below the item's centre: (anchor.y − 0.5) · 173 = 586.5 − 86.5 = 500.
        #expect(isClose((wheel.anchorPoint.y - 0.5) * 173, 500))
    }

    @Test func theta() {
        // atan2(W/2, radius + itemH/2 − H/2) = atan2(190, 500 + 86.5 − 350) = atan2(190, 236.5)
        #expect(isClose(wheel.theta, atan2(190.0, 236.5)))
        #expect(isClose(wheel.theta, 0.6768001413722))
    }

    @Test func contentSizeAndMaxOffset() {
        #expect(isClose(wheel.contentSize, Size(width: 2660, height: 700)))  // (20·133, H)
        #expect(isClose(wheel.maxOffset, 2280))  // 2660 − 380
        #expect(wheel.layout(atOffset: 0).contentSize == Size(width: 2660, height: 700))
    }

    @Test func angleAtExtreme() {
        #expect(isClose(wheel.angleAtExtreme, -19 * alpha))  // −(n − 1)·atan(133/500)
        #expect(isClose(wheel.angleAtExtreme, -4.939617755484))
    }

    @Test(arguments: [
        (0.0, 0.0),  // angleAtExtreme · 0 / 2280
        (120.0, -1.0),  // −19α · 120/2280 = −α
        (480.0, -4.0),  // −19α · 480/2280 = −4α
        (1140.0, -9.5),  // mid: −19α / 2
        (2280.0, -19.0),  // maxOffset: angleAtExtreme
        (-240.0, 2.0),  // −19α · (−240)/2280 = 2α
        (3000.0, -25.0),  // −19α · 3000/2280 = −25α (no clamping)
    ])
    func angleAtOffset(offset: Double, multipleOfAlpha: Double) {
        #expect(isClose(wheel.angle(atOffset: offset), multipleOfAlpha * alpha))
    }

    // MARK: Item attributes

    @Test func itemsAtOffsetZero() {
        for index in [0, 1, 3] {
            let item = wheel.attributes(forItem: index, atOffset: 0)
            #expect(item.item == index)
            #expect(item.section == 0)
            #expect(item.kind == .cell)
            #expect(isClose(item.center, Point(x: 190, y: 350)))  // (0 + 380/2, 700/2)
            #expect(isClose(item.size, Size(width: 133, height: 173)))
            #expect(isClose(item.frame, Rect(x: 123.5, y: 263.5, width: 133, height: 173)))  // (190 − 66.5, 350 − 86.5)
            #expect(isClose(item.anchorPoint, Point(x: 0.5, y: 586.5 / 173)))
            #expect(item.alpha == 1)
        }
        let first = wheel.attributes(forItem: 0, atOffset: 0)
        #expect(isClose(first.angle, 0))
        #expect(isClose(first.transform, .identity))  // rotation(0)
        #expect(first.zIndex == 0)  // Int(0 · 1e6)

        let second = wheel.attributes(forItem: 1, atOffset: 0)
        // rotation(α): (cos, sin, −sin, cos) = (500, 133, −133, 500)/√267689
        let hypotenuse = (267_689.0).squareRoot()
        #expect(isClose(second.angle, alpha))
        #expect(
            isClose(
                second.transform,
                AffineTransform(
                    a: 500 / hypotenuse, b: 133 / hypotenuse, c: -133 / hypotenuse, d: 500 / hypotenuse, tx: 0, ty: 0)))
        #expect(second.zIndex == 259_979)  // Int(0.2599798818676 · 1e6) = Int(259979.88)

        let fourth = wheel.attributes(forItem: 3, atOffset: 0)
        #expect(isClose(fourth.angle, 3 * alpha))
        #expect(
            isClose(
                fourth.transform,
                AffineTransform(
                    a: cos(3 * alpha), b: sin(3 * alpha), c: -sin(3 * alpha), d: cos(3 * alpha), tx: 0, ty: 0)))
        #expect(fourth.zIndex == 779_939)  // Int(3 · 259979.88) = Int(779939.65)
    }

    @Test func itemsAtMidOffset() {
        // offset 1140: angle = −9.5α; centre (1140 + 190, 350).
        for index in [5, 9, 10, 14] {
            let item = wheel.attributes(forItem: index, atOffset: 1140)
            let itemAngle = (Double(index) - 9.5) * alpha  // −9.5α + index·α
            #expect(item.item == index)
            #expect(isClose(item.center, Point(x: 1330, y: 350)))
            #expect(isClose(item.frame, Rect(x: 1263.5, y: 263.5, width: 133, height: 173)))  // (1330 − 66.5, 350 − 86.5)
            #expect(isClose(item.angle, itemAngle))
            #expect(
                isClose(
                    item.transform,
                    AffineTransform(
                        a: cos(itemAngle), b: sin(itemAngle), c: -sin(itemAngle), d: cos(itemAngle), tx: 0, ty: 0)))
        }
        // zIndex = Int(angle_i · 1e6), truncating toward zero.
        #expect(wheel.attributes(forItem: 5, atOffset: 1140).zIndex == -1_169_909)  // Int(−4.5 · 259979.88)
        #expect(wheel.attributes(forItem: 9, atOffset: 1140).zIndex == -129_989)  // Int(−0.5 · 259979.88) = Int(−129989.94)
        #expect(wheel.attributes(forItem: 10, atOffset: 1140).zIndex == 129_989)  // Int(0.5 · 259979.88) = Int(129989.94)
        #expect(wheel.attributes(forItem: 14, atOffset: 1140).zIndex == 1_169_909)  // Int(4.5 · 259979.88)
    }

    @Test func itemsAtMaxOffset() {
        // offset 2280: angle = −19α, so item 19 is upright and centred at (2280 + 190, 350).
        let last = wheel.attributes(forItem: 19, atOffset: 2280)
        #expect(isClose(last.center, Point(x: 2470, y: 350)))
        #expect(isClose(last.angle, 0))  // −19α + 19α
        #expect(isClose(last.transform, .identity))
        #expect(last.zIndex == 0)  // Int(≈0 · 1e6)
        let first = wheel.attributes(forItem: 0, atOffset: 2280)
        #expect(isClose(first.angle, -19 * alpha))
        #expect(first.zIndex == -4_939_617)  // Int(−19 · 259979.88) = Int(−4939617.76)
    }

    @Test func visualCentreTurnsAboutThePivot() throws {
        // The cell moves its centre down by (anchor.y − 0.5)·itemH = radius, so it turns about
        // (offset + W/2, H/2 + radius); its visual centre is
        // (offset + W/2 + radius·sin angle_i, H/2 + radius − radius·cos angle_i).
        for (offset, index) in [(0.0, 0), (0.0, 2), (1140.0, 10), (1140.0, 6), (2280.0, 17)] {
            let item = wheel.attributes(forItem: index, atOffset: offset)
            let down = (item.anchorPoint.y - 0.5) * item.size.height
            let pivot = Point(x: item.center.x, y: item.center.y + down)
            let arm = apply(try #require(item.transform), to: Point(x: 0, y: -down))
            let visual = Point(x: pivot.x + arm.x, y: pivot.y + arm.y)
            let itemAngle = offset / 2280 * (-19 * alpha) + Double(index) * alpha
            #expect(isClose(pivot, Point(x: offset + 190, y: 850)))  // (offset + 380/2, 700/2 + 500)
            #expect(isClose(visual, Point(x: offset + 190 + 500 * sin(itemAngle), y: 350 + 500 - 500 * cos(itemAngle))))
        }
    }

    // MARK: Visible range

    @Test(arguments: [
        // θ/α = 0.67680014/0.25997988 ≈ 2.6033
        (0.0, 0...3),  // angle 0 ≥ −θ: start 0; end = ceil(2.603) = 3
        (480.0, 1...7),  // angle −4α: start = floor(4 − 2.603) = 1; end = ceil(4 + 2.603) = 7
        (1140.0, 6...13),  // mid, angle −9.5α: floor(6.897) = 6; ceil(12.103) = 13
        (2280.0, 16...19),  // max, angle −19α: floor(16.397) = 16; min(19, ceil(21.603) = 22)
        (-240.0, 0...1),  // angle 2α > −θ: start 0; end = ceil(2.603 − 2) = 1
        (-480.0, 0...0),  // angle 4α: end = ceil(2.603 − 4) = −1 < start 0 → 0…0
        (2400.0, 17...19),  // past the end, angle −20α: floor(17.397) = 17; min(19, 23)
        (2600.0, 19...19),  // angle −21.67α: floor(19.063) = 19; min(19, 25)
        (3000.0, 0...0),  // angle −25α: start = floor(22.397) = 22 > end 19 → 0…0
    ])
    func visibleRange(offset: Double, expected: ClosedRange<Int>) {
        #expect(wheel.visibleRange(atOffset: offset) == expected)
        let result = wheel.layout(atOffset: offset)
        #expect(result.layout == .wheel)
        #expect(result.items.map(\.item) == Array(expected))
        #expect(wheel.itemCount(atOffset: offset) == expected.count)
        // Every returned item is the item of its own index, whatever the range's start.
        for item in result.items {
            #expect(item == wheel.attributes(forItem: item.item, atOffset: offset))
        }
    }

    @Test func culledItemIsLookedUpByItsOwnIndex() {
        // At 1140 the range is 6…13; item 10 is the fifth returned, and is item 10, not item 16.
        let result = wheel.layout(atOffset: 1140)
        let ten = wheel.attributes(forItem: 10, atOffset: 1140)
        #expect(ten.item == 10)
        #expect(isClose(ten.angle, 0.5 * alpha))  // −9.5α + 10α
        #expect(result.items[4] == ten)  // 10 − 6
        // An item off screen can still be asked for.
        let zero = wheel.attributes(forItem: 0, atOffset: 1140)
        #expect(zero.item == 0)
        #expect(isClose(zero.angle, -9.5 * alpha))
    }

    @Test(arguments: [0.0, 1140.0, 2280.0, -480.0, 3000.0])
    func withoutCullingEveryItemIsReturned(offset: Double) {
        let result = wheel.layout(atOffset: offset, culling: false)
        #expect(result.items.map(\.item) == Array(0..<20))
        #expect(wheel.itemCount(atOffset: offset, culling: false) == 20)
        for item in result.items {
            #expect(item == wheel.attributes(forItem: item.item, atOffset: offset))
        }
    }

    // MARK: Few items, and content narrower than the viewport

    @Test func noItems() {
        let empty = WheelLayout(itemCount: 0, viewport: Size(width: 380, height: 700))
        #expect(isClose(empty.contentSize, Size(width: 0, height: 700)))  // (0·133, H)
        #expect(isClose(empty.maxOffset, -380))  // 0 − 380
        #expect(empty.angleAtExtreme == 0)  // n = 0
        #expect(empty.angle(atOffset: 0) == 0)
        #expect(empty.angle(atOffset: 100) == 0)
        #expect(empty.layout(atOffset: 0).items.isEmpty)
        #expect(empty.layout(atOffset: 0, culling: false).items.isEmpty)
        #expect(empty.itemCount(atOffset: 0) == 0)
        #expect(empty.itemCount(atOffset: 0, culling: false) == 0)
    }

    @Test func oneItemNarrowerThanTheViewport() {
        let one = WheelLayout(itemCount: 1, viewport: Size(width: 380, height: 700))
        #expect(isClose(one.maxOffset, -247))  // 133 − 380
        #expect(isClose(one.angleAtExtreme, 0))  // −(1 − 1)·α
        for offset in [0.0, 50.0, -50.0] {
            #expect(one.angle(atOffset: offset) == 0)  // maxOffset ≤ 0
            let result = one.layout(atOffset: offset)
            #expect(result.items.map(\.item) == [0])
            #expect(isClose(result.items[0].angle, 0))
            #expect(isClose(result.items[0].transform, .identity))
            #expect(result.items[0].zIndex == 0)
            #expect(isClose(result.items[0].center, Point(x: offset + 190, y: 350)))
        }
    }

    @Test func oneItemThatScrolls() {
        // W = 100: maxOffset = 133 − 100 = 33 > 0, but angleAtExtreme = 0, so the angle stays 0.
        let one = WheelLayout(itemCount: 1, viewport: Size(width: 100, height: 700))
        #expect(isClose(one.maxOffset, 33))
        #expect(isClose(one.angle(atOffset: 20), 0))
        #expect(one.layout(atOffset: 20).items.map(\.item) == [0])
    }

    @Test func twoItemsNarrowerThanTheViewport() {
        // contentSize.width = 266 < 380: maxOffset = −114, nothing turns.
        let two = WheelLayout(itemCount: 2, viewport: Size(width: 380, height: 700))
        #expect(isClose(two.maxOffset, -114))
        #expect(isClose(two.angleAtExtreme, -alpha))  // −(2 − 1)·α
        for offset in [0.0, 50.0, -50.0, 500.0] {
            #expect(two.angle(atOffset: offset) == 0)
            let result = two.layout(atOffset: offset)
            // angle 0: end = min(1, ceil(θ/α) = 3) = 1.
            #expect(result.items.map(\.item) == [0, 1])
            #expect(isClose(result.items[0].angle, 0))
            #expect(isClose(result.items[1].angle, alpha))
        }
    }

    @Test func contentExactlyAsWideAsTheViewport() {
        // W = 266 = 2·133: maxOffset = 0, the angle is 0 (no division by zero).
        let two = WheelLayout(itemCount: 2, viewport: Size(width: 266, height: 700))
        #expect(two.maxOffset == 0)
        #expect(two.angle(atOffset: 0) == 0)
        #expect(two.angle(atOffset: 10) == 0)
        #expect(isClose(two.attributes(forItem: 1, atOffset: 10).angle, alpha))
    }

    @Test func twoItemsThatScroll() {
        // W = 100: maxOffset = 266 − 100 = 166; angle = −α · offset/166.
        let two = WheelLayout(itemCount: 2, viewport: Size(width: 100, height: 700))
        #expect(isClose(two.maxOffset, 166))
        #expect(isClose(two.angle(atOffset: 83), -0.5 * alpha))  // −α · 83/166
        #expect(isClose(two.angle(atOffset: 166), -alpha))
        // θ = atan2(50, 500 + 86.5 − 350) = atan2(50, 236.5) ≈ 0.2081 < α; θ/α ≈ 0.8005.
        #expect(isClose(two.theta, atan2(50.0, 236.5)))
        // offset 0: end = min(1, ceil(0.8005)) = 1.
        #expect(two.layout(atOffset: 0).items.map(\.item) == [0, 1])
        // offset 166, angle −α: start = floor(1 − 0.8005) = 0; end = min(1, ceil(1.8005)) = 1.
        #expect(two.layout(atOffset: 166).items.map(\.item) == [0, 1])
        // offset 400, angle −α·400/166 ≈ −2.4096α: start = floor(1.609) = 1; end = 1.
        #expect(two.layout(atOffset: 400).items.map(\.item) == [1])
    }
}
