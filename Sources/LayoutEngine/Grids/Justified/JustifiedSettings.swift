// Justified rows' settings (docs/GRID.md §2): justified-layout's configuration, and what Pinwheel refuses of it.

/// How justified-layout lays out the last, unfilled row (`widowLayoutStyle`).
public enum WidowLayoutStyle: String, CaseIterable, Hashable, Sendable {
    case left
    case justify
    case center
}

/// justified-layout's configuration: everything that places an item, and so the key its
/// checkpoints are built for (with the aspect ratios). Defaults are the library's.
public struct JustifiedSettings: Hashable, Sendable {
    /// `W`, `containerWidth`.
    public var width: Double = 1060
    /// `containerPadding`: top, right, bottom, left.
    public var paddingTop: Double = 10
    public var paddingRight: Double = 10
    public var paddingBottom: Double = 10
    public var paddingLeft: Double = 10
    /// `boxSpacing`: horizontal `sh`, vertical `sv`.
    public var horizontalSpacing: Double = 10
    public var verticalSpacing: Double = 10
    /// `t`.
    public var targetRowHeight: Double = 320
    /// `τ`.
    public var targetRowHeightTolerance: Double = 0.25
    /// Stop after this many rows; `nil` for no limit.
    public var maxNumRows: Int?
    /// Every item's aspect ratio becomes this number.
    public var forceAspectRatio: Double?
    /// Lay out the last, unfilled row.
    public var showWidows = true
    /// Every this-many-th row is a full-width breakout row.
    public var fullWidthBreakoutRowCadence: Int?
    public var widowLayoutStyle: WidowLayoutStyle = .left

    public init() {}

    /// `containerPadding` as one number for every side.
    public mutating func setPadding(_ padding: Double) {
        (paddingTop, paddingRight, paddingBottom, paddingLeft) = (padding, padding, padding, padding)
    }

    /// `boxSpacing` as one number for both directions.
    public mutating func setSpacing(_ spacing: Double) {
        (horizontalSpacing, verticalSpacing) = (spacing, spacing)
    }

    /// `R = W − pl − pr`, a row's width.
    var rowWidth: Double { width - paddingLeft - paddingRight }

    /// Refuses what docs/GRID.md §2 and §6 refuse, naming the parameter.
    func validate(aspectRatios: ItemLengths) throws(GridParameterError) {
        try GridParameterError.requireItemCount(aspectRatios.count)
        try GridParameterError.require(width, "width", atLeast: 0)
        for side in [paddingTop, paddingRight, paddingBottom, paddingLeft] {
            try GridParameterError.require(side, "containerPadding", atLeast: 0)
        }
        for spacing in [horizontalSpacing, verticalSpacing] {
            try GridParameterError.require(spacing, "boxSpacing", atLeast: 0)
        }
        guard rowWidth > 0 else {
            throw GridParameterError("width", "leaves no row: width − left and right containerPadding is \(rowWidth)")
        }
        try GridParameterError.require(targetRowHeight, "targetRowHeight", atLeast: 0, open: true)
        try GridParameterError.require(targetRowHeightTolerance, "targetRowHeightTolerance", atLeast: 0)
        if let maxNumRows, maxNumRows < 1 {
            throw GridParameterError("maxNumRows", "must be a whole number ≥ 1, not \(maxNumRows)")
        }
        if let forceAspectRatio {
            try GridParameterError.require(forceAspectRatio, "forceAspectRatio", atLeast: 0, open: true)
        } else {
            try GridParameterError.require(aspectRatios, "aspectRatios", atLeast: 0, open: true)
        }
        if let cadence = fullWidthBreakoutRowCadence, cadence < 1 {
            throw GridParameterError("fullWidthBreakoutRowCadence", "must be a whole number ≥ 1, not \(cadence)")
        }
    }
}
