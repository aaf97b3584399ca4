// Tests of `ScrollLayout`, the one shape every layout is held by: a conformance answers what its layout's own calls answer.

import LayoutEngine
import Testing

private let viewport = Size(width: 375, height: 667)

@Test func everyNameRegistersItsOwnType() {
    for name in LayoutName.allCases {
        #expect(name.layoutType.name == name)
        #expect(name.ordinal == LayoutName.allCases.firstIndex(of: name))
    }
    #expect(LayoutName.allCases.map(\.frameScrollAxis) == [.x, .y, .y, nil, nil, .y, .y, .y])
    #expect(LayoutName.allCases.filter(\.flowsInPage) == [.parallax, .masonry, .justified, .grid])
    #expect(LayoutName.allCases.filter { $0.layoutType.snaps } == [.wheel, .carousel, .slider])
}

@Test func aPosedWheelIsTheWheelAtItsOffset() {
    let wheel = WheelLayout(itemCount: 20, viewport: viewport)
    for culling in [true, false] {
        let posed = PosedLayout(wheel, offset: 300, pose: WheelPose(culling: culling))
        #expect(posed.result() == wheel.layout(atOffset: 300, culling: culling))
        #expect(wheel.itemCount(atOffset: 300, pose: posed.pose) == posed.result().items.count)
    }
    #expect(wheel.releaseMotion(fromOffset: 300, velocity: 900, rate: .normal) == wheel.release(fromOffset: 300, velocity: 900))
}

@Test func aPosedCarouselTakesItsToggle() {
    let carousel = CarouselLayout(type: .coverFlow2, itemCount: 20, viewport: viewport)
    let posed = PosedLayout(carousel, offset: 2.5, pose: CarouselPose(toggle: 0.4))
    #expect(posed.result() == carousel.layout(atOffset: 2.5, toggle: 0.4))
    #expect(
        carousel.scrollMotion(fromOffset: 2.5, toSection: 0, item: 7, rate: .normal)
            == carousel.scroll(fromOffset: 2.5, toItem: 7))
    #expect(carousel.itemCount(atOffset: 2.5, pose: posed.pose) >= posed.result().items.count)
}

@Test func aPosedSliderIsItsElementsAndActiveIndex() {
    var settings = SliderSettings()
    settings.effect = .cards
    let slider = SliderLayout(slideCount: 12, viewport: viewport, settings: settings)
    let own = slider.layout(atOffset: 500, dragFrom: 400)
    let result = PosedLayout(slider, offset: 500, pose: SliderPose(dragFrom: 400)).result()
    #expect(result.items == own.elements && result.activeIndex == own.activeIndex && result.layout == .slider)
    #expect(slider.itemCount(atOffset: 500, pose: SliderPose()) == slider.elementCountBound(atOffset: 500))
}

@Test func aPosedCircleAndItsDefaultHitTest() {
    let circle = CircleLayout(itemCount: 12, viewport: viewport)
    let posed = PosedLayout(circle, offset: 0)
    #expect(posed.result() == circle.layout(atOffset: 0))
    let item = posed.result().items[3]
    let expected = LayoutResult.hitTest(item.center, in: posed.result().items, atOffset: 0, axis: .y)
    #expect(posed.hitTest(item.center) == expected)
}
