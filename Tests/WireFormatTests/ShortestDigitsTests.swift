// ShortestDigits' table and logarithms against exact integer arithmetic, and its digits for known doubles.

@testable import WireFormat
import Testing

/// An unsigned integer of any size, just enough to check the table: 32-bit limbs, least
/// significant first, no leading zero limbs.
private struct BigNumber: Comparable {
    var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        normalize()
    }

    init(high: UInt64, low: UInt64) {
        self.init(low)
        self = self + BigNumber(high).shifted(by: 64)
    }

    private init(limbs: [UInt32]) {
        self.limbs = limbs
        normalize()
    }

    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// `self × 2^bits`.
    func shifted(by bits: Int) -> BigNumber {
        guard !limbs.isEmpty else { return self }
        var result = [UInt32](repeating: 0, count: bits / 32)
        let bitShift = bits % 32
        var carry: UInt32 = 0
        for limb in limbs {
            result.append(bitShift == 0 ? limb : (limb << bitShift) | carry)
            carry = bitShift == 0 ? 0 : limb >> (32 - bitShift)
        }
        result.append(carry)
        return BigNumber(limbs: result)
    }

    static func + (lhs: BigNumber, rhs: BigNumber) -> BigNumber {
        var result: [UInt32] = []
        var carry: UInt64 = 0
        for index in 0..<max(lhs.limbs.count, rhs.limbs.count) {
            let sum =
                UInt64(index < lhs.limbs.count ? lhs.limbs[index] : 0)
                + UInt64(index < rhs.limbs.count ? rhs.limbs[index] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        result.append(UInt32(carry))
        return BigNumber(limbs: result)
    }

    static func * (lhs: BigNumber, rhs: BigNumber) -> BigNumber {
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count + 1)
        for (leftIndex, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (rightIndex, right) in rhs.limbs.enumerated() {
                let sum = UInt64(left) * UInt64(right) + UInt64(result[leftIndex + rightIndex]) + carry
                result[leftIndex + rightIndex] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            result[leftIndex + rhs.limbs.count] = UInt32(carry)
        }
        return BigNumber(limbs: result)
    }

    static func < (lhs: BigNumber, rhs: BigNumber) -> Bool {
        guard lhs.limbs.count == rhs.limbs.count else { return lhs.limbs.count < rhs.limbs.count }
        for (left, right) in zip(lhs.limbs.reversed(), rhs.limbs.reversed()) where left != right {
            return left < right
        }
        return false
    }
}

/// 10^0 through 10^400, each ten times the one before.
private let powersOfTen: [BigNumber] = {
    var powers = [BigNumber(1)]
    for _ in 1...400 { powers.append(powers.last! * BigNumber(10)) }
    return powers
}()

/// Whether `multiplier × 2^binaryExponent` is below (−1), equal to (0) or above (1)
/// `10^decimalExponent`, compared as integers: each side times what makes both whole.
private func compare(_ multiplier: BigNumber, timesTwoToThe binaryExponent: Int, withTenToThe decimalExponent: Int) -> Int {
    let left = (multiplier * powersOfTen[max(-decimalExponent, 0)]).shifted(by: max(binaryExponent, 0))
    let right = powersOfTen[max(decimalExponent, 0)].shifted(by: max(-binaryExponent, 0))
    return left < right ? -1 : (left == right ? 0 : 1)
}

@Test func everyPowerOfTenInTheTableIsTheNextIntegerAboveItsExactValue() {
    // Entry e holds g = ⌊10^e × 2^(127 − b)⌋ + 1 with b = ⌊log2 10^e⌋, which is to say
    // g − 1 ≤ 10^e × 2^(127 − b) < g, or (g − 1) × 2^(b − 127) ≤ 10^e < g × 2^(b − 127).
    let largestPowerOfTen = ShortestDigits.smallestPowerOfTen + ShortestDigits.powersOfTen.count / 2 - 1
    #expect(ShortestDigits.smallestPowerOfTen == -292 && largestPowerOfTen == 324)
    for exponent in ShortestDigits.smallestPowerOfTen...largestPowerOfTen {
        let power = ShortestDigits.powerOfTen(exponent)
        #expect(power.high >> 63 == 1, "10^\(exponent) is not 128 bits wide")
        let binaryExponent = ShortestDigits.floorLog2PowerOfTen(exponent) - 127
        // The low word is never 0, so g − 1 takes nothing from the high word.
        #expect(power.low != 0)
        let below = BigNumber(high: power.high, low: power.low &- 1)
        let entry = BigNumber(high: power.high, low: power.low)
        #expect(compare(below, timesTwoToThe: binaryExponent, withTenToThe: exponent) <= 0, "10^\(exponent)")
        #expect(compare(entry, timesTwoToThe: binaryExponent, withTenToThe: exponent) > 0, "10^\(exponent)")
    }
}

@Test func theLogarithmsAreExactOverEveryDouble() {
    let one = BigNumber(1)
    let three = BigNumber(3)
    // The binary exponents of doubles (2^−1074 to 2^971 times a 53-bit significand).
    for exponent in -1074...971 {
        // 10^k ≤ 2^exponent < 10^(k + 1)
        let k = ShortestDigits.floorLog10PowerOfTwo(exponent)
        #expect(compare(one, timesTwoToThe: exponent, withTenToThe: k) >= 0, "2^\(exponent)")
        #expect(compare(one, timesTwoToThe: exponent, withTenToThe: k + 1) < 0, "2^\(exponent)")
        // 10^k ≤ 3 × 2^(exponent − 2) < 10^(k + 1)
        let threeQuarters = ShortestDigits.floorLog10ThreeQuartersPowerOfTwo(exponent)
        #expect(compare(three, timesTwoToThe: exponent - 2, withTenToThe: threeQuarters) >= 0, "3/4 × 2^\(exponent)")
        #expect(compare(three, timesTwoToThe: exponent - 2, withTenToThe: threeQuarters + 1) < 0, "3/4 × 2^\(exponent)")
    }
    // The decimal exponents the table covers: 2^b ≤ 10^exponent < 2^(b + 1).
    for exponent in -292...324 {
        let b = ShortestDigits.floorLog2PowerOfTen(exponent)
        #expect(compare(one, timesTwoToThe: b, withTenToThe: exponent) <= 0, "10^\(exponent)")
        #expect(compare(one, timesTwoToThe: b + 1, withTenToThe: exponent) > 0, "10^\(exponent)")
    }
}

@Test func knownDoublesHaveTheirShortestDigits() {
    let cases: [(Double, UInt64, Int)] = [
        (.leastNonzeroMagnitude, 5, -324),  // 4.94…e−324: one digit suffices
        (.leastNormalMagnitude, 22_250_738_585_072_014, -324),
        (.greatestFiniteMagnitude, 17_976_931_348_623_157, 292),
        (0.1, 1, -1),  // 0.1000000000000000055…: one digit
        (0.3, 3, -1),
        (0.1 + 0.2, 30_000_000_000_000_004, -17),  // 0.30000000000000004
        (1, 1, 0),
        (187.5, 1875, -1),
        (9_007_199_254_740_992, 9_007_199_254_740_992, 0),  // 2^53
        (9_007_199_254_740_994, 9_007_199_254_740_994, 0),  // 2^53 + 2
        (1e23, 1, 23),  // 99999999999999991611392: 1e23 reads back as it
        (Double("5e-310")!, 5, -310),  // a subnormal
    ]
    for (value, significand, exponent) in cases {
        #expect(
            ShortestDigits(positive: value) == ShortestDigits(significand: significand, exponent: exponent), "\(value)")
    }
}
