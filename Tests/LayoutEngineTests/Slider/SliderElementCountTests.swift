// `SliderLayout.elementCountBound(atOffset:)`: never below what a layout pass answers, exact for
// `slide`, and found by searches, so ten million slides cost what twenty do.

import LayoutEngine
import TestSupport
import Testing

@Suite("Slider element count")
struct SliderElementCountTests {
    @Test(arguments: 0..<8)
    func theBoundHoldsWhatThePassAnswers(seed: UInt64) {
        var random = SeededGenerator(seed: 900 + seed)
        for _ in 0..<60 {
            var settings = SliderSettings()
            settings.effect = SliderEffect.allCases.randomElement(using: &random)!
            settings.loop = Bool.random(using: &random)
            settings.centeredSlides = Bool.random(using: &random)
            settings.spaceBetween = Double(Int.random(in: 0...20, using: &random))
            let count = Int.random(in: 0...40, using: &random)
            if settings.effect != .cards && settings.effect != .creative && Bool.random(using: &random) {
                let lengths = (0..<count).map { _ in Double(Int.random(in: 20...400, using: &random)) }
                settings.slidesPerView = .auto(ItemLengths(lengths))
            } else {
                settings.slidesPerView = .count(Double.random(in: 0.5...6, using: &random))
            }
            settings.creative.limitProgress = Double.random(in: 0.5...4, using: &random)
            let slider = SliderLayout(slideCount: count, viewport: Size(width: 375, height: 667), settings: settings)
            let offset = Double.random(in: -800...8000, using: &random)
            let answered = slider.layout(atOffset: offset).elements.count
            let bound = slider.elementCountBound(atOffset: offset)
            #expect(bound >= answered, "seed \(900 + seed): \(settings.effect) count \(count) at \(offset)")
            if settings.effect == .slide { #expect(bound == answered, "seed \(900 + seed): count \(count) at \(offset)") }
        }
    }

    @Test func tenMillionSlidesAreCountedBySearching() {
        var settings = SliderSettings()
        settings.slidesPerView = .count(40)
        settings.effect = .coverflow
        let slider = SliderLayout(slideCount: 10_000_000, viewport: Size(width: 375, height: 667), settings: settings)
        // s = 375 / 40: 40 slides in view, 120 examined (the viewport and one either side).
        #expect(slider.elementCountBound(atOffset: 50_000_000) == 121)
        #expect(slider.layout(atOffset: 50_000_000).items.count <= 121)
    }
}
