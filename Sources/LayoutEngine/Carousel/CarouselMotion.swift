// The carousel's motions (MOTION.md §2): iCarousel 1.8.3's release (`startDecelerating`, then
// `scrollToItemAtIndex`) and `scrollToItemAtIndex:animated:`, in the client's own offset frame.

/// How a carousel motion's position `s` (in items) becomes the client's offset, and what
/// coverFlow2's toggle needs: `x0 + (s − s0) · u`, so a wrapping carousel moves continuously.
struct CarouselTrack: Hashable, Sendable {
    let layout: CarouselLayout
    /// `x0`: the client's offset at the start.
    let startOffset: Double
    /// `s0`: `scrollOffset(atOffset: x0)`.
    let startPosition: Double
    /// Where `s` comes to rest.
    let restPosition: Double
    /// coverFlow2's `toggleDuration`; `nil` for the other types, which have no toggle.
    let toggleDuration: Double?

    /// `u = extent · spacing`: points per item.
    var itemLength: Double { layout.extent * layout.spacing }

    func offset(atPosition position: Double) -> Double {
        startOffset + (position - startPosition) * itemLength
    }

    /// The current item at `position`: `round(s)`, wrapped or held within the items.
    func item(atPosition position: Double) -> Int {
        layout.clampedIndex(integral: position.rounded())
    }
}

extension CarouselLayout {
    /// `SCROLL_DURATION`: how long `scrollToItemAtIndex:animated:` takes, in seconds.
    public static let scrollDuration = 0.4

    /// A release at `offset` (points) moving at `velocity` (points a second, positive toward
    /// higher offsets): iCarousel's coast with `stopAtItemBoundary` and the default bounce, then
    /// the scroll to the item it stopped at. It rests where `snap(proposedOffset:velocity:)` says,
    /// on the same item. A start beyond the bounce (no wrap) is taken from where iCarousel holds
    /// it, `scrollOffset(atOffset:)`, while the frames keep the client's frame `x0 + (s − s0) · u`.
    /// No items: at rest at once where `snap` answers.
    public func release(fromOffset offset: Double, velocity: Double) -> Motion {
        guard numberOfItems > 0 else {
            let snap = snap(proposedOffset: offset, velocity: velocity)
            // The track only gives coverFlow2's one frame its toggle, 0, as every coverFlow2 frame has one.
            let track = track(from: offset, start: 0, rest: 0, itemsPerSecond: 0)
            return .still(at: snap.offset, from: offset, index: snap.index, carousel: track)
        }
        let start = scrollOffset(atOffset: offset)
        let itemsPerSecond = velocity / (extent * spacing)
        var phases: [MotionPhase] = []
        let (end, coastTime) = coast(from: start, velocity: itemsPerSecond, into: &phases)
        let rest = restingItem(after: end)
        let restTime = rest != end ? coastTime + Self.scrollDuration : coastTime
        if rest != end {
            phases.append(MotionPhase(start: coastTime, curve: .easeInOut(from: end, to: rest, duration: Self.scrollDuration)))
        }
        let track = track(from: offset, start: start, rest: rest, itemsPerSecond: itemsPerSecond)
        return Motion(
            startOffset: offset, restOffset: restingOffset(rest, track: track), index: clampedIndex(integral: rest),
            restTime: restTime, phases: phases, carousel: track)
    }

    /// `scrollToItemAtIndex:animated:` from `offset` (points): eased over `scrollDuration` from
    /// `s0` to `s0 + minScrollDistance(s0, item)`, held within the items when not wrapping (as
    /// `scrollByOffset:duration:` holds its end). `index` is `clampedIndex(item)`. No items: at
    /// rest at once where it is, with no index.
    public func scroll(fromOffset offset: Double, toItem item: Int) -> Motion {
        guard numberOfItems > 0 else {
            return .still(
                at: offset, from: offset, index: nil, carousel: track(from: offset, start: 0, rest: 0, itemsPerSecond: 0))
        }
        let start = scrollOffset(atOffset: offset)
        var target = start + minScrollDistance(from: start, to: Double(item))
        if !wraps { target = min(max(target, 0), Double(numberOfItems - 1)) }
        let track = track(from: offset, start: start, rest: target, itemsPerSecond: 0)
        let restOffset = restingOffset(target, track: track)
        guard target != start else { return .still(at: restOffset, from: offset, index: clampedIndex(item), carousel: track) }
        let ease = MotionPhase(start: 0, curve: .easeInOut(from: start, to: target, duration: Self.scrollDuration))
        return Motion(
            startOffset: offset, restOffset: restOffset, index: clampedIndex(item), restTime: Self.scrollDuration,
            phases: [ease], carousel: track)
    }

    /// `minScrollDistanceFromOffset:toOffset:`: `to − from`, unless going round the other way
    /// (`min + n − max`, negated when `from < to`) is strictly shorter, when wrapping.
    public func minScrollDistance(from: Double, to: Double) -> Double {
        let direct = to - from
        guard wraps else { return direct }
        var wrapped = min(to, from) + Double(numberOfItems) - max(to, from)
        if from < to { wrapped = -wrapped }
        return abs(direct) <= abs(wrapped) ? direct : wrapped
    }

    /// `startDecelerating` with `stopAtItemBoundary` and `bounces`: `end` is `s0 + distance`
    /// rounded on past the item boundary, without wrap held within the bounce `[−1, n]`; the coast
    /// `s0 + w·t + 0.5·a·t²` runs when `end − s0` is non-zero and has the sign of `w`, for
    /// `|end − s0| / |0.5·w|` seconds. Returns where it ends and when.
    private func coast(from start: Double, velocity: Double, into phases: inout [MotionPhase]) -> (end: Double, time: Double) {
        let distance = Self.decelerationDistance(startVelocity: velocity)
        guard abs(velocity) > Self.scrollSpeedThreshold && abs(distance) > Self.decelerateThreshold else {
            return (start, 0)
        }
        var end = distance > 0 ? (start + distance).rounded(.up) : (start + distance).rounded(.down)
        if !wraps {
            end = max(-Self.bounceDistance, min(Double(numberOfItems - 1) + Self.bounceDistance, end))
        }
        let travel = end - start
        guard travel != 0, (travel > 0) == (velocity > 0) else { return (start, 0) }
        let time = abs(travel) / abs(0.5 * velocity)
        phases.append(
            MotionPhase(start: 0, curve: .uniformDeceleration(start: start, velocity: velocity, acceleration: -velocity / time)))
        return (end, time)
    }

    /// The item a release settles on after its coast: `round(end)`, held within `0…n − 1`
    /// without wrap (`scrollToItemAtIndex:self.currentItemIndex`).
    private func restingItem(after end: Double) -> Double {
        let rounded = end.rounded()
        return wraps ? rounded : min(max(rounded, 0), Double(numberOfItems - 1))
    }

    /// The client's offset at `position`, as `snap` states it: without wrap `position · u`; with
    /// wrap `x0 + (position − s0) · u`.
    private func restingOffset(_ position: Double, track: CarouselTrack) -> Double {
        wraps ? track.offset(atPosition: position) : position * track.itemLength
    }

    private func track(from offset: Double, start: Double, rest: Double, itemsPerSecond: Double) -> CarouselTrack {
        CarouselTrack(
            layout: self, startOffset: offset, startPosition: start, restPosition: rest,
            toggleDuration: type == .coverFlow2 ? CoverFlowToggle.duration(itemsPerSecond: itemsPerSecond) : nil)
    }
}
