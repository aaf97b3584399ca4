// The shortest decimal that reads back as a given double (Giulietti's Schubfach), for the JSON writer.

/// The decimal `significand × 10^exponent` with the fewest significant digits that parses back
/// to a given positive double and, among those, the one closest to it (an exact tie goes to the
/// even last digit): the digits Swift's `description` prints.
///
/// Written by hand rather than taken from `description` because printing numbers is most of what
/// `JSONAnswerWriter` costs (BENCHMARKS.md): the standard library's printer builds the whole text
/// (with `.0` and sign) in a buffer of its own through a `TextOutputStream`, where this gives two
/// integers the writer turns into bytes in place.
///
/// The algorithm is Raffaello Giulietti's Schubfach ("The Schubfach way to render doubles",
/// 2020): the rounding interval of the double (the reals that round to it) is scaled by a power
/// of ten chosen so that it holds at most one multiple of ten and at least one integer; the
/// shortest decimal is that multiple of ten if it is inside, else the integer inside closest to
/// the scaled double. Scaling multiplies by a 128-bit approximation of the power of ten
/// (`ShortestDigits.powersOfTen`) and rounds to odd, which the paper proves keeps every
/// comparison with the interval's ends exact.
struct ShortestDigits: Equatable {
    /// The decimal significand, without trailing zeros: 1 to 17 digits.
    var significand: UInt64
    /// The power of ten that scales `significand`.
    var exponent: Int

    init(significand: UInt64, exponent: Int) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The digits of `value`, which must be finite and greater than zero.
    @inline(__always)
    init(positive value: Double) {
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52)
        // value = binarySignificand × 2^binaryExponent, exactly.
        let binarySignificand: UInt64
        let binaryExponent: Int
        if biasedExponent == 0 {
            binarySignificand = fraction
            binaryExponent = -1074
        } else {
            binarySignificand = fraction | 1 << 52
            binaryExponent = biasedExponent - 1075
        }
        self = Self.closestShortest(
            binarySignificand, binaryExponent,
            lowerNeighbourIsCloser: fraction == 0 && biasedExponent > 1)
    }

    /// Schubfach on `value = binarySignificand × 2^binaryExponent`. The rounding interval runs
    /// half-way to each neighbouring double; at a power of two the double below is half as far
    /// as the one above (`lowerNeighbourIsCloser`). Its ends round to `value` (and belong to the
    /// interval) when `binarySignificand` is even, reading rounding ties to even.
    @inline(__always)
    private static func closestShortest(
        _ binarySignificand: UInt64, _ binaryExponent: Int, lowerNeighbourIsCloser: Bool
    ) -> ShortestDigits {
        // The value and the interval's ends in quarters of 2^binaryExponent. Wrapping operators
        // here and below, where nothing can overflow (the shift is 1 to 4, the values far from
        // 2^64): the checked ones cost a test and a branch each, on the writer's hottest path.
        let center = binarySignificand &<< 2
        let lowerEnd = lowerNeighbourIsCloser ? center &- 1 : center &- 2
        let upperEnd = center &+ 2
        // 10^decimalExponent ≤ the interval's width < 10^(decimalExponent + 1): so the scaled
        // interval is at least one wide and shorter than ten.
        let decimalExponent =
            lowerNeighbourIsCloser
            ? floorLog10ThreeQuartersPowerOfTwo(binaryExponent) : floorLog10PowerOfTwo(binaryExponent)
        // The shift that puts the binary point of the scaled values 64 bits from the top of the
        // product, with two bits for quarters: 1 to 4 for every double.
        let shift = binaryExponent &+ floorLog2PowerOfTen(-decimalExponent) &+ 1
        let power = powerOfTen(-decimalExponent)
        let scaledCenter = roundedToOdd(power, center &<< shift)
        let scaledLower = roundedToOdd(power, lowerEnd &<< shift)
        let scaledUpper = roundedToOdd(power, upperEnd &<< shift)
        let endsIncluded = binarySignificand & 1 == 0
        let lowest = endsIncluded ? scaledLower : scaledLower &+ 1
        let highest = endsIncluded ? scaledUpper : scaledUpper &- 1

        // In quarters, so `scaledCenter / 4` is the scaled value rounded down.
        let below = scaledCenter &>> 2
        if below >= 10 {
            // One digit fewer: at most one multiple of ten fits in the interval.
            let tensBelow = below / 10
            let belowInside = lowest <= tensBelow &* 40
            let aboveInside = tensBelow &* 40 &+ 40 <= highest
            if belowInside != aboveInside {
                return ShortestDigits(trimming: aboveInside ? tensBelow &+ 1 : tensBelow, decimalExponent &+ 1)
            }
        }
        let belowInside = lowest <= below &* 4
        let aboveInside = below &* 4 &+ 4 <= highest
        if belowInside != aboveInside {
            return ShortestDigits(trimming: aboveInside ? below &+ 1 : below, decimalExponent)
        }
        // Both integers around the value are inside: the closer, the even one on a tie.
        let middle = below &* 4 &+ 2
        let roundsUp = scaledCenter > middle || (scaledCenter == middle && below & 1 == 1)
        return ShortestDigits(trimming: roundsUp ? below &+ 1 : below, decimalExponent)
    }

    /// `significand × 10^exponent` with the significand's trailing zeros moved into the
    /// exponent; `significand` must not be zero.
    @inline(__always)
    init(trimming significand: UInt64, _ exponent: Int) {
        var significand = significand
        var exponent = exponent
        // Most numbers a layout prints end in a non-zero digit: one test for them.
        if significand % 10 == 0 {
            while significand % 10_000 == 0 {
                significand /= 10_000
                exponent += 4
            }
            if significand % 100 == 0 {
                significand /= 100
                exponent += 2
            }
            if significand % 10 == 0 {
                significand /= 10
                exponent += 1
            }
        }
        self.init(significand: significand, exponent: exponent)
    }

    // MARK: Arithmetic

    /// ⌊`power` × `multiplier` / 2^128⌋, with its lowest bit set when the product's dropped bits
    /// are not zero ("round to odd"). The dropped bits are those of an approximation (`power` is
    /// the power of ten rounded up, the lowest 64 bits of the product are ignored): their error
    /// is below 2 in the second word, so 0 and 1 there read as an exact product.
    @inline(__always)
    private static func roundedToOdd(_ power: (high: UInt64, low: UInt64), _ multiplier: UInt64) -> UInt64 {
        let lowProduct = power.low.multipliedFullWidth(by: multiplier)
        let highProduct = power.high.multipliedFullWidth(by: multiplier)
        let (middle, carry) = highProduct.low.addingReportingOverflow(lowProduct.high)
        let high = highProduct.high &+ (carry ? 1 : 0)
        return high | (middle > 1 ? 1 : 0)
    }

    /// ⌊log10(2^exponent)⌋, for |exponent| ≤ 2620 (checked against exact arithmetic in the tests).
    @inline(__always)
    static func floorLog10PowerOfTwo(_ exponent: Int) -> Int {
        (exponent &* 315_653) &>> 20
    }

    /// ⌊log10(3/4 × 2^exponent)⌋, for |exponent| ≤ 2936 (checked as above).
    @inline(__always)
    static func floorLog10ThreeQuartersPowerOfTwo(_ exponent: Int) -> Int {
        (exponent &* 631_305 &- 261_663) &>> 21
    }

    /// ⌊log2(10^exponent)⌋, for |exponent| ≤ 1233 (checked as above).
    @inline(__always)
    static func floorLog2PowerOfTen(_ exponent: Int) -> Int {
        (exponent &* 1_741_647) &>> 19
    }

    /// 10^`exponent` as a 128-bit number `g`, 2^127 ≤ g < 2^128, with its binary exponent left
    /// implicit (`floorLog2PowerOfTen`): ⌊10^exponent × 2^(127 − ⌊log2 10^exponent⌋)⌋ + 1.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> (high: UInt64, low: UInt64) {
        let index = (exponent &- smallestPowerOfTen) &* 2
        return powersOfTen.withUnsafeBufferPointer { (high: $0[index], low: $0[index + 1]) }
    }
}
