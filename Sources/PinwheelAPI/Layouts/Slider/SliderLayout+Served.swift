// The slider as the API serves it.

import LayoutEngine

extension SliderLayout: ServedLayout {
    @inline(__always)
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        let read = try readParts(query)
        return PosedLayout(read.slider, offset: read.offset, pose: read.pose)
    }

    /// Checked and boxed from the read values, not from a read `PosedLayout`: the settings are
    /// copied once, into the box.
    @inline(__always)
    static func request(reading query: QueryReader, on endpoint: Endpoint, checksItems: Bool) throws(Problem)
        -> LayoutRequest
    {
        let read = try readParts(query)
        if checksItems { try refuseOverItemLimit(read.slider, atOffset: read.offset, pose: read.pose) }
        return .slider(SliderBox(read.slider, offset: read.offset, pose: read.pose))
    }

    @inline(__always)
    private static func readParts(_ query: QueryReader) throws(Problem) -> (slider: Self, offset: Double, pose: SliderPose) {
        let slider = try query.slider()
        // Swiper starts at snapGrid[0] (docs/SLIDER.md §1).
        let offset = try query.optionalNumber(.sliderOffset) ?? slider.grid.snap(0)
        let dragFrom = try query.optionalNumber(.dragFrom)
        return (slider, offset, SliderPose(dragFrom: dragFrom))
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

    /// The number of slides per view; nil for `auto`.
    var perViewCount: Double? {
        if case .count(let perView) = self { return perView }
        return nil
    }

    /// `auto`'s slide lengths; nil for a number of slides per view.
    var autoLengths: ItemLengths? {
        if case .auto(let lengths) = self { return lengths }
        return nil
    }
}
