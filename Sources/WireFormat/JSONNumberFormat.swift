// A double as JSONEncoder writes it, written straight into a byte buffer.

/// The text `JSONEncoder` gives a double: Swift's `description` with a trailing `.0`
/// dropped. `description` prints the shortest round-trip digits (`ShortestDigits`):
/// - in exponent form, `d.ddde+XX` (`e-XX`, two digits at least, no `.` for one digit), when the
///   value is below 10^−4 or its magnitude above 2^53;
/// - otherwise in plain notation: `0.000ddd`, `ddd.ddd`, or the digits followed by zeros for a
///   whole number (whose `.0` JSONEncoder drops). Zero is `0`, negative zero `-0`.
///
/// Those rules are the standard library's (`Float64ToASCII` in the Swift 6.3 runtime); the tests
/// in `JSONNumberFormatTests` and `Performance/Tools/dtoa-check` hold this to `description`.
enum JSONNumberFormat {
    /// The most bytes one number's text takes: `-1.7976931348623157e+308`. Writing it may
    /// also write over the `scratchLength` bytes after it.
    static let maximumLength = 24

    /// Writes `value` at `start` and answers the byte after its text. JSON has no infinities
    /// or NaNs, but the CSS strings print numbers the same way and `transformOrigin` (the
    /// anchor point × 100) can overflow: those are written as `description` writes them.
    ///
    /// Whole numbers up to 2^53 (sizes, coordinates, a matrix's zeros and ones: most of a
    /// layout's numbers) are printed in full here, without the shortest-digits search (their
    /// digits are the integer's); the rest in a function of its own, so that the whole numbers'
    /// path stays small enough to inline where it is called.
    @inline(__always)
    static func write(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let magnitude = value.magnitude
        if magnitude <= 9_007_199_254_740_992 {
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                var cursor = start
                if value.sign == .minus {
                    cursor.pointee = UInt8(ascii: "-")
                    cursor += 1
                }
                return writeInteger(UInt64(whole), at: cursor)
            }
        }
        return writeFraction(value, at: start)
    }

    /// `write(_:at:)` for what is not a whole number up to 2^53. Above 2^53 the text is in
    /// exponent form; below, the value is not whole, and neither are its shortest digits
    /// (`writePlain`), so from 1 up they are `ddd.ddd`, and below 1 `0.000ddd` or, below 10^−4,
    /// exponent form.
    @inline(never)
    private static func writeFraction(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard value.isFinite else { return writeDescription(value, at: start) }
        var cursor = start
        if value.sign == .minus {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = value.magnitude
        if let thousandths = thousandths(magnitude) {
            return writeThousandths(thousandths, at: cursor)
        }
        let digits = ShortestDigits(positive: magnitude)
        if magnitude >= 1 {
            if magnitude <= 9_007_199_254_740_992 {
                return writePlain(digits, wholePart: UInt64(Int64(magnitude)), at: cursor)
            }
            return writeExponentForm(digits, at: cursor)
        }
        let count = digitCount(digits.significand)
        // The power of ten of the first digit: value = d.ddd × 10^scientificExponent.
        let scientificExponent = digits.exponent &+ count &- 1
        if scientificExponent < -4 {
            return writeExponentForm(digits, at: cursor)
        }
        // 0.000ddd: "0.000000" as one word (at most "0.000" is kept: the exponent is −4 at
        // least), then the digits after the zeros the exponent asks for.
        UnsafeMutableRawPointer(cursor).storeBytes(of: zeroPointZeros.littleEndian, as: UInt64.self)
        let digitsStart = cursor + 1 - scientificExponent
        writeDigits(digits.significand, count, at: digitsStart)
        return digitsStart + count
    }

    /// `n` if `magnitude` is `n / 1000` for a whole `n` and below 10^9 (half points, a
    /// carousel's perspective, most sizes). Its shortest digits are then those of n / 1000,
    /// found without the search: division is correctly rounded, so `n / 1000 == magnitude`
    /// means the decimal n / 1000 reads back as `magnitude`, and below 10^9 doubles are far
    /// closer together than 0.001, so no decimal with fewer digits also does.
    @inline(__always)
    private static func thousandths(_ magnitude: Double) -> UInt64? {
        guard magnitude < 1e9 else { return nil }
        // A whole number of thousandths near magnitude × 1000 (below 10^12): adding 2^52 rounds
        // it to a whole number, held in the sum's low 52 bits, and subtracting 2^52 gives it back
        // exactly. Without the conversion to an integer, which checks its range (`rounded()`
        // calls the C library); which whole number it is does not matter, the test decides.
        let shifted = magnitude * 1000 + 0x1p52
        guard (shifted - 0x1p52) / 1000 == magnitude else { return nil }
        return shifted.bitPattern & (1 << 52 - 1)
    }

    /// `thousandths / 1000`, which is not whole, in plain notation: the whole part, the point
    /// and one to three decimals (from 0.001 up, `description` has no exponent).
    @inline(__always)
    private static func writeThousandths(
        _ thousandths: UInt64, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let whole = thousandths / 1000
        let fraction = UInt32(truncatingIfNeeded: thousandths &- whole &* 1000)
        let cursor = writeInteger(whole, at: start)
        // ".ddd" as one word, the point in the lowest byte; the trailing zeros are not kept.
        let tenths = fraction / 100
        let hundredths = fraction / 10
        let zero = UInt32(UInt8(ascii: "0"))
        let text =
            UInt32(UInt8(ascii: ".")) | (zero &+ tenths) &<< 8 | (zero &+ hundredths &- tenths &* 10) &<< 16
            | (zero &+ fraction &- hundredths &* 10) &<< 24
        UnsafeMutableRawPointer(cursor).storeBytes(of: text.littleEndian, as: UInt32.self)
        let decimalCount = fraction % 100 == 0 ? 1 : (fraction % 10 == 0 ? 2 : 3)
        return cursor + 1 + decimalCount
    }

    /// "0.000000" in ASCII, the first character in the lowest byte.
    private static let zeroPointZeros: UInt64 = 0x3030_3030_3030_2E30

    /// `ddd.ddd`: `digits` with decimals (a negative exponent) and a value of one or more,
    /// whose whole part is `wholePart`. The whole part's digits, the point, then the decimals as
    /// one number of −exponent digits (its leading zeros written): each part is written in
    /// place, with no digits moved after.
    ///
    /// `wholePart` is the double's own whole part (a truncation): the decimal's is the same, as
    /// the decimal lies at most half-way to the next double, and each whole number up to 2^53 is
    /// a double of its own, so no whole number lies between the two or is the decimal.
    @inline(__always)
    private static func writePlain(
        _ digits: ShortestDigits, wholePart: UInt64, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let decimalCount = -digits.exponent
        let decimals = digits.significand &- wholePart &* powerOfTen(decimalCount)
        let point = writeInteger(wholePart, at: start)
        point.pointee = UInt8(ascii: ".")
        writeDigits(decimals, decimalCount, at: point + 1)
        return point + 1 + decimalCount
    }

    /// `d.ddde+XX`: the digits one byte on with the first moved back before the point, then the
    /// exponent with its sign and at least two digits. For a value below 10^−4 or above 2^53:
    /// few of a layout's numbers, so a call of its own, kept out of `writeFraction`.
    @inline(never)
    private static func writeExponentForm(
        _ digits: ShortestDigits, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let significand = digits.significand
        let count = digitCount(significand)
        // The power of ten of the first digit: value = d.ddd × 10^exponent.
        let exponent = digits.exponent &+ count &- 1
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
        let pair = UInt16(truncatingIfNeeded: digitPair(UInt32(truncatingIfNeeded: magnitude)))
        UnsafeMutableRawPointer(cursor).storeBytes(of: pair.littleEndian, as: UInt16.self)
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

    /// Writes the integer `value` at `start` and answers the byte after its text.
    @inline(__always)
    static func write(integer value: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var cursor = start
        if value < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        return writeInteger(UInt64(value.magnitude), at: cursor)
    }

    /// `value`'s digits, all of them, at `start`.
    @inline(__always)
    private static func writeInteger(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // Up to four digits (a matrix's zeros and ones, most sizes and coordinates) as one store.
        if value < 10 {
            start.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return start + 1
        }
        if value < 10_000 {
            let raw = UnsafeMutableRawPointer(start)
            if value < 100 {
                raw.storeBytes(of: digitPair(UInt32(truncatingIfNeeded: value)).littleEndian, as: UInt32.self)
                return start + 2
            }
            let hundreds = UInt32(truncatingIfNeeded: value / 100)
            let rest = digitPair(UInt32(truncatingIfNeeded: value) &- hundreds &* 100)
            if hundreds < 10 {
                raw.storeBytes(of: (UInt32(UInt8(ascii: "0")) &+ hundreds | rest &<< 8).littleEndian, as: UInt32.self)
                return start + 3
            }
            raw.storeBytes(of: (digitPair(hundreds) | rest &<< 16).littleEndian, as: UInt32.self)
            return start + 4
        }
        let count = digitCount(value)
        writeDigits(value, count, at: start)
        return start + count
    }

    /// The two digits of `pair` (below 100) as ASCII in the two low bytes, the first lowest.
    @inline(__always)
    private static func digitPair(_ pair: UInt32) -> UInt32 {
        // pair / 10 = (pair × 103) >> 10 below 100.
        let tens = (pair &* 103) &>> 10
        return (UInt32(UInt8(ascii: "0")) &+ tens) | (UInt32(UInt8(ascii: "0")) &+ pair &- tens &* 10) &<< 8
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

    /// The `count` digits of `value` (below 10^`count`: leading zeros are written) at `start`,
    /// in blocks of eight (`eightDigits`), first to last: each block is stored as one 8-byte
    /// word, the first one shifted so that only its last digits are kept, and each store but the
    /// last is overwritten past its digits by the next. So up to `scratchLength` bytes past the digits are written over.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, _ count: Int, at start: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(start)
        if count <= 8 {
            raw.storeBytes(of: lastDigits(eightDigits(value), count).littleEndian, as: UInt64.self)
        } else if count <= 16 {
            let (high, low) = value.quotientAndRemainder(dividingBy: 100_000_000)
            raw.storeBytes(of: lastDigits(eightDigits(high), count - 8).littleEndian, as: UInt64.self)
            raw.storeBytes(of: eightDigits(low).littleEndian, toByteOffset: count - 8, as: UInt64.self)
        } else {
            let (high, rest) = value.quotientAndRemainder(dividingBy: 10_000_000_000_000_000)
            let (middle, low) = rest.quotientAndRemainder(dividingBy: 100_000_000)
            raw.storeBytes(of: lastDigits(eightDigits(high), count - 16).littleEndian, as: UInt64.self)
            raw.storeBytes(of: eightDigits(middle).littleEndian, toByteOffset: count - 16, as: UInt64.self)
            raw.storeBytes(of: eightDigits(low).littleEndian, toByteOffset: count - 8, as: UInt64.self)
        }
    }

    /// The bytes written past a number's text: `writeDigits` stores 8 bytes for a shorter block.
    static let scratchLength = 8

    /// The last `count` (1 to 8) of the eight digits in `text` (`eightDigits`), first at the
    /// lowest byte.
    @inline(__always)
    private static func lastDigits(_ text: UInt64, _ count: Int) -> UInt64 {
        text &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)
    }

    /// The eight decimal digits of `value` (below 10^8, leading zeros included) as ASCII, the
    /// first digit in the lowest byte, so that a little-endian store writes them in order.
    /// Splits into halves, quarters and single digits in all lanes at once, each division by a
    /// constant done as a multiplication and a shift that is exact in the lane's range.
    @inline(__always)
    private static func eightDigits(_ value: UInt64) -> UInt64 {
        // Two 32-bit lanes of four digits each: the first four in the low lane.
        let firstFour = value / 10_000
        let halves = firstFour | (value &- firstFour &* 10_000) &<< 32
        // Four 16-bit lanes of two digits: v / 100 = (v × 10486) >> 20 for v < 10^4.
        let hundreds = ((halves &* 10_486) &>> 20) & 0x0000_007F_0000_007F
        let quarters = hundreds | (halves &- hundreds &* 100) &<< 16
        // Eight bytes of one digit: v / 10 = (v × 103) >> 10 for v < 100.
        let tens = ((quarters &* 103) &>> 10) & 0x000F_000F_000F_000F
        let digits = tens | (quarters &- tens &* 10) &<< 8
        return digits &+ 0x3030_3030_3030_3030
    }
}
