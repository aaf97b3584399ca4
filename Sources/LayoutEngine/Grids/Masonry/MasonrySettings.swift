// Masonry's settings (docs/GRID.md §1) and its columns (`measureColumns`, §1.1).

/// What places masonry's items, and so the key its checkpoints are built for (with the heights
/// and widths): `W`, `cw`, `g` and `horizontalOrder`.
public struct MasonrySettings: Hashable, Sendable {
    /// `W`: the container's inner width (with `fitWidth`, its parent's).
    public var width: Double = 375
    /// `cw`; `nil` for Masonry's fallback: the first item's width, or `W` when that is 0.
    public var columnWidth: Double?
    /// `g`.
    public var gutter: Double = 0
    /// Items go left to right in turn instead of to the shortest column.
    public var horizontalOrder = false

    public init(width: Double = 375, columnWidth: Double? = nil, gutter: Double = 0, horizontalOrder: Bool = false) {
        self.width = width
        self.columnWidth = columnWidth
        self.gutter = gutter
        self.horizontalOrder = horizontalOrder
    }
}

/// What only moves masonry's finished frames (§1.3), and so is not part of the checkpoints' key.
public struct MasonryPresentation: Hashable, Sendable {
    /// The container shrinks to the columns used (`C` of §1.3).
    public var fitWidth = false
    /// `false`: items stack up from the bottom.
    public var originTop = true
    /// Items start at the right (Masonry's `originLeft: false`).
    public var rtl = false

    public init(fitWidth: Bool = false, originTop: Bool = true, rtl: Bool = false) {
        self.fitWidth = fitWidth
        self.originTop = originTop
        self.rtl = rtl
    }
}

/// Masonry's columns (`measureColumns`): the pitch `P = cw + g`, the count, and each item's span.
struct MasonryColumns: Hashable, Sendable {
    /// `P`, which Masonry stores back as `columnWidth`.
    let pitch: Double
    let count: Int
    let gutter: Double

    /// `cols = max(1, 0 < e < 1 ? roundJS(q) : floor(q))` with `q = (W + g) / P` and
    /// `e = P − fmod(W + g, P)`: columns overshooting the container by under a pixel round up.
    init(width: Double, columnWidth: Double, gutter: Double) throws(GridParameterError) {
        pitch = columnWidth + gutter
        guard pitch > 0, pitch.isFinite else {
            throw GridParameterError("columnWidth", "columnWidth + gutter must be > 0, not \(pitch)")
        }
        self.gutter = gutter
        let containerWidth = width + gutter
        let quotient = containerWidth / pitch
        let excess = pitch - containerWidth.truncatingRemainder(dividingBy: pitch)
        let rounded = excess != 0 && excess < 1 ? quotient.roundedAsJavaScript : quotient.rounded(.down)
        guard rounded <= Double(GridLimits.masonryColumns) else {
            throw GridParameterError(
                "columnWidth", "gives \(rounded) columns in width \(width); at most \(GridLimits.masonryColumns)")
        }
        count = max(1, Int(rounded))
    }

    /// `r = fmod(w, P)`; `0 < r < 1 ? roundJS(w / P) : ceil(w / P)`, at most `count`.
    func span(ofWidth width: Double) -> Int {
        let remainder = width.truncatingRemainder(dividingBy: pitch)
        let quotient = width / pitch
        let span = remainder != 0 && remainder < 1 ? quotient.roundedAsJavaScript : quotient.rounded(.up)
        return min(Int(span), count)
    }
}
