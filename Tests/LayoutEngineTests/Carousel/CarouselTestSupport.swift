// Fixtures and hand-derived matrix shapes shared by the carousel tests.

import Foundation
import LayoutEngine

/// iCarousel's default perspective, −1/500.
let defaultPerspective = -0.002

/// The main fixture: `n = 20` default 200 × 200 items in a 320 × 480 viewport. extent = 200,
/// viewportExtent = 320; circular count = max(12, ceil(320/200)·π = 6.28) = 12.
func carousel(
    _ type: CarouselType, count: Int = 20, viewport: Size = Size(width: 320, height: 480),
    itemSize: Size = CarouselLayout.defaultItemSize, _ configure: (inout CarouselSettings) -> Void = { _ in }
) -> CarouselLayout {
    var settings = CarouselSettings()
    configure(&settings)
    return CarouselLayout(type: type, itemCount: count, viewport: viewport, itemSize: itemSize, settings: settings)
}

/// The vertical fixture: 30 items of 200 × 100 in a 320 × 700 viewport. extent = 100 (the
/// height), viewportExtent = 700; circular count = min(30, ceil(700/100)·π = 21.99) → 21.
func verticalCarousel(_ type: CarouselType, _ configure: (inout CarouselSettings) -> Void = { _ in }) -> CarouselLayout {
    carousel(type, count: 30, viewport: Size(width: 320, height: 700), itemSize: Size(width: 200, height: 100)) {
        $0.vertical = true
        configure(&$0)
    }
}

/// The base (identity with m34 = p) after first translating by (x, y, z). By hand, T·B keeps B's
/// rows 1–3 and row 4 is (x, y, z, 1)·B = (x, y, z, 1 + p·z).
func translatedBase(_ x: Double, _ y: Double, _ z: Double, perspective p: Double = defaultPerspective) -> Transform3D {
    matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [x, y, z, 1 + p * z]])
}

/// The transforms iCarousel gives items that turn: the base, translated, turned about an axis,
/// then (for cylinders) translated again, multiplied out by hand. `c`, `s` are the cosine and
/// sine of the turn.
enum Turned {
    /// Cylinder about y: T(0, 0, r + 0.01)·R_y(a)·T(0, 0, −r)·B. T(0,0,−r)·B has row 4
    /// (0, 0, −r, 1 − p·r); R_y's rows (c, 0, −s, 0), (0, 1, 0, 0), (s, 0, c, 0) mix rows 1 and 3
    /// into (c, 0, −s, −s·p) and (s, 0, c, c·p); the last translation adds (r + 0.01)·row 3 to row 4.
    static func cylinder(angle a: Double, radius r: Double, p: Double = defaultPerspective) -> Transform3D {
        let (c, s, far) = (cos(a), sin(a), r + 0.01)
        return matrix([
            [c, 0, -s, -s * p], [0, 1, 0, 0], [s, 0, c, c * p], [far * s, 0, far * c - r, 1 + p * (far * c - r)],
        ])
    }

    /// Vertical cylinder, turned about (−1, 0, 0) by a, i.e. about x by −a: rows 2 and 3 become
    /// (0, c, −s, −s·p) and (0, s, c, c·p); row 4 gains (r + 0.01)·row 3.
    static func verticalCylinder(angle a: Double, radius r: Double, p: Double = defaultPerspective) -> Transform3D {
        let (c, s, far) = (cos(a), sin(a), r + 0.01)
        return matrix([
            [1, 0, 0, 0], [0, c, -s, -s * p], [0, s, c, c * p], [0, far * s, far * c - r, 1 + p * (far * c - r)],
        ])
    }

    /// Wheel: T(0, −r, 0.01·o)·R_z(θ)·T(0, r, 0)·B. Rows 1–2 are R_z's (c, s), (−s, c); R_z keeps
    /// T(0, r, 0)·B's row 4, (0, r, 0, 1), and the last translation adds −r·row 2 + 0.01·o·row 3:
    /// (r·s, r − r·c, 0.01·o, 1 + 0.01·o·p).
    static func wheel(angle θ: Double, radius r: Double, offset o: Double, p: Double = defaultPerspective) -> Transform3D {
        let (c, s) = (cos(θ), sin(θ))
        return matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, p], [r * s, r - r * c, 0.01 * o, 1 + 0.01 * o * p]])
    }

    /// Vertical wheel: T(r, 0, 0.01·o)·R_z(θ)·T(−r, 0, 0)·B: row 4 = (−r, 0, 0, 1) + r·row 1
    /// + 0.01·o·row 3 = (r·c − r, r·s, 0.01·o, 1 + 0.01·o·p).
    static func verticalWheel(angle θ: Double, radius r: Double, offset o: Double, p: Double = defaultPerspective) -> Transform3D
    {
        let (c, s) = (cos(θ), sin(θ))
        return matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, p], [r * c - r, r * s, 0.01 * o, 1 + 0.01 * o * p]])
    }

    /// Cover flow: R_y(φ)·T(x, 0, z)·B: rows 1 and 3 become (cos φ, 0, −sin φ, −sin φ·p) and
    /// (sin φ, 0, cos φ, cos φ·p); row 4 stays (x, 0, z, 1 + p·z).
    static func coverFlow(angle φ: Double, x: Double, z: Double, p: Double = defaultPerspective) -> Transform3D {
        let (c, s) = (cos(φ), sin(φ))
        return matrix([[c, 0, -s, -s * p], [0, 1, 0, 0], [s, 0, c, c * p], [x, 0, z, 1 + p * z]])
    }

    /// Vertical cover flow: turned by φ about (−1, 0, 0), i.e. by ψ = −φ about x:
    /// rows 2 and 3 become (0, cos ψ, sin ψ, sin ψ·p) and (0, −sin ψ, cos ψ, cos ψ·p); row 4 = (0, y, z, 1 + p·z).
    static func verticalCoverFlow(angle φ: Double, y: Double, z: Double, p: Double = defaultPerspective) -> Transform3D {
        let (c, s) = (cos(-φ), sin(-φ))
        return matrix([[1, 0, 0, 0], [0, c, s, s * p], [0, -s, c, c * p], [0, y, z, 1 + p * z]])
    }
}

/// iCarousel's `easeInOut`, written out from MOTION.md §2.
func easeInOut(_ p: Double) -> Double {
    p < 0.5 ? 0.5 * pow(2 * p, 3) : 0.5 * pow(2 * p - 2, 3) + 1
}
