// Where a flung carousel comes to rest: iCarousel's `startDecelerating` with `stopAtItemBoundary`.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a fling on the carousel comes to rest: the item at the centre and the offset, in points,
/// that centres it.
public struct CarouselSnap: Hashable, Codable, Sendable {
    public var index: Int
    public var offset: Double

    public init(index: Int, offset: Double) {
        self.index = index
        self.offset = offset
    }
}

extension CarouselLayout {
    /// `SCROLL_SPEED_THRESHOLD`: slower than this many items a second, a release does not coast.
    public static let scrollSpeedThreshold = 2.0
    /// `DECELERATE_THRESHOLD`: a coast shorter than this many items is not worth animating.
    public static let decelerateThreshold = 0.1
    /// iCarousel's default `decelerationRate`.
    public static let decelerationRate = 0.95
    /// `DECELERATION_MULTIPLIER`.
    public static let decelerationMultiplier = 30.0

    /// `decelerationDistance`: how far, in items, a release at `startVelocity` items a second
    /// coasts: with `a = −v · 30 · (1 − rate)`, `−v² / 2a` (= v/3 at the default rate).
    public static func decelerationDistance(startVelocity velocity: Double) -> Double {
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
    /// `index` is `clampedIndex(end)`; `offset` is `end · extent · spacing`, not wrapped again,
    /// so an animation from `s` goes the short way (with wrap, `s` is the wrapped position: the
    /// offset is in the same frame as `scrollOffset`, within one turn of `[0, n)`).
    /// No items: index 0, offset 0.
    public func snap(proposedOffset: Double, velocity: Double) -> CarouselSnap {
        guard numberOfItems > 0 else { return CarouselSnap(index: 0, offset: 0) }
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
        return CarouselSnap(index: clampedIndex(integral: end), offset: end * itemLength)
    }
}
