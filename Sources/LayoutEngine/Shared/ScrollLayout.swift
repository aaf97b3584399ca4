// What every layout answers, whatever it is: the one shape the API and a page hold a layout by.

/// What a pass takes beside the offset, for the layouts that take nothing more.
public struct NoPose: Hashable, Sendable {
    public init() {}
}

/// A layout of the engine as a scroll view (the API's request, a page's section) holds it: its
/// answer at an offset, its item counts, its hit test, its motions and, when it snaps, its snap.
/// Pure: no parameter table, no HTTP. Generic code over it is specialised per layout; per
/// element work stays in the conformances (the engine's own loops) and in `[LayoutAttributes]`.
public protocol ScrollLayout: Hashable, Sendable {
    /// What a pass takes beside the offset (the wheel's culling, coverFlow2's toggle, the
    /// slider's drag) and what validation computed for it (a grid's window): `NoPose` elsewhere.
    associatedtype Pose: Hashable, Sendable = NoPose

    /// The name its answers carry.
    static var name: LayoutName { get }
    /// Whether `snap(proposedOffset:velocity:)` is defined (the wheel, the carousel, the slider).
    static var snaps: Bool { get }
    /// The axis along which the offset moves its frames (x: the wheel; y: the circle, the parallax
    /// list, the grids); nil when its frames are in viewport coordinates (the carousel, the slider).
    static var frameScrollAxis: ScrollAxis? { get }
    /// Whether its whole content flows in a page, scrolled by it (docs/PAGE.md §2.1), or sits in a
    /// box that keeps its own offset (§2.2).
    static var flowsInPage: Bool { get }

    var contentSize: Size { get }

    /// The answer at `offset`.
    func result(atOffset offset: Double, pose: Pose) -> LayoutResult
    /// How many items `result` holds at `offset` (at most, for the carousel and the slider),
    /// found without computing them; `Int.max` when a grid's window is over its limit.
    func itemCount(atOffset offset: Double, pose: Pose) -> Int
    /// At most how many items any offset's answer holds, when known without a search; nil otherwise.
    var itemCountBound: Int? { get }
    /// `itemCount` when it is the same at every offset and pose (the circle, the carousel): a
    /// motion's frames count it once.
    var itemCountAtEveryOffset: Int? { get }
    /// The element drawn on top at `point` (viewport points) at `offset` (MOTION.md §4).
    func hitTest(_ point: Point, atOffset offset: Double, pose: Pose) -> LayoutAttributes?

    /// The pose of a motion's `frame`, the motion starting at `offset` in `pose`.
    func pose(_ pose: Pose, startingAt offset: Double, atFrame frame: MotionFrame) -> Pose
    /// A release at `offset` moving at `velocity` (points a second).
    func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion
    /// The items of `section` a motion may scroll to; nil when there is no such section.
    func scrollTargetCount(inSection section: Int) -> Int?
    /// The sections `scrollTargetCount` counts.
    var sectionCount: Int { get }
    /// An animated scroll to `item` of `section` (validated: `scrollTargetCount`), or at rest
    /// where the layout places no such item.
    func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion

    /// The top of `item`'s frame (section 0) in content coordinates, for a page scrolling a flow
    /// to it; nil when the layout places no such item or is no flow.
    func itemTop(_ item: Int) -> Double?

    /// Where a fling comes to rest (only when `snaps`).
    func snap(proposedOffset: Double, velocity: Double) -> SnapResult
    /// `snap` moved to rest within `±limit` (a wrapping carousel, a looping slider: whole turns
    /// nearer; otherwise the farthest snap within).
    func snap(_ snap: SnapResult, within limit: Double) -> SnapResult
}

extension ScrollLayout {
    public static var snaps: Bool { false }
    public var itemCountBound: Int? { nil }
    public var itemCountAtEveryOffset: Int? { nil }
    public var sectionCount: Int { 1 }
    public func itemTop(_ item: Int) -> Double? { nil }

    public func hitTest(_ point: Point, atOffset offset: Double, pose: Pose) -> LayoutAttributes? {
        LayoutResult.hitTest(point, in: result(atOffset: offset, pose: pose).items, atOffset: offset, axis: Self.frameScrollAxis)
    }

    public func pose(_ pose: Pose, startingAt offset: Double, atFrame frame: MotionFrame) -> Pose { pose }

    public func snap(proposedOffset: Double, velocity: Double) -> SnapResult {
        preconditionFailure("\(Self.name) does not snap")
    }

    public func snap(_ snap: SnapResult, within limit: Double) -> SnapResult { snap }
}

/// A layout at an offset, with its pose: what one request (or one page section) asks of it.
/// Generic, so that every use is specialised for its layout: no existential, no per-element dispatch.
public struct PosedLayout<Layout: ScrollLayout>: Hashable, Sendable {
    public var layout: Layout
    public var offset: Double
    public var pose: Layout.Pose

    @inlinable
    public init(_ layout: Layout, offset: Double, pose: Layout.Pose) {
        self.layout = layout
        self.offset = offset
        self.pose = pose
    }

    /// The answer at the offset.
    public func result() -> LayoutResult { layout.result(atOffset: offset, pose: pose) }

    /// The element drawn on top at `point` (viewport points).
    public func hitTest(_ point: Point) -> LayoutAttributes? { layout.hitTest(point, atOffset: offset, pose: pose) }
}

extension PosedLayout where Layout.Pose == NoPose {
    @inlinable
    public init(_ layout: Layout, offset: Double) { self.init(layout, offset: offset, pose: NoPose()) }
}
