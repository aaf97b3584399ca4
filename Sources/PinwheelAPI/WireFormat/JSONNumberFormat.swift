// A double as JSONEncoder writes it, written straight into a byte buffer.

/// The text `JSONEncoder` gives a double: Swift's `description` with a trailing `.0`
/// dropped. `description` prints the shortest round-trip digits (`ShortestDigits`):
/// - in exponent form, `d.ddde+XX` (`e-XX`, two digits at least, no `.` for one digit), when the
///   value is below 10^−4 or its magnitude above 2^53;
/// - otherwise in plain notation: `0.000ddd`, `ddd.ddd`, or the digits followed by zeros for a
///   whole number (whose `.0` JSONEncoder drops). Zero is `0`, negative zero `-0`.
///
/// Those rules are the standard library's (`Float64ToASCII` in the Swift 6.3 runtime); the tests
/// in `JSONNumberFormatTests` and `Benchmarks/dtoa-check` hold this to `description`.
enum JSONNumberFormat {
    /// The most bytes one number takes: `-1.7976931348623157e+308`.
    static let maximumLength = 24

    /// Writes `value` at `start` and answers the byte after its text. JSON has no infinities
    /// or NaNs, but the CSS strings print numbers the same way and `transformOrigin` (the
    /// anchor point × 100) can overflow: those are written as `description` writes them.
    @inline(__always)
    static func write(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard value.isFinite else { return writeDescription(value, at: start) }
        var cursor = start
        if value.sign == .minus {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = value.magnitude
        // Whole numbers up to 2^53 (sizes, coordinates, a matrix's zeros and ones) are printed
        // in full without the shortest-digits search: their digits are those of the integer.
        if magnitude <= 9_007_199_254_740_992 {
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                return writeInteger(UInt64(whole), at: cursor)
            }
        }
        return write(ShortestDigits(positive: magnitude), isLarge: magnitude > 9_007_199_254_740_992, at: cursor)
    }

    /// The digits placed as `description` places them; `isLarge` is a magnitude above 2^53.
    @inline(__always)
    private static func write(
        _ digits: ShortestDigits, isLarge: Bool, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let count = digitCount(digits.significand)
        // The power of ten of the first digit: value = d.ddd × 10^scientificExponent.
        let scientificExponent = digits.exponent + count - 1
        if scientificExponent < -4 || isLarge {
            return writeExponentForm(digits.significand, count, scientificExponent, at: start)
        }
        if scientificExponent < 0 {
            // 0.000ddd: a zero, the point, and as many zeros as the exponent is below −1.
            let leadingCount = 1 - scientificExponent
            for index in 0..<leadingCount { start[index] = UInt8(ascii: "0") }
            start[1] = UInt8(ascii: ".")
            let digitsStart = start + leadingCount
            writeDigits(digits.significand, count, at: digitsStart)
            return digitsStart + count
        }
        if scientificExponent < count - 1 {
            // ddd.ddd: the digits one byte on, and the whole part moved back before the point.
            let wholeCount = scientificExponent + 1
            writeDigits(digits.significand, count, at: start + 1)
            for index in 0..<wholeCount { start[index] = start[index + 1] }
            start[wholeCount] = UInt8(ascii: ".")
            return start + count + 1
        }
        // A whole number: its digits and as many zeros as the exponent asks for (`description`'s
        // `.0` is what JSONEncoder drops). `write(_:at:)` prints these as integers before.
        writeDigits(digits.significand, count, at: start)
        let end = start + scientificExponent + 1
        var zero = start + count
        while zero < end {
            zero.pointee = UInt8(ascii: "0")
            zero += 1
        }
        return end
    }

    /// `d.ddde+XX`: the digits one byte on with the first moved back before the point, then the
    /// exponent with its sign and at least two digits.
    @inline(__always)
    private static func writeExponentForm(
        _ significand: UInt64, _ count: Int, _ exponent: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var cursor: UnsafeMutablePointer<UInt8>
        if count == 1 {
            start.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: significand)
            cursor = start + 1
        } else {
            writeDigits(significand, count, at: start + 1)
            start[0] = start[1]
            start[1] = UInt8(ascii: ".")
            cursor = start + count + 1
        }
        cursor[0] = UInt8(ascii: "e")
        cursor[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        cursor += 2
        var magnitude = exponent.magnitude
        if magnitude >= 100 {
            cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 100)
            cursor += 1
            magnitude %= 100
        }
        writeDigitPair(Int(magnitude), at: cursor)
        return cursor + 2
    }

    /// `value.description`'s bytes: the slow path, for infinities and NaNs.
    @inline(never)
    private static func writeDescription(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var description = value.description
        return description.withUTF8 { text in
            start.update(from: text.baseAddress!, count: text.count)
            return start + text.count
        }
    }

    // MARK: Digits

    /// `value`'s digits, all of them, at `start`.
    @inline(__always)
    private static func writeInteger(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let count = digitCount(value)
        writeDigits(value, count, at: start)
        return start + count
    }

    /// How many decimal digits `value` has (one for zero).
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        // The bit length × log10 2 (≈ 1233 / 4096), rounded down, is the count or one less.
        // `| 1` counts zero as one digit and changes no other count (powers of ten are even).
        let odd = value | 1
        let estimate = ((64 - odd.leadingZeroBitCount) * 1233) >> 12
        return estimate + (odd >= powerOfTen(estimate) ? 1 : 0)
    }

    /// 10^`exponent` for 0 ≤ `exponent` ≤ 19.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        powersOfTen.withUnsafeBufferPointer { $0[exponent] }
    }

    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// The `count` digits of `value` (which has that many) at `start`, two at a time from the
    /// last: each pair is one division by 100, which the compiler turns into a multiplication.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, _ count: Int, at start: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var end = start + count
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            end -= 2
            writeDigitPair(pair, at: end)
        }
        if rest >= 10 {
            writeDigitPair(Int(truncatingIfNeeded: rest), at: end - 2)
        } else {
            end[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// The two digits of `pair` (0 to 99) at `start`.
    @inline(__always)
    private static func writeDigitPair(_ pair: Int, at start: UnsafeMutablePointer<UInt8>) {
        // pair / 10 as a multiplication: (pair × 103) >> 10 is exact below 179.
        let tens = (pair &* 103) &>> 10
        start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
        start[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
    }
}
