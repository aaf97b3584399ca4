// Tests of hit testing (MOTION.md §4): edges, stacking, transforms (2D and 3D with perspective), w ≤ 0, alpha 0.

import LayoutEngine
import Testing

/// A card of `size` centred at `center`, with a 3D transform (so `transform` is nil, as the carousel's).
private func card(
    _ item: Int, center: Point = Point(x: 160, y: 240), size: Size = Size(width: 200, height: 200),
    _ matrix: Transform3D, zIndex: Int = 0, alpha: Double = 1
) -> LayoutAttributes {
    LayoutAttributes(item: item, center: center, size: size, transform: nil, transform3D: matrix, zIndex: zIndex, alpha: alpha)
}

/// An element with a 2D transform at `frame`.
private func box(
    _ item: Int, _ frame: Rect, _ transform: AffineTransform = .identity, zIndex: Int = 0, alpha: Double = 1
) -> LayoutAttributes {
    LayoutAttributes(item: item, center: frame.center, size: frame.size, transform: transform, zIndex: zIndex, alpha: alpha)
}

private func hit(_ items: [LayoutAttributes], _ x: Double, _ y: Double, layout: LayoutName = .carousel, offset: Double = 0)
    -> Int?
{
    LayoutResult(layout: layout, contentSize: Size(width: 320, height: 480), items: items)
        .hitTest(Point(x: x, y: y), atOffset: offset)?.item
}

@Suite("Hit testing")
struct HitTestingTests {
    @Test func edgesAreIncluded() {
        // Box (10, 20, 100, 50): corners (10, 20) and (110, 70) and every edge point hit.
        let items = [box(0, Rect(x: 10, y: 20, width: 100, height: 50))]
        for (x, y) in [(10.0, 20.0), (110, 70), (60, 20), (110, 45), (10, 70), (60, 45)] {
            #expect(hit(items, x, y, layout: .circle) == 0, "(\(x), \(y))")
        }
        for (x, y) in [(110.000001, 45.0), (9.999999, 45), (60, 19.999999), (60, 70.000001)] {
            #expect(hit(items, x, y, layout: .circle) == nil, "(\(x), \(y))")
        }
    }

    @Test func theOffsetMovesFramesAlongTheScrollAxis() {
        // Circle (y) at offset −64: the box is drawn 64 lower, (10, 84, 100, 50).
        let items = [box(0, Rect(x: 10, y: 20, width: 100, height: 50))]
        #expect(hit(items, 10, 84, layout: .circle, offset: -64) == 0)
        #expect(hit(items, 10, 20, layout: .circle, offset: -64) == nil)
        // Wheel (x) at offset 30: drawn at (−20, 20, 100, 50).
        #expect(hit(items, -20, 20, layout: .wheel, offset: 30) == 0)
        #expect(hit(items, 100, 20, layout: .wheel, offset: 30) == nil)
        // Carousel: frames are already in the viewport's coordinates; the offset moves nothing.
        #expect(hit(items, 10, 20, layout: .carousel, offset: 500) == 0)
        #expect(LayoutName.wheel.frameScrollAxis == .x)
        #expect(LayoutName.parallax.frameScrollAxis == .y)
        #expect(LayoutName.carousel.frameScrollAxis == nil)
    }

    @Test func emptySpaceHitsNothing() {
        let items = [box(0, Rect(x: 10, y: 20, width: 100, height: 50))]
        #expect(hit(items, 200, 200) == nil)
        #expect(hit([], 0, 0) == nil)
    }

    @Test func theHighestZIndexWinsThenTheLater() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        // Equal zIndex: the later in item order.
        #expect(hit([box(0, frame), box(1, frame)], 50, 50) == 1)
        #expect(hit([box(1, frame), box(0, frame)], 50, 50) == 0)
        // A higher zIndex wins wherever it stands.
        #expect(hit([box(0, frame, zIndex: 5), box(1, frame, zIndex: 2)], 50, 50) == 0)
        // Where only one of them reaches, that one.
        #expect(hit([box(0, frame, zIndex: 5), box(1, Rect(x: 50, y: 0, width: 100, height: 100))], 120, 50) == 1)
    }

    @Test func alphaZeroIsNeverHit() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(hit([box(0, frame), box(1, frame, zIndex: 9, alpha: 0)], 50, 50) == 0)
        #expect(hit([box(1, frame, alpha: 0)], 50, 50) == nil)
        // Any other alpha is hit.
        #expect(hit([box(1, frame, alpha: 0.01)], 50, 50) == 1)
    }

    @Test func degenerateAndMirroredBoxes() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        // Scaled to no width about its centre: a segment at x = 50 with no area, never hit.
        #expect(hit([box(0, frame, AffineTransform(scaleX: 0, y: 1))], 50, 50) == nil)
        #expect(hit([box(0, Rect(x: 0, y: 0, width: 0, height: 100))], 0, 50) == nil)
        // Mirrored (scale −1 about the centre): the corners wind the other way, the box is the same.
        let mirrored = [box(0, frame, AffineTransform(scaleX: -1, y: 1))]
        #expect(hit(mirrored, 1, 1) == 0)
        #expect(hit(mirrored, 100, 100) == 0)
        #expect(hit(mirrored, 101, 50) == nil)
        // Rotated 45° about the centre: a diamond with corners 70.71 from (50, 50).
        let diamond = [box(0, frame, AffineTransform(rotationAngle: .pi / 4))]
        #expect(hit(diamond, 50, 50 - 70) == 0)
        #expect(hit(diamond, 50, 50 - 71) == nil)
        #expect(hit(diamond, 2, 2) == nil)  // a corner of the unturned box
    }

    @Test func aCarouselCardSeenAtAnAngle() {
        // 200 × 200 centred at (160, 240), turned 60° about y with perspective p = −0.002:
        // rows (c, 0, −s, −s·p), (0, 1, 0, 0), (s, 0, c, c·p), (0, 0, 0, 1), c = 0.5, s = 0.86603.
        // A corner (dx, dy) lands at (dx·c, dy) / w with w = 1 + 0.002·s·dx:
        // right (dx 100): w = 1.17321 → x = 160 + 42.62 = 202.62, y = 240 ± 85.24;
        // left (dx −100): w = 0.82679 → x = 160 − 60.47 = 99.53, y = 240 ± 120.95.
        let turned = [card(0, Turned.coverFlow(angle: .pi / 3, x: 0, z: 0))]
        #expect(hit(turned, 200, 240) == 0)
        #expect(hit(turned, 205, 240) == nil)  // within the unturned box, beyond the right edge
        #expect(hit(turned, 240, 240) == nil)
        // Nearer the viewer the left side is taller than the box: y up to 360.95 at x 99.53; the
        // bottom edge runs to (202.62, 325.24), at x 110: 360.95 − 10.47/103.09·35.71 = 357.32.
        #expect(hit(turned, 110, 357) == 0)
        #expect(hit(turned, 110, 358) == nil)
        #expect(hit(turned, 100, 240) == 0)
        #expect(hit(turned, 99, 240) == nil)
        // Turned 120° the back faces the viewer: x = dx·(−0.5)/w mirrors it to 117.38…220.47.
        let back = [card(0, Turned.coverFlow(angle: 2 * .pi / 3, x: 0, z: 0))]
        #expect(hit(back, 215, 240) == 0)
        #expect(hit(back, 115, 240) == nil)
    }

    @Test func theCarouselsFrontCardIsOnTop() {
        // coverFlow at offset 0: item 0 flat in the centre (zIndex highest), item 1 turned to its right.
        let layout = carousel(.coverFlow).layout(atOffset: 0)
        #expect(layout.hitTest(Point(x: 160, y: 240), atOffset: 0)?.item == 0)
        // Item 1 (o 1): moved (0.45 + 0.25)·200 = 140 along x and 100 back, turned by −0.45π; its
        // corners (dx, dy) land at 160 + (140 + dx·cos φ)/w, w = 1 + 0.002·(100 + dx·sin φ) with
        // φ = 0.45π: x from 248.98 (w 1.398) to 315.26 (w 1.002). Item 2 (o 2, 50 further along)
        // spans 284.76…365.14, as deep, but farther from the current item: under item 1.
        #expect(layout.hitTest(Point(x: 290, y: 240), atOffset: 0)?.item == 1)
        #expect(layout.hitTest(Point(x: 340, y: 240), atOffset: 0)?.item == 2)
        // Item 0 lies flat in front of item 1's near edge.
        #expect(layout.hitTest(Point(x: 255, y: 240), atOffset: 0)?.item == 0)
        #expect(layout.hitTest(Point(x: 160, y: 20), atOffset: 0) == nil)
    }

    @Test func aCornerAtOrBehindTheViewerIsNeverHit() {
        // Pushed 600 towards a viewer 500 away: w = 1 − 0.002·600 = −0.2 at every corner.
        #expect(hit([card(0, translatedBase(0, 0, 600))], 160, 240) == nil)
        // Turned 30° about y (c = √3/2, s = 0.5, written out so that m14 = −s·p = 0.001 exactly):
        // w = 1 + 0.001·dx. 2000 wide, the left corners (dx −1000) have w = 1 − 1 = 0.
        let c = 3.0.squareRoot() / 2
        let turned = matrix([[c, 0, -0.5, 0.001], [0, 1, 0, 0], [0.5, 0, c, c * -0.002], [0, 0, 0, 1]])
        #expect(hit([card(0, size: Size(width: 2000, height: 200), turned)], 160, 240) == nil)
        // 1998 wide: w = 1 − 0.999 = 0.001 > 0 there, and its centre is hit.
        #expect(hit([card(0, size: Size(width: 1998, height: 200), turned)], 160, 240) == 0)
        // A card behind the viewer does not hide the one under it.
        #expect(hit([card(1, Transform3D.identity), card(0, translatedBase(0, 0, 600), zIndex: 9)], 160, 240) == 1)
    }

    @Test func wheelCardsOverlapNearThePivot() {
        // 20 items in 380 × 700 at offset 0: item 0 upright at (190, 350), 133 × 173; item 1 turned
        // by θ = atan(133/500) about the pivot (190, 850), cos θ = 500/517.39, sin θ = 133/517.39.
        // (245, 430) is in item 0 (|55| ≤ 66.5, |80| ≤ 86.5). From the pivot it is (55, −420);
        // turned back by θ: x = 55·cos + (−420)·sin = −54.8 (within ±66.5), y = −55·sin − 420·cos
        // = −420.0 (within −500 ± 86.5): in item 1 too, whose zIndex Int(θ·10⁶) = 259 979 is higher.
        let wheel = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700)).layout(atOffset: 0)
        #expect(wheel.hitTest(Point(x: 245, y: 430), atOffset: 0)?.item == 1)
        // (190, 300): only item 0.
        #expect(wheel.hitTest(Point(x: 190, y: 300), atOffset: 0)?.item == 0)
        // At offset 120 item 1 is upright in the centre (angle −α + α = 0), its frame moved back by 120.
        let scrolled = WheelLayout(itemCount: 20, viewport: Size(width: 380, height: 700)).layout(atOffset: 120)
        #expect(scrolled.hitTest(Point(x: 190, y: 300), atOffset: 120)?.item == 1)
    }

    @Test func thePulledHeaderAndTheMenu() {
        // Parallax at −120: the header (0, 0, 375, 300) is drawn at y + 120, centre (187.5, 270),
        // scaled 420/300 = 1.4 and moved by −120 + 60 = −60: y from 270 − 210 − 60 = 0 to
        // 270 + 210 − 60 = 420. The menu (y 300, 70 high, ty = max(300, −120) − 300 = 0) is drawn
        // from 420 to 490, above the header (raised zIndex).
        let list = ParallaxLayout(sectionItemCounts: [10], viewport: Size(width: 375, height: 667))
        let layout = list.layout(atOffset: -120)
        #expect(layout.hitTest(Point(x: 187.5, y: 1), atOffset: -120)?.kind == .header)
        #expect(layout.hitTest(Point(x: 187.5, y: 419), atOffset: -120)?.kind == .header)
        #expect(layout.hitTest(Point(x: 187.5, y: 420), atOffset: -120)?.kind == .menu)
        #expect(layout.hitTest(Point(x: 187.5, y: 491), atOffset: -120)?.kind == .sectionHeader)  // 490…540
        // Cell 0 of section 0 starts at 300 + 70 + 50 + 3 = 423, drawn at 543.
        #expect(layout.hitTest(Point(x: 187.5, y: 541.5), atOffset: -120) == nil)  // the 3-point gap
        let cell = layout.hitTest(Point(x: 187.5, y: 600), atOffset: -120)
        #expect(cell?.kind == .cell && cell?.item == 0)
    }
}
