// Geometry value types: points, sizes, rectangles and affine transforms in UIKit's conventions.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in points, origin top-left, y growing downward (UIKit's convention).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when the size covers no area, so a layout skips the element (docs/LAYOUTS.md §3).
    public var isEmpty: Bool { width == 0 || height == 0 }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var size: Size { Size(width: width, height: height) }

    /// Whether the two rectangles overlap in a region of positive area, as `CGRect.intersects`
    /// answers for rectangles of positive size: rectangles that only touch do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The bounding box of this rectangle after `transform` is applied about its centre, as
    /// UIKit reports the `frame` of a view whose `transform` is set.
    public func applying(aboutCenter transform: AffineTransform) -> Rect {
        let halfWidth = width / 2
        let halfHeight = height / 2
        // Extents of the transformed half-diagonals along each axis.
        let extentX = abs(transform.a * halfWidth) + abs(transform.c * halfHeight)
        let extentY = abs(transform.b * halfWidth) + abs(transform.d * halfHeight)
        let newCenter = Point(x: midX + transform.tx, y: midY + transform.ty)
        return Rect(
            x: newCenter.x - extentX, y: newCenter.y - extentY,
            width: 2 * extentX, height: 2 * extentY)
    }
}

/// A 2D affine transform `(a, b, c, d, tx, ty)` as in `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(rotationAngle:)`: `(cos, sin, −sin, cos, 0, 0)`.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX: Double, y: Double) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `CGAffineTransform.concatenating(_:)`: this transform, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }
}
