// Where a flung carousel comes to rest: iCarousel's `startDecelerating` with `stopAtItemBoundary`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CarouselLayout {
    /// `SCROLL_SPEED_THRESHOLD`: slower than this many items a second, a release does not coast.
    static let scrollSpeedThreshold = 2.0
    /// `DECELERATE_THRESHOLD`: a coast shorter than this many items is not worth animating.
    static let decelerateThreshold = 0.1
    /// iCarousel's default `decelerationRate`.
    static let decelerationRate = 0.95
    /// `DECELERATION_MULTIPLIER`.
    static let decelerationMultiplier = 30.0

    /// `decelerationDistance`: how far, in items, a release at `startVelocity` items a second
    /// coasts: with `a = −v · 30 · (1 − rate)`, `−v² / 2a` (= v/3 at the default rate).
    static func decelerationDistance(startVelocity velocity: Double) -> Double {
        let acceleration = -velocity * decelerationMultiplier * (1 - decelerationRate)
        return -pow(velocity, 2) / (2 * acceleration)
    }

    /// Where a release at `proposedOffset` (points) moving at `velocity` (points a second along the
    /// scroll axis, positive toward higher offsets) comes to rest, as `startDecelerating` decides
    /// with `stopAtItemBoundary` on and paging off:
    ///
    /// - `s = scrollOffset(atOffset: proposedOffset)`, `v = velocity / (extent · spacing)` items/s;
    /// - if `|v| > 2` and `|decelerationDistance(v)| > 0.1`, the carousel coasts:
    ///   `end = s + distance`, then `ceil(end)` when moving forward, `floor(end)` otherwise;
    /// - else it scrolls to the item boundary: `end = round(s)` (half away from zero);
    /// - without wrap `end` is held within `0…n − 1` (where the bounce settles).
    ///
    /// `index` is `clampedIndex(end)`. `offset` is where to scroll to, in points: without wrap
    /// `end · extent · spacing`; with wrap, `proposedOffset + (end − s) · extent · spacing`, in
    /// the client's own frame (its offset need not lie within one turn), so that an animation
    /// from `proposedOffset` to `offset` runs the short way, across the seam if need be.
    /// No items: index 0, offset 0.
    public func snap(proposedOffset: Double, velocity: Double) -> SnapResult {
        guard numberOfItems > 0 else { return SnapResult(offset: 0, index: 0) }
        let itemLength = extent * spacing
        let start = scrollOffset(atOffset: proposedOffset)
        let startVelocity = velocity / itemLength
        let distance = Self.decelerationDistance(startVelocity: startVelocity)
        var end: Double
        if abs(startVelocity) > Self.scrollSpeedThreshold && abs(distance) > Self.decelerateThreshold {
            end = start + distance
            end = distance > 0 ? ceil(end) : floor(end)
        } else {
            end = start.rounded()
        }
        if !wraps {
            end = min(max(end, 0), Double(numberOfItems - 1))
        }
        let offset = wraps ? proposedOffset + (end - start) * itemLength : end * itemLength
        return SnapResult(offset: offset, index: clampedIndex(integral: end))
    }
}
