// The circle (docs/LAYOUTS.md §2): every item on one circle inside the viewport, clockwise from three o'clock.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Items spaced evenly on a circle that fits the viewport's inset bounds, as in docs/LAYOUTS.md §2.
/// Nothing scrolls; `offset` is the content offset y (negative under a navigation bar).
public struct CircleLayout: Hashable, Sendable {
    public var itemCount: Int
    public var viewport: Size
    public var itemSize: Size
    /// The inset on every side of the viewport.
    public var inset: Double

    public static let defaultItemSize = Size(width: 100, height: 100)
    public static let defaultInset: Double = 8

    public init(
        itemCount: Int, viewport: Size,
        itemSize: Size = CircleLayout.defaultItemSize, inset: Double = CircleLayout.defaultInset
    ) {
        self.itemCount = itemCount
        self.viewport = viewport
        self.itemSize = itemSize
        self.inset = inset
    }

    public var contentSize: Size { viewport }

    /// The rectangle the item centres are placed in: the viewport inset by `inset` and half an
    /// item, grown by twice the offset (the article's `offsetBy` then `insetBy(−offset)`).
    func centersFrame(atOffset offset: Double) -> Rect {
        Rect(
            x: inset + itemSize.width / 2,
            y: inset + itemSize.height / 2,
            width: viewport.width - 2 * inset - itemSize.width,
            height: viewport.height - 2 * inset - itemSize.height + 2 * offset)
    }

    /// `min(frame.width, frame.height) / 2`, and `0` when the items do not fit (the article's CGRect
    /// would turn null there and place every item at infinity).
    func innerRadius(atOffset offset: Double) -> Double {
        let frame = centersFrame(atOffset: offset)
        return max(0, min(frame.width, frame.height) / 2)
    }

    public func layout(atOffset offset: Double) -> LayoutResult {
        let frame = centersFrame(atOffset: offset)
        let radius = innerRadius(atOffset: offset)
        let step = itemCount > 0 ? 2 * Double.pi / Double(itemCount) : 0
        let items = (0..<itemCount).map { index in
            let angle = step * Double(index)
            return LayoutAttributes(
                item: index,
                center: Point(x: frame.midX + radius * cos(angle), y: frame.midY + radius * sin(angle)),
                size: itemSize)
        }
        return LayoutResult(layout: .circle, contentSize: contentSize, items: items)
    }
}
