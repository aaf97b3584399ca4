// Swiper's running sums (`pos = pos + size + space`, one slide at a time) to the last bit, without walking every slide.

/// One step of a running sum as JavaScript evaluates it: `value + a1 + a2 + a3`, added left to
/// right with each sum rounded to a double, then values under 0.001 in magnitude set to 0
/// (`snapsNearZero`), then `Math.floor` (`floors`).
///
/// `iterate` gives what `times` steps in a row give, bit for bit, in time that grows with the
/// number of binades the walk crosses, not with `times`: while every intermediate sum stays in one
/// binade (one sign, one exponent), a step moved by a multiple of `G` (twice the coarsest spacing
/// of doubles among them, at least 1 when flooring) moves its result by the same multiple, exactly,
/// ties to even included. So once two values a few steps apart differ by a multiple of `G`, the
/// steps between them repeat for as long as the walk stays in that region, and the walk jumps
/// ahead by whole repeats. Region edges are found by bisection on a predicate that is monotone,
/// because each intermediate sum is a monotone function of the value.
struct SliderWalkStep: Hashable, Sendable {
    /// `a1, a2, a3`; only the first `addendCount` count.
    private let first: Double, second: Double, third: Double
    private let addendCount: Int
    let snapsNearZero: Bool
    let floors: Bool

    init(_ addends: [Double], snapsNearZero: Bool = false, floors: Bool = false) {
        precondition((1...3).contains(addends.count))
        first = addends[0]
        second = addends.count > 1 ? addends[1] : 0
        third = addends.count > 2 ? addends[2] : 0
        addendCount = addends.count
        self.snapsNearZero = snapsNearZero
        self.floors = floors
    }

    @inline(__always)
    func apply(_ value: Double) -> Double {
        var sum = value + first
        if addendCount > 1 { sum = sum + second }
        if addendCount > 2 { sum = sum + third }
        if snapsNearZero && abs(sum) < 0.001 { sum = 0 }
        return floors ? sum.rounded(.down) : sum
    }

    /// `apply` `times` times, from `start`.
    func iterate(_ start: Double, times: Int) -> Double {
        walk(start, times: times, record: nil)
    }

    /// `iterate`, also telling `record` each stretch it knows exactly: `(steps done, value there,
    /// period, the period's move, how many whole periods follow)`, with 0 periods for a plain
    /// known value. Between two records lie at most `probeLength` steps.
    func walk(_ start: Double, times: Int, record: ((Int, Double, Int, Double, Int) -> Void)?) -> Double {
        var value = start
        var done = 0
        var trail: [Double] = []
        trail.reserveCapacity(Self.probeLength + 1)
        while done < times {
            record?(done, value, 1, 0, 0)
            if times - done <= Self.probeLength {
                for _ in done..<times { value = apply(value) }
                return value
            }
            trail.removeAll(keepingCapacity: true)
            trail.append(value)
            let home = region(of: value)
            var jumped = false
            probe: for next in 1...Self.probeLength {
                let current = apply(trail[next - 1])
                trail.append(current)
                guard home.isJumpable, region(of: current) == home, current > trail[next - 1] else { break }
                for earlier in 0..<next where isMultiple(current - trail[earlier], of: home.spacing) {
                    let period = next - earlier
                    let jump = self.jump(
                        from: trail[earlier], period: period, delta: current - trail[earlier],
                        periods: (times - done - earlier) / period, home: home)
                    guard jump.periods > 0 else { break probe }
                    record?(done + earlier, trail[earlier], period, current - trail[earlier], jump.periods)
                    value = jump.value
                    done += earlier + jump.periods * period
                    jumped = true
                    break probe
                }
            }
            if !jumped {
                value = trail[trail.count - 1]
                done += trail.count - 1
            }
        }
        return value
    }

    /// How many steps a probe takes looking for a repeat before it commits them.
    private static let probeLength = 8

    /// The most whole periods (at most `periods`) the walk can jump from `start` staying in `home`.
    private func jump(
        from start: Double, period: Int, delta: Double, periods: Int, home: Region
    ) -> (value: Double, periods: Int) {
        func lands(_ count: Int) -> Bool { region(of: start + Double(count) * delta) == home }
        var estimate = periods
        let periodsToEdge = home.distanceToEdge / delta
        if periodsToEdge < Double(estimate) { estimate = max(0, Int(periodsToEdge)) }
        var low = 0
        var high = estimate
        if lands(high) { return (start + Double(high) * delta, high) }
        if high > 0 && lands(high - 1) { return (start + Double(high - 1) * delta, high - 1) }
        // Bisection: `lands(low)` holds, `lands(high)` does not.
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if lands(middle) { low = middle } else { high = middle }
        }
        return (start + Double(low) * delta, low)
    }

    private func isMultiple(_ difference: Double, of spacing: Double) -> Bool {
        let quotient = difference / spacing
        return quotient == quotient.rounded()
    }

    /// The binade (sign and exponent) of the value and of each intermediate sum, and whether the
    /// near-zero rule fires: inside one region the step commutes with moves by `spacing`.
    private func region(of value: Double) -> Region {
        var region = Region()
        var sum = value
        region.note(sum)
        sum = sum + first
        region.note(sum)
        if addendCount > 1 {
            sum = sum + second
            region.note(sum)
        }
        if addendCount > 2 {
            sum = sum + third
            region.note(sum)
        }
        region.nearZero = snapsNearZero && abs(sum) < 0.001
        if floors { region.spacing = max(region.spacing, 1) }
        return region
    }

    private struct Region: Equatable {
        /// Each sum's `2 · exponent + sign`, value first; `Int.min` for zero. Unused ones stay 0.
        var binades: (Int, Int, Int, Int) = (0, 0, 0, 0)
        /// The sums themselves, for the distances to the region's edges (not compared).
        var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var count = 0
        var spacing = 0.0
        var nearZero = false
        var hasZero = false

        mutating func note(_ sum: Double) {
            let binade = sum == 0 || !sum.isFinite ? Int.min : 2 * Int(sum.exponent) + (sum < 0 ? 1 : 0)
            if binade == Int.min { hasZero = true }
            switch count {
            case 0: (binades.0, sums.0) = (binade, sum)
            case 1: (binades.1, sums.1) = (binade, sum)
            case 2: (binades.2, sums.2) = (binade, sum)
            default: (binades.3, sums.3) = (binade, sum)
            }
            count += 1
            spacing = max(spacing, 2 * sum.ulp)
        }

        var isJumpable: Bool { !nearZero && !hasZero }

        /// How far each sum can grow before it leaves its binade; the least of them.
        var distanceToEdge: Double {
            func distance(_ sum: Double) -> Double {
                let magnitude = Double(sign: .plus, exponent: sum.exponent, significand: 1)
                return sum > 0 ? 2 * magnitude - sum : -magnitude - sum
            }
            var least = min(distance(sums.0), distance(sums.1))
            if count > 2 { least = min(least, distance(sums.2)) }
            if count > 3 { least = min(least, distance(sums.3)) }
            return least
        }

        static func == (lhs: Region, rhs: Region) -> Bool {
            lhs.binades == rhs.binades && lhs.nearZero == rhs.nearZero
        }
    }
}
/// A running sum over the slides: `value(0) = start`, `value(i + 1) = step(value(i))`, the step
/// shared by the slides of one segment. The walk is taken once, when it is made, jumping as
/// `SliderWalkStep.walk` does (a cost that grows with the segments and the binades crossed, never
/// with the slides), and every stretch it knew exactly is kept: any value then costs a binary
/// search over those stretches, one multiplication and a few steps.
struct SliderWalk: Hashable, Sendable {
    /// Known stretches, in order: from value `spanFirsts[r]` (`spanValues[r]`), `spanPeriods[r]`
    /// whole periods of `spanLengths[r]` steps each moving `spanDeltas[r]`, under step
    /// `steps[spanSteps[r]]`, which also takes the steps after them up to the next stretch.
    private let spanFirsts: [Int]
    private let spanValues: [Double]
    private let spanLengths: [Int]
    private let spanDeltas: [Double]
    private let spanPeriods: [Int]
    private let spanSteps: [Int]
    private let steps: [SliderWalkStep]
    private let last: Double
    /// How many steps the walk has: values are `0 ... count`.
    let count: Int

    init(start: Double, segments: [(count: Int, step: SliderWalkStep)]) {
        var firsts: [Int] = []
        var values: [Double] = []
        var lengths: [Int] = []
        var deltas: [Double] = []
        var periods: [Int] = []
        var stepIndices: [Int] = []
        var steps: [SliderWalkStep] = []
        var index = 0
        var value = start
        for segment in segments where segment.count > 0 {
            let segmentStart = index
            let stepIndex = steps.count
            steps.append(segment.step)
            value = segment.step.walk(value, times: segment.count) { done, known, length, delta, count in
                firsts.append(segmentStart + done)
                values.append(known)
                lengths.append(length)
                deltas.append(delta)
                periods.append(count)
                stepIndices.append(stepIndex)
            }
            index += segment.count
        }
        spanFirsts = firsts
        spanValues = values
        spanLengths = lengths
        spanDeltas = deltas
        spanPeriods = periods
        spanSteps = stepIndices
        self.steps = steps
        count = index
        last = value
    }

    /// The value after `index` steps (`0 ... count`).
    func value(at index: Int) -> Double {
        precondition(index >= 0 && index <= count, "walk value \(index) of \(count)")
        if index == count { return last }
        var low = 0
        var high = spanFirsts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spanFirsts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        var value = spanValues[low]
        var position = spanFirsts[low]
        let wholePeriods = min((index - position) / spanLengths[low], spanPeriods[low])
        if wholePeriods > 0 {
            value = value + Double(wholePeriods) * spanDeltas[low]
            position += wholePeriods * spanLengths[low]
        }
        let step = steps[spanSteps[low]]
        while position < index {
            value = step.apply(value)
            position += 1
        }
        return value
    }
}
