// The CSS grid's columns as Chromium sizes them (docs/GRID.md §3.1–§3.2): 1/64-px LayoutUnits and float32 fr shares.

/// How the grid's columns are defined.
public enum GridColumns: Hashable, Sendable {
    /// `repeat(auto-fill, minmax(MIN, 1fr))`.
    case autoFill(minimumWidth: Double)
    /// `repeat(N, 1fr)`.
    case fixed(Int)
}

/// What places the grid's items: the key its checkpoints are built for (with the heights).
public struct GridSettings: Hashable, Sendable {
    /// `W`.
    public var width: Double = 375
    public var columns: GridColumns
    public var columnGap: Double = 0
    public var rowGap: Double = 0

    public init(width: Double = 375, columns: GridColumns, columnGap: Double = 0, rowGap: Double = 0) {
        self.width = width
        self.columns = columns
        self.columnGap = columnGap
        self.rowGap = rowGap
    }
}

/// Chromium's LayoutUnit: an integer count of 1/64 px.
enum LayoutUnit {
    static let perPixel: Int64 = 64
    /// Where Chromium's LayoutUnit saturates (2³¹ − 1 raw): lengths are refused beyond it.
    static let largestLength = Double(Int32.max) / 64

    /// `lu(x) = trunc(float32(x) · 64)`: rounded to a float first, then truncated.
    static func from(_ length: Double) -> Int64 {
        Int64(Float(length) * 64)
    }

    static func pixels(_ raw: Int64) -> Double { Double(raw) / 64 }
}

/// The columns: their count, sizes and left edges, in LayoutUnits.
struct GridTracks: Hashable, Sendable {
    let sizes: [Int64]
    /// `x_c = Σ_{j<c} (size_j + Gr)`, left to right.
    let offsets: [Int64]
    let containerWidth: Int64
    /// `max(Wr, Σ size + (n − 1)·Gr)`.
    let contentWidth: Int64

    init(_ settings: GridSettings) {
        let width = LayoutUnit.from(settings.width)
        let gap = LayoutUnit.from(settings.columnGap)
        let count: Int64
        let base: Int64
        switch settings.columns {
        case .autoFill(let minimumWidth):
            base = LayoutUnit.from(minimumWidth)
            // The minimum is floored at 1 px for counting only (`CalculateAutomaticRepetitions`).
            count = max(1, (width + gap) / (max(LayoutUnit.perPixel, base) + gap))
        case .fixed(let columns):
            base = 0
            count = Int64(columns)
        }
        sizes = Self.expandFlexibleTracks(count: Int(count), base: base, freeSpace: width - (count - 1) * gap)
        var offsets: [Int64] = []
        offsets.reserveCapacity(sizes.count)
        var x: Int64 = 0
        for size in sizes {
            offsets.append(x)
            x += size + gap
        }
        self.offsets = offsets
        containerWidth = width
        contentWidth = max(width, x - gap)
    }

    var count: Int { sizes.count }

    /// `ExpandFlexibleTracks`: with no room beyond the bases every track is its base; otherwise
    /// float32 shares `fr = L / n`, each truncated after adding FLT_EPSILON, the remainder carried on.
    private static func expandFlexibleTracks(count: Int, base: Int64, freeSpace: Int64) -> [Int64] {
        guard freeSpace > Int64(count) * base else { return Array(repeating: base, count: count) }
        let share = Float(freeSpace) / Float(count)
        var carry: Float = 0
        var sizes: [Int64] = []
        sizes.reserveCapacity(count)
        for _ in 0..<count {
            let exact = share + carry
            let size = Int64(exact + Float.ulpOfOne)
            sizes.append(size)
            carry = max(exact - Float(size), 0)
        }
        return sizes
    }

    /// Column `column`'s left edge, mirrored with `rtl` (`Wr − x_c − size_c`).
    func x(ofColumn column: Int, rtl: Bool) -> Int64 {
        rtl ? containerWidth - offsets[column] - sizes[column] : offsets[column]
    }
}
