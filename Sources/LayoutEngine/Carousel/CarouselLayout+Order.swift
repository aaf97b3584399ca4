// The carousel's items in iCarousel's order: which it keeps (`loadUnloadViews`) and how deep each is (`compareViewDepth`).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Order and depth

extension CarouselLayout {
    /// An item `loadUnloadViews` keeps, before its transform is made.
    struct VisibleItem {
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
    struct DepthKeys {
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
    struct DepthKey {
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
    mutating func sortFew(by isOrderedBefore: (Element, Element) -> Bool) {
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
