// Tests of the carousel's settings: each one overriding iCarousel's default, vertical carousels, fades and coverFlow2's toggle.

import Foundation
@testable import LayoutEngine
import Testing

@Suite("Carousel settings")
struct CarouselOptionsTests {
    // MARK: spacing, arc, radius, tilt, perspective

    @Test func spacing() {
        let linear = carousel(.linear) { $0.spacing = 0.5 }
        #expect(linear.spacing == 0.5)
        #expect(isClose(linear.transform(forRelativeOffset: 1), translatedBase(100, 0, 0)))  // 1·200·0.5
        #expect(linear.contentSize == Size(width: 2000, height: 480))  // 20·200·0.5
        #expect(linear.scrollOffset(atOffset: 300) == 3)  // 300 / 100
        #expect(linear.numberOfVisibleItems == 6)  // ceil(320/100) + 2
        // Cover flow: x = (0.45 + 0.5·1)·200 = 190 at o = 1; nvis = ceil(320/100) + 2.
        let coverFlow = carousel(.coverFlow) { $0.spacing = 0.5 }
        let expected = Turned.coverFlow(angle: -0.45 * .pi, x: 190, z: -100)
        #expect(isClose(coverFlow.transform(forRelativeOffset: 1), expected))
        #expect(coverFlow.numberOfVisibleItems == 6)
        // Rotary: count stays 12 (ceil(320/400)·π < 12); radius 200/tan(π/12) = 200(2 + √3).
        let rotary = carousel(.rotary) { $0.spacing = 2 }
        #expect(rotary.circularItemCount == 12)
        #expect(isClose(rotary.radius, 200 * (2 + 3.0.squareRoot())))
    }

    @Test func arc() {
        // Half a turn over 12 items: a = o/12·π; radius max(100, 100/tan(π/24)).
        let rotary = carousel(.rotary) { $0.arc = .pi }
        let r = 100 / tan(Double.pi / 24)
        #expect(isClose(rotary.radius, r))
        #expect(isClose(rotary.radius, 759.5754112725151))
        let half2 = 2.0.squareRoot() / 2  // o = 3: a = π/4
        #expect(isClose(rotary.transform(forRelativeOffset: 3), translatedBase(r * half2, 0, r * (half2 - 1))))
        // Wheel: radius 200·12/π; each item π/12 further: o = 3 turns by π/4.
        let wheel = carousel(.wheel) { $0.arc = .pi }
        #expect(isClose(wheel.radius, 2400 / Double.pi))
        let wheelExpected = Turned.wheel(angle: .pi / 4, radius: 2400 / .pi, offset: 3)
        #expect(isClose(wheel.transform(forRelativeOffset: 3), wheelExpected))
    }

    @Test func radius() {
        // Rotary 500, o = 3 (a quarter turn): (500, 0, −500), w = 1 + 0.002·500 = 2.
        let rotary = carousel(.rotary) { $0.radius = 500 }
        #expect(rotary.radius == 500)
        #expect(isClose(rotary.transform(forRelativeOffset: 3), translatedBase(500, 0, -500)))
        #expect(isClose(rotary.transform(forRelativeOffset: 3).m44, 2))
        // Inverted: (−500·sin(−π/2), 0, −500·cos(−π/2) + 500) = (500, 0, 500).
        let inverted = carousel(.invertedRotary) { $0.radius = 500 }
        #expect(isClose(inverted.transform(forRelativeOffset: 3), translatedBase(500, 0, 500)))
        let cylinder = carousel(.cylinder) { $0.radius = 300 }
        #expect(isClose(cylinder.transform(forRelativeOffset: 3), Turned.cylinder(angle: .pi / 2, radius: 300)))
        // A wheel of radius 200: 200 − 100 < min(320, 480)/2 = 160, so all 12 show.
        let wheel = carousel(.wheel) { $0.radius = 200 }
        #expect(wheel.numberOfVisibleItems == 12)
        #expect(isClose(wheel.transform(forRelativeOffset: 3), Turned.wheel(angle: .pi / 2, radius: 200, offset: 3)))
    }

    @Test func tilt() {
        // Cover flow tilt 0.5: x = (0.25·c + 0.25·o)·200, turned by −c·π/4.
        let coverFlow = carousel(.coverFlow) { $0.tilt = 0.5 }
        #expect(coverFlow.tilt == 0.5)
        let one = Turned.coverFlow(angle: -.pi / 4, x: 100, z: -100)
        #expect(isClose(coverFlow.transform(forRelativeOffset: 1), one))
        let half = Turned.coverFlow(angle: -.pi / 8, x: 50, z: -50)
        #expect(isClose(coverFlow.transform(forRelativeOffset: 0.5), half))
        // Time machine tilt 1: (2·200·1, 0, 2·200) at o = 2.
        let timeMachine = carousel(.timeMachine) { $0.tilt = 1 }
        #expect(isClose(timeMachine.transform(forRelativeOffset: 2), translatedBase(400, 0, 400)))
        // Types that do not tilt ignore it.
        #expect(carousel(.linear) { $0.tilt = 5 }.tilt == nil)
        #expect(carousel(.linear) { $0.tilt = 5 }.transform(forRelativeOffset: 1) == translatedBase(200, 0, 0))
    }

    @Test func perspective() {
        let farther = carousel(.linear) { $0.perspective = -0.001 }
        #expect(farther.transform(forRelativeOffset: 1) == translatedBase(200, 0, 0, perspective: -0.001))
        // Time machine at o = 1: z = 200, w = 1 − 0.001·200 = 0.8.
        let timeMachine = carousel(.timeMachine) { $0.perspective = -0.001 }
        #expect(isClose(timeMachine.transform(forRelativeOffset: 1).m44, 0.8))
        // None at all: flat.
        let flat = carousel(.linear) { $0.perspective = 0 }
        #expect(flat.transform(forRelativeOffset: 1).entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 200, 0, 0, 1])
    }

    // MARK: wrap

    @Test func wrap() {
        // Cover flow wrapping: offset −50 is s −1 wrapped to 19; item 19 sits just before item 0.
        let coverFlow = carousel(.coverFlow) { $0.wrap = true }
        #expect(coverFlow.wraps)
        #expect(coverFlow.scrollOffset(atOffset: -50) == 19)
        // start clampedIndex(−4) = 16
        #expect(coverFlow.layout(atOffset: 0).items.map(\.item) == [0, 19, 1, 18, 2, 17, 3, 16, 4])
        // A wheel not wrapping: held within [−1, 20], window 0…6.
        let wheel = carousel(.wheel) { $0.wrap = false }
        #expect(!wheel.wraps)
        #expect(wheel.scrollOffset(atOffset: -1000) == -1)
        #expect(wheel.layout(atOffset: 0).items.map(\.item) == Array(0...6))
    }

    // MARK: vertical

    @Test(arguments: [0.0, 0.5, -0.5, 1, -1, 3, -3])
    func verticalTransforms(offset o: Double) {
        // extent 100, count 21 (each item 2π/21 round), circle radius 50/tan(π/21), wheel radius
        // 100·21/2π = 1050/π; cover flow c = max(−1, min(1, o)).
        let a = o * 2 * .pi / 21
        let r = 50 / tan(Double.pi / 21)
        func transform(_ type: CarouselType) -> Transform3D {
            verticalCarousel(type).transform(forRelativeOffset: o)
        }
        #expect(isClose(transform(.linear), translatedBase(0, 100 * o, 0)))
        #expect(isClose(transform(.rotary), translatedBase(0, r * sin(a), r * cos(a) - r)))
        #expect(isClose(transform(.invertedRotary), translatedBase(0, r * sin(a), r - r * cos(a))))
        #expect(isClose(transform(.cylinder), Turned.verticalCylinder(angle: a, radius: r)))
        #expect(isClose(transform(.invertedCylinder), Turned.verticalCylinder(angle: -a, radius: -r)))
        #expect(isClose(transform(.wheel), Turned.verticalWheel(angle: a, radius: 1050 / .pi, offset: o)))
        #expect(isClose(transform(.invertedWheel), Turned.verticalWheel(angle: -a, radius: -1050 / .pi, offset: o)))
        let c = max(-1, min(1, o))
        let coverFlow = Turned.verticalCoverFlow(angle: -0.45 * .pi * c, y: (0.45 * c + 0.25 * o) * 100, z: -50 * abs(c))
        #expect(isClose(transform(.coverFlow), coverFlow))
        #expect(isClose(transform(.timeMachine), translatedBase(0, 30 * o, 100 * o)))
        #expect(isClose(transform(.invertedTimeMachine), translatedBase(0, 30 * o, -100 * o)))
    }

    @Test func verticalCountsUseTheHeight() {
        #expect(verticalCarousel(.rotary).circularItemCount == 21)  // ceil(700/100)·π = 21.99
        #expect(isClose(verticalCarousel(.rotary).radius, 50 / tan(Double.pi / 21)))
        #expect(verticalCarousel(.linear).numberOfVisibleItems == 9)  // ceil(700/100) + 2
        #expect(verticalCarousel(.coverFlow).numberOfVisibleItems == 30)  // ceil(700/25) + 2 = 30
        #expect(carousel(.coverFlow, count: 30).numberOfVisibleItems == 9)  // across: ceil(320/50) + 2
        // Wheel: 1050/π − 50 = 284 ≥ min(320, 700)/2 = 160: ceil(21/2) + 1 = 12.
        #expect(verticalCarousel(.wheel).numberOfVisibleItems == 12)
        #expect(verticalCarousel(.linear).scrollOffset(atOffset: 250) == 2.5)  // 250 / 100
    }

    @Test func verticalLayout() {
        // s 2.5: current round(2.5) = 3, nvis 9, start max(0, 3 − 4) = 0: 0…8.
        let items = verticalCarousel(.linear).layout(atOffset: 250).items
        #expect(items.map(\.item) == [2, 3, 1, 4, 0, 5, 6, 7, 8])
        #expect(items[0].center == Point(x: 160, y: 350))
        #expect(items[0].size == Size(width: 200, height: 100))
        #expect(items[0].transform3D == translatedBase(0, -50, 0))  // o = −0.5
        #expect(items[1].transform3D == translatedBase(0, 50, 0))
    }

    // MARK: visibleItems

    @Test func visibleItems() {
        // 6 around item 10 (s 10): start 10 − 3 = 7, items 7…12.
        let six = carousel(.linear) { $0.visibleItems = 6 }
        #expect(six.numberOfVisibleItems == 6)
        #expect(six.layout(atOffset: 2000).items.map(\.item) == [10, 9, 11, 8, 12, 7])
        // More than there are items: all 20. None: nothing.
        #expect(carousel(.linear) { $0.visibleItems = 50 }.layout(atOffset: 2000).items.count == 20)
        let none = carousel(.rotary) { $0.visibleItems = 0 }
        #expect(none.layout(atOffset: 0).items.isEmpty)
        #expect(none.visibleItemCount(atOffset: 0) == 0)
        // Past MAX_VISIBLE_ITEMS: 45 around item 50 of a time machine (start 28) keeps 28…50 (23);
        // the default 30 (start 35) keeps 35…50 (16).
        let many = carousel(.timeMachine, count: 100) { $0.visibleItems = 45 }
        #expect(many.visibleItemCount(atOffset: 10_000) == 23)
        #expect(carousel(.timeMachine, count: 100).visibleItemCount(atOffset: 10_000) == 16)
    }

    // MARK: fades

    @Test(arguments: [
        // fadeMin −1, fadeMax 1, fadeRange 2, fadeMinAlpha 0.2: 1 − min(beyond, 2)/2 · 0.8.
        (0.5, 1.0), (1.0, 1.0), (2.0, 0.6), (3.0, 0.2), (5.0, 0.2), (-1.5, 0.8), (-3.0, 0.2), (-0.2, 1.0),
    ])
    func fadeOptions(offset: Double, alpha: Double) {
        let layout = carousel(.linear) {
            $0.fadeMin = -1
            $0.fadeMax = 1
            $0.fadeRange = 2
            $0.fadeMinAlpha = 0.2
        }
        #expect(isClose(layout.alpha(forRelativeOffset: offset), alpha))
    }

    @Test(arguments: [
        // Time machine: fadeMax 0, range 1, min alpha 0: 1 − min(o, 1) for o > 0.
        (-3.0, 1.0), (0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (1.0, 0.0), (3.0, 0.0),
    ])
    func timeMachineFade(offset: Double, alpha: Double) {
        #expect(isClose(carousel(.timeMachine).alpha(forRelativeOffset: offset), alpha))
        #expect(isClose(carousel(.invertedTimeMachine).alpha(forRelativeOffset: -offset), alpha))  // fadeMin 0
    }

    @Test func noFadeByDefault() {
        for type in CarouselType.allCases where type != .timeMachine && type != .invertedTimeMachine {
            for offset in [-1000.0, -3, 0, 2.5, 1000] {
                #expect(carousel(type).alpha(forRelativeOffset: offset) == 1, "\(type) \(offset)")
            }
        }
    }

    @Test func eachFadeOptionOverridesTheTimeMachine() {
        #expect(isClose(carousel(.timeMachine) { $0.fadeMax = 2 }.alpha(forRelativeOffset: 2.5), 0.5))  // beyond 0.5
        #expect(isClose(carousel(.timeMachine) { $0.fadeMax = 2 }.alpha(forRelativeOffset: 1), 1))
        #expect(isClose(carousel(.timeMachine) { $0.fadeRange = 4 }.alpha(forRelativeOffset: 2), 0.5))  // 1 − 2/4
        #expect(isClose(carousel(.timeMachine) { $0.fadeMinAlpha = 0.5 }.alpha(forRelativeOffset: 3), 0.5))  // 1 − 1·0.5
        #expect(isClose(carousel(.invertedTimeMachine) { $0.fadeMin = -1 }.alpha(forRelativeOffset: -1.5), 0.5))
        #expect(isClose(carousel(.linear) { $0.fadeMin = 0 }.alpha(forRelativeOffset: -0.25), 0.75))
        // With a floor of 0.5 nothing fades out entirely: s 5 keeps all 20 (window 0…19).
        let layout = carousel(.timeMachine) { $0.fadeMinAlpha = 0.5 }
        let items = layout.layout(atOffset: 1000).items
        #expect(items.count == 20)
        #expect(items.last?.item == 19)  // o = 14, farthest
        #expect(items.last?.alpha == 0.5)
    }

    // MARK: circularCount

    @Test func circularCount() {
        // 8 round the circle: radius 100/tan(π/8) = 100(√2 + 1); o = 2 is a quarter turn.
        let rotary = carousel(.rotary) { $0.circularCount = 8 }
        let r = 100 * (2.0.squareRoot() + 1)
        #expect(rotary.circularItemCount == 8)
        #expect(rotary.numberOfVisibleItems == 8)
        #expect(isClose(rotary.radius, r))
        #expect(isClose(rotary.transform(forRelativeOffset: 2), translatedBase(r, 0, -r)))
        // It replaces the whole answer, even past the item count (5 items spaced as if 12).
        let few = carousel(.rotary, count: 5) { $0.circularCount = 12 }
        #expect(few.circularItemCount == 12)
        #expect(few.numberOfVisibleItems == 5)
        #expect(isClose(few.radius, 100 * (2 + 3.0.squareRoot())))
        // Types that are not circular never ask.
        #expect(carousel(.linear) { $0.circularCount = 3 }.circularItemCount == 20)
    }

    // MARK: coverFlow2's toggle

    @Test(arguments: [
        // (toggle, o, c): toggle 0.3 > 0: o ≤ −0.5 → −1; o ≤ 0.5 → −0.3; o ≤ 1.5 → 0.7; else max(−1, min(1, o)).
        (0.3, -0.7, -1.0), (0.3, -0.5, -1.0), (0.3, -0.3, -0.3), (0.3, 0.5, -0.3), (0.3, 0.7, 0.7),
        (0.3, 1.5, 0.7), (0.3, 2.0, 1.0), (0.3, -2.0, -1.0),
        // toggle −0.2 ≤ 0: o > 0.5 → 1; o > −0.5 → 0.2; o > −1.5 → −0.8; else max(−1, min(1, o)).
        (-0.2, 0.7, 1.0), (-0.2, 0.5, 0.2), (-0.2, 0.2, 0.2), (-0.2, -0.5, -0.8), (-0.2, -1.2, -0.8),
        (-0.2, -1.5, -1.0), (-0.2, -3.0, -1.0),
        // toggle 0 (at rest): o > 0.5 → 1; o > −0.5 → −0 = 0; o > −1.5 → −1; beyond, ±1.
        (0.0, 0.5, 0.0), (0.0, 0.6, 1.0), (0.0, -0.4, 0.0), (0.0, -0.5, -1.0), (0.0, 1.5, 1.0), (0.0, -1.5, -1.0),
        // toggle 1 (just moved back one item): o ≤ 0.5 → −1 (the current item still turned left), o ≤ 1.5 → 0.
        (1.0, 0.0, -1.0), (1.0, 1.0, 0.0),
        // toggle −1 (just moved on one item): o > −0.5 → 1 (the current item still turned right), o > −1.5 → 0.
        (-1.0, 0.0, 1.0), (-1.0, -1.0, 0.0),
    ])
    func coverFlow2Turn(toggle: Double, offset: Double, turn c: Double) {
        // Then as cover flow: x = (0.45·c + 0.25·o)·200, z = −100·|c|, turned by −0.45π·c.
        let expected = Turned.coverFlow(angle: -0.45 * .pi * c, x: (0.45 * c + 0.25 * offset) * 200, z: -100 * abs(c))
        #expect(isClose(carousel(.coverFlow2).transform(forRelativeOffset: offset, toggle: toggle), expected))
    }

    @Test func coverFlow2AtRestShowsTheCurrentItemFlat() {
        // s −0.5 (offset −25), toggle 0: item 0 (o 0.5) turns by c = 0: x = 0.125·200 = 25, z = 0;
        // item 1 (o 1.5) by 1: x = (0.45 + 0.375)·200 = 165, z = −100, angle −0.45π. Cover flow
        // turns them by min(1, o): 0.5 (x = (0.225 + 0.125)·200 = 70, z = −50) and 1.
        let items = carousel(.coverFlow2).layout(atOffset: -25).items
        #expect(items.map(\.item) == Array(0...8))
        #expect(isClose(items[0].transform3D, Turned.coverFlow(angle: 0, x: 25, z: 0)))
        #expect(isClose(items[1].transform3D, Turned.coverFlow(angle: -0.45 * .pi, x: 165, z: -100)))
        let coverFlow = carousel(.coverFlow).layout(atOffset: -25).items
        #expect(isClose(coverFlow[0].transform3D, Turned.coverFlow(angle: -0.225 * .pi, x: 70, z: -50)))
        // At a whole offset (s 3, offset 150) the two agree: every o is whole, c = max(−1, min(1, o)).
        let pairs = zip(carousel(.coverFlow2).layout(atOffset: 150).items, carousel(.coverFlow).layout(atOffset: 150).items)
        for (flow2, flow) in pairs {
            #expect(flow2.item == flow.item)
            #expect(isClose(flow2.transform3D, flow.transform3D))
        }
    }

    @Test func coverFlow2LaysOutWithTheToggleGiven() {
        // s 3 (offset 150), toggle −1, just after moving on from item 2: item 3 (o 0) turns by
        // c = −toggle = 1: x = 0.45·200 = 90, z = −100; item 2 (o −1) by −1 − toggle = 0:
        // x = −0.25·200 = −50, z = 0, flat.
        let items = carousel(.coverFlow2).layout(atOffset: 150, toggle: -1).items
        let item3 = items.first { $0.item == 3 }
        let item2 = items.first { $0.item == 2 }
        #expect(isClose(item3?.transform3D ?? .identity, Turned.coverFlow(angle: -0.45 * .pi, x: 90, z: -100)))
        #expect(isClose(item2?.transform3D ?? .identity, Turned.coverFlow(angle: 0, x: -50, z: 0)))
        // The default toggle is 0.
        #expect(carousel(.coverFlow2).layout(atOffset: 130) == carousel(.coverFlow2).layout(atOffset: 130, toggle: 0))
    }

    @Test(arguments: CarouselType.allCases.filter { $0 != .coverFlow2 })
    func onlyCoverFlow2UsesTheToggle(type: CarouselType) {
        let layout = carousel(type)
        #expect(layout.layout(atOffset: 130, toggle: 0.7) == layout.layout(atOffset: 130))
        #expect(layout.layout(atOffset: 130, toggle: -1) == layout.layout(atOffset: 130))
    }
}
