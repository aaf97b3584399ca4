// Tests of the geometry value types: Rect, its intersection and transformed bounds, and AffineTransform.

import Foundation
import LayoutEngine
import Testing

@Suite("Geometry")
struct GeometryTests {
    // MARK: Rect basics

    @Test func rectDerivedValues() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10)
        #expect(rect.minY == 20)
        #expect(rect.maxX == 40)  // 10 + 30
        #expect(rect.maxY == 60)  // 20 + 40
        #expect(rect.midX == 25)  // 10 + 30/2
        #expect(rect.midY == 40)  // 20 + 40/2
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(rect.size == Size(width: 30, height: 40))
    }

    @Test func rectFromCenterAndSize() {
        // Centre (190, 350), size 133 × 173: origin (190 − 66.5, 350 − 86.5).
        let rect = Rect(center: Point(x: 190, y: 350), size: Size(width: 133, height: 173))
        #expect(isClose(rect, Rect(x: 123.5, y: 263.5, width: 133, height: 173)))
    }

    @Test func sizeIsEmptyWhenEitherSideIsZero() {
        #expect(Size(width: 0, height: 10).isEmpty)
        #expect(Size(width: 10, height: 0).isEmpty)
        #expect(Size.zero.isEmpty)
        #expect(!Size(width: 1, height: 1).isEmpty)
    }

    // MARK: Rect.intersects

    @Test func overlappingRectsIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(Rect(x: 5, y: 5, width: 10, height: 10).intersects(a))
        // A sliver of 0.5 × 0.5 still overlaps.
        #expect(a.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
        // Containment, both ways.
        #expect(a.intersects(Rect(x: 2, y: 2, width: 3, height: 3)))
        #expect(Rect(x: 2, y: 2, width: 3, height: 3).intersects(a))
        #expect(a.intersects(a))
    }

    @Test func touchingEdgesDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let right = Rect(x: 10, y: 0, width: 10, height: 10)  // shares the edge x = 10
        let below = Rect(x: 0, y: 10, width: 10, height: 10)  // shares the edge y = 10
        let corner = Rect(x: 10, y: 10, width: 5, height: 5)  // shares only the point (10, 10)
        let left = Rect(x: -4, y: 3, width: 4, height: 2)  // shares the edge x = 0
        let above = Rect(x: 3, y: -7, width: 2, height: 7)  // shares the edge y = 0
        for other in [right, below, corner, left, above] {
            #expect(!a.intersects(other))
            #expect(!other.intersects(a))
        }
    }

    @Test func disjointRectsDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 0, y: -30, width: 10, height: 10)))
        // Overlapping in x only.
        #expect(!a.intersects(Rect(x: 5, y: 11, width: 10, height: 10)))
    }

    // MARK: AffineTransform

    @Test func identityIsTheUnitMatrix() {
        #expect(AffineTransform.identity == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func rotationIsCosSinMinusSinCos() {
        let quarter = AffineTransform(rotationAngle: Double.pi / 2)
        // (cos π/2, sin π/2, −sin π/2, cos π/2, 0, 0) = (0, 1, −1, 0, 0, 0)
        #expect(isClose(quarter, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        // (1, 0) turns to (0, 1): clockwise on a y-down screen.
        #expect(isClose(apply(quarter, to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))

        // The wheel's step: cos(atan(133/500)) = 500/√(500² + 133²) = 500/√267689, sin = 133/√267689.
        let hypotenuse = (267_689.0).squareRoot()
        let step = AffineTransform(rotationAngle: atan(133.0 / 500.0))
        #expect(
            isClose(
                step,
                AffineTransform(
                    a: 500 / hypotenuse, b: 133 / hypotenuse, c: -133 / hypotenuse, d: 500 / hypotenuse, tx: 0, ty: 0)))

        #expect(isClose(AffineTransform(rotationAngle: 0), .identity))
        // rotation(−π) = (−1, 0, 0, −1)
        #expect(isClose(AffineTransform(rotationAngle: -Double.pi), AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)))
    }

    @Test func translationAndScaleInitialisers() {
        #expect(AffineTransform(translationX: 5, y: -7) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
        #expect(AffineTransform(scaleX: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    }

    @Test func concatenatingAppliesSelfThenOther() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let translation = AffineTransform(translationX: 5, y: 7)
        // Scale, then translate: (2, 0, 0, 3, 5, 7).
        #expect(isClose(scale.concatenating(translation), AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)))
        // Translate, then scale: the translation is scaled too: (2, 0, 0, 3, 5·2, 7·3) = (2, 0, 0, 3, 10, 21).
        #expect(isClose(translation.concatenating(scale), AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21)))
        // (1, 1) → scale (2, 3) → translate (7, 10).
        #expect(isClose(apply(scale.concatenating(translation), to: Point(x: 1, y: 1)), Point(x: 7, y: 10)))
        // (1, 1) → translate (6, 8) → scale (12, 24).
        #expect(isClose(apply(translation.concatenating(scale), to: Point(x: 1, y: 1)), Point(x: 12, y: 24)))
    }

    @Test func concatenatingGeneralMatrices() {
        // Row-vector product [a b 0; c d 0; tx ty 1] · [a' b' 0; c' d' 0; tx' ty' 1]:
        // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
        // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
        let first = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = AffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(isClose(first.concatenating(second), AffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112)))
        #expect(first.concatenating(.identity) == first)
        #expect(AffineTransform.identity.concatenating(first) == first)
    }

    @Test func rotationsAdd() {
        let a = AffineTransform(rotationAngle: 0.3)
        let b = AffineTransform(rotationAngle: 0.5)
        // rotation(0.3) then rotation(0.5) = rotation(0.8) = (cos 0.8, sin 0.8, −sin 0.8, cos 0.8)
        #expect(isClose(a.concatenating(b), AffineTransform(a: cos(0.8), b: sin(0.8), c: -sin(0.8), d: cos(0.8), tx: 0, ty: 0)))
    }

    // MARK: Rect.applying(aboutCenter:)

    @Test func applyingIdentityKeepsTheRect() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(isClose(rect.applying(aboutCenter: .identity), rect))
    }

    @Test func applyingTranslationMovesTheRect() {
        // (1, 2, 3, 4) moved by (10, 20).
        let moved = Rect(x: 1, y: 2, width: 3, height: 4).applying(aboutCenter: AffineTransform(translationX: 10, y: 20))
        #expect(isClose(moved, Rect(x: 11, y: 22, width: 3, height: 4)))
    }

    @Test func applyingScaleKeepsTheCentre() {
        // Centre (25, 40); size doubles to 60 × 80: origin (25 − 30, 40 − 40).
        let scaled = Rect(x: 10, y: 20, width: 30, height: 40).applying(aboutCenter: AffineTransform(scaleX: 2, y: 2))
        #expect(isClose(scaled, Rect(x: -5, y: 0, width: 60, height: 80)))
    }

    @Test func applyingQuarterTurnSwapsTheSides() {
        // Centre (50, 25); 100 × 50 turns to 50 × 100: origin (50 − 25, 25 − 50).
        let turned = Rect(x: 0, y: 0, width: 100, height: 50).applying(aboutCenter: AffineTransform(rotationAngle: Double.pi / 2))
        #expect(isClose(turned, Rect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func applyingEighthTurnGivesTheBoundingBox() {
        // A 10 × 10 square turned by π/4 about (5, 5): half-extent 5·cos(π/4) + 5·sin(π/4) = 5√2.
        let half = 5 * (2.0).squareRoot()
        let turned = Rect(x: 0, y: 0, width: 10, height: 10).applying(aboutCenter: AffineTransform(rotationAngle: Double.pi / 4))
        #expect(isClose(turned, Rect(x: 5 - half, y: 5 - half, width: 2 * half, height: 2 * half)))
    }

    @Test func applyingTheStretchedHeaderTransform() {
        // Header (0, 0, 375, 300) with (4/3, 0, 0, 4/3, 0, −50): centre (187.5, 150 − 50),
        // half extents 187.5·4/3 = 250 and 150·4/3 = 200: (187.5 − 250, 100 − 200, 500, 400).
        let transform = AffineTransform(a: 4.0 / 3.0, b: 0, c: 0, d: 4.0 / 3.0, tx: 0, ty: -50)
        let header = Rect(x: 0, y: 0, width: 375, height: 300).applying(aboutCenter: transform)
        #expect(isClose(header, Rect(x: -62.5, y: -100, width: 500, height: 400)))
    }
}
