// Hit testing (MOTION.md §4): which element of a layout a point in the viewport lands on.

/// The axis along which a layout's frames are in content coordinates, so that the scroll
/// offset moves them: x for the wheel, y for the circle, the parallax list and the grids. The carousel's
/// and the slider's frames are already in viewport coordinates (the carousel's scrolling is
/// inside the matrices, the slider's folded into its frames): no axis.
public enum ScrollAxis: String, Hashable, Codable, Sendable {
    case x
    case y
}

extension LayoutName {
    /// The axis the offset moves this layout's frames along; `nil` for the carousel and the slider.
    public var frameScrollAxis: ScrollAxis? { layoutType.frameScrollAxis }
}

extension LayoutAttributes {
    /// The four corners of the element's box as a browser draws it with docs/API.md's placement
    /// rule, in viewport points, from the untransformed box's top-left going right: the box is
    /// `frame` moved by `−offset` along `axis`, and each corner `p` lands at
    /// `o + project((p − o) · transform3D)` with `o` the box's origin plus `anchorPoint × size`.
    /// `nil` when a corner is at or behind the viewer's plane (`w ≤ 0`, or not a number), where a
    /// browser draws no such plane.
    public func drawnCorners(atOffset offset: Double, axis: ScrollAxis?) -> [Point]? {
        drawnQuad(atOffset: offset, axis: axis).map { [$0.topLeft, $0.topRight, $0.bottomRight, $0.bottomLeft] }
    }

    /// `drawnCorners` as four values, with no array: the slider's layout pass asks for them slide by slide.
    func drawnQuad(atOffset offset: Double, axis: ScrollAxis?) -> Quad? {
        let box = Rect(
            x: frame.x - (axis == .x ? offset : 0), y: frame.y - (axis == .y ? offset : 0),
            width: frame.width, height: frame.height)
        let origin = Point(x: box.x + anchorPoint.x * box.width, y: box.y + anchorPoint.y * box.height)
        let matrix = transform3D
        func corner(_ x: Double, _ y: Double) -> Point? {
            let (dx, dy) = (x - origin.x, y - origin.y)
            let w = dx * matrix.m14 + dy * matrix.m24 + matrix.m44
            guard w > 0 else { return nil }
            let x = (dx * matrix.m11 + dy * matrix.m21 + matrix.m41) / w
            let y = (dx * matrix.m12 + dy * matrix.m22 + matrix.m42) / w
            return Point(x: origin.x + x, y: origin.y + y)
        }
        guard let topLeft = corner(box.minX, box.minY), let topRight = corner(box.maxX, box.minY),
            let bottomRight = corner(box.maxX, box.maxY), let bottomLeft = corner(box.minX, box.maxY)
        else { return nil }
        return Quad(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
    }

    /// Whether `point` lies inside the drawn box, edges included. Never for an element whose
    /// alpha is 0 or with a corner at `w ≤ 0`, nor for one drawn with no area (turned edge-on, or
    /// scaled to nothing): a browser hits nothing there, as `UIView.point(inside:with:)` hits no
    /// empty rectangle.
    public func contains(_ point: Point, atOffset offset: Double, axis: ScrollAxis?) -> Bool {
        guard alpha != 0, let corners = drawnCorners(atOffset: offset, axis: axis) else { return false }
        return Self.convexQuad(corners, contains: point)
    }

    /// Inside a convex quadrilateral of either winding: the point is on the inner side of (or on)
    /// every edge, the inner side being the one the signed area says. A zero or undefined area
    /// contains nothing; a cross product that is not a number fails.
    private static func convexQuad(_ corners: [Point], contains point: Point) -> Bool {
        var doubleArea = 0.0
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            doubleArea += a.x * b.y - b.x * a.y
        }
        guard doubleArea > 0 || doubleArea < 0 else { return false }
        let orientation: Double = doubleArea > 0 ? 1 : -1
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            guard orientation * cross >= 0 else { return false }
        }
        return true
    }
}

extension LayoutResult {
    /// The element `point` (viewport points, origin at the top-left) lands on when the layout is
    /// at `offset` (MOTION.md §4): of the elements whose drawn box contains it, the one with the
    /// highest `zIndex`, then the later in `items`; `nil` when it lands on none.
    public func hitTest(_ point: Point, atOffset offset: Double) -> LayoutAttributes? {
        Self.hitTest(point, in: items, atOffset: offset, axis: layout.frameScrollAxis)
    }

    /// `hitTest(_:atOffset:)` over any elements, with the axis the offset moves their frames along.
    public static func hitTest(
        _ point: Point, in items: [LayoutAttributes], atOffset offset: Double, axis: ScrollAxis?
    ) -> LayoutAttributes? {
        var winner: LayoutAttributes?
        for element in items where element.contains(point, atOffset: offset, axis: axis) {
            if let current = winner, current.zIndex > element.zIndex { continue }
            winner = element
        }
        return winner
    }
}

/// Four corners of a drawn box, from its top-left going right (`drawnCorners`' order), held in place.
struct Quad: RandomAccessCollection {
    var topLeft: Point
    var topRight: Point
    var bottomRight: Point
    var bottomLeft: Point

    var startIndex: Int { 0 }
    var endIndex: Int { 4 }

    subscript(index: Int) -> Point {
        switch index {
        case 0: topLeft
        case 1: topRight
        case 2: bottomRight
        case 3: bottomLeft
        default: preconditionFailure("corner \(index) of 4")
        }
    }
}
