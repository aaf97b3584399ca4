// Where a page is looked at: its content offset Y and viewport height H (docs/PAGE.md, conventions).

/// The page's viewport along y: `[offset, offset + height)` in page content coordinates
/// (docs/PAGE.md: `Y`, query `offset`; `H`, query `height`). The width is the stack's.
public struct PageViewport: Hashable, Sendable {
    /// `Y`: the page's content offset; negative on overscroll.
    public var offset: Double
    /// `H`: the viewport's height.
    public var height: Double

    public init(offset: Double, height: Double) {
        self.offset = offset
        self.height = height
    }

    /// Whether a span `[y, y + height)` meets the viewport: `y < Y + H` and `y + height > Y`
    /// (docs/PAGE.md §3.5), so that a span of height 0 strictly inside meets it.
    public func meets(y: Double, height spanHeight: Double) -> Bool {
        y < offset + height && y + spanHeight > offset
    }
}
