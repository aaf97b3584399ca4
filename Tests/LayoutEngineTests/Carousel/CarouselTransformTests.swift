// Tests of each carousel type's item transform (iCarousel's transformForItemViewWithOffset) at the defaults, worked by hand.

import Foundation
@testable import LayoutEngine
import Testing

/// The relative offsets every type is checked at.
private let offsets: [Double] = [0, 0.5, -0.5, 1, -1, 3, -3]

/// Rotary and cylinder radius for count 12, extent 200, spacing 1: half = 100,
/// max(100, 100/tan(2π/2/12)) = 100/tan(π/12) = 100/(2 − √3) = 100·(2 + √3) ≈ 373.205.
private let circleRadius = 100 * (2 + 3.0.squareRoot())

/// Wheel radius: extent · spacing · count / arc = 200 · 12 / 2π = 1200/π ≈ 381.97.
private let wheelRadius = 1200 / Double.pi

/// Each item is arc/count = 2π/12 = π/6 further round.
private func angle(_ offset: Double) -> Double { offset * .pi / 6 }

@Suite("Carousel transforms")
struct CarouselTransformTests {
    @Test func baseTransformIsThePerspective() {
        #expect(CarouselPass(carousel(.linear)).baseTransform == translatedBase(0, 0, 0))
        #expect(CarouselPass(carousel(.linear)).baseTransform.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1])
    }

    // MARK: linear

    @Test(arguments: offsets)
    func linear(offset: Double) {
        // Translated by offset · extent · spacing = 200·o along x.
        #expect(isClose(carousel(.linear).transform(forRelativeOffset: offset), translatedBase(200 * offset, 0, 0)))
    }

    @Test func linearByNumber() {
        #expect(carousel(.linear).transform(forRelativeOffset: -3).m41 == -600)
        #expect(carousel(.linear).transform(forRelativeOffset: 0.5).m41 == 100)
        let entries = carousel(.linear).transform(forRelativeOffset: 1).entries
        #expect(entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 200, 0, 0, 1])
    }

    // MARK: rotary

    @Test func rotaryRadius() {
        #expect(isClose(carousel(.rotary).radius, 100 / tan(.pi / 12)))
        #expect(isClose(carousel(.rotary).radius, 373.2050807568877))
    }

    @Test(arguments: offsets)
    func rotary(offset: Double) {
        // On a circle of radius r seen from its front: (r·sin a, 0, r·cos a − r).
        let a = angle(offset)
        let expected = translatedBase(circleRadius * sin(a), 0, circleRadius * cos(a) - circleRadius)
        #expect(isClose(carousel(.rotary).transform(forRelativeOffset: offset), expected))
    }

    @Test func rotaryByNumber() {
        let rotary = carousel(.rotary)
        // o = 3: a quarter turn round: (r, 0, −r); m44 = 1 + 0.002·r.
        #expect(isClose(rotary.transform(forRelativeOffset: 3), translatedBase(circleRadius, 0, -circleRadius)))
        #expect(isClose(rotary.transform(forRelativeOffset: 3).m44, 1.746410161513775))
        // o = −1: a = −π/6: (−r/2, 0, r(√3/2 − 1)).
        let minusOne = translatedBase(-circleRadius / 2, 0, circleRadius * (3.0.squareRoot() / 2 - 1))
        #expect(isClose(rotary.transform(forRelativeOffset: -1), minusOne))
        // o = 0.5: r·sin(π/12) = 100·cos(π/12) = 25(√6 + √2) ≈ 96.59.
        #expect(isClose(rotary.transform(forRelativeOffset: 0.5).m41, 25 * (6.0.squareRoot() + 2.0.squareRoot())))
    }

    @Test(arguments: offsets)
    func invertedRotary(offset: Double) {
        // r → −r, a → −a: x = −r·sin(−a) = r·sin a stays; z = −r·cos a + r comes toward the viewer.
        let a = angle(offset)
        let expected = translatedBase(circleRadius * sin(a), 0, circleRadius - circleRadius * cos(a))
        #expect(isClose(carousel(.invertedRotary).transform(forRelativeOffset: offset), expected))
    }

    // MARK: cylinder

    @Test(arguments: offsets)
    func cylinder(offset: Double) {
        let expected = Turned.cylinder(angle: angle(offset), radius: circleRadius)
        #expect(isClose(carousel(.cylinder).transform(forRelativeOffset: offset), expected))
    }

    @Test func cylinderByNumber() {
        // o = 3, a = π/2 (c = 0, s = 1): the item faces +x from the side of the cylinder.
        let r = circleRadius
        #expect(
            isClose(
                carousel(.cylinder).transform(forRelativeOffset: 3),
                matrix([
                    [0, 0, -1, 0.002], [0, 1, 0, 0], [1, 0, 0, 0], [r + 0.01, 0, -r, 1 + 0.002 * r],
                ])))
        // o = 0: only the 0.01 nudge toward the viewer: m43 = (r + 0.01) − r, m44 = 1 − 0.002·0.01.
        #expect(isClose(carousel(.cylinder).transform(forRelativeOffset: 0), translatedBase(0, 0, 0.01)))
    }

    @Test(arguments: offsets)
    func invertedCylinder(offset: Double) {
        // r → −r, a → −a in the same product.
        let expected = Turned.cylinder(angle: -angle(offset), radius: -circleRadius)
        #expect(isClose(carousel(.invertedCylinder).transform(forRelativeOffset: offset), expected))
    }

    @Test func invertedCylinderByNumber() {
        // o = 3: c = 0, s = sin(−π/2) = −1, radius −r: row 4 = ((−r + 0.01)·(−1), 0, r, 1 − 0.002·r).
        let r = circleRadius
        #expect(
            isClose(
                carousel(.invertedCylinder).transform(forRelativeOffset: 3),
                matrix([
                    [0, 0, 1, -0.002], [0, 1, 0, 0], [-1, 0, 0, 0], [r - 0.01, 0, r, 1 - 0.002 * r],
                ])))
    }

    // MARK: wheel

    @Test func wheelRadiusDefault() {
        #expect(isClose(carousel(.wheel).radius, wheelRadius))
        #expect(isClose(carousel(.wheel).radius, 381.9718634205488))
    }

    @Test(arguments: offsets)
    func wheel(offset: Double) {
        let expected = Turned.wheel(angle: angle(offset), radius: wheelRadius, offset: offset)
        #expect(isClose(carousel(.wheel).transform(forRelativeOffset: offset), expected))
    }

    @Test func wheelByNumber() {
        // o = 3: a quarter turn about a pivot r below: (r, r) from the centre, 0.03 nearer.
        let r = wheelRadius
        #expect(
            isClose(
                carousel(.wheel).transform(forRelativeOffset: 3),
                matrix([
                    [0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, -0.002], [r, r, 0.03, 1 - 0.00006],
                ])))
    }

    @Test(arguments: offsets)
    func invertedWheel(offset: Double) {
        // r → −r and the per-item angle → −π/6; the 0.01·o stacking keeps its sign.
        let expected = Turned.wheel(angle: -angle(offset), radius: -wheelRadius, offset: offset)
        #expect(isClose(carousel(.invertedWheel).transform(forRelativeOffset: offset), expected))
    }

    @Test func invertedWheelByNumber() {
        // o = 3: turned the other way about a pivot r above: (r, −r).
        let r = wheelRadius
        #expect(
            isClose(
                carousel(.invertedWheel).transform(forRelativeOffset: 3),
                matrix([
                    [0, -1, 0, 0], [1, 0, 0, 0], [0, 0, 1, -0.002], [r, -r, 0.03, 1 - 0.00006],
                ])))
    }

    // MARK: cover flow

    /// Tilt 0.9, spacing 0.25, extent 200, c = max(−1, min(1, o)): x = (0.45·c + 0.25·o)·200 =
    /// 90c + 50o, z = −100·|c|, turned by −c·π/2·0.9 = −0.45π·c about y.
    static let coverFlowCases: [(offset: Double, x: Double, z: Double, turn: Double)] = [
        (0, 0, 0, 0),
        (0.5, 70, -50, -0.225 * .pi),
        (-0.5, -70, -50, 0.225 * .pi),
        (1, 140, -100, -0.45 * .pi),
        (-1, -140, -100, 0.45 * .pi),
        (3, 240, -100, -0.45 * .pi),
        (-3, -240, -100, 0.45 * .pi),
    ]

    @Test(arguments: coverFlowCases)
    func coverFlow(offset: Double, x: Double, z: Double, turn: Double) {
        let expected = Turned.coverFlow(angle: turn, x: x, z: z)
        #expect(isClose(carousel(.coverFlow).transform(forRelativeOffset: offset), expected))
    }

    @Test(arguments: coverFlowCases.filter { $0.offset == $0.offset.rounded() })
    func coverFlow2AtWholeOffsets(offset: Double, x: Double, z: Double, turn: Double) {
        // At toggle 0 a whole o turns by max(−1, min(1, o)) (o > 0.5 → 1, −0.5 < o ≤ 0.5 → 0,
        // o ≤ −0.5 → −1), as cover flow turns it.
        let expected = Turned.coverFlow(angle: turn, x: x, z: z)
        #expect(isClose(carousel(.coverFlow2).transform(forRelativeOffset: offset), expected))
    }

    @Test func coverFlow2AtHalfOffsets() {
        // Toggle 0: o = 0.5 turns by c = 0 (x = 0.125·200 = 25, z = 0); o = −0.5 by −1
        // (x = (−0.45 − 0.125)·200 = −115, z = −100, angle 0.45π).
        let layout = carousel(.coverFlow2)
        #expect(isClose(layout.transform(forRelativeOffset: 0.5), Turned.coverFlow(angle: 0, x: 25, z: 0)))
        #expect(isClose(layout.transform(forRelativeOffset: -0.5), Turned.coverFlow(angle: 0.45 * .pi, x: -115, z: -100)))
    }

    // MARK: time machine

    @Test(arguments: offsets)
    func timeMachine(offset: Double) {
        // Tilt 0.3, spacing 1: (o·200·0.3, 0, o·200) = (60o, 0, 200o): later items climb and come nearer.
        let transform = carousel(.timeMachine).transform(forRelativeOffset: offset)
        #expect(isClose(transform, translatedBase(60 * offset, 0, 200 * offset)))
    }

    @Test(arguments: offsets)
    func invertedTimeMachine(offset: Double) {
        // tilt → −0.3, o → −o: x = (−o)·200·(−0.3) = 60o, z = −200o.
        let transform = carousel(.invertedTimeMachine).transform(forRelativeOffset: offset)
        #expect(isClose(transform, translatedBase(60 * offset, 0, -200 * offset)))
    }

    @Test func timeMachineByNumber() {
        // o = 3: z = 600, w = 1 − 0.002·600 = −0.2: the item has passed the viewer.
        let transform = carousel(.timeMachine).transform(forRelativeOffset: 3)
        #expect(transform.m41 == 180)
        #expect(transform.m43 == 600)
        #expect(isClose(transform.m44, -0.2))
    }
}
