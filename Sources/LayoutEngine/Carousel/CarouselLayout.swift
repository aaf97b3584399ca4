// iCarousel's layout pass (nicklockwood/iCarousel 1.8.3): resolved values, scroll position, visible items.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A carousel of `itemCount` items in `viewport`, laid out as iCarousel 1.8.3 lays out its item
/// views (`iCarousel.m`), with no delegate beyond `settings`, no placeholders, and `contentOffset`
/// and `viewpointOffset` both zero.
///
/// Positions are in points along the scroll axis: `offset` / (`extent` × `spacing`) is iCarousel's
/// `scrollOffset`, in items. Every item is centred in the viewport and moved by its
/// `transform3D` (about its centre), as iCarousel centres each item's container view and sets the
/// container layer's transform.
public struct CarouselLayout: Hashable, Sendable {
    public var type: CarouselType
    public var itemCount: Int
    public var viewport: Size
    public var itemSize: Size
    public var settings: CarouselSettings

    public static let defaultItemSize = Size(width: 200, height: 200)
    /// `MAX_VISIBLE_ITEMS` of the iOS build: the most items iCarousel loads unless told otherwise.
    static let maxVisibleItems = 30
    /// iCarousel's default `bounceDistance`: how far past either end, in items, a carousel that
    /// does not wrap may be dragged.
    static let bounceDistance: Double = 1

    public init(
        type: CarouselType, itemCount: Int, viewport: Size,
        itemSize: Size = CarouselLayout.defaultItemSize, settings: CarouselSettings = CarouselSettings()
    ) {
        self.type = type
        self.itemCount = itemCount
        self.viewport = viewport
        self.itemSize = itemSize
        self.settings = settings
    }

    /// The layout at `offset` (points): the items `loadUnloadViews` keeps, nearest the current
    /// position first (by |relative offset|, the item before the position first on a tie), each
    /// with `zIndex` its back-to-front rank by `compareViewDepth` (0 = backmost). `toggle` is
    /// coverFlow2's `_toggle` (−1…1; 0, its value at rest, by default); the other types ignore it.
    public func layout(atOffset offset: Double, toggle: Double = 0) -> LayoutResult {
        let pass = CarouselPass(self)
        let scrollOffset = scrollOffset(atOffset: offset)
        // Sorted before the transforms are made: moving three numbers is cheaper than moving a matrix.
        var visible: [VisibleItem] = []
        visible.reserveCapacity(pass.numberOfVisibleItems)
        forEachVisibleItem(atScrollOffset: scrollOffset, pass: pass) { index, relativeOffset, alpha in
            visible.append(VisibleItem(index: index, relativeOffset: relativeOffset, alpha: alpha))
        }
        visible.sortFew(by: VisibleItem.isNearer)
        let center = Point(x: viewport.width / 2, y: viewport.height / 2)
        // Each item's attributes made once, with its depth keys read from its matrix as it is made;
        // the ranks come after, when every key is known.
        var items: [LayoutAttributes] = []
        items.reserveCapacity(visible.count)
        var depths = DepthKeys(currentItem: currentItemIndex(atScrollOffset: scrollOffset), count: visible.count)
        for item in visible {
            let transform = pass.transform(forRelativeOffset: item.relativeOffset, toggle: toggle)
            depths.append(transform, index: item.index, vertical: pass.vertical)
            items.append(
                LayoutAttributes(
                    item: item.index, center: center, size: itemSize, transform: nil, transform3D: transform, alpha: item.alpha))
        }
        depths.rank(&items)
        let result = LayoutResult(layout: .carousel, contentSize: contentSize, items: items)
        return settings.isRightToLeft ? result.mirroredHorizontally(viewportWidth: viewport.width, frameShift: 0) : result
    }

    /// How many items `layout(atOffset:)` returns, found without building them, so a caller can
    /// refuse an answer too large to send before computing it.
    public func visibleItemCount(atOffset offset: Double) -> Int {
        var count = 0
        forEachVisibleItem(atScrollOffset: scrollOffset(atOffset: offset), pass: CarouselPass(self)) { _, _, _ in count += 1 }
        return count
    }

    /// The scrolled length: `n · extent · spacing` along the scroll axis, the viewport's size across it.
    public var contentSize: Size {
        let length = Double(numberOfItems) * extent * spacing
        return settings.vertical
            ? Size(width: viewport.width, height: length) : Size(width: length, height: viewport.height)
    }
}

// MARK: - Resolved values

extension CarouselLayout {
    /// `_numberOfItems`: `itemCount`, with a negative count taken as no items.
    package var numberOfItems: Int { max(itemCount, 0) }

    /// `_itemWidth`: the item's length along the scroll axis (its width, or height when vertical).
    package var extent: Double { settings.vertical ? itemSize.height : itemSize.width }

    /// The viewport's length along the scroll axis, as `updateNumberOfVisibleItems` and
    /// `circularCarouselItemCount` measure it.
    var viewportExtent: Double { settings.vertical ? viewport.height : viewport.width }

    /// `_wrapEnabled`: on for the circular types, off for the others, unless `settings.wrap` says.
    package var wraps: Bool { settings.wrap ?? type.isCircular }

    /// `iCarouselOptionSpacing`: 0.25 for the cover flows, 1 for the others.
    package var spacing: Double { settings.spacing ?? (type.isCoverFlow ? 0.25 : 1) }

    /// `iCarouselOptionTilt`: 0.9 for the cover flows, 0.3 for the time machines; `nil` for the
    /// types that do not tilt.
    var tilt: Double? {
        if type.isCoverFlow { return settings.tilt ?? 0.9 }
        if type.isTimeMachine { return settings.tilt ?? 0.3 }
        return nil
    }

    /// `iCarouselOptionArc`: a full turn, 2π; `nil` for the types that draw no circle.
    var arc: Double? { type.isCircular ? circleArc : nil }

    /// `iCarouselOptionRadius`, before the inverted types negate it; `nil` for the types that draw
    /// no circle. The defaults, with `count` = `circularItemCount` and `half` = `extent · spacing / 2`:
    /// rotary `max(half, half / tan(arc/2/count))` (no closer than touching), cylinder
    /// `max(0.01, half / tan(arc/2/count))`, wheel `extent · spacing · count / arc`.
    var radius: Double? { type.isCircular ? circleRadius : nil }

    /// `iCarouselOptionFadeMin`: −∞ (no fade), but 0 for the inverted time machine.
    var fadeMin: Double { settings.fadeMin ?? (type == .invertedTimeMachine ? 0 : -.infinity) }

    /// `iCarouselOptionFadeMax`: +∞ (no fade), but 0 for the time machine.
    var fadeMax: Double { settings.fadeMax ?? (type == .timeMachine ? 0 : .infinity) }

    /// `iCarouselOptionFadeRange`: 1 item.
    package var fadeRange: Double { settings.fadeRange ?? 1 }

    /// `iCarouselOptionFadeMinAlpha`: 0, fully transparent.
    package var fadeMinAlpha: Double { settings.fadeMinAlpha ?? 0 }

    /// `circularCarouselItemCount`: for the circular types, how many items share the arc:
    /// `min(30, max(12, ceil(viewportExtent / (spacing · extent)) · π))`, truncated to an integer,
    /// at most `numberOfItems`, unless `settings.circularCount` says (it replaces the whole answer,
    /// as iCarousel asks its delegate last). The other types answer `numberOfItems` and never ask.
    var circularItemCount: Int {
        guard type.isCircular else { return numberOfItems }
        if let circularCount = settings.circularCount { return circularCount }
        let scaled = ceil(viewportExtent / (spacing * extent)) * .pi
        // MAX(12, …) then MIN(30, …) as the C macros compare: a NaN compares false and gives 12.
        let count = scaled > 12 ? min(scaled, Double(Self.maxVisibleItems)) : 12
        return min(numberOfItems, Self.truncated(count))
    }

    /// `updateNumberOfVisibleItems`: how many items around the current one are considered.
    /// linear and cover flow: `ceil(viewportExtent / (extent · spacing)) + 2`, enough to fill the
    /// viewport; rotary, cylinder: `circularItemCount`; inverted rotary, inverted cylinder:
    /// `ceil(count / 2)`; wheels: `count` if `radius − extent/2 < min(W, H)/2` (the whole wheel is
    /// on screen), else `ceil(count / 2) + 1`; time machines: 30. Then at most 30, unless
    /// `settings.visibleItems` says, and always within `0…numberOfItems`.
    package var numberOfVisibleItems: Int {
        let count = circularItemCount
        return numberOfVisibleItems(circularItemCount: count, circleRadius: circleRadius(circularItemCount: count))
    }

    /// `numberOfVisibleItems`, given the `circularItemCount` and `circleRadius` already found.
    func numberOfVisibleItems(circularItemCount: Int, circleRadius: Double) -> Int {
        let forType: Double
        switch type {
        case .linear, .coverFlow, .coverFlow2:
            forType = ceil(viewportExtent / (extent * spacing)) + 2
        case .rotary, .cylinder:
            forType = Double(circularItemCount)
        case .invertedRotary, .invertedCylinder:
            forType = ceil(Double(circularItemCount) / 2)
        case .wheel, .invertedWheel:
            let count = Double(circularItemCount)
            let wholeWheelShows = circleRadius - extent / 2 < min(viewport.width, viewport.height) / 2
            forType = wholeWheelShows ? count : ceil(count / 2) + 1
        case .timeMachine, .invertedTimeMachine:
            forType = Double(Self.maxVisibleItems)
        }
        let chosen = settings.visibleItems ?? min(Self.maxVisibleItems, Self.truncated(forType))
        return max(0, min(chosen, numberOfItems))
    }

    /// The arc with its default, for any type (only the circular ones use it).
    var circleArc: Double { settings.arc ?? 2 * .pi }

    /// The radius with its default, for any type (only the circular ones use it).
    var circleRadius: Double { circleRadius(circularItemCount: circularItemCount) }

    /// `circleRadius`, given the `circularItemCount` already found.
    func circleRadius(circularItemCount: Int) -> Double {
        if let radius = settings.radius { return radius }
        let count = Double(circularItemCount)
        let halfItem = extent * spacing / 2
        switch type {
        case .rotary, .invertedRotary: return max(halfItem, halfItem / tan(circleArc / 2 / count))
        case .cylinder, .invertedCylinder: return max(0.01, halfItem / tan(circleArc / 2 / count))
        case .wheel, .invertedWheel: return extent * spacing * count / circleArc
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: return 0  // no circle
        }
    }

    /// `Int(value)` as an iPhone (arm64) converts a `CGFloat` into an `NSInteger`: toward zero,
    /// saturating at Int's bounds, NaN as 0. (C leaves the out-of-range cases undefined; Swift traps.)
    static func truncated(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= 0x1p63 { return Int.max }
        if value <= -0x1p63 { return Int.min }
        return Int(value)
    }
}

// MARK: - Scroll position and visible items

extension CarouselLayout {
    /// iCarousel's `_scrollOffset` at `offset` points: `offset / (extent · spacing)` items, then as
    /// `didScroll` keeps it: wrapped into `[0, n)` by `clampedOffset` when wrapping, otherwise held
    /// within the default bounce, `[−1, max(n − 1, 0) + 1]`. A position that is not a number (only
    /// from a zero `extent · spacing`, or an infinite one wrapped) is taken as 0.
    func scrollOffset(atOffset offset: Double) -> Double {
        let items = offset / (extent * spacing)
        if wraps { return wrappedOffset(items) }
        if items.isNaN { return 0 }
        let end = Double(max(numberOfItems - 1, 0)) + Self.bounceDistance
        return min(max(items, -Self.bounceDistance), end)
    }

    /// `clampedOffset` with wrap on: `s − floor(s/n) · n`; −1 when there are no items.
    func wrappedOffset(_ offset: Double) -> Double {
        guard numberOfItems > 0 else { return -1 }
        guard offset.isFinite else { return 0 }
        let count = Double(numberOfItems)
        let wrapped = offset - floor(offset / count) * count
        if wrapped >= 0 && wrapped <= count { return wrapped }
        // Past 2^53 the formula can land anywhere; the exact remainder cannot.
        let remainder = offset.truncatingRemainder(dividingBy: count)
        return remainder < 0 ? remainder + count : remainder
    }

    /// `currentItemIndex`: `clampedIndex(round(s))`, rounding half away from zero as C's `round`;
    /// −1 when there are no items.
    func currentItemIndex(atScrollOffset scrollOffset: Double) -> Int {
        clampedIndex(integral: scrollOffset.rounded())
    }

    /// `clampedIndex`: `index` wrapped into `0..<n` when wrapping, else held there; −1 when there
    /// are no items.
    package func clampedIndex(_ index: Int) -> Int {
        guard numberOfItems > 0 else { return -1 }
        if wraps {
            let remainder = index % numberOfItems
            return remainder < 0 ? remainder + numberOfItems : remainder
        }
        return min(max(0, index), numberOfItems - 1)
    }

    /// `clampedIndex` of a whole number held in a `Double`, kept within `0..<n` before it becomes
    /// an `Int`, so no value traps.
    func clampedIndex(integral value: Double) -> Int {
        guard numberOfItems > 0 else { return -1 }
        let last = Double(numberOfItems - 1)
        // Double(n − 1) can round up to n past 2^53, hence the second `min`.
        guard wraps else { return min(Self.truncated(min(max(0, value), last)), numberOfItems - 1) }
        guard value.isFinite else { return 0 }
        let remainder = value.truncatingRemainder(dividingBy: Double(numberOfItems))
        let wrapped = remainder < 0 ? remainder + Double(numberOfItems) : remainder
        return min(Self.truncated(wrapped), numberOfItems - 1)
    }

    /// `offsetForItemAtIndex`: where item `index` sits relative to the current position, in items:
    /// `index − s`, moved by `n` into `[−n/2, n/2]` when wrapping.
    func relativeOffset(ofItem index: Int, scrollOffset: Double) -> Double {
        var offset = Double(index) - scrollOffset
        if wraps {
            let half = Double(numberOfItems) / 2
            if offset > half {
                offset -= Double(numberOfItems)
            } else if offset < -half {
                offset += Double(numberOfItems)
            }
        }
        return offset
    }

    /// `loadUnloadViews`: the `numberOfVisibleItems` indices (`pass` holds the count and the fade) from `currentItemIndex − nvis/2`
    /// (held within `0…n − nvis` when not wrapping, wrapped by `clampedIndex` when wrapping), less
    /// those whose alpha is exactly 0; `body` gets each one's index, relative offset and alpha.
    /// The cost depends on `numberOfVisibleItems`, never on `numberOfItems`.
    func forEachVisibleItem(
        atScrollOffset scrollOffset: Double, pass: CarouselPass,
        _ body: (_ index: Int, _ relativeOffset: Double, _ alpha: Double) -> Void
    ) {
        let visibleCount = pass.numberOfVisibleItems
        guard visibleCount > 0 else { return }
        var start = currentItemIndex(atScrollOffset: scrollOffset) - visibleCount / 2
        if wraps {
            start = clampedIndex(start)
        } else {
            start = max(0, min(numberOfItems - visibleCount, start))
        }
        // Counting on past the last index goes round to 0 (wrapping) without ever forming start + i ≥ n.
        let untilEnd = numberOfItems - start
        for step in 0..<visibleCount {
            let index = step < untilEnd ? start + step : step - untilEnd
            let relativeOffset = relativeOffset(ofItem: index, scrollOffset: scrollOffset)
            let alpha = pass.alpha(forRelativeOffset: relativeOffset)
            if alpha != 0 { body(index, relativeOffset, alpha) }
        }
    }
}
