// The wheel (docs/LAYOUTS.md §1, the spinning-wheel tutorial's `CircularCollectionViewLayout`) and its snapping.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A horizontally scrolling wheel of cards that turn about a pivot `radius` below the viewport's
/// centre, as in docs/LAYOUTS.md §1.
public struct WheelLayout: Hashable, Sendable {
    public var itemCount: Int
    public var viewport: Size
    public var itemSize: Size
    public var radius: Double
    /// Right to left: every answer is the left-to-right one mirrored (docs/LAYOUTS.md §5).
    public var isRightToLeft: Bool

    public static let defaultItemSize = Size(width: 133, height: 173)
    public static let defaultRadius: Double = 500

    public init(
        itemCount: Int, viewport: Size,
        itemSize: Size = WheelLayout.defaultItemSize, radius: Double = WheelLayout.defaultRadius,
        isRightToLeft: Bool = false
    ) {
        self.itemCount = itemCount
        self.viewport = viewport
        self.itemSize = itemSize
        self.radius = radius
        self.isRightToLeft = isRightToLeft
    }

    /// The angle between neighbouring items: `atan(itemW / radius)`.
    public var anglePerItem: Double { atan(itemSize.width / radius) }

    public var contentSize: Size {
        Size(width: Double(itemCount) * itemSize.width, height: viewport.height)
    }

    /// The largest content offset: `contentSize.width − W` (not positive when nothing scrolls).
    public var maxOffset: Double { contentSize.width - viewport.width }

    /// The angle of item 0 when the last item is centred: `−(n − 1) · anglePerItem`.
    var angleAtExtreme: Double {
        itemCount > 0 ? -Double(itemCount - 1) * anglePerItem : 0
    }

    /// The angle of item 0 at `offset`; `0` when nothing can scroll (the tutorial divides by zero).
    func angle(atOffset offset: Double) -> Double {
        maxOffset > 0 ? angleAtExtreme * offset / maxOffset : 0
    }

    /// The anchor point every item turns about: `(0.5, (itemH/2 + radius) / itemH)`.
    public var anchorPoint: Point {
        Point(x: 0.5, y: (itemSize.height / 2 + radius) / itemSize.height)
    }

    /// Half the angle the viewport spans, seen from the pivot:
    /// `atan2(W/2, radius + itemH/2 − H/2)`.
    var theta: Double {
        atan2(viewport.width / 2, radius + itemSize.height / 2 - viewport.height / 2)
    }

    /// The items on screen at `offset` (the tutorial's "Bonus Material", docs/LAYOUTS.md §1), empty when there are none.
    public func visibleRange(atOffset offset: Double) -> ClosedRange<Int>? {
        guard itemCount > 0 else { return nil }
        let angle = angle(atOffset: offset)
        let anglePerItem = anglePerItem
        let theta = theta
        // Bounds are clamped while still Double so `Int(_:)` cannot trap; the clamping keeps the
        // tutorial's outcome (a start past the end, or an end before 0, both mean "nothing visible").
        var start = 0
        if angle < -theta {
            start = Self.index(floor((-theta - angle) / anglePerItem), clampedTo: itemCount)
        }
        let end = min(itemCount - 1, Self.index(ceil((theta - angle) / anglePerItem), clampedTo: itemCount))
        if end < start { return 0...0 }
        return start...end
    }

    /// The attributes of item `index` at `offset`; any index, visible or not.
    public func attributes(forItem index: Int, atOffset offset: Double) -> LayoutAttributes {
        let attributes = itemAttributes(index, angle: angle(atOffset: offset), offset: offset)
        return isRightToLeft ? attributes.mirroredHorizontally(viewportWidth: viewport.width, frameShift: offset) : attributes
    }

    /// The layout at `offset`: only the visible items when `culling`, every item otherwise.
    public func layout(atOffset offset: Double, culling: Bool = true) -> LayoutResult {
        let range: ClosedRange<Int>? = culling ? visibleRange(atOffset: offset) : allItems
        let angle = angle(atOffset: offset)
        let items = range.map { $0.map { itemAttributes($0, angle: angle, offset: offset) } } ?? []
        let result = LayoutResult(layout: .wheel, contentSize: contentSize, items: items)
        return isRightToLeft ? result.mirroredHorizontally(viewportWidth: viewport.width, frameShift: offset) : result
    }

    /// How many items `layout(atOffset:culling:)` returns, without computing them.
    public func itemCount(atOffset offset: Double, culling: Bool = true) -> Int {
        (culling ? visibleRange(atOffset: offset) : allItems)?.count ?? 0
    }

    private var allItems: ClosedRange<Int>? { itemCount > 0 ? 0...(itemCount - 1) : nil }

    private func itemAttributes(_ index: Int, angle: Double, offset: Double) -> LayoutAttributes {
        let itemAngle = angle + anglePerItem * Double(index)
        return LayoutAttributes(
            item: index,
            center: Point(x: offset + viewport.width / 2, y: viewport.height / 2),
            size: itemSize,
            transform: AffineTransform(rotationAngle: itemAngle),
            anchorPoint: anchorPoint,
            zIndex: Self.truncatedIndex(itemAngle * 1_000_000),
            angle: itemAngle)
    }

    /// `Int(value)` (truncation toward zero), saturating instead of trapping at Int's bounds.
    static func truncatedIndex(_ value: Double) -> Int {
        if value >= 0x1p63 { return Int.max }
        if value <= -0x1p63 { return Int.min }
        return Int(value)
    }

    /// `Int(value)` for an integral `value`, limited to `-1...limit` (enough to decide ranges).
    private static func index(_ value: Double, clampedTo limit: Int) -> Int {
        Int(min(max(value, -1), Double(limit)))
    }
}

extension WheelLayout {
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` from the tutorial's
    /// spoiler: the offset that centres a whole item, in the direction of `velocity`.
    public func snap(proposedOffset proposed: Double, velocity: Double = 0) -> SnapResult {
        guard itemCount > 1, maxOffset > 0 else { return SnapResult(offset: 0, index: 0) }
        let factor = -angleAtExtreme / maxOffset
        let ratio = proposed * factor / anglePerItem
        let rounded: Double
        if velocity > 0 {
            rounded = ceil(ratio)
        } else if velocity < 0 {
            rounded = floor(ratio)
        } else {
            rounded = ratio.rounded(.toNearestOrAwayFromZero)
        }
        let index = Int(min(max(rounded, 0), Double(itemCount - 1)))
        return SnapResult(offset: restingOffset(ofItem: index), index: index)
    }

    /// The offset that centres item `index`: `index · anglePerItem / factor`, the snap's target for
    /// `m = index`; 0 when nothing scrolls (`n ≤ 1` or `maxOffset ≤ 0`).
    public func restingOffset(ofItem index: Int) -> Double {
        guard itemCount > 1, maxOffset > 0 else { return 0 }
        let factor = -angleAtExtreme / maxOffset
        return Double(index) * anglePerItem / factor
    }
}
