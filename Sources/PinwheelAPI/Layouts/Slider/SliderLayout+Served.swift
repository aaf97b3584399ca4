// The slider as the API serves it.

import LayoutEngine

extension SliderLayout: ServedLayout {
    @inline(__always)
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        let slider = try query.slider()
        // Swiper starts at snapGrid[0] (docs/SLIDER.md §1).
        let offset = try query.optionalNumber(.sliderOffset) ?? slider.grid.snap(0)
        let dragFrom = try query.optionalNumber(.dragFrom)
        return PosedLayout(slider, offset: offset, pose: SliderPose(dragFrom: dragFrom))
    }

    func itemLimitParameter(_ pose: SliderPose) -> String { settings.slidesPerView.isAuto ? "sizes" : "slidesPerView" }

    static var motionLengthParameter: QueryParameter { .speed }
    var scrollsVertically: Bool { settings.direction == .vertical }
    var drawsOutside: Bool { [.cube, .flip, .cards].contains(settings.effect) }
}

extension SliderSlidesPerView {
    var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
}
