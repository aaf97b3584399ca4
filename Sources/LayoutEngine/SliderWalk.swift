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
    let addends: [Double]
    let snapsNearZero: Bool
    let floors: Bool

    init(_ addends: [Double], snapsNearZero: Bool = false, floors: Bool = false) {
        precondition((1...3).contains(addends.count))
        self.addends = addends
        self.snapsNearZero = snapsNearZero
        self.floors = floors
    }

    func apply(_ value: Double) -> Double {
        var sum = value
        for addend in addends { sum = sum + addend }
        if snapsNearZero && abs(sum) < 0.001 { sum = 0 }
        return floors ? sum.rounded(.down) : sum
    }

    /// `apply` `times` times, from `start`.
    func iterate(_ start: Double, times: Int) -> Double {
        var value = start
        var left = times
        var trail: [Double] = []
        trail.reserveCapacity(Self.probeLength + 1)
        while left > 0 {
            if left <= Self.probeLength {
                for _ in 0..<left { value = apply(value) }
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
                    let jump = self.jump(
                        from: trail[earlier], period: next - earlier, delta: current - trail[earlier],
                        periods: (left - earlier) / (next - earlier), home: home)
                    guard jump.periods > 0 else { break probe }
                    value = jump.value
                    left -= earlier + jump.periods * (next - earlier)
                    jumped = true
                    break probe
                }
            }
            if !jumped {
                value = trail[trail.count - 1]
                left -= trail.count - 1
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
        for bound in home.distancesToEdges(from: start) {
            let periodsToEdge = bound / delta
            if periodsToEdge < Double(estimate) { estimate = max(0, Int(periodsToEdge)) }
        }
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
        for addend in addends {
            sum = sum + addend
            region.note(sum)
        }
        region.nearZero = snapsNearZero && abs(sum) < 0.001
        if floors { region.spacing = max(region.spacing, 1) }
        return region
    }

    private struct Region: Equatable {
        /// Each sum's `2 · exponent + sign`, value first; `Int.min` for zero.
        var binades: [Int] = []
        /// The sums themselves, for the distances to the region's edges (not compared).
        var sums: [Double] = []
        var spacing = 0.0
        var nearZero = false

        init() {
            binades.reserveCapacity(4)
            sums.reserveCapacity(4)
        }

        mutating func note(_ sum: Double) {
            binades.append(sum == 0 || !sum.isFinite ? Int.min : 2 * Int(sum.exponent) + (sum < 0 ? 1 : 0))
            sums.append(sum)
            spacing = max(spacing, 2 * sum.ulp)
        }

        var isJumpable: Bool { !nearZero && !binades.contains(Int.min) }

        /// How far each sum can grow before it leaves its binade, smallest first not needed: all.
        func distancesToEdges(from value: Double) -> [Double] {
            sums.map { sum in
                let magnitude = Double(sign: .plus, exponent: sum.exponent, significand: 1)
                return sum > 0 ? 2 * magnitude - sum : -magnitude - sum
            }
        }

        static func == (lhs: Region, rhs: Region) -> Bool {
            lhs.binades == rhs.binades && lhs.nearZero == rhs.nearZero
        }
    }
}

/// A running sum over the slides: `value(0) = start`, `value(i + 1) = step(value(i))`, the step
/// shared by the slides of one segment. Each segment's first value is found once, when the walk
/// is made (a cost that grows with the segments, never with the slides); any value then costs a
/// binary search over the segments and one `iterate`.
struct SliderWalk: Hashable, Sendable {
    /// The index of each segment's first value.
    private let firsts: [Int]
    private let firstValues: [Double]
    private let steps: [SliderWalkStep]
    /// How many steps the walk has: values are `0 ... count`.
    let count: Int

    init(start: Double, segments: [(count: Int, step: SliderWalkStep)]) {
        var firsts: [Int] = []
        var values: [Double] = []
        var steps: [SliderWalkStep] = []
        var index = 0
        var value = start
        for segment in segments where segment.count > 0 {
            firsts.append(index)
            values.append(value)
            steps.append(segment.step)
            value = segment.step.iterate(value, times: segment.count)
            index += segment.count
        }
        self.firsts = firsts
        self.firstValues = values
        self.steps = steps
        self.count = index
        self.last = value
        self.start = start
    }

    private let start: Double
    private let last: Double

    /// The value after `index` steps (`0 ... count`).
    func value(at index: Int) -> Double {
        precondition(index >= 0 && index <= count, "walk value \(index) of \(count)")
        if index == count { return last }
        if index == 0 { return start }
        var low = 0
        var high = firsts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firsts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return steps[low].iterate(firstValues[low], times: index - firsts[low])
    }

    /// The values from `index` on, one step at a time (for runs of neighbouring slides).
    func values(from index: Int, count length: Int) -> [Double] {
        guard length > 0 else { return [] }
        var values = [value(at: index)]
        values.reserveCapacity(length)
        var segment = firsts.lastIndex { $0 <= index } ?? 0
        var position = index
        while values.count < length && position < count {
            while segment + 1 < firsts.count && firsts[segment + 1] <= position { segment += 1 }
            values.append(steps[segment].apply(values[values.count - 1]))
            position += 1
        }
        return values
    }
}
