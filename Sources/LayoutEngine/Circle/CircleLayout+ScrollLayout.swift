// The circle as a `ScrollLayout`: nothing scrolls, nothing snaps.

extension CircleLayout: ScrollLayout {
    public static var name: LayoutName { .circle }
    public static var frameScrollAxis: ScrollAxis? { .y }
    public static var flowsInPage: Bool { false }

    public func result(atOffset offset: Double, pose: NoPose) -> LayoutResult { layout(atOffset: offset) }

    public func itemCount(atOffset offset: Double, pose: NoPose) -> Int { itemCount }

    public var itemCountAtEveryOffset: Int? { itemCount }

    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity, rate: rate)
    }

    /// None: nothing scrolls (the API takes no `item` for it).
    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? 0 : nil }

    /// At rest.
    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: 0, rate: rate)
    }
}
