// A 4×4 transform as Core Animation's `CATransform3D` holds it.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 3D transform with Core Animation's conventions: a point is a row vector `(x, y, z, 1)`
/// multiplied on the left, `p' = p · M`; translation is in `m41…m43` and perspective in `m34`
/// (`−1/d` for a viewer at distance `d`). y grows downward, as in UIKit and CSS.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    // swift-format-ignore
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// `CATransform3DMakeAffineTransform`: the 2D transform in the z = 0 plane.
    public init(_ affine: AffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m14: 0,
            m21: affine.c, m22: affine.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// `CATransform3DMakeTranslation(x, y, z)`.
    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the axis
    /// `(x, y, z)` (normalised here; a zero axis gives the identity). About `(0, 0, 1)` it is
    /// `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (x, y, z) = length == 1 ? (x, y, z) : (x / length, y / length, z / length)
        let cosine = cos(angle)
        let sine = sin(angle)
        let versine = 1 - cosine
        self.init(
            m11: x * x * versine + cosine, m12: x * y * versine + z * sine, m13: x * z * versine - y * sine, m14: 0,
            m21: x * y * versine - z * sine, m22: y * y * versine + cosine, m23: y * z * versine + x * sine, m24: 0,
            m31: x * z * versine + y * sine, m32: y * z * versine - x * sine, m33: z * z * versine + cosine, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DConcat(self, other)`: this transform, then `other` (`self · other`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self
        let b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `concatenating(.identity)`, bit for bit, with a quarter of the product's work. Each entry of
    /// the product is the entry times 1 plus the row's other entries times 0: the entry itself
    /// plus a zero that is −0 only when every entry of the row has its sign bit set (a sum of
    /// zeros is −0 only when all of them are), which is the row's entries times 0, summed. A row
    /// with an entry that is not finite (∞ · 0 is NaN) takes the product itself.
    func concatenatingIdentity() -> Transform3D {
        let zeros = (
            m11 * 0 + m12 * 0 + m13 * 0 + m14 * 0, m21 * 0 + m22 * 0 + m23 * 0 + m24 * 0,
            m31 * 0 + m32 * 0 + m33 * 0 + m34 * 0, m41 * 0 + m42 * 0 + m43 * 0 + m44 * 0
        )
        guard !(zeros.0.isNaN || zeros.1.isNaN || zeros.2.isNaN || zeros.3.isNaN) else { return concatenating(.identity) }
        return Transform3D(
            m11: m11 + zeros.0, m12: m12 + zeros.0, m13: m13 + zeros.0, m14: m14 + zeros.0,
            m21: m21 + zeros.1, m22: m22 + zeros.1, m23: m23 + zeros.1, m24: m24 + zeros.1,
            m31: m31 + zeros.2, m32: m32 + zeros.2, m33: m33 + zeros.2, m34: m34 + zeros.2,
            m41: m41 + zeros.3, m42: m42 + zeros.3, m43: m43 + zeros.3, m44: m44 + zeros.3)
    }

    /// `CATransform3DTranslate(self, x, y, z)`: the translation first, then this transform.
    /// `Transform3D(translationX: x, y: y, z: z).concatenating(self)`, bit for bit, without the
    /// full product. Rows 1 to 3 of the translation are rows of the identity: each entry of the
    /// product's rows 1 to 3 is this matrix's entry plus its column's entries times 0, which as
    /// in `concatenatingIdentity` is the entry plus the column's zeros summed. Row 4 is
    /// `x · m1j + y · m2j + z · m3j + 1 · m4j`, summed in the product's order (`1 · m4j` is
    /// `m4j` for a finite entry). A matrix with an entry that is not finite (∞ · 0 is NaN, and
    /// a NaN's bits depend on the operations that carried it) takes the product itself.
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        let zeros = (
            m11 * 0 + m21 * 0 + m31 * 0 + m41 * 0, m12 * 0 + m22 * 0 + m32 * 0 + m42 * 0,
            m13 * 0 + m23 * 0 + m33 * 0 + m43 * 0, m14 * 0 + m24 * 0 + m34 * 0 + m44 * 0
        )
        guard !(zeros.0.isNaN || zeros.1.isNaN || zeros.2.isNaN || zeros.3.isNaN) else {
            return Transform3D(translationX: x, y: y, z: z).concatenating(self)
        }
        return Transform3D(
            m11: m11 + zeros.0, m12: m12 + zeros.1, m13: m13 + zeros.2, m14: m14 + zeros.3,
            m21: m21 + zeros.0, m22: m22 + zeros.1, m23: m23 + zeros.2, m24: m24 + zeros.3,
            m31: m31 + zeros.0, m32: m32 + zeros.1, m33: m33 + zeros.2, m34: m34 + zeros.3,
            m41: x * m11 + y * m21 + z * m31 + m41, m42: x * m12 + y * m22 + z * m32 + m42,
            m43: x * m13 + y * m23 + z * m33 + m43, m44: x * m14 + y * m24 + z * m34 + m44)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation first, then this transform.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The sixteen entries, row by row: `m11, m12, …, m44`.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Where the point `(x, y, z)` lands, after the perspective divide.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double) {
        let w = x * m14 + y * m24 + z * m34 + m44
        return (
            (x * m11 + y * m21 + z * m31 + m41) / w,
            (x * m12 + y * m22 + z * m32 + m42) / w,
            (x * m13 + y * m23 + z * m33 + m43) / w
        )
    }
}
