// The ranges numbers must fall in, and the decimal syntax the API accepts.

/// A closed range of numbers a parameter must fall in.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    public var description: String { "\(Self.text(lower)) to \(Self.text(upper))" }

    /// A number as a problem or `--help` writes it: whole numbers without a fraction.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static let positiveLength = NumberRange(lower: Limits.smallestSize, upper: Limits.length)
    static let length = NumberRange(lower: 0, upper: Limits.length)
    static let offset = NumberRange(lower: -Limits.offset, upper: Limits.offset)
    static let radius = NumberRange(lower: Limits.smallestSize, upper: Limits.radius)
    static let unit = NumberRange(lower: 0, upper: 1)
    /// The carousel's spacing, in item widths: positive, so an offset in points converts to items.
    static let spacing = NumberRange(lower: Limits.smallestSize, upper: 1_000)
    /// The carousel's arc, in radians: at most a full turn, and not so small that its radius overflows.
    static let arc = NumberRange(lower: Limits.smallestSize, upper: 2 * Double.pi)
    /// An explicit carousel radius; negative turns the carousel inside out, as in iCarousel.
    static let signedRadius = NumberRange(lower: -Limits.radius, upper: Limits.radius)
    /// The carousel's tilt, a factor.
    static let factor = NumberRange(lower: -1_000, upper: 1_000)
    /// `m34`: `−1/d` for an eye at distance `d`; 0 is no perspective.
    static let perspective = NumberRange(lower: -1, upper: 1)
    /// The carousel's fade range, in items: positive, since alpha divides by it.
    static let fadeRange = NumberRange(lower: Limits.smallestSize, upper: Limits.offset)

    // The slider's (docs/SLIDER.md §1).

    /// A number of slides (`slidesPerView`, `creativeLimitProgress`): positive, and no more than
    /// a response holds.
    static let slides = NumberRange(lower: Limits.smallestSize, upper: Double(Limits.itemsPerResponse))
    /// A length either way along an axis (a shadow's offset, coverflow's stretch and depth, a
    /// creative translation).
    static let signedLength = NumberRange(lower: -Limits.length, upper: Limits.length)
    /// An angle in degrees, at most a full turn either way.
    static let degrees = NumberRange(lower: -360, upper: 360)
    /// A duration in milliseconds (`speed`, `longSwipesMs`): at most 100 s, so that every
    /// motion's frames can be counted.
    static let milliseconds = NumberRange(lower: 0, upper: 100_000)
    /// Free mode's momentum ratios.
    static let ratio = NumberRange(lower: 0, upper: 100)
    /// A speed in points per millisecond (free mode's minimum velocity): the velocities' range.
    static let pointsPerMillisecond = NumberRange(lower: 0, upper: Limits.offset / 1000)
    /// A positive factor (the cube shadow's scale, which its depth divides by).
    static let positiveFactor = NumberRange(lower: Limits.smallestSize, upper: 1_000)
}

/// The number syntax the API accepts: `[+-]digits[.digits][(e|E)[+-]digits]`, or a fraction
/// starting with `.`. No hexadecimal, no `inf`, no `nan` (which `Double(_:)` would take).
enum DecimalSyntax {
    static func isNumber<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var index = bytes.startIndex
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func skipDigits() -> Int {
            var count = 0
            while index != bytes.endIndex, isDigit(bytes[index]) {
                count += 1
                index = bytes.index(after: index)
            }
            return count
        }
        func skip(_ byte: UInt8, or other: UInt8) -> Bool {
            guard index != bytes.endIndex, bytes[index] == byte || bytes[index] == other else { return false }
            index = bytes.index(after: index)
            return true
        }
        _ = skip(UInt8(ascii: "+"), or: UInt8(ascii: "-"))
        var digits = skipDigits()
        if skip(UInt8(ascii: "."), or: UInt8(ascii: ".")) { digits += skipDigits() }
        guard digits > 0 else { return false }
        if skip(UInt8(ascii: "e"), or: UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), or: UInt8(ascii: "-"))
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    /// The double that `bytes`, a number of this syntax, spell: what `Double(_:)` reads, the
    /// correctly rounded value. Without an exponent and with at most 15 digits (a layout's
    /// numbers), the digits make an integer below 2^53 and the decimal point a power of ten up to
    /// 10^22, both exact doubles, so their one correctly rounded division is the answer (Clinger's
    /// fast path) and no String is made; any other goes through `Double(_:)`.
    static func value<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Double {
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var isNegative = false
        var seenPoint = false
        for (position, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."):
                seenPoint = true
            case UInt8(ascii: "-") where position == 0:
                isNegative = true
            case UInt8(ascii: "+") where position == 0:
                break
            default:
                return slowValue(of: bytes)
            }
        }
        guard digitCount <= 15, fractionDigits <= 22 else { return slowValue(of: bytes) }
        let magnitude = Double(digits) / powersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    /// 10^0 … 10^22: every one an exact double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    private static func slowValue<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Double {
        guard let value = Double(String(decoding: bytes, as: UTF8.self)) else {
            preconditionFailure("DecimalSyntax.value(of:) takes numbers of DecimalSyntax only")
        }
        return value
    }
}
