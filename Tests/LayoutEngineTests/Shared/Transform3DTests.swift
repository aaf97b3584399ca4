// Tests of Transform3D against Core Animation's conventions, with every matrix worked by hand.

import Foundation
import LayoutEngine
import Testing

/// Entry by entry, `|actual − expected| <= tolerance · max(1, |expected|)`.
func isClose(_ actual: Transform3D, _ expected: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(actual.entries, expected.entries).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// `isClose` for the three coordinates `Transform3D.apply` returns.
func isClose(
    _ actual: (x: Double, y: Double, z: Double), _ expected: (x: Double, y: Double, z: Double),
    tolerance: Double = 1e-9
) -> Bool {
    isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
        && isClose(actual.z, expected.z, tolerance: tolerance)
}

/// A matrix written out row by row (`m11, m12, m13, m14, m21, …`), as a test spells it.
func matrix(_ rows: [[Double]]) -> Transform3D {
    precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 })
    let r = rows
    return Transform3D(
        m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
        m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
        m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
        m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}

@Suite("Transform3D")
struct Transform3DTests {
    @Test func identity() {
        #expect(Transform3D.identity.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    @Test func affineTransformSitsInTheZEqualsZeroPlane() {
        // CATransform3DMakeAffineTransform: a b in row 1, c d in row 2, tx ty in row 4.
        let affine = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(Transform3D(affine) == matrix([[2, 3, 0, 0], [5, 7, 0, 0], [0, 0, 1, 0], [11, 13, 0, 1]]))
    }

    @Test func translation() {
        let translation = Transform3D(translationX: 10, y: -20, z: 30)
        #expect(translation == matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [10, -20, 30, 1]]))
        // (1, 2, 3) + (10, −20, 30); w = 1, so no divide.
        #expect(isClose(translation.apply(x: 1, y: 2, z: 3), (11, -18, 33)))
    }

    @Test func rotationAboutZIsTheAffineRotation() {
        // θ = π/6: cos = √3/2, sin = 1/2. CGAffineTransform(rotationAngle:) is (cos, sin, −sin, cos).
        let rotation = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
        let half3 = 3.0.squareRoot() / 2
        #expect(isClose(rotation, matrix([[half3, 0.5, 0, 0], [-0.5, half3, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])))
        #expect(isClose(rotation, Transform3D(AffineTransform(rotationAngle: .pi / 6))))
        // A quarter turn takes +x to +y (clockwise on a y-down screen), as in UIKit.
        #expect(isClose(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).apply(x: 1, y: 0, z: 0), (0, 1, 0)))
    }

    @Test(arguments: [0.3, 1.0, -0.7, Double.pi / 2])
    func rotationAboutYTurnsTheFrontTowardPlusX(angle: Double) {
        // The row vector (0, 0, 1) becomes row 3 of the matrix: (sin θ, 0, cos θ);
        // (1, 0, 0) becomes row 1: (cos θ, 0, −sin θ). CSS rotateY(θ) is the same matrix.
        let rotation = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        #expect(
            isClose(
                rotation,
                matrix([
                    [cos(angle), 0, -sin(angle), 0], [0, 1, 0, 0], [sin(angle), 0, cos(angle), 0], [0, 0, 0, 1],
                ])))
        #expect(isClose(rotation.apply(x: 0, y: 0, z: 1), (sin(angle), 0, cos(angle))))
        #expect(isClose(rotation.apply(x: 1, y: 0, z: 0), (cos(angle), 0, -sin(angle))))
    }

    @Test func rotationAboutXTurnsPlusYTowardPlusZ() {
        // θ = π/3: row 2 is (0, cos θ, sin θ) = (0, 1/2, √3/2); row 3 is (0, −sin θ, cos θ).
        let rotation = Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0)
        let half3 = 3.0.squareRoot() / 2
        #expect(isClose(rotation, matrix([[1, 0, 0, 0], [0, 0.5, half3, 0], [0, -half3, 0.5, 0], [0, 0, 0, 1]])))
        #expect(isClose(rotation.apply(x: 0, y: 1, z: 0), (0, 0.5, half3)))
    }

    @Test func rotationAboutTheDiagonalCyclesTheAxes() {
        // 120° about (1, 1, 1) (normalised here) takes x → y → z → x; the matrix is a permutation.
        let rotation = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1)
        #expect(isClose(rotation, matrix([[0, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1]])))
        #expect(isClose(rotation.apply(x: 1, y: 0, z: 0), (0, 1, 0)))
        #expect(isClose(rotation.apply(x: 0, y: 0, z: 1), (1, 0, 0)))
    }

    @Test func axisLengthAndDirection() {
        // The axis is normalised: (0, 2, 0) is (0, 1, 0). Turning about (−1, 0, 0) by θ is turning
        // about (1, 0, 0) by −θ: row 2 = (0, cos θ, −sin θ).
        #expect(
            isClose(
                Transform3D(rotationAngle: 0.4, x: 0, y: 2, z: 0), Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)))
        let reversed = Transform3D(rotationAngle: 0.4, x: -1, y: 0, z: 0)
        #expect(
            isClose(
                reversed,
                matrix([
                    [1, 0, 0, 0], [0, cos(0.4), -sin(0.4), 0], [0, sin(0.4), cos(0.4), 0], [0, 0, 0, 1],
                ])))
        // A zero axis has no direction: the identity.
        #expect(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenationAppliesSelfFirst() {
        // T(10, 0, 0) then a quarter turn about z: the origin goes to (10, 0, 0), then to (0, 10, 0).
        // By hand, T·R: rows 1–3 are R's, row 4 is (10, 0, 0, 1)·R = (10·cos, 10·sin, 0, 1) = (0, 10, 0, 1).
        let translation = Transform3D(translationX: 10, y: 0, z: 0)
        let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let translateThenTurn = translation.concatenating(quarterTurn)
        #expect(isClose(translateThenTurn, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 10, 0, 1]])))
        #expect(isClose(translateThenTurn.apply(x: 0, y: 0, z: 0), (0, 10, 0)))
        // R·T: the turn leaves the origin, the translation then moves it to (10, 0, 0).
        let turnThenTranslate = quarterTurn.concatenating(translation)
        #expect(isClose(turnThenTranslate, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]])))
        #expect(isClose(turnThenTranslate.apply(x: 1, y: 0, z: 0), (10, 1, 0)))  // (1,0,0) → (0,1,0) → (10,1,0)
    }

    @Test func translateAndRotatePutTheirStepFirst() {
        // CATransform3DTranslate(t, …) = translation · t, CATransform3DRotate(t, …) = rotation · t.
        let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let translated = quarterTurn.translatedBy(x: 10, y: 0, z: 0)
        #expect(isClose(translated, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 10, 0, 1]])))
        let rotated = Transform3D(translationX: 10, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(rotated, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]])))
    }

    @Test func translateThenPerspective() {
        // iCarousel's base: identity with m34 = −1/500 (a viewer 500 points away), then translated.
        var base = Transform3D.identity
        base.m34 = -1.0 / 500
        // T(0, 0, −100)·base: row 4 = (0, 0, −100, 1)·base = (0, 0, −100, −100·(−0.002) + 1) = (…, 1.2).
        let pushedBack = base.translatedBy(x: 0, y: 0, z: -100)
        #expect(isClose(pushedBack, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, -100, 1.2]])))
        // (50, 20, 0): w = 1.2, so it is drawn at 500/600 of its size: (41.67, 16.67), z = −100/1.2.
        #expect(isClose(pushedBack.apply(x: 50, y: 20, z: 0), (50 / 1.2, 20 / 1.2, -100 / 1.2)))
        // Brought 100 nearer: w = 1 − 0.2 = 0.8, drawn at 500/400 = 1.25 times its size.
        let broughtNear = base.translatedBy(x: 0, y: 0, z: 100)
        #expect(isClose(broughtNear.m44, 0.8))
        #expect(isClose(broughtNear.apply(x: 50, y: 20, z: 0), (62.5, 25, 125)))
    }

    @Test func applyDividesByW() {
        // (1, 2, 3)·M with M = [[2,0,0,0],[0,3,0,0],[0,0,4,0.5],[1,1,1,2]]:
        // x = 2 + 1 = 3, y = 6 + 1 = 7, z = 12 + 1 = 13, w = 3·0.5 + 2 = 3.5.
        let transform = matrix([[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0.5], [1, 1, 1, 2]])
        #expect(isClose(transform.apply(x: 1, y: 2, z: 3), (3 / 3.5, 7 / 3.5, 13 / 3.5)))
    }
}
