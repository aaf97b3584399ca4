// The UIKit family's motions (MOTION.md §1): UIScrollView's deceleration, re-aimed deceleration
// and spring back, and the wheel's, the circle's and the parallax list's releases and scrolls.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scroll view's content bounds `[lower, upper]` along its axis and the rate it decelerates at:
/// what the UIKit family's motions are built from.
struct ScrollViewMotion {
    let lower: Double
    let upper: Double
    /// `λ`, per second.
    let decayConstant: Double

    init(upper: Double, rate: DecelerationRate) {
        lower = 0
        self.upper = upper
        decayConstant = rate.decayConstant
    }

    /// `x∞ = x0 + v0 / λ`: where a free coast would rest.
    func projectedOffset(from start: Double, velocity: Double) -> Double {
        start + velocity / decayConstant
    }

    /// The re-aimed deceleration `target − D · e^(−λt)`, which lasts `ln(|D| / ε) / λ` (0 when
    /// `|D| ≤ ε`).
    func approach(from start: Double, to target: Double, index: Int?) -> Motion {
        let distance = target - start
        let curve = MotionCurve.approach(target: target, distance: distance, decayConstant: decayConstant)
        let restTime = abs(distance) > Motion.arrivalDistance ? log(abs(distance) / Motion.arrivalDistance) / decayConstant : 0
        return Motion(
            startOffset: start, restOffset: target, index: index, restTime: restTime,
            phases: [MotionPhase(start: 0, curve: curve)])
    }

    /// A release that does not snap: spring back at once when pulled past an edge; else coast,
    /// freely when `x∞` is within the bounds, or to the edge it heads for and spring back there.
    func release(from start: Double, velocity: Double) -> Motion {
        if start < lower || start > upper {
            let edge = start < lower ? lower : upper
            return springBack(to: edge, from: start, velocity: velocity, at: 0, after: [], startOffset: start)
        }
        let projected = projectedOffset(from: start, velocity: velocity)
        let coast = MotionPhase(start: 0, curve: .coast(start: start, velocity: velocity, decayConstant: decayConstant))
        if projected >= lower && projected <= upper {
            return Motion(
                startOffset: start, restOffset: projected, index: nil,
                restTime: coastTime(velocity: velocity), phases: [coast])
        }
        let edge = projected > upper ? upper : lower
        let reachTime = -log(1 - decayConstant * (edge - start) / velocity) / decayConstant
        let reachVelocity = velocity - decayConstant * (edge - start)
        return springBack(to: edge, from: edge, velocity: reachVelocity, at: reachTime, after: [coast], startOffset: start)
    }

    /// How long a free coast at `v0` takes to come within `ε` of `x∞`: `ln(|v0| / (λ·ε)) / λ`,
    /// 0 when `|v0| / λ ≤ ε`.
    private func coastTime(velocity: Double) -> Double {
        guard abs(velocity) / decayConstant > Motion.arrivalDistance else { return 0 }
        return log(abs(velocity) / (decayConstant * Motion.arrivalDistance)) / decayConstant
    }

    /// The spring back to `edge` from `(position, velocity)`, taking over at `time`:
    /// `c1 = x0 − e`, `c2 = v0 + β·c1`, resting `springDuration` later.
    private func springBack(
        to edge: Double, from position: Double, velocity: Double, at time: Double, after phases: [MotionPhase],
        startOffset: Double
    ) -> Motion {
        let c1 = position - edge
        let c2 = velocity + MotionCurve.springRate * c1
        let spring = MotionPhase(start: time, curve: .springBack(edge: edge, c1: c1, c2: c2))
        return Motion(
            startOffset: startOffset, restOffset: edge, index: nil,
            restTime: time + Self.springDuration(c1: c1, c2: c2), phases: phases + [spring])
    }

    /// `Ts = max(T1, T2)`: `T1 = ln(2|c1| / ε) / β` when `2|c1| > ε`, `T2 = (2/β) · ln(4|c2| /
    /// (e·β·ε))` when `4|c2| > e·β·ε` (e is Euler's number); each 0 otherwise.
    static func springDuration(c1: Double, c2: Double) -> Double {
        let rate = MotionCurve.springRate
        let epsilon = Motion.arrivalDistance
        let t1 = 2 * abs(c1) > epsilon ? log(2 * abs(c1) / epsilon) / rate : 0
        let threshold = exp(1.0) * rate * epsilon
        let t2 = 4 * abs(c2) > threshold ? (2 / rate) * log(4 * abs(c2) / threshold) : 0
        return max(t1, t2)
    }
}

// MARK: - The layouts' motions

extension WheelLayout {
    /// A release at `offset` moving at `velocity` (points a second): the snap from `x∞ = x0 + v0/λ`
    /// (`snap(proposedOffset:velocity:)`, as `targetContentOffset` is asked), then the re-aimed
    /// deceleration to it. `index` is the snap's.
    public func release(fromOffset offset: Double, velocity: Double, rate: DecelerationRate = .normal) -> Motion {
        let scrollView = ScrollViewMotion(upper: max(0, maxOffset), rate: rate)
        let snap = snap(proposedOffset: scrollView.projectedOffset(from: offset, velocity: velocity), velocity: velocity)
        return scrollView.approach(from: offset, to: snap.offset, index: snap.index)
    }

    /// An animated scroll from `offset` to item `item` (held within `0…n − 1`, as the snap holds
    /// its index): the re-aimed deceleration to the offset that centres it, `restingOffset(ofItem:)`
    /// clamped to `[0, max(0, maxOffset)]`.
    public func scroll(fromOffset offset: Double, toItem item: Int, rate: DecelerationRate = .normal) -> Motion {
        let upper = max(0, maxOffset)
        let index = min(max(item, 0), max(itemCount - 1, 0))
        let target = min(max(restingOffset(ofItem: index), 0), upper)
        return ScrollViewMotion(upper: upper, rate: rate).approach(from: offset, to: target, index: index)
    }
}

extension CircleLayout {
    /// A release at `offset` (the content offset y) moving at `velocity`: nothing scrolls
    /// (`lo = hi = 0`), so a pulled circle springs back to 0, and one released at 0 coasts for no
    /// time and springs back from `(0, v0)`. `index` is `nil`.
    public func release(fromOffset offset: Double, velocity: Double, rate: DecelerationRate = .normal) -> Motion {
        ScrollViewMotion(upper: 0, rate: rate).release(from: offset, velocity: velocity)
    }
}

extension ParallaxLayout {
    /// The largest offset at rest: `max(0, contentHeight − H)`.
    public var maxRestingOffset: Double { max(0, contentSize.height - viewport.height) }

    /// A release at `offset` moving at `velocity`: a header pulled down (offset < 0) or a list
    /// pulled past its end springs back; otherwise it coasts, springing back at the edge it
    /// reaches. `index` is `nil`.
    public func release(fromOffset offset: Double, velocity: Double, rate: DecelerationRate = .normal) -> Motion {
        ScrollViewMotion(upper: maxRestingOffset, rate: rate).release(from: offset, velocity: velocity)
    }

    /// An animated scroll from `offset` to cell `item` of `section`, as
    /// `scrollToItem(at:at: .top, animated: true)`: the re-aimed deceleration to the cell's
    /// unscrolled `frame.y`, clamped to `[0, maxRestingOffset]`. `index` is `item`; `nil` when
    /// there is no such cell (UICollectionView would raise).
    public func scroll(
        fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate = .normal
    ) -> Motion? {
        guard sectionItemCounts.indices.contains(section), (0..<sectionItemCounts[section]).contains(item) else {
            return nil
        }
        let upper = maxRestingOffset
        let target = min(max(cellFrame(section: section, item: item).minY, 0), upper)
        return ScrollViewMotion(upper: upper, rate: rate).approach(from: offset, to: target, index: item)
    }
}
