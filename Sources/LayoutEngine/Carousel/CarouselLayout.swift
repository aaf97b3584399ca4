// iCarousel's layouts (nicklockwood/iCarousel 1.8.3): the types, the settings, and the layout pass.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The looks iCarousel draws (`iCarouselType`), all but `custom`, whose transform a delegate supplies.
public enum CarouselType: String, CaseIterable, Hashable, Sendable {
    case linear
    case rotary
    case invertedRotary
    case cylinder
    case invertedCylinder
    case wheel
    case invertedWheel
    case coverFlow
    case coverFlow2
    case timeMachine
    case invertedTimeMachine

    /// The types that place items on a circle, for which `circularCarouselItemCount` counts and
    /// which wrap by default.
    var isCircular: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: false
        }
    }

    var isCoverFlow: Bool { self == .coverFlow || self == .coverFlow2 }

    var isTimeMachine: Bool { self == .timeMachine || self == .invertedTimeMachine }
}

/// What a client can set on a carousel: iCarousel's `iCarouselOption`s a delegate answers, plus
/// the carousel's own `perspective`, `vertical` and `wrap`. A `nil` option takes iCarousel's
/// default for the type (see `CarouselLayout`'s resolved values).
public struct CarouselSettings: Hashable, Sendable {
    /// `iCarouselOptionSpacing`: the distance between items, as a fraction of the item's extent.
    public var spacing: Double?
    /// `iCarouselOptionArc`: the angle, in radians, the circular types spread their items over.
    public var arc: Double?
    /// `iCarouselOptionRadius`: the radius of the circular types' circle, in points.
    public var radius: Double?
    /// `iCarouselOptionTilt`: how far cover flow turns its side items, and time machine's slope.
    public var tilt: Double?
    /// `perspective`: `m34` of every item's transform, `−1/d` for a viewer `d` points away.
    public var perspective: Double = -1.0 / 500
    /// `iCarouselOptionWrap`: whether the last item is followed by the first again.
    public var wrap: Bool?
    /// `vertical`: scroll along y instead of x.
    public var vertical = false
    /// `iCarouselOptionVisibleItems`: how many items to lay out around the current one.
    public var visibleItems: Int?
    /// `iCarouselOptionFadeMin`: the relative offset below which items fade out.
    public var fadeMin: Double?
    /// `iCarouselOptionFadeMax`: the relative offset above which items fade out.
    public var fadeMax: Double?
    /// `iCarouselOptionFadeRange`: over how many items the fade goes from 1 to `fadeMinAlpha`.
    public var fadeRange: Double?
    /// `iCarouselOptionFadeMinAlpha`: the alpha a fully faded item keeps.
    public var fadeMinAlpha: Double?
    /// `iCarouselOptionCount`: how many items the circular types space around their arc.
    public var circularCount: Int?
    /// Right to left (horizontal carousels): every answer is the left-to-right one mirrored
    /// (docs/LAYOUTS.md §5).
    public var isRightToLeft = false

    public init() {}
}

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

// MARK: - Order and depth

extension CarouselLayout {
    /// An item `loadUnloadViews` keeps, before its transform is made.
    fileprivate struct VisibleItem {
        var index: Int
        var relativeOffset: Double
        var alpha: Double

        /// The answer's order: nearest the current position first; of two as near, the one before it.
        static func isNearer(_ first: VisibleItem, _ second: VisibleItem) -> Bool {
            let (distance1, distance2) = (abs(first.relativeOffset), abs(second.relativeOffset))
            if distance1 != distance2 { return distance1 < distance2 }
            if first.relativeOffset != second.relativeOffset { return first.relativeOffset < second.relativeOffset }
            return first.index < second.index
        }
    }

    /// Each placed item's rank, back to front, in `compareViewDepth`'s order (which `depthSortViews`
    /// uses to stack the views): lower depth `m13 + m23 + m33 + m43` further back; at equal depth,
    /// the one farther from the current item along the scroll axis (`m11 + m21 + m31 + m41`, or the
    /// y column when vertical) further back, measured from 0 when the current item is not placed
    /// (iCarousel then messages nil and reads a zero transform); then the lower index further back
    /// (iCarousel's own tie is arbitrary). A depth or distance that is not a number (only from
    /// degenerate options such as an arc of 0) counts as backmost, so the order stays total.
    private struct DepthKeys {
        let currentItem: Int
        /// The current item's position along the scroll axis, once it is placed.
        var currentPosition: Double?
        /// Each item's keys, read once from its matrix rather than at every comparison; `distance`
        /// holds the item's position along the axis until `rank` measures it from the current item's.
        var keys: [DepthKey] = []

        init(currentItem: Int, count: Int) {
            self.currentItem = currentItem
            keys.reserveCapacity(count)
        }

        /// Reads the keys of the next placed item, item `index`, from its `transform`.
        mutating func append(_ transform: Transform3D, index: Int, vertical: Bool) {
            let position = transform.scrollPosition(vertical: vertical)
            if index == currentItem && currentPosition == nil { currentPosition = position }
            keys.append(DepthKey(depth: transform.orderedDepth, distance: position, index: index, position: keys.count))
        }

        /// Sets each item's `zIndex` to its rank. The order is total (the index breaks ties), so
        /// any sort gives the same ranks.
        mutating func rank(_ items: inout [LayoutAttributes]) {
            let currentPosition = currentPosition ?? 0
            // The pass's order, nearest first, is roughly front to back: reversed, it is nearly
            // in the back-to-front order, which an insertion sort finds in about one pass.
            keys.reverse()
            for position in keys.indices {
                let distance = abs(keys[position].distance - currentPosition)
                keys[position].distance = distance.isNaN ? .infinity : distance
            }
            keys.sortFew(by: DepthKey.isFurtherBack)
            for (rank, key) in keys.enumerated() {
                items[key.position].zIndex = rank
            }
        }
    }

    /// What `DepthKeys` orders a placed item by, and where it is in the pass.
    private struct DepthKey {
        var depth: Double
        var distance: Double
        var index: Int
        var position: Int

        static func isFurtherBack(_ first: DepthKey, _ second: DepthKey) -> Bool {
            if first.depth != second.depth { return first.depth < second.depth }
            if first.distance != second.distance { return first.distance > second.distance }
            return first.index < second.index
        }
    }
}

extension Transform3D {
    /// `compareViewDepth`'s depth: the z of the point (1, 1, 1) before the perspective divide,
    /// with NaN as −∞ so the order stays total.
    fileprivate var orderedDepth: Double {
        let depth = m13 + m23 + m33 + m43
        return depth.isNaN ? -.infinity : depth
    }

    /// `compareViewDepth`'s position along the scroll axis: the x (or y) of (1, 1, 1).
    fileprivate func scrollPosition(vertical: Bool) -> Double {
        vertical ? m12 + m22 + m32 + m42 : m11 + m21 + m31 + m41
    }
}

extension Array {
    /// Sorts by `isOrderedBefore`, a strict total order (so that any sort gives the same result):
    /// by insertion when there are a few elements, as in a carousel's pass, where the standard
    /// library's sort costs more in calls than in comparisons; by the standard library's beyond.
    fileprivate mutating func sortFew(by isOrderedBefore: (Element, Element) -> Bool) {
        guard count <= 32 else { return sort(by: isOrderedBefore) }
        for end in indices.dropFirst() {
            let element = self[end]
            var position = end
            while position > 0, isOrderedBefore(element, self[position - 1]) {
                self[position] = self[position - 1]
                position -= 1
            }
            self[position] = element
        }
    }
}
