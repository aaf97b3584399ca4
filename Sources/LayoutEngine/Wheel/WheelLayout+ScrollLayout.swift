// The wheel as a `ScrollLayout`: culling is its pose; it snaps.

/// The wheel's pass beside the offset: every item, or only those in view.
public struct WheelPose: Hashable, Sendable {
    public var culling: Bool
    public init(culling: Bool = true) { self.culling = culling }
}

extension WheelLayout: ScrollLayout {
    public static var name: LayoutName { .wheel }
    public static var snaps: Bool { true }
    public static var frameScrollAxis: ScrollAxis? { .x }
    public static var flowsInPage: Bool { false }

    public func result(atOffset offset: Double, pose: WheelPose) -> LayoutResult {
        layout(atOffset: offset, culling: pose.culling)
    }

    public func itemCount(atOffset offset: Double, pose: WheelPose) -> Int {
        itemCount(atOffset: offset, culling: pose.culling)
    }

    /// It shows at most its items.
    public var itemCountBound: Int? { itemCount }

    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity, rate: rate)
    }

    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? itemCount : nil }

    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        scroll(fromOffset: offset, toItem: item, rate: rate)
    }

    /// The wheel rests between 0 and its largest offset: on the last item before the limit.
    public func snap(_ snap: SnapResult, within limit: Double) -> SnapResult {
        var resting = self.snap(proposedOffset: limit, velocity: -1)
        while resting.offset > limit, resting.index > 0 {
            resting = self.snap(proposedOffset: resting.offset.nextDown, velocity: -1)
        }
        return resting
    }
}
