// A page's own motions along y (docs/PAGE.md §4, `/page/motion`): UIScrollView's release and scroll over the page's content.

extension PageStack {
    /// A release of the page at `offset` moving at `velocity` (points a second): MOTION.md §1's
    /// UIScrollView deceleration and rubber band over `[0, max(0, contentHeight − H)]`, no snap;
    /// `index` is nil.
    public func release(
        fromOffset offset: Double, velocity: Double, viewportHeight: Double, rate: DecelerationRate = .normal
    ) -> Motion {
        ScrollViewMotion(upper: maximumOffset(viewportHeight: viewportHeight), rate: rate)
            .release(from: offset, velocity: velocity)
    }

    /// An animated scroll of the page from `offset` to `target` (one of `scrollOffset`'s, already
    /// within the bounds), as `setContentOffset(_:animated:)` is modelled for the UIKit family's
    /// scroll to an item (MOTION.md §1): the re-aimed deceleration; `index` is `index`.
    public func scroll(
        fromOffset offset: Double, to target: Double, index: Int?, viewportHeight: Double,
        rate: DecelerationRate = .normal
    ) -> Motion {
        ScrollViewMotion(upper: maximumOffset(viewportHeight: viewportHeight), rate: rate)
            .approach(from: offset, to: target, index: index)
    }
}
