// JSONNumberFormat writes every class of double as JSONEncoder does, and JSONEncoder's text is `description` without `.0`.

import Foundation
@testable import WireFormat
import TestSupport
import Testing

/// What `JSONNumberFormat` writes for `value`.
private func written(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONNumberFormat.maximumLength + JSONNumberFormat.scratchLength) {
        buffer in
        let start = buffer.baseAddress!
        let end = JSONNumberFormat.write(value, at: start)
        return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }
}

/// What `JSONEncoder` writes for `value` (inside an array: the encoder's own framing stripped).
private func encoded(_ value: Double, _ encoder: JSONEncoder) -> String {
    let text = String(decoding: try! encoder.encode([value]), as: UTF8.self)
    return String(text.dropFirst().dropLast())
}

/// Every value, and its negation, written as JSONEncoder writes it.
private func expectEncodersText(_ values: some Sequence<Double>, _ context: String = "") {
    let encoder = JSONEncoder()
    for value in values {
        for signed in [value, -value] {
            let expected = encoded(signed, encoder)
            let actual = written(signed)
            #expect(actual == expected, "\(context) bits 0x\(String(signed.bitPattern, radix: 16))")
            if actual != expected { return }
        }
    }
}

/// `value` and `radius` doubles on either side of it.
private func around(_ value: Double, _ radius: Int) -> [Double] {
    var values = [value]
    var up = value
    var down = value
    for _ in 0..<radius {
        up = up.nextUp
        down = down.nextDown
        values += [up, down]
    }
    return values.filter(\.isFinite)
}

@Test func jsonEncoderWritesDescriptionWithoutPointZero() {
    // The rule `JSONNumberFormat` follows, on the values where `description` changes form:
    // exponent form below 10^−4 and above 2^53, `.0` on whole numbers.
    let encoder = JSONEncoder()
    let values: [Double] = [
        0, -0.0, 1, 100, 0.1, 1e-4, 9.999999999999999e-5, 1e-5, 1e-7, 1e15, 1e16, 1e17, 1e21, 1e22,
        9_007_199_254_740_992, 9_007_199_254_740_994, 1.2345678901234568e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for value in values {
        var description = value.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        #expect(encoded(value, encoder) == description, "\(value)")
    }
    #expect(encoded(-0.0, encoder) == "-0")
    #expect(encoded(9_007_199_254_740_992, encoder) == "9007199254740992")  // 2^53: plain
    #expect(encoded(9_007_199_254_740_994, encoder) == "9.007199254740994e+15")  // the next double: exponent form
    #expect(encoded(1e-4, encoder) == "0.0001" && encoded(1e-5, encoder) == "1e-05")
}

@Test func zerosAndTheExtremesWriteAsJSONEncoder() {
    #expect(written(0) == "0" && written(-0.0) == "-0")
    #expect(written(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    #expect(written(-.greatestFiniteMagnitude).utf8.count == JSONNumberFormat.maximumLength)
    expectEncodersText(
        [
            0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne,
            1 - .ulpOfOne / 2,
        ], "extremes")
}

@Test func infinitiesAndNaNsWriteAsDescription() {
    // Never JSON numbers, but the CSS strings print numbers the same way and an anchor point's
    // percentage (× 100) can overflow.
    for value in [Double.infinity, -.infinity, .nan, -.nan, .signalingNaN, Double(nan: 0x1234, signaling: false)] {
        #expect(written(value) == value.description)
    }
    #expect(written(.infinity) == "inf" && written(-.infinity) == "-inf")
}

@Test func subnormalsWriteAsJSONEncoder() {
    let largestSubnormal = Double.leastNormalMagnitude.nextDown
    #expect(largestSubnormal.bitPattern == 0x000F_FFFF_FFFF_FFFF)
    // The smallest subnormals have one to four significant bits: the fewest digits to choose from.
    expectEncodersText((1...2_000).map { Double(bitPattern: $0) }, "smallest subnormals")
    expectEncodersText(around(largestSubnormal, 200) + around(.leastNormalMagnitude, 200), "around the normal minimum")
    var random = SeededGenerator(seed: 11)
    expectEncodersText(
        (0..<10_000).map { _ in Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF) }, "random subnormals")
}

@Test func powersOfTenAndOfTwoWriteAsJSONEncoder() {
    // 1e−323 to 1e308 as parsed (the nearest doubles), with their neighbours.
    let powersOfTen = (-323...308).map { Double("1e\($0)")! }
    expectEncodersText(powersOfTen.flatMap { around($0, 2) }, "powers of ten")
    // 2^−1074 to 2^1023, exact, with their neighbours: at a power of two the double below is
    // half as far as the one above.
    let powersOfTwo = (-1074...1023).map { Double(sign: .plus, exponent: $0, significand: 1) }
    expectEncodersText(powersOfTwo.flatMap { around($0, 2) }, "powers of two")
}

@Test func integersUpToAndPast2To53WriteAsJSONEncoder() {
    // Plain whole numbers up to 2^53 (9007199254740992), exponent form past it.
    expectEncodersText((0...3_000).map(Double.init), "small integers")
    expectEncodersText(around(9_007_199_254_740_992, 300), "around 2^53")
    expectEncodersText(around(18_014_398_509_481_984, 50), "around 2^54")
    let powers = (0...22).map { pow(10, Double($0)) }
    expectEncodersText(powers.flatMap { power in (1...99).map { Double($0) * power } }, "d × 10^n")
    var random = SeededGenerator(seed: 12)
    expectEncodersText(
        (0..<20_000).map { _ in Double(random.next() >> UInt64.random(in: 8...40, using: &random)) }, "random integers")
}

@Test func valuesAroundTheExponentFormSwitchesWriteAsJSONEncoder() {
    // Below 10^−4 description switches to exponent form; above 2^53 too.
    expectEncodersText(around(1e-4, 500), "around 1e-4")
    expectEncodersText(around(9.5e-5, 100) + around(1e-5, 100) + around(1e-3, 100), "near 1e-4")
    expectEncodersText(around(9_007_199_254_740_992 * 0.999_999, 100), "just under 2^53")
    expectEncodersText(around(1e15, 100) + around(1e16, 100) + around(1e17, 100), "around 1e15 to 1e17")
    // Plain notation with a point inside, at every position, up to seventeen digits.
    let digits: Double = 12_345_678_901_234_568
    expectEncodersText((0...32).flatMap { around(digits / pow(10, Double($0)), 3) }, "a point at every position")
}

@Test func theNumbersLayoutsPrintWriteAsJSONEncoder() {
    // Sines and cosines of degrees, of fifteen-degree steps, of atan-based angles; the radius
    // times them (a wheel's centres), halves and quarters (sizes), thousandths.
    var values: [Double] = []
    for step in -720...720 {
        let radians = Double(step) * .pi / 180
        values += [sin(radians), cos(radians), tan(radians), radians, 300 * cos(radians), 187.5 + 450 * sin(radians)]
    }
    for step in -48...48 {
        let radians = Double(step) * .pi / 12
        values += [sin(radians), cos(radians), radians]
    }
    for y in -20...20 {
        for x in -20...20 where x != 0 || y != 0 {
            let angle = atan2(Double(y), Double(x))
            values += [angle, sin(angle), cos(angle), atan(Double(y) / 20) * 180 / .pi]
        }
    }
    for count in 0...4_000 {
        let value = Double(count)
        values += [value / 8, value / 1000, value / 3]
    }
    values += [0.5, 187.5, 0.75, 0.1 + 0.2, 1.0 / 3, 2.0 / 3]
    expectEncodersText(values, "layout numbers")
}

@Test(arguments: 0..<4)
func randomBitPatternsWriteAsJSONEncoder(seed: UInt64) {
    // 200,000 uniformly random finite doubles in all: every exponent is as likely.
    var random = SeededGenerator(seed: 100 + seed)
    let values = (0..<50_000).lazy.map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
    expectEncodersText(values, "seed \(100 + seed)")
}

@Test func decimalsAboveOneWriteAsJSONEncoder() {
    // `ddd.ddd` is written as the double's whole part, the point and the decimals as one number
    // with its leading zeros: whole parts of 1 to 16 digits, decimals of 1 to 16 digits (many
    // of them starting with zeros), and the doubles next to whole numbers, whose whole part is
    // the one below (n.nextDown) or n itself (n.nextUp).
    let powers = (0...15).map { pow(10, Double($0)) }
    let nearWhole = powers.flatMap { power in [1, 2, 9, 10, 99, 3.5].map { $0 * power } }
    expectEncodersText(nearWhole.flatMap { around($0, 20) }.filter { $0 >= 1 }, "near whole numbers")
    expectEncodersText(around(1, 200) + around(4_503_599_627_370_496, 200), "near 1 and 2^52")
    let zerosAfterThePoint = (1...15).flatMap { zeros in
        [173.0, 1, 14, 12_345].map { $0 + 7.651962710863735 / pow(10, Double(zeros)) }
    }
    expectEncodersText(zerosAfterThePoint.flatMap { around($0, 3) }, "zeros after the point")
    // Uniformly random significands at every binary exponent from 2^0 to 2^52.
    var random = SeededGenerator(seed: 22)
    let values = (0..<10_000).map { index in
        Double(sign: .plus, exponent: index % 53, significand: 1 + Double(random.next() >> 12) / 0x1p52)
    }
    expectEncodersText(values, "random from 1 to 2^53")
}
