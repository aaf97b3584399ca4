// How much of a slide's drawn quadrilateral lies inside the viewport: clipping and the shoelace area.

/// The area of a convex quadrilateral clipped to `[0, width] × [0, height]` (Sutherland–Hodgman).
/// Edges the quad lies wholly inside leave it as it is, and one it lies wholly outside leaves
/// nothing, so those are settled without clipping; from the first edge it crosses, the polygon is
/// clipped edge by edge in `buffers`, which a pass keeps from slide to slide. The sums are the
/// clipping's own, bit for bit.
func clippedArea(_ quad: Quad, width: Double, height: Double, buffers: inout ClipBuffers) -> Double {
    for edge in ClipEdge.inOrder {
        var inside = 0
        for corner in quad where edge.distance(inside: corner, width: width, height: height) >= 0 { inside += 1 }
        if inside == 0 { return 0 }
        if inside < quad.count { return buffers.clippedArea(quad, from: edge, width: width, height: height) }
    }
    return shoelaceArea(quad)
}

/// Room for the polygon being clipped and the one it becomes, kept across clippings so that a
/// pass allocates it once.
struct ClipBuffers {
    private var points: [Point] = []
    private var clipped: [Point] = []

    /// `quad` clipped against `first` and the edges after it, then measured.
    fileprivate mutating func clippedArea(_ quad: Quad, from first: ClipEdge, width: Double, height: Double) -> Double {
        points.removeAll(keepingCapacity: true)
        points.reserveCapacity(16)
        clipped.reserveCapacity(16)
        points.append(contentsOf: quad)
        for edge in ClipEdge.inOrder[first.rawValue...] {
            guard !points.isEmpty else { return 0 }
            clipped.removeAll(keepingCapacity: true)
            for index in points.indices {
                let (current, next) = (points[index], points[(index + 1) % points.count])
                let a = edge.distance(inside: current, width: width, height: height)
                let b = edge.distance(inside: next, width: width, height: height)
                if a >= 0 { clipped.append(current) }
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    clipped.append(Point(x: current.x + t * (next.x - current.x), y: current.y + t * (next.y - current.y)))
                }
            }
            swap(&points, &clipped)
        }
        return shoelaceArea(points)
    }
}

/// The sides of the viewport, in the order the polygon is clipped against them.
fileprivate enum ClipEdge: Int {
    case left, right, top, bottom

    /// Made once: `allCases` would make an array at each clipping.
    static let inOrder: [ClipEdge] = [.left, .right, .top, .bottom]

    /// How far inside this side `point` lies (negative outside).
    func distance(inside point: Point, width: Double, height: Double) -> Double {
        switch self {
        case .left: point.x
        case .right: width - point.x
        case .top: point.y
        case .bottom: height - point.y
        }
    }
}

/// A polygon's area by the shoelace formula, its terms added in order from the first vertex.
private func shoelaceArea<Points: RandomAccessCollection<Point>>(_ points: Points) -> Double where Points.Index == Int {
    var doubleArea = 0.0
    for index in points.indices {
        let (a, b) = (points[index], points[index + 1 == points.endIndex ? points.startIndex : index + 1])
        doubleArea += a.x * b.y - b.x * a.y
    }
    return abs(doubleArea) / 2
}
