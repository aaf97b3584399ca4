// `Transform3D.translatedBy` against the full product it shortens, compared bit for bit.

import LayoutEngine
import TestSupport
import Testing

@Suite("Transform3D.translatedBy, bit for bit")
struct Transform3DTranslationTests {
    /// The values where a shortcut of `translation · M` could part from the product: both zeros
    /// (a sum of zeros is −0 only when all are), infinities (∞ · 0 is NaN), NaNs of both signs and
    /// a signalling one, subnormals, the largest finite values (whose products overflow), and
    /// ordinary numbers.
    static let specialValues: [Double] = [
        0, -0.0, 1, -1, 0.5, -1.0 / 500, 200, .infinity, -.infinity, .nan, -.nan,
        Double(bitPattern: 0x7FF4_0000_0000_0001), .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    /// A special value three times in four, else an ordinary number.
    static func value(_ generator: inout SeededGenerator) -> Double {
        guard Int.random(in: 0..<4, using: &generator) < 3 else { return Double.random(in: -1e3...1e3, using: &generator) }
        return specialValues.randomElement(using: &generator)!
    }

    static func randomMatrix(_ generator: inout SeededGenerator, finiteOnly: Bool) -> Transform3D {
        var entries: [Double] = []
        while entries.count < 16 {
            let value = value(&generator)
            if !finiteOnly || value.isFinite { entries.append(value) }
        }
        let e = entries
        return Transform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The product `translatedBy` stands for.
    static func fullProduct(_ matrix: Transform3D, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(matrix)
    }

    static func bits(_ matrix: Transform3D) -> [UInt64] { matrix.entries.map(\.bitPattern) }

    @Test(arguments: [false, true])
    func matchesTheFullProduct(finiteOnly: Bool) {
        var generator = SeededGenerator(seed: finiteOnly ? 22 : 8)
        for _ in 0..<20_000 {
            let matrix = Self.randomMatrix(&generator, finiteOnly: finiteOnly)
            let (x, y, z) = (Self.value(&generator), Self.value(&generator), Self.value(&generator))
            let shortcut = matrix.translatedBy(x: x, y: y, z: z)
            let expected = Self.fullProduct(matrix, x: x, y: y, z: z)
            #expect(Self.bits(shortcut) == Self.bits(expected), "\(matrix.entries) translated by (\(x), \(y), \(z))")
        }
    }

    @Test func everySignOfZeroInAColumn() {
        // Column 1 of the matrix takes each of the 16 patterns of +0 and −0 (the other columns are
        // the identity's): the product's m11, m21, m31 are −0 only when the whole column is.
        for pattern in 0..<16 {
            let column = (0..<4).map { pattern & (1 << $0) != 0 ? -0.0 : 0.0 }
            var matrix = Transform3D.identity
            (matrix.m11, matrix.m21, matrix.m31, matrix.m41) = (column[0], column[1], column[2], column[3])
            for (x, y, z) in [(0.0, 0.0, 0.0), (-0.0, -0.0, -0.0), (3, -0.0, 5), (.infinity, 0, 0), (.nan, 1, 2)] {
                let shortcut = matrix.translatedBy(x: x, y: y, z: z)
                #expect(Self.bits(shortcut) == Self.bits(Self.fullProduct(matrix, x: x, y: y, z: z)), "column \(column)")
            }
            #expect((matrix.translatedBy(x: 1, y: 1, z: 1).m11.sign == .minus) == (pattern == 15))
        }
    }

    @Test func aTranslationAddsToRowFour() {
        // iCarousel's base (m34 = −1/500) moved by (30, 0, −100): rows 1–3 kept, row 4 =
        // (30, 0, −100, 1)·base = (30, 0, −100, −100 · (−0.002) + 1) = (30, 0, −100, 1.2).
        var base = Transform3D.identity
        base.m34 = -1.0 / 500
        let moved = base.translatedBy(x: 30, y: 0, z: -100)
        #expect(Self.bits(moved) == Self.bits(Self.fullProduct(base, x: 30, y: 0, z: -100)))
        #expect(moved.m41 == 30 && moved.m43 == -100 && moved.m34 == -1.0 / 500)
    }
}
