// The carousel as a `ScrollLayout`: coverFlow2's toggle is its pose; its own physics; it snaps.

/// The carousel's pass beside the offset: iCarousel's `_toggle` (coverFlow2 only; 0 at rest).
public struct CarouselPose: Hashable, Sendable {
    public var toggle: Double
    public init(toggle: Double = 0) { self.toggle = toggle }
}

extension CarouselLayout: ScrollLayout {
    public static var name: LayoutName { .carousel }
    public static var snaps: Bool { true }
    public static var frameScrollAxis: ScrollAxis? { nil }
    public static var flowsInPage: Bool { false }

    public func result(atOffset offset: Double, pose: CarouselPose) -> LayoutResult {
        layout(atOffset: offset, toggle: pose.toggle)
    }

    /// At most `numberOfVisibleItems` (items of alpha 0 are left out): no walk.
    public func itemCount(atOffset offset: Double, pose: CarouselPose) -> Int { numberOfVisibleItems }

    public var itemCountAtEveryOffset: Int? { numberOfVisibleItems }

    /// It shows at most its items.
    public var itemCountBound: Int? { numberOfItems }

    /// A motion's frame carries its own toggle.
    public func pose(_ pose: CarouselPose, startingAt offset: Double, atFrame frame: MotionFrame) -> CarouselPose {
        CarouselPose(toggle: frame.toggle ?? 0)
    }

    /// iCarousel's own deceleration: no rate.
    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity)
    }

    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? numberOfItems : nil }

    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        scroll(fromOffset: offset, toItem: item)
    }

    /// On a wrapping carousel the same item whole turns nearer; otherwise the farthest item within.
    public func snap(_ snap: SnapResult, within limit: Double) -> SnapResult {
        let step = extent * spacing
        if wraps {
            let turn = Double(numberOfItems) * step
            let nearer = snap.offset - (snap.offset / turn).rounded() * turn
            if abs(nearer) <= limit { return SnapResult(offset: nearer, index: snap.index) }
        }
        let farthest = (limit / step).rounded(.down) * (snap.offset < 0 ? -1 : 1)
        return SnapResult(offset: farthest * step, index: clampedIndex(Int(farthest)))
    }
}
