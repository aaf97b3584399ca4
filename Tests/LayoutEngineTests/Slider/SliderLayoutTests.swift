// Tests of the slider's layout pass (docs/SLIDER.md §3–4, §6): SLIDER.md §7's examples 2 and 3, each effect, rtl, hit testing.

import LayoutEngine
import Testing

@testable import LayoutEngine

private let phone = Size(width: 375, height: 667)

private func slider(_ count: Int, _ change: (inout SliderSettings) -> Void = { _ in }) -> SliderLayout {
    SliderLayout(slideCount: count, viewport: phone, settings: sliderSettings(change))
}

private func rows(_ m: Transform3D) -> [Double] { m.entries }

private func isClose(_ actual: [Double], _ expected: [Double], tolerance: Double) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Slider layout")
struct SliderLayoutTests {
    @Test func exampleTwoCoverflow() {
        // s = 125; centered: c = snapGrid[0] = −125 (125/2 − 375/2). At x = 0, slide 1 (P = 125) is
        // centred: m = (0 + 187.5 − 125 − 62.5)/125 = 0, E = identity, A = C: M = P(1200).
        let layout = slider(5) {
            $0.effect = .coverflow
            $0.slidesPerView = .count(3)
            $0.centeredSlides = true
        }
        let result = layout.layout(atOffset: 0)
        let one = result.items.first { $0.item == 1 }!
        #expect(one.zIndex == 1)
        #expect(isClose(rows(one.transform3D), rows(CSSTransform.perspective(1200)), tolerance: 1e-15))
        // Slide 2: frame (250, 0, 125, 667), m = (187.5 − 250 − 62.5)/125 = −1: rotateY(−50),
        // translateZ −100; M's rows as SLIDER.md gives them; top-left corner at (263.019, 36.589).
        let two = result.items.first { $0.item == 2 }!
        #expect(two.frame == Rect(x: 250, y: 0, width: 125, height: 667))
        #expect(
            isClose(
                rows(two.transform3D),
                [0.722584, 0, 0.766044, -0.000638, 0, 1, 0, 0, -0.699087, 0, 0.642788, -0.000536, -10.416667, 0, -100, 1.083333],
                tolerance: 1e-6))
        let corner = two.drawnCorners(atOffset: 0, axis: nil)![0]
        #expect(abs(corner.x - 263.019) < 1e-3 && abs(corner.y - 36.589) < 1e-3)
        #expect(two.zIndex == 0 && two.shadowBefore == 0 && two.shadowAfter == 1)
        // Slide 3: m = −2, rotateY(−100) and 200 back: its quad lies right of the viewport, so it does
        // not come back. Slide 0: m = 1: shadowBefore 1. Slides 0…2 come back.
        #expect(result.items.map(\.item) == [0, 1, 2])
        #expect(result.items[0].shadowBefore == 1)
        // With modifier 1.5, slide 2 has m = −1.5 (rotateY(−75), in view): shadowAfter 1.5 clamps to 1.
        let steeper = slider(5) {
            $0.effect = .coverflow
            $0.slidesPerView = .count(3)
            $0.centeredSlides = true
            $0.coverflow.modifier = 1.5
        }
        #expect(steeper.layout(atOffset: 0).items.first { $0.item == 2 }?.shadowAfter == 1)
        #expect(result.activeIndex == 1)
    }

    @Test func exampleThreeCards() {
        // Centered (forced): snapGrid[0] = 0; x = 187.5 is half-way from slide 0 to slide 1.
        let layout = slider(5) { $0.effect = .cards }
        let result = layout.layout(atOffset: 187.5)
        #expect(result.items.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 375, height: 667) })
        let byItem = Dictionary(uniqueKeysWithValues: result.items.map { ($0.item, $0) })
        // Slide 0: p = 0.5, add = 8 − 0.375 = 7.625, tx = −(7.625·0.5)%·375 = −14.296875, tz = −50.
        // M's last row: E's (tx, 0, −50, 1) through T(A)·T(−C)·P(1200)·T(C − A), A = (187.5, 667):
        // w = 1 + 50/1200 = 1.041667, y = 333.5 − 333.5·w = −13.895833.
        let zero = byItem[0]!
        #expect(zero.progress == 0.5 && zero.zIndex == 4)
        #expect(isClose(Array(rows(zero.transform3D)[12...]), [-14.296875, -13.895833, -50, 1.041667], tolerance: 1e-6))
        // rotateZ(−1): m11 = cos 1°, m12 = −sin 1° (before the perspective, which leaves m12 alone).
        #expect(abs(zero.transform3D.m12 - -0.01745240643728351) < 1e-12)
        // Slide 1: p = −0.5, tx = +14.296875, rotateZ(1); zIndex 5 − |roundJS(−0.5)| = 5.
        let one = byItem[1]!
        #expect(one.zIndex == 5)
        #expect(isClose(Array(rows(one.transform3D)[12...]), [14.296875, -13.895833, -50, 1.041667], tolerance: 1e-6))
        // Slide 2: p = −1.5, add = 8 − 1.125 = 6.875, tx = 6.875·1.5% of 375 = 38.671875, tz = −150;
        // shadow (1.5 − 0.5)/0.5 = 2 → 1.
        let two = byItem[2]!
        #expect(two.zIndex == 4 && two.shadow == 1)
        #expect(abs(two.transform3D.m41 - 38.671875) < 1e-9 && abs(two.transform3D.m43 - -150) < 1e-9)
        // With dragFrom = 0 (moving toward slide 1): slide 0 has φ = (1 − 0)^0.5 = 1: rotate −1 − 14 = −15,
        // scale 0.5 → κ = 1 − 0.5·0.5 = 0.75, add = 103.625, tx = −51.8125% of 375 = −194.296875,
        // ty = −25·0.5 % of 667 = −83.375.
        let dragged = layout.layout(atOffset: 187.5, dragFrom: 0).items.first { $0.item == 0 }!
        let effect = cardsEffectMatrix(dragged)
        #expect(abs(effect.m41 - -194.296875) < 1e-9 && abs(effect.m42 - -83.375) < 1e-9)
        // scale · rotateZ(−15): m11 = 0.75·cos 15°, m12 = −0.75·sin 15°.
        #expect(abs(effect.m11 - 0.75 * 0.9659258262890683) < 1e-12 && abs(effect.m12 - -0.75 * 0.25881904510252074) < 1e-12)
    }

    @Test func slideEffectReturnsWhatOverlapsTheViewport() {
        // 3 per view, space 10: step 128.33. At x = 200 the boxes [P − 200, P − 200 + 118.33] overlapping
        // (0, 375) are slides 1 (−71.67…46.67) to 4 (313.33…431.67).
        let layout = slider(10) {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
        }
        let result = layout.layout(atOffset: 200)
        #expect(result.items.map(\.item) == [1, 2, 3, 4])
        #expect(isClose(result.items[0].frame.x, 128.33333333333334 - 200, tolerance: 1e-12))
        #expect(result.items.allSatisfy { $0.transform3D == .identity && $0.zIndex == 0 && $0.alpha == 1 })
        // Past the end (x = 2000): nothing overlaps.
        #expect(layout.layout(atOffset: 2000).items.isEmpty)
        #expect(result.activeIndex == 2)  // G = 128.33·i; 200 ≥ 256.67 − 64.17 = 192.5
    }

    @Test func fadeKeepsTheOpaqueSlideAndTheIncoming() {
        // x = 93.75: slide 0 p = 0.25, slide 1 p = −0.75. Without crossFade: slide 0 (highest p ≥ 0)
        // at alpha 1 + clamp(0.25, −1, 0) = 1, slide 1 at 1 − 0.75 = 0.25.
        let layout = slider(5) { $0.effect = .fade }
        let items = layout.layout(atOffset: 93.75).items
        #expect(items.map(\.item) == [0, 1])
        #expect(items.map(\.alpha) == [1, 0.25])
        #expect(items.allSatisfy { $0.frame.x == 0 })
        // crossFade: 1 − |p|: 0.75 and 0.25.
        var crossFade = layout.settings
        crossFade.fade.crossFade = true
        let crossed = SliderLayout(slideCount: 5, viewport: phone, settings: crossFade).layout(atOffset: 93.75).items
        #expect(crossed.map(\.alpha) == [0.75, 0.25])
        // Only the active slide is hit (activeIndex 0 at x = 93.75).
        let result = layout.layout(atOffset: 93.75)
        #expect(layout.hitTest(Point(x: 100, y: 100), in: result)?.item == 0)
    }

    @Test func flipMidwayShowsTheFacingSlide() {
        // x = 93.75: slide 0 p = 0.25 → rotateY(−45), facing; slide 1 p = −0.75 → rotateY(135), its back
        // faces the viewer: dropped. zIndex n − |roundJS(p)| = 5.
        let layout = slider(5) { $0.effect = .flip }
        let items = layout.layout(atOffset: 93.75).items
        #expect(items.map(\.item) == [0])
        #expect(items[0].zIndex == 5 && items[0].shadowBefore == 0 && items[0].shadowAfter == 0.25)
        // At x = 281.25: slide 0 p = 0.75 (back), slide 1 p = −0.25 (front).
        #expect(layout.layout(atOffset: 281.25).items.map(\.item) == [1])
    }

    @Test func cubeTurnsTheWrapperAndAddsItsShadow() {
        // At rest on slide 0: w = 0; slides 0 and 1 candidates (active −1 … +2): slide 1 is turned 90°
        // about y at the right edge, edge-on: dropped; the shadow comes last.
        let layout = slider(4) { $0.effect = .cube }
        let rest = layout.layout(atOffset: 0)
        #expect(rest.items.map(\.item) == [0])
        #expect(rest.elements.count == 2 && rest.elements.last == rest.cubeShadow)
        #expect(rest.cubeShadow?.alpha == 0.6 && rest.cubeShadow?.frame == Rect(x: 0, y: 667 - 375, width: 375, height: 375))
        // Half-way (x = 187.5): p_0 = 0.5, p_1 = −0.5; j = 1, w = 90 − 45 = 45: both faces show.
        let half = layout.layout(atOffset: 187.5)
        #expect(half.items.map(\.item) == [0, 1])
        // Slide 1's frame stays at P_1 = 375 (nothing folds); its shadows as flip's: before 0.5.
        let one = half.items.first { $0.item == 1 }!
        #expect(one.frame.x == 375 && one.shadowBefore == 0.5 && one.anchorPoint == Point(x: 0, y: 0))
        // Both faces' projected left/right edges meet on the cube's front edge at x = 187.5 · …:
        // slide 0's top-right corner and slide 1's top-left corner coincide.
        let zeroCorners = half.items[0].drawnCorners(atOffset: 0, axis: nil)!
        let oneCorners = one.drawnCorners(atOffset: 0, axis: nil)!
        #expect(isClose(zeroCorners[1], oneCorners[0], tolerance: 1e-9))
    }

    @Test func rtlIsTheMirrorOfLtr() {
        for effect in [SliderEffect.slide, .coverflow, .flip, .cards, .cube, .fade] {
            for offset in [0.0, 93.75, 187.5, 300, -40, 1600] {
                let ltr = slider(6) {
                    $0.effect = effect
                    $0.slidesPerView = effect == .cards ? .count(1) : .count(1)
                }
                let rtl = slider(6) {
                    $0.effect = effect
                    $0.rtl = true
                }
                let left = ltr.layout(atOffset: offset)
                let right = rtl.layout(atOffset: offset)
                #expect(left.elements.count == right.elements.count)
                for (a, b) in zip(left.elements, right.elements) {
                    #expect(b.frame.x == 375 - a.frame.x - a.frame.width)
                    #expect(b.anchorPoint.x == 1 - a.anchorPoint.x)
                    // The drawn corners mirror: rtl's top-left is the mirror of ltr's top-right, and so on.
                    if let ca = a.drawnCorners(atOffset: 0, axis: nil), let cb = b.drawnCorners(atOffset: 0, axis: nil) {
                        for (k, q) in cb.enumerated() {
                            let p = ca[[1, 0, 3, 2][k]]
                            #expect(isClose(q, Point(x: 375 - p.x, y: p.y), tolerance: 1e-9))
                        }
                    }
                    if effect == .coverflow {
                        #expect(b.shadowBefore == a.shadowAfter && b.shadowAfter == a.shadowBefore)
                    } else {
                        #expect(b.shadowBefore == a.shadowBefore && b.shadowAfter == a.shadowAfter)
                    }
                }
            }
        }
        // creative is not mirrored.
        let creative = slider(4) {
            $0.effect = .creative
            $0.rtl = true
        }
        let plain = slider(4) { $0.effect = .creative }
        #expect(creative.layout(atOffset: 100) == plain.layout(atOffset: 100))
    }

    @Test func creativeSides() {
        // prev: translate (−100, 0, −400), next: translate (100%… in points 375, 0, 0), opacity 0.
        // x = 93.75: slide 0 p = 0.25 (prev side): translate (−25, 0, −100); slide 1 p = −0.75 (next):
        // translate (281.25, 0, 0), alpha 1 + (1 − 0)·(−0.75) = 0.25 (q = p − 0/375 = p, snapGrid[0] = 0).
        let layout = slider(4) {
            $0.effect = .creative
            $0.creative.prev.translateX = -100
            $0.creative.prev.translateZ = -400
            $0.creative.prev.shadow = true
            $0.creative.next.translateX = 375
            $0.creative.next.opacity = 0
        }
        let items = layout.layout(atOffset: 93.75).items
        #expect(items.map(\.item) == [0, 1])
        let zero = cardsEffectMatrix(items[0])
        #expect(abs(zero.m41 - -25) < 1e-9 && abs(zero.m43 - -100) < 1e-9)
        #expect(items[0].shadow == 0.25 && items[1].shadow == 0)
        #expect(items[1].alpha == 0.25)
        #expect(abs(cardsEffectMatrix(items[1]).m41 - 281.25) < 1e-9)
    }

    @Test func tenMillionSlidesLayOutAsFastAsTwenty() {
        let layout = slider(10_000_000) {
            $0.effect = .coverflow
            $0.slidesPerView = .count(3)
            $0.centeredSlides = true
        }
        let result = layout.layout(atOffset: layout.grid.snap(6_543_210))
        #expect(result.activeIndex == 6_543_210)
        #expect(result.items.contains { $0.item == 6_543_210 && $0.zIndex == 1 })
    }
}

/// `E` recovered from a perspective-folded `M`: `M · T(A − C) · P(1200)⁻¹ · T(C) · T(−A)` with the
/// viewport's centre `C` and the slide's origin `A` (no wrapper turn).
func cardsEffectMatrix(_ item: LayoutAttributes, viewport: Size = Size(width: 375, height: 667)) -> Transform3D {
    let anchor = (
        x: item.frame.x + item.anchorPoint.x * item.frame.width, y: item.frame.y + item.anchorPoint.y * item.frame.height
    )
    var inversePerspective = Transform3D.identity
    inversePerspective.m34 = 1.0 / 1200
    return item.transform3D
        .concatenating(Transform3D(translationX: anchor.x - viewport.width / 2, y: anchor.y - viewport.height / 2, z: 0))
        .concatenating(inversePerspective)
        .concatenating(Transform3D(translationX: viewport.width / 2, y: viewport.height / 2, z: 0))
        .concatenating(Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0))
}

@Suite("Slider layout, more")
struct SliderLayoutMoreTests {
    @Test func fadeHidesSettledSlidesBehindTheLastOne() {
        // x = 800: p_2 = (800 − 750)/375 = 0.133 (the highest with p ≥ 0), p_3 = −0.867; slides 0 and 1
        // (p 2.13, 1.13) lie under slide 2 and do not come back.
        let layout = slider(6) { $0.effect = .fade }
        let items = layout.layout(atOffset: 800).items
        #expect(items.map(\.item) == [2, 3])
        #expect(abs(items[1].alpha - (1 - 0.8666666666666667)) < 1e-12)
    }

    @Test func flipWithoutLimitStillShowsOnlyNeighbours() {
        // flipLimitRotation off: p̃ = p; slide 0 at x = 750 has p = 2, rotateY(−360) facing the viewer,
        // but |p| ≥ 1: not drawn. Only slide 2 (p = 0).
        let layout = slider(5) {
            $0.effect = .flip
            $0.flip.limitRotation = false
        }
        #expect(layout.layout(atOffset: 750).items.map(\.item) == [2])
    }

    @Test func verticalSlidesStackAlongY() {
        // Vertical, 2 per view, space 10: V = 667, s = (667 − 10)/2 = 328.5; slide 1 at 338.5 − x̂.
        let layout = slider(4) {
            $0.direction = .vertical
            $0.slidesPerView = .count(2)
            $0.spaceBetween = 10
        }
        let items = layout.layout(atOffset: 100).items
        #expect(items.map(\.item) == [0, 1, 2])
        #expect(items[1].frame == Rect(x: 0, y: 238.5, width: 375, height: 328.5))
        #expect(layout.contentSize == Size(width: 375, height: 4 * 338.5 - 10))
    }

    @Test func autoSizesAndSnapToSlideEdge() {
        // sizes 100, 200, 150, 250, 50 in V = 375: P = 0, 100, 300, 450, 700; virtualSize 750;
        // virtualSize − S = 375: snaps 0, 100, 300, then the edge 375.
        let sizes = ItemLengths([100, 200, 150, 250, 50])
        let layout = slider(5) { $0.slidesPerView = .auto(sizes) }
        let snaps = (0..<layout.grid.snapCount).map(layout.grid.snap)
        #expect(snaps == [0, 100, 300, 375])
        // snapToSlideEdge: from the end 50, 300 fit (≤ 375), 450 does not: v = 2, snaps of index ≤ 3.
        let edged = slider(5) {
            $0.slidesPerView = .auto(sizes)
            $0.snapToSlideEdge = true
        }
        #expect((0..<edged.grid.snapCount).map(edged.grid.snap) == [0, 100, 300, 450])
        // Boxes along follow the sizes: at x = 120, slide 0 (−120 … −20) is out; slide 1 spans −20 … 180.
        let items = layout.layout(atOffset: 120).items
        #expect(items.map(\.item) == [1, 2, 3])
        #expect(items[0].frame == Rect(x: -20, y: 0, width: 200, height: 667))
    }

    @Test func loopBlanksTakeRoomAndNeverComeBack() {
        // 5 slides, groups of 2: n' = 6, slide 5 is a blank. At x = 5·375 = 1875 the blank fills the view.
        let layout = slider(5) {
            $0.loop = true
            $0.slidesPerGroup = 2
        }
        #expect(layout.grid.count == 6 && layout.grid.period == 6 * 375)
        #expect(layout.layout(atOffset: 1875).items.isEmpty)
        #expect(layout.layout(atOffset: 1875 + 100).items.map(\.item) == [0])
    }

    @Test func resistancePullsPastTheEnds() {
        // lo = 0: y = −100 → 0 + 1 − 100^0.85 = −49.12…; hi = 1500: y = 1600 → 1499 + 100^0.85.
        let layout = slider(5)
        #expect(abs(layout.draggedOffset(unresisted: -100) - (1 - 50.118723362727224)) < 1e-9)
        #expect(abs(layout.draggedOffset(unresisted: 1600) - (1499 + 50.118723362727224)) < 1e-9)
        #expect(layout.draggedOffset(unresisted: 700) == 700)
    }
}

@Suite("Slider effects at rest and past the ends")
struct SliderEffectRestTests {
    @Test func atRestTheActiveSlideIsHitAtTheCentre() {
        // One slide per view: at rest on snap j every effect draws slide j face-on over the whole
        // viewport (progress 0: identity for slide, fade, flip, creative; cards' card on top; the
        // cube's face toward the viewer), so the centre hits slide j.
        for effect in SliderEffect.allCases {
            let layout = slider(7) { $0.effect = effect }
            for index in [0, 3, 6] {
                let offset = layout.grid.snap(index)
                let result = layout.layout(atOffset: offset)
                #expect(result.activeIndex == index)
                #expect(result.items.first { $0.item == index }?.progress == 0)
                #expect(layout.hitTest(Point(x: 187.5, y: 333.5), in: result)?.item == index, "\(effect) \(index)")
            }
        }
    }

    @Test func pastTheEndsEveryEffectStaysFinite() {
        // Far past either end (±10⁹) and just past (±200): few slides (cards keep |p| < 4 and the next
        // beyond: at x = −200, p = −0.53 … −4.53, five cards), all numbers finite.
        for effect in SliderEffect.allCases {
            let layout = slider(7) { $0.effect = effect }
            for offset in [-1e9, -200, 2450, 1e9] {
                let result = layout.layout(atOffset: offset)
                #expect(result.items.count <= 5, "\(effect) \(offset) \(result.items.map(\.item))")
                #expect(result.elements.allSatisfy { $0.transform3D.entries.allSatisfy(\.isFinite) })
            }
        }
    }

    @Test func midDragCardsTopCardIsHit() {
        // Cards at x = 100 (p_0 = 0.267, p_1 = −0.733): slide 0 has zIndex 7 − 0 = 7, slide 1 7 − 1 = 6;
        // the centre lands on slide 0.
        let layout = slider(7) { $0.effect = .cards }
        let result = layout.layout(atOffset: 100)
        #expect(result.items.first { $0.item == 0 }?.zIndex == 7)
        #expect(layout.hitTest(Point(x: 187.5, y: 333.5), in: result)?.item == 0)
    }
}
