// The grids' motion and hit testing (docs/GRID.md §5): the parallax list's scroll view, over the window's frames.

/// A vertically scrolling layout of the grid family: masonry, justified rows, the CSS grid.
/// Its motions are the UIKit family's (MOTION.md §1): a release coasts freely or springs back at
/// an edge, never snapping; a scroll to an item rests where the item's top meets the viewport's.
public protocol GridFamilyLayout: Sendable {
    /// The size the scroll view scrolls over.
    var contentSize: Size { get }
    /// `H`, the viewport's height.
    var viewportHeight: Double { get }
    /// The frame of `item` as the full walk places it; `nil` for an item the layout leaves out.
    func frame(ofItem item: Int) -> Rect?
    /// The cells in view at `offset`, at most `itemLimit` of them.
    func window(atOffset offset: Double, itemLimit: Int) throws(GridParameterError) -> GridWindow
}

extension GridFamilyLayout {
    /// The largest offset at rest: `max(0, contentHeight − H)`.
    public var maxRestingOffset: Double { max(0, contentSize.height - viewportHeight) }

    /// A release at `offset` moving at `velocity` (points a second): no snap; the free coast, or
    /// the spring back at the edge it reaches or is pulled past. `index` is `nil`.
    public func release(fromOffset offset: Double, velocity: Double, rate: DecelerationRate = .normal) -> Motion {
        ScrollViewMotion(upper: maxRestingOffset, rate: rate).release(from: offset, velocity: velocity)
    }

    /// An animated scroll to `item`, as `scrollToItem(at:at: .top, animated: true)`: the re-aimed
    /// deceleration to the item's frame top, clamped to `[0, maxRestingOffset]`. `nil` when the
    /// layout places no such item.
    public func scroll(fromOffset offset: Double, toItem item: Int, rate: DecelerationRate = .normal) -> Motion? {
        guard let frame = frame(ofItem: item) else { return nil }
        let upper = maxRestingOffset
        let target = min(max(frame.minY, 0), upper)
        return ScrollViewMotion(upper: upper, rate: rate).approach(from: offset, to: target, index: item)
    }

    /// The cell `point` (viewport points) lands on at `offset` (MOTION.md §4, the frames moved by
    /// `−offset` along y): of overlapping cells, the later.
    public func hitTest(_ point: Point, atOffset offset: Double) throws(GridParameterError) -> LayoutAttributes? {
        let window = try window(atOffset: offset, itemLimit: GridLimits.itemsPerWindow)
        return LayoutResult.hitTest(point, in: window.items, atOffset: offset, axis: .y)
    }
}
