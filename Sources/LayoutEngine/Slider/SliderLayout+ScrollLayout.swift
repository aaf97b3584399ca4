// The slider as a `ScrollLayout`: a drag under way is its pose; its own hit test and physics; it snaps.

/// The slider's pass beside the offset: where a drag under way began (cards only), nil when none is.
public struct SliderPose: Hashable, Sendable {
    public var dragFrom: Double?
    public init(dragFrom: Double? = nil) { self.dragFrom = dragFrom }
}

extension SliderLayout: ScrollLayout {
    public static var name: LayoutName { .slider }
    public static var snaps: Bool { true }
    public static var frameScrollAxis: ScrollAxis? { nil }
    public static var flowsInPage: Bool { false }

    /// Its elements (the cube's shadow last) and `activeIndex`.
    public func result(atOffset offset: Double, pose: SliderPose) -> LayoutResult {
        let slider = layout(atOffset: offset, dragFrom: pose.dragFrom)
        return LayoutResult(
            layout: .slider, contentSize: slider.contentSize, items: slider.elements, activeIndex: slider.activeIndex)
    }

    /// At most the slides the effect examines (and the cube's shadow), found by searches.
    public func itemCount(atOffset offset: Double, pose: SliderPose) -> Int { elementCountBound(atOffset: offset) }

    /// Its slides and the cube's shadow, when it does not loop (a loop's pass may show a slide twice).
    public var itemCountBound: Int? { grid.loops ? nil : slideCount + 1 }

    /// Only some slides can be hit (docs/SLIDER.md §6).
    public func hitTest(_ point: Point, atOffset offset: Double, pose: SliderPose) -> LayoutAttributes? {
        hitTest(point, in: layout(atOffset: offset, dragFrom: pose.dragFrom))
    }

    /// A motion's frames come after the release: no drag is under way.
    public func pose(_ pose: SliderPose, startingAt offset: Double, atFrame frame: MotionFrame) -> SliderPose {
        SliderPose()
    }

    /// Swiper's own transition: no rate.
    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity)
    }

    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? slideCount : nil }

    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        scroll(fromOffset: offset, toItem: item)
    }

    /// With a loop, the fewest whole periods that bring the snap within; otherwise the last snap
    /// within the limit, or with a loop below it the first.
    public func snap(_ snap: SnapResult, within limit: Double) -> SnapResult {
        if grid.loops {
            let turns = ((abs(snap.offset) - limit) / grid.period).rounded(.up)
            let nearer = snap.offset - (snap.offset < 0 ? -turns : turns) * grid.period
            if abs(nearer) <= limit { return SnapResult(offset: nearer, index: snap.index) }
        }
        let index = snap.offset > 0 ? grid.firstSnap(above: limit) - 1 : grid.firstSnap(above: (-limit).nextDown)
        let offset = grid.snap(max(index, 0))
        return SnapResult(offset: offset, index: grid.activeIndex(at: offset))
    }
}
