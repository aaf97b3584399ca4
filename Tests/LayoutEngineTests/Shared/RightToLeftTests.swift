// Right to left: what a client draws is the left-to-right picture mirrored about x = W/2 (docs/LAYOUTS.md §5).

import LayoutEngine
import Testing

private let viewport = Size(width: 375, height: 667)

/// The drawn corners of every element, mirrored (`x ↦ W − x`), in the order a mirrored box lists
/// them (top-right, top-left, bottom-left, bottom-right of the original is top-left … of the mirror).
private func mirroredCorners(_ result: LayoutResult, atOffset offset: Double) -> [[Point]?] {
    result.items.map { item in
        item.drawnCorners(atOffset: offset, axis: result.layout.frameScrollAxis).map { corners in
            [corners[1], corners[0], corners[3], corners[2]].map { Point(x: viewport.width - $0.x, y: $0.y) }
        }
    }
}

private func expectClose(_ left: [[Point]?], _ right: [[Point]?], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(left.count == right.count, sourceLocation: sourceLocation)
    for (a, b) in zip(left, right) {
        guard let a, let b else {
            #expect(a == nil && b == nil, sourceLocation: sourceLocation)
            continue
        }
        for (p, q) in zip(a, b) {
            #expect(
                abs(p.x - q.x) <= 1e-9 * max(1, abs(p.x)) && abs(p.y - q.y) <= 1e-9 * max(1, abs(p.y)),
                sourceLocation: sourceLocation)
        }
    }
}

@Test(arguments: [-150.0, 0, 300, 1234.5])
func theWheelDrawsTheMirrorImage(offset: Double) {
    let ltr = WheelLayout(itemCount: 20, viewport: viewport)
    let rtl = WheelLayout(itemCount: 20, viewport: viewport, isRightToLeft: true)
    let ltrResult = ltr.layout(atOffset: offset)
    let rtlResult = rtl.layout(atOffset: offset)
    #expect(rtlResult.items.map(\.item) == ltrResult.items.map(\.item))
    #expect(rtlResult.items.map(\.zIndex) == ltrResult.items.map(\.zIndex))
    expectClose(rtlResult.items.map { $0.drawnCorners(atOffset: offset, axis: .x) }, mirroredCorners(ltrResult, atOffset: offset))
    // Item 0 starts at the right: at offset 0 the next item leans to the left of the centre.
    let next = rtl.layout(atOffset: 0).items.first { $0.item == 1 }
    #expect((next?.transform?.b ?? 0) < 0)
    #expect(next?.angle == -(ltr.layout(atOffset: 0).items.first { $0.item == 1 }?.angle ?? 0))
    // The snap is the same number either way.
    #expect(rtl.snap(proposedOffset: offset, velocity: 1) == ltr.snap(proposedOffset: offset, velocity: 1))
}

@Test(arguments: CarouselType.allCases)
func everyCarouselTypeDrawsTheMirrorImage(type: CarouselType) {
    var settings = CarouselSettings()
    let ltr = CarouselLayout(type: type, itemCount: 12, viewport: viewport, settings: settings)
    settings.isRightToLeft = true
    let rtl = CarouselLayout(type: type, itemCount: 12, viewport: viewport, settings: settings)
    for offset in [0.0, 130, 515.5] {
        let ltrResult = ltr.layout(atOffset: offset)
        let rtlResult = rtl.layout(atOffset: offset)
        #expect(rtlResult.items.map(\.item) == ltrResult.items.map(\.item))
        #expect(rtlResult.items.map(\.zIndex) == ltrResult.items.map(\.zIndex))
        #expect(rtlResult.items.map(\.alpha) == ltrResult.items.map(\.alpha))
        expectClose(
            rtlResult.items.map { $0.drawnCorners(atOffset: offset, axis: nil) }, mirroredCorners(ltrResult, atOffset: offset))
    }
}

@Test func aPointHitsInRightToLeftWhatItsMirrorHitsLeftToRight() {
    var settings = CarouselSettings()
    let ltr = CarouselLayout(type: .coverFlow, itemCount: 12, viewport: viewport, settings: settings)
    settings.isRightToLeft = true
    let rtl = CarouselLayout(type: .coverFlow, itemCount: 12, viewport: viewport, settings: settings)
    for x in stride(from: 1.0, to: 375, by: 17) {
        for y in stride(from: 200.0, to: 470, by: 30) {
            let mirrored = ltr.layout(atOffset: 340).hitTest(Point(x: 375 - x, y: y), atOffset: 340)
            #expect(rtl.layout(atOffset: 340).hitTest(Point(x: x, y: y), atOffset: 340)?.item == mirrored?.item)
        }
    }
}

@Test func mirroringTwiceGivesTheElementBack() {
    let item = WheelLayout(itemCount: 20, viewport: viewport).layout(atOffset: 300).items[2]
    var moved = item
    moved.frame.x += 40  // an element off centre, so the frame moves
    moved.center.x += 40
    let twice = moved.mirroredHorizontally(viewportWidth: 375, frameShift: 300)
        .mirroredHorizontally(viewportWidth: 375, frameShift: 300)
    #expect(twice == moved)
    let once = moved.mirroredHorizontally(viewportWidth: 375, frameShift: 300)
    // x = W − x − width + 2s: 375 − (frame.x) − 133 + 600.
    #expect(once.frame.x == 375 - moved.frame.x - 133 + 600)
    #expect(once.anchorPoint.x == 0.5)
}
