// Shared helpers for the engine tests: tolerant comparisons of numbers, points, rectangles and transforms.

import LayoutEngine

/// `|actual − expected| <= tolerance · max(1, |expected|)`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance * max(1, abs(expected))
}

func isClose(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return isClose(actual, expected, tolerance: tolerance)
}

func isClose(_ actual: Point, _ expected: Point, tolerance: Double = 1e-9) -> Bool {
    isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
}

func isClose(_ actual: Size, _ expected: Size, tolerance: Double = 1e-9) -> Bool {
    isClose(actual.width, expected.width, tolerance: tolerance)
        && isClose(actual.height, expected.height, tolerance: tolerance)
}

func isClose(_ actual: Rect, _ expected: Rect, tolerance: Double = 1e-9) -> Bool {
    isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
        && isClose(actual.width, expected.width, tolerance: tolerance)
        && isClose(actual.height, expected.height, tolerance: tolerance)
}

func isClose(_ actual: AffineTransform, _ expected: AffineTransform, tolerance: Double = 1e-9) -> Bool {
    isClose(actual.a, expected.a, tolerance: tolerance) && isClose(actual.b, expected.b, tolerance: tolerance)
        && isClose(actual.c, expected.c, tolerance: tolerance) && isClose(actual.d, expected.d, tolerance: tolerance)
        && isClose(actual.tx, expected.tx, tolerance: tolerance)
        && isClose(actual.ty, expected.ty, tolerance: tolerance)
}

func isClose(_ actual: AffineTransform?, _ expected: AffineTransform, tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return isClose(actual, expected, tolerance: tolerance)
}

/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (docs/LAYOUTS.md's conventions), written out here so the
/// tests do not lean on the engine to apply a transform.
func apply(_ t: AffineTransform, to p: Point) -> Point {
    Point(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty)
}
