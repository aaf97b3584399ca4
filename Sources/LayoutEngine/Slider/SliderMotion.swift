// The slider's motions (docs/SLIDER.md §5): CSS transitions, a scroll to an item, a release, free mode, loop.

/// A CSS `cubic-bezier(a1, b1, a2, b2)` timing function: at time fraction `τ`, the progress
/// `Y(σ)` where `σ` solves `X(σ) = τ` to full double precision.
public struct CubicBezier: Hashable, Sendable {
    public var a1: Double, b1: Double, a2: Double, b2: Double

    public init(_ a1: Double, _ b1: Double, _ a2: Double, _ b2: Double) {
        (self.a1, self.b1, self.a2, self.b2) = (a1, b1, a2, b2)
    }

    /// `ease`, the wrapper's transition (swiper.css).
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    /// `ease-out`, free mode's (free-mode.css).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)

    /// `Y(σ)` at the `σ` with `X(σ) = τ` (`τ` held within [0, 1]).
    public func progress(atTime time: Double) -> Double {
        Self.curve(parameter(atTime: time), a1: b1, a2: b2)
    }

    /// `dY/dτ = Y'(σ) / X'(σ)`.
    func slope(atTime time: Double) -> Double {
        let sigma = parameter(atTime: time)
        let dx = Self.derivative(sigma, a1: a1, a2: a2)
        return dx > 0 ? Self.derivative(sigma, a1: b1, a2: b2) / dx : 0
    }

    /// The root of `X(σ) = τ`: bisection on `[0, 1]` (X is monotone for `a1, a2` in [0, 1]) until
    /// the interval is two neighbouring doubles, then the nearer of them.
    func parameter(atTime time: Double) -> Double {
        let target = min(max(time, 0), 1)
        if target == 0 || target == 1 { return target }
        var low = 0.0
        var high = 1.0
        while true {
            let middle = low + (high - low) / 2
            if middle == low || middle == high { break }
            let value = Self.curve(middle, a1: a1, a2: a2)
            if value == target { return middle }
            if value < target { low = middle } else { high = middle }
        }
        let lowError = abs(Self.curve(low, a1: a1, a2: a2) - target)
        let highError = abs(Self.curve(high, a1: a1, a2: a2) - target)
        return lowError <= highError ? low : high
    }

    /// `3(1 − σ)²σ · a1 + 3(1 − σ)σ² · a2 + σ³`.
    static func curve(_ sigma: Double, a1: Double, a2: Double) -> Double {
        let rest = 1 - sigma
        return 3 * rest * rest * sigma * a1 + 3 * rest * sigma * sigma * a2 + sigma * sigma * sigma
    }

    static func derivative(_ sigma: Double, a1: Double, a2: Double) -> Double {
        let rest = 1 - sigma
        return 3 * rest * rest * a1 + 6 * rest * sigma * (a2 - a1) + 3 * sigma * sigma * (1 - a2)
    }
}

extension SliderLayout {
    /// `speed` in seconds.
    private var transitionTime: Double { settings.speed / 1000 }

    private var timing: CubicBezier { settings.freeMode.enabled ? .easeOut : .ease }

    /// `lo`, `hi`: `−∞`, `+∞` with `loop`.
    private var lowerEnd: Double { grid.loops ? -.infinity : grid.lowerBound }
    private var upperEnd: Double { grid.loops ? .infinity : grid.upperBound }

    /// A scroll to item `item` (§5.1, `slideTo`): to `snapGrid[snapIndex(max(item, 0))]` in `speed`
    /// ms along `ease` (`ease-out` in free mode). With `loop`, to the copy whose snap is nearest
    /// `offset`, a tie to the higher. `index` is slideTo's normalized index.
    public func scroll(fromOffset offset: Double, toItem item: Int) -> Motion {
        guard grid.count > 0 else { return .still(at: offset, from: offset, index: nil) }
        var slide = max(item, 0)
        if grid.loops {
            let base = slide - SliderGrid.floorDivision(slide, grid.count) * grid.count
            let turns = (offset - grid.snap(grid.snapIndex(ofSlide: base))) / grid.period
            let (below, above) = (turns.rounded(.down), turns.rounded(.up))
            slide = base + grid.count * SliderGrid.clampedInt(turns - below < above - turns ? below : above)
        }
        return transition(from: offset, toSlide: slide)
    }

    /// A release at `offset` moving at `velocity` points a second (§5.2, or §5.3 in free mode).
    /// Without slides it stays where it is, on index 0 (as the carousel's and `snap`'s answer).
    public func release(fromOffset offset: Double, velocity: Double) -> Motion {
        guard grid.count > 0 else { return .still(at: offset, from: offset, index: 0) }
        return settings.freeMode.enabled
            ? freeRelease(fromOffset: offset, velocity: velocity) : snappingRelease(fromOffset: offset, velocity: velocity)
    }

    /// Where a release rests and the item there (`/snap`).
    public func snap(proposedOffset offset: Double, velocity: Double) -> SnapResult {
        let motion = release(fromOffset: offset, velocity: velocity)
        return SnapResult(offset: motion.restOffset, index: motion.index ?? 0)
    }

    // MARK: Transitions

    /// §5.1 to strip slide `slide`: its snap, and slideTo's normalized index.
    private func transition(from offset: Double, toSlide slide: Int) -> Motion {
        let target = grid.snap(grid.snapIndex(ofSlide: slide))
        let index = reduced(normalizedSlide(forTarget: target) ?? slide)
        return transition(from: offset, to: target, index: index)
    }

    private func transition(from offset: Double, to target: Double, index: Int?) -> Motion {
        guard target != offset, transitionTime > 0 else { return .still(at: target, from: offset, index: index) }
        let curve = MotionCurve.transition(from: offset, to: target, duration: transitionTime, timing: timing)
        return Motion(
            startOffset: offset, restOffset: target, index: index, restTime: transitionTime,
            phases: [MotionPhase(start: 0, curve: curve)])
    }

    /// slideTo's normalization: `activeIndex` of `ceil(100 · target)` against `floor(100 · G[j])`;
    /// `nil` when no slide matches.
    private func normalizedSlide(forTarget target: Double) -> Int? {
        let scaled = -(target * -100).rounded(.down)
        func grid100(_ slide: Int) -> Double { (grid.slideGrid(slide) * 100).rounded(.down) }
        let range = grid.loops ? (Int.min / 4)...(Int.max / 4) : 0...(grid.count - 1)
        let guess = grid.activeSlide(at: target)
        let index = lastIndex(in: range, guess: guess) { grid100($0) <= scaled }
        guard index >= range.lowerBound else { return nil }
        if !grid.loops && index == grid.count - 1 { return index }
        let (here, next) = (grid100(index), grid100(index + 1))
        return scaled < next - (next - here) / 2 ? index : index + 1
    }

    /// A strip slide as an item: modulo `n'` with `loop`.
    private func reduced(_ slide: Int) -> Int {
        grid.loops ? slide - SliderGrid.floorDivision(slide, grid.count) * grid.count : slide
    }

    // MARK: §5.2

    private func snappingRelease(fromOffset offset: Double, velocity: Double) -> Motion {
        let (lo, hi) = (lowerEnd, upperEnd)
        let (stop, group) = stopAndGroup(at: offset, swipeToLast: !grid.loops && offset >= hi)
        let ratio = (offset - grid.slideGrid(stop)) / group
        let skip = grid.slidesPerGroupSkip
        let increment = !grid.loops && stop < skip - 1 ? 1 : grid.slidesPerGroup
        let swipes = settings.swipes
        let next: Bool
        if offset < lo {
            next = false
        } else if offset > hi {
            next = true
        } else if velocity == 0 {
            return transition(from: offset, toSlide: ratio > 0.5 ? stop + increment : stop)
        } else {
            next = velocity > 0
        }
        let distance = next ? ratio * group : (1 - ratio) * group
        let short = 1000 * distance <= swipes.longSwipesMs * abs(velocity)
        let slide: Int
        if short && !swipes.shortSwipes || !short && !swipes.longSwipes {
            slide = grid.activeSlide(at: offset)
        } else if short {
            slide = next ? stop + increment : stop
        } else if next {
            slide = ratio >= swipes.longSwipesRatio ? stop + increment : stop
        } else {
            slide = ratio > 1 - swipes.longSwipesRatio ? stop + increment : stop
        }
        return transition(from: offset, toSlide: slide)
    }

    /// onTouchEnd's `stopIndex` and `groupSize`: of the slides `j = 0, then j += (j < k ? 1 : g)`,
    /// the last with `G[j] ≤ x0 < G[j + inc_j]` (or `G[j] ≤ x0` when `j + inc_j` is past the end;
    /// every one when swiping to the last). Found by a search over those slides, not a walk.
    private func stopAndGroup(at offset: Double, swipeToLast: Bool) -> (stop: Int, group: Double) {
        let (count, skip, group) = (grid.count, grid.slidesPerGroupSkip, grid.slidesPerGroup)
        // The visited slides, numbered: v ≤ k is slide v; v > k is slide k + (v − k)·g.
        func slide(_ visit: Int) -> Int {
            if grid.loops { return visit * group }  // no skip with loop; visits run over ℤ
            return visit <= skip ? visit : skip + (visit - skip) * group
        }
        let lastVisit: Int
        if grid.loops {
            lastVisit = Int.max / 4
        } else if count - 1 <= skip {
            lastVisit = count - 1
        } else {
            lastVisit = skip + (count - 1 - skip) / group
        }
        let firstVisit = grid.loops ? Int.min / 4 : 0
        let visit: Int
        if swipeToLast {
            visit = lastVisit
        } else {
            let guess =
                grid.loops
                ? SliderGrid.floorDivision(grid.activeSlide(at: offset), group)
                : grid.snapIndex(ofSlide: grid.activeSlide(at: offset))
            visit = lastIndex(in: firstVisit...lastVisit, guess: guess) { grid.slideGrid(slide($0)) <= offset }
            if visit < firstVisit { return (0, grid.size(of: 0)) }
        }
        let stop = slide(visit)
        let increment = !grid.loops && stop < skip - 1 ? 1 : group
        if grid.loops || stop + increment < count {
            return (stop, grid.slideGrid(stop + increment) - grid.slideGrid(stop))
        }
        let last = count >= 2 ? grid.slideGrid(count - 1) - grid.slideGrid(count - 2) : .nan
        return (stop, last)
    }

    // MARK: §5.3

    private func freeRelease(fromOffset offset: Double, velocity: Double) -> Motion {
        let (lo, hi) = (lowerEnd, upperEnd)
        let free = settings.freeMode
        if offset < lo { return transition(from: offset, toSlide: grid.activeSlide(at: offset)) }
        if offset > hi { return transition(from: offset, toSlide: max(grid.slideCount, grid.snapCount) - 1) }
        var speed = 0.0  // points per ms
        if free.momentum {
            speed = velocity / 2000
            if abs(speed) < free.minimumVelocity { speed = 0 }
            speed *= free.momentumVelocityRatio
        }
        guard speed != 0 else {
            return free.sticky
                ? slideToClosest(offset) : .still(at: offset, from: offset, index: reduced(grid.activeSlide(at: offset)))
        }
        var end = offset + speed * (1000 * free.momentumRatio)
        let bounce = abs(speed) * 20 * free.momentumBounceRatio
        var afterBounce: Double?
        if end > hi {
            if free.momentumBounce {
                if end + hi > bounce { end = hi + bounce }
                afterBounce = hi
            } else {
                end = hi
            }
        } else if end < lo {
            if free.momentumBounce {
                if lo - end > bounce { end = lo - bounce }
                afterBounce = lo
            } else {
                end = lo
            }
        } else if free.sticky {
            end = stickySnap(end, forward: velocity > 0)
        }
        var duration = abs((end - offset) / speed)
        if free.sticky {
            let distance = abs(end - offset)
            let size = grid.size(of: grid.activeSlide(at: offset))
            duration = distance < size ? settings.speed : distance < 2 * size ? settings.speed * 1.5 : settings.speed * 2.5
        }
        let rest = afterBounce ?? end
        let index = reduced(grid.activeSlide(at: rest))
        let first = MotionCurve.transition(from: offset, to: end, duration: duration / 1000, timing: .easeOut)
        guard let edge = afterBounce else {
            return Motion(
                startOffset: offset, restOffset: end, index: index, restTime: duration / 1000,
                phases: [MotionPhase(start: 0, curve: first)])
        }
        var phases = [MotionPhase(start: 0, curve: first)]
        if transitionTime > 0 && edge != end {
            phases.append(
                MotionPhase(
                    start: duration / 1000, curve: .transition(from: end, to: edge, duration: transitionTime, timing: .easeOut)))
        }
        return Motion(
            startOffset: offset, restOffset: edge, index: index,
            restTime: duration / 1000 + (phases.count > 1 ? transitionTime : 0), phases: phases)
    }

    /// freeMode.sticky: the first snap above `x1`, or the one before it when nearer (Swiper compares
    /// `|snap + x1|`) and not moving forward; `hi` when no snap is above (**Decision**).
    private func stickySnap(_ end: Double, forward: Bool) -> Double {
        let next = grid.firstSnap(above: end)
        guard grid.loops || next < grid.snapCount else { return upperEnd }
        let nextSnap = grid.snap(next)
        let previousSnap = grid.loops || next > 0 ? grid.snap(next - 1) : nextSnap
        if abs(nextSnap + end) < abs(previousSnap + end) || forward { return nextSnap }
        return previousSnap
    }

    /// `slideToClosest`: from `a = activeIndex(x0)` and `j = snapIndex(a)`, one group on when past
    /// half the way to the next snap, one back when within half the way from the previous.
    private func slideToClosest(_ offset: Double) -> Motion {
        let active = grid.activeSlide(at: offset)
        var slide = active
        let index = grid.snapIndex(ofSlide: active)
        let here = grid.snap(index)
        if offset >= here {
            if grid.loops || index + 1 < grid.snapCount {
                let next = grid.snap(index + 1)
                if offset - here > (next - here) * 0.5 { slide += grid.slidesPerGroup }
            }
        } else if grid.loops || index > 0 {
            let previous = grid.snap(index - 1)
            if offset - previous <= (here - previous) * 0.5 { slide -= grid.slidesPerGroup }
        }
        if !grid.loops { slide = min(max(slide, 0), grid.count - 1) }
        return transition(from: offset, toSlide: slide)
    }
}
