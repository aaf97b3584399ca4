// Masonry, justified rows and the CSS grid as `ScrollLayout`s: the window at the request's offset, computed once, is their pose.

/// A grid's pass beside the offset: the most items a window may hold, and the window already
/// computed at `windowOffset` (by validation, which refuses a window over the limit), reused there.
public struct GridPose: Hashable, Sendable {
    public var itemLimit: Int
    public var window: GridWindow?
    public var windowOffset: Double

    public init(itemLimit: Int = GridLimits.itemsPerWindow, window: GridWindow? = nil, windowOffset: Double = 0) {
        self.itemLimit = itemLimit
        self.window = window
        self.windowOffset = windowOffset
    }
}

extension ScrollLayout where Self: GridFamilyLayout, Pose == GridPose {
    public static var frameScrollAxis: ScrollAxis? { .y }
    public static var flowsInPage: Bool { true }

    /// The window, or empty of items past `itemLimit` (the API refuses such offsets before).
    public func result(atOffset offset: Double, pose: GridPose) -> LayoutResult {
        if let window = pose.window, offset == pose.windowOffset { return window.result(Self.name) }
        let window = try? window(atOffset: offset, itemLimit: pose.itemLimit)
        return (window ?? GridWindow(contentSize: contentSize, items: [])).result(Self.name)
    }

    public func itemTop(_ item: Int) -> Double? { frame(ofItem: item)?.minY }

    /// `Int.max` past the limit.
    public func itemCount(atOffset offset: Double, pose: GridPose) -> Int {
        if let window = pose.window, offset == pose.windowOffset { return window.items.count }
        return (try? window(atOffset: offset, itemLimit: pose.itemLimit))?.items.count ?? Int.max
    }

    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity, rate: rate)
    }

    /// An item the layout leaves out (past maxNumRows, a hidden widow) has no top: the motion rests.
    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        scroll(fromOffset: offset, toItem: item, rate: rate) ?? release(fromOffset: offset, velocity: 0, rate: rate)
    }
}

extension MasonryLayout: ScrollLayout {
    public typealias Pose = GridPose
    public static var name: LayoutName { .masonry }
    /// `count`: the items, placed or not.
    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? checkpoints.count : nil }

    /// The same checkpoints (one table's, or equal settings and lengths), presentation and height.
    public static func == (left: Self, right: Self) -> Bool {
        (left.checkpoints === right.checkpoints
            || (left.checkpoints.settings == right.checkpoints.settings && left.checkpoints.heights == right.checkpoints.heights
                && left.checkpoints.widths == right.checkpoints.widths))
            && left.presentation == right.presentation && left.viewportHeight == right.viewportHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(checkpoints.settings)
        hasher.combine(viewportHeight)
    }
}

extension JustifiedLayout: ScrollLayout {
    public typealias Pose = GridPose
    public static var name: LayoutName { .justified }
    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? checkpoints.count : nil }

    public static func == (left: Self, right: Self) -> Bool {
        (left.checkpoints === right.checkpoints
            || (left.checkpoints.settings == right.checkpoints.settings
                && left.checkpoints.aspectRatios == right.checkpoints.aspectRatios))
            && left.rtl == right.rtl && left.viewportHeight == right.viewportHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(checkpoints.settings)
        hasher.combine(viewportHeight)
    }
}

extension CSSGridLayout: ScrollLayout {
    public typealias Pose = GridPose
    public static var name: LayoutName { .grid }
    public func scrollTargetCount(inSection section: Int) -> Int? { section == 0 ? checkpoints.count : nil }

    public static func == (left: Self, right: Self) -> Bool {
        (left.checkpoints === right.checkpoints
            || (left.checkpoints.settings == right.checkpoints.settings && left.checkpoints.heights == right.checkpoints.heights))
            && left.rtl == right.rtl && left.viewportHeight == right.viewportHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(checkpoints.settings)
        hasher.combine(viewportHeight)
    }
}
