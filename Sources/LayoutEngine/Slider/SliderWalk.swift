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

    /// The step `value + first (+ second (+ third))`.
    init(
        adding first: Double, _ second: Double? = nil, _ third: Double? = nil, snapsNearZero: Bool = false,
        floors: Bool = false
    ) {
        precondition(third == nil || second != nil)
        self.first = first
        self.second = second ?? 0
        self.third = third ?? 0
        addendCount = third != nil ? 3 : second != nil ? 2 : 1
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
        walk(start, times: times) { _ in }
    }

    /// `iterate`, also telling `record` each stretch it knows exactly (`first` counted from
    /// `start`, 0 periods for a plain known value). Between two records lie at most
    /// `probeLength` steps.
    func walk(_ start: Double, times: Int, record: (SliderWalk.Stretch) -> Void) -> Double {
        if let move = exactMove(from: start, times: times) {
            record(SliderWalk.Stretch(first: 0, value: start, length: 1, move: move, periods: times, step: self))
            return start + Double(times) * move
        }
        var value = start
        var done = 0
        var trail: [Double] = []
        trail.reserveCapacity(Self.probeLength + 1)
        while done < times {
            record(SliderWalk.Stretch(first: done, value: value, length: 1, move: 0, periods: 0, step: self))
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
                    record(
                        SliderWalk.Stretch(
                            first: done + earlier, value: trail[earlier], length: period, move: current - trail[earlier],
                            periods: jump.periods, step: self))
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

    /// The move of one step when `times` steps from `start` round nowhere, so that step `k` gives
    /// `start + k · move` exactly; nil otherwise. That holds when every sum on the way is a
    /// multiple of the lowest bit among `start` and the addends and stays under 2^53 of those bits
    /// (here 2^52, for slack in the bound's own rounding): then no sum rounds, `floors` changes
    /// nothing when that bit is at least 1, `snapsNearZero` nothing when it is at least 2^−9 (no
    /// sum lies strictly between 0 and 0.001), and with no addend −0 no sum after the start is −0
    /// either way (a sum is −0 only of two −0s). With 375-point slides, halves and thirds of 375,
    /// a walk is one product; 118.33… is not a multiple of any bit the bound allows.
    private func exactMove(from start: Double, times: Int) -> Double? {
        guard times > 0, start.isFinite else { return nil }
        var lowestBit = start == 0 ? Int.max : Self.lowestBitExponent(start)
        var stepReach = 0.0
        for index in 0..<addendCount {
            let addend = index == 0 ? first : index == 1 ? second : third
            guard addend.isFinite, !(addend == 0 && addend.sign == .minus) else { return nil }
            if addend != 0 { lowestBit = min(lowestBit, Self.lowestBitExponent(addend)) }
            stepReach += addend.magnitude
        }
        if lowestBit == Int.max { lowestBit = 0 }
        if floors && lowestBit < 0 || snapsNearZero && lowestBit < -9 { return nil }
        let reach = start.magnitude + Double(times) * stepReach
        guard reach < Double(sign: .plus, exponent: min(52 + lowestBit, 1000), significand: 1) else { return nil }
        var move = first
        if addendCount > 1 { move = move + second }
        if addendCount > 2 { move = move + third }
        return move
    }

    /// The exponent of a finite nonzero value's lowest set bit (subnormals: of their spacing, which is finer).
    private static func lowestBitExponent(_ value: Double) -> Int {
        guard value.isNormal else { return Int(Double.leastNonzeroMagnitude.exponent) }
        let significand = value.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        return Int(value.exponent) - Double.significandBitCount + significand.trailingZeroBitCount
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
/// search over those stretches, one multiplication and a few steps. A walk that rounds nowhere
/// (`SliderWalkStep.exactMove`) is one stretch, held in place: no allocation, no search.
struct SliderWalk: Hashable, Sendable {
    /// A stretch the walk knows exactly: from `value` after `first` steps, `periods` whole periods
    /// of `length` steps each moving `move`, under `step`, which also takes the steps after them
    /// up to the next stretch.
    struct Stretch: Hashable, Sendable {
        var first: Int
        var value: Double
        var length: Int
        var move: Double
        var periods: Int
        var step: SliderWalkStep
    }

    /// The first stretch, and the others in order (most walks have one).
    private let head: Stretch
    private let tail: [Stretch]
    private let last: Double
    /// How many steps the walk has: values are `0 ... count`.
    let count: Int

    init(start: Double, segments: some Sequence<(count: Int, step: SliderWalkStep)>) {
        var head: Stretch?
        var tail: [Stretch] = []
        var index = 0
        var value = start
        for segment in segments where segment.count > 0 {
            let segmentStart = index
            value = segment.step.walk(value, times: segment.count) { stretch in
                var stretch = stretch
                stretch.first += segmentStart
                if head == nil { head = stretch } else { tail.append(stretch) }
            }
            index += segment.count
        }
        self.head = head ?? Stretch(first: 0, value: start, length: 1, move: 0, periods: 0, step: SliderWalkStep(adding: 0))
        self.tail = tail
        count = index
        last = value
    }

    /// One segment of `count` steps.
    init(start: Double, count: Int, step: SliderWalkStep) {
        self.init(start: start, segments: CollectionOfOne((count: count, step: step)))
    }

    /// The value after `index` steps (`0 ... count`).
    func value(at index: Int) -> Double {
        precondition(index >= 0 && index <= count, "walk value \(index) of \(count)")
        if index == count { return last }
        let stretch = tail.isEmpty || index < tail[0].first ? head : tail[lastStretch(startingBy: index)]
        var value = stretch.value
        var position = stretch.first
        let wholePeriods = min((index - position) / stretch.length, stretch.periods)
        if wholePeriods > 0 {
            value = value + Double(wholePeriods) * stretch.move
            position += wholePeriods * stretch.length
        }
        while position < index {
            value = stretch.step.apply(value)
            position += 1
        }
        return value
    }

    /// The last of `tail` that starts by `index` (the first does).
    private func lastStretch(startingBy index: Int) -> Int {
        var low = 0
        var high = tail.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tail[middle].first <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
