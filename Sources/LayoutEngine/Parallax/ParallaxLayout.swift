// The parallax list (docs/LAYOUTS.md §3): stretchy header, sticky menu, sticky section headers and parallax cells.

/// The parallax tutorial's `CustomLayoutSettings`: sizes, spacings and which effects are on.
public struct ParallaxSettings: Hashable, Sendable {
    /// `nil` means the viewport's width × 200, the tutorial's cell size.
    public var itemSize: Size?
    public var headerHeight: Double = 300
    public var menuHeight: Double = 70
    public var sectionHeaderHeight: Double = 50
    public var sectionFooterHeight: Double = 50
    public var lineSpacing: Double = 3
    public var interitemSpacing: Double = 0
    public var maxParallaxOffset: Double = 60
    public var headerOverlayMaxAlpha: Double = 0.6
    public var isHeaderStretchy = true
    public var isHeaderOverlayOn = true
    public var isMenuSticky = true
    public var areSectionHeadersSticky = true
    public var isParallaxOnCellsOn = true

    public static let defaultItemHeight: Double = 200

    public init() {}
}

/// A vertical list: a stretchy header, a sticky menu, then sections of full-width cells between
/// sticky section headers and footers, as in docs/LAYOUTS.md §3.
///
/// Cells may have their own heights (`cellHeights`, self-sizing cells); everything the tutorial
/// computes from `itemH` then uses the cell's own height. Elements are found without walking the
/// list: section tops are prefix sums and the cells under any y are found by binary search over
/// the heights' prefix sums, so a layout pass costs O(log cells + visible elements).
public struct ParallaxLayout: Hashable, Sendable {
    public let sectionItemCounts: [Int]
    public let viewport: Size
    public let settings: ParallaxSettings
    /// The cells' width and, when all cells are as tall, their height.
    public let itemSize: Size
    /// Each cell's height, across all sections in order: `itemSize.height` for every cell unless
    /// the list is self-sizing.
    public let cellHeights: ItemLengths
    private let headerSize: Size
    private let menuSize: Size
    private let sectionHeaderSize: Size
    private let sectionFooterSize: Size
    /// The y at which each section starts (its header's origin), then the content height.
    private let sectionTops: [Double]
    /// `zIndex` of each section's first element; section headers and the menu are raised after.
    private let sectionFirstZ: [Int]
    /// The index in `cellHeights` of each section's first cell.
    private let sectionFirstCell: [Int]
    private let raisedZ: Int

    /// `cellHeights`, when given, holds one height per cell of every section (as many as the
    /// counts add up to); otherwise every cell is `itemSize.height` tall.
    public init(
        sectionItemCounts: [Int], viewport: Size, settings: ParallaxSettings = .init(), cellHeights: ItemLengths? = nil
    ) {
        self.sectionItemCounts = sectionItemCounts
        self.viewport = viewport
        self.settings = settings
        itemSize = settings.itemSize ?? Size(width: viewport.width, height: ParallaxSettings.defaultItemHeight)
        headerSize = Size(width: viewport.width, height: settings.headerHeight)
        menuSize = Size(width: viewport.width, height: settings.menuHeight)
        sectionHeaderSize = Size(width: viewport.width, height: settings.sectionHeaderHeight)
        sectionFooterSize = Size(width: viewport.width, height: settings.sectionFooterHeight)
        let cellCount = sectionItemCounts.reduce(0, +)
        let heights = cellHeights ?? ItemLengths(repeating: itemSize.height, count: cellCount)
        precondition(heights.count == cellCount, "\(heights.count) cell heights for \(cellCount) cells")
        self.cellHeights = heights

        var contentHeight = 0.0
        var z = 0
        for size in [headerSize, menuSize] where !size.isEmpty {
            contentHeight += size.height
            z += 1
        }
        var tops: [Double] = []
        var firstZ: [Int] = []
        var firstCell: [Int] = []
        tops.reserveCapacity(sectionItemCounts.count + 1)
        firstZ.reserveCapacity(sectionItemCounts.count)
        firstCell.reserveCapacity(sectionItemCounts.count)
        var cell = 0
        for count in sectionItemCounts {
            tops.append(contentHeight)
            firstZ.append(z)
            firstCell.append(cell)
            if !sectionHeaderSize.isEmpty {
                contentHeight += sectionHeaderSize.height
                z += 1
            }
            contentHeight += heights.sum(of: cell..<cell + count, adding: settings.lineSpacing)
            cell += count
            z += count
            if !sectionFooterSize.isEmpty {
                contentHeight += sectionFooterSize.height
                z += 1
            }
        }
        tops.append(contentHeight)
        sectionTops = tops
        sectionFirstZ = firstZ
        sectionFirstCell = firstCell
        raisedZ = z
    }

    public var contentSize: Size { Size(width: viewport.width, height: sectionTops[sectionTops.count - 1]) }

    /// How many elements the whole list has (header, menu, section headers and footers that are
    /// not empty, and every cell): the most `layout(atOffset:)` returns at any offset.
    public var elementCount: Int { raisedZ }

    /// The elements on screen at `offset`, in document order: header, menu, then per section its
    /// header, its cells and its footer.
    public func layout(atOffset offset: Double) -> LayoutResult {
        let visible = visibleRect(atOffset: offset)
        var items: [LayoutAttributes] = []
        func appendIfVisible(_ attributes: LayoutAttributes?) {
            guard let attributes, isVisible(attributes, in: visible) else { return }
            items.append(attributes)
        }
        appendIfVisible(headerAttributes(atOffset: offset))
        appendIfVisible(menuAttributes(atOffset: offset))
        for section in sectionsOverlapping(visible) {
            appendIfVisible(sectionHeaderAttributes(section, atOffset: offset))
            for item in visibleCells(section, in: visible) {
                items.append(cellAttributes(section: section, item: item, atOffset: offset))
            }
            appendIfVisible(sectionFooterAttributes(section))
        }
        return LayoutResult(layout: .parallax, contentSize: contentSize, items: items)
    }

    /// How many elements `layout(atOffset:)` returns, found without building the cells.
    public func visibleElementCount(atOffset offset: Double) -> Int {
        let visible = visibleRect(atOffset: offset)
        func count(_ attributes: LayoutAttributes?) -> Int {
            guard let attributes, isVisible(attributes, in: visible) else { return 0 }
            return 1
        }
        var total = count(headerAttributes(atOffset: offset)) + count(menuAttributes(atOffset: offset))
        for section in sectionsOverlapping(visible) {
            total += count(sectionHeaderAttributes(section, atOffset: offset))
            total += visibleCells(section, in: visible).count
            total += count(sectionFooterAttributes(section))
        }
        return total
    }

    /// The viewport in content coordinates: `(0, offset, W, H)`.
    private func visibleRect(atOffset offset: Double) -> Rect {
        Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
    }

    /// Whether the element's on-screen rectangle (its frame transformed about its centre) meets
    /// the visible rectangle.
    private func isVisible(_ attributes: LayoutAttributes, in visible: Rect) -> Bool {
        attributes.frame.applying(aboutCenter: attributes.transform ?? .identity).intersects(visible)
    }

    // MARK: Finding sections and cells

    /// Sections whose span `[top, nextTop)` meets the visible rectangle. A sticky section header
    /// never leaves its own section's span, so no other section can show anything.
    private func sectionsOverlapping(_ visible: Rect) -> Range<Int> {
        let sectionCount = sectionItemCounts.count
        let first = partitionPoint(0..<sectionCount) { sectionTops[$0 + 1] > visible.minY }
        let end = partitionPoint(first..<sectionCount) { sectionTops[$0] >= visible.maxY }
        return first..<end
    }

    /// The first index in `range` for which `isPast` holds, or `range.upperBound`; `isPast` is
    /// false, then true, along the range.
    private func partitionPoint(_ range: Range<Int>, _ isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func cellsTop(_ section: Int) -> Double {
        sectionTops[section] + (sectionHeaderSize.isEmpty ? 0 : sectionHeaderSize.height)
    }

    /// The height of the first `count` cells of `section`, each with the line spacing above it.
    private func cellsHeight(_ section: Int, count: Int) -> Double {
        let first = sectionFirstCell[section]
        return cellHeights.sum(of: first..<first + count, adding: settings.lineSpacing)
    }

    /// The height of cell `item` of `section`.
    private func cellHeight(section: Int, item: Int) -> Double {
        cellHeights.length(at: sectionFirstCell[section] + item)
    }

    /// The unscrolled frame of cell `item` of `section`.
    public func cellFrame(section: Int, item: Int) -> Rect {
        let y = cellsTop(section) + settings.lineSpacing + cellsHeight(section, count: item)
        return Rect(
            x: settings.interitemSpacing, y: y, width: itemSize.width, height: cellHeight(section: section, item: item))
    }

    /// The cells of `section` that meet the visible rectangle (`Rect.intersects`: a positive
    /// overlap): from the first whose bottom is below the viewport's top, up to the first whose top
    /// is at or below its bottom (cells grow downward, so both tests are monotonic in the item).
    private func visibleCells(_ section: Int, in visible: Rect) -> Range<Int> {
        let count = sectionItemCounts[section]
        let columnMeetsViewport =
            settings.interitemSpacing < visible.maxX && visible.minX < settings.interitemSpacing + itemSize.width
        guard count > 0, columnMeetsViewport else { return 0..<0 }
        let first = sectionFirstCell[section]
        let cells = first..<first + count
        let spacing = settings.lineSpacing
        let top = cellsTop(section)
        // Estimated from the runs (one search each), then settled by the exact tests.
        let lower = settled(
            cellHeights.estimatedIndex(in: cells, adding: spacing, endingPast: visible.minY - top) - first, count: count
        ) { cellFrame(section: section, item: $0).maxY > visible.minY }
        let upper = settled(
            cellHeights.estimatedIndex(in: cells, adding: spacing, endingPast: visible.maxY - top - spacing) + 1 - first,
            count: count
        ) { cellFrame(section: section, item: $0).minY >= visible.maxY }
        return lower..<max(lower, upper)
    }

    /// The first item in `0 ... count` for which `isPast` holds (false, then true, along the
    /// items), found by stepping from `estimate`, which is at most a few items off.
    private func settled(_ estimate: Int, count: Int, _ isPast: (Int) -> Bool) -> Int {
        var item = min(max(estimate, 0), count)
        while item > 0, isPast(item - 1) { item -= 1 }
        while item < count, !isPast(item) { item += 1 }
        return item
    }

    // MARK: Elements

    private func headerAttributes(atOffset offset: Double) -> LayoutAttributes? {
        guard !headerSize.isEmpty else { return nil }
        var attributes = element(.header, section: 0, item: 0, y: 0, size: headerSize, zIndex: 0)
        attributes.headerOverlayAlpha = 0
        guard settings.isHeaderStretchy else { return attributes }
        let headerHeight = headerSize.height
        let updatedHeight = min(viewport.height, max(headerHeight, headerHeight - offset))
        let scale = updatedHeight / headerHeight
        let delta = (updatedHeight - headerHeight) / 2
        attributes.transform = AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: 0, y: min(offset, headerHeight) + delta))
        if settings.isHeaderOverlayOn {
            attributes.headerOverlayAlpha = max(0, min(settings.headerOverlayMaxAlpha, offset / headerHeight))
        }
        return attributes
    }

    private func menuAttributes(atOffset offset: Double) -> LayoutAttributes? {
        guard !menuSize.isEmpty else { return nil }
        let y = headerSize.isEmpty ? 0 : headerSize.height
        let sectionHeaderCount = sectionHeaderSize.isEmpty ? 0 : sectionItemCounts.count
        var attributes = element(.menu, section: 0, item: 0, y: y, size: menuSize, zIndex: raisedZ + sectionHeaderCount)
        if settings.isMenuSticky {
            attributes.transform = AffineTransform(translationX: 0, y: max(y, offset) - headerSize.height)
        }
        return attributes
    }

    private func sectionHeaderAttributes(_ section: Int, atOffset offset: Double) -> LayoutAttributes? {
        guard !sectionHeaderSize.isEmpty else { return nil }
        let y = sectionTops[section]
        var attributes = element(
            .sectionHeader, section: section, item: 0, y: y, size: sectionHeaderSize, zIndex: raisedZ + section)
        if settings.areSectionHeadersSticky {
            let upperLimit = cellsHeight(section, count: sectionItemCounts[section])
            let menuOffset = settings.isMenuSticky ? menuSize.height : 0
            attributes.transform = AffineTransform(translationX: 0, y: min(upperLimit, max(0, offset - y + menuOffset)))
        }
        return attributes
    }

    private func sectionFooterAttributes(_ section: Int) -> LayoutAttributes? {
        guard !sectionFooterSize.isEmpty else { return nil }
        let y = sectionTops[section + 1] - sectionFooterSize.height
        let zIndex = sectionFirstZ[section] + (sectionHeaderSize.isEmpty ? 0 : 1) + sectionItemCounts[section]
        return element(.sectionFooter, section: section, item: 1, y: y, size: sectionFooterSize, zIndex: zIndex)
    }

    private func cellAttributes(section: Int, item: Int, atOffset offset: Double) -> LayoutAttributes {
        let frame = cellFrame(section: section, item: item)
        let zIndex = sectionFirstZ[section] + (sectionHeaderSize.isEmpty ? 0 : 1) + item
        var attributes = LayoutAttributes(
            kind: .cell, section: section, item: item, center: frame.center, size: frame.size, zIndex: zIndex)
        attributes.parallax = .identity
        if settings.isParallaxOnCellsOn {
            let halfHeight = viewport.height / 2
            let distance = attributes.center.y - offset - halfHeight
            let parallaxOffset = -(settings.maxParallaxOffset * distance) / (halfHeight + frame.height / 2)
            let bounded = min(max(-settings.maxParallaxOffset, parallaxOffset), settings.maxParallaxOffset)
            attributes.parallax = AffineTransform(translationX: 0, y: bounded)
        }
        return attributes
    }

    private func element(_ kind: ElementKind, section: Int, item: Int, y: Double, size: Size, zIndex: Int) -> LayoutAttributes {
        let frame = Rect(x: 0, y: y, width: size.width, height: size.height)
        return LayoutAttributes(kind: kind, section: section, item: item, center: frame.center, size: size, zIndex: zIndex)
    }
}

/// The parallax list's earlier name, kept for library users.
@available(*, deprecated, renamed: "ParallaxLayout")
public typealias StretchyLayout = ParallaxLayout

/// The parallax list's settings under their earlier name, kept for library users.
@available(*, deprecated, renamed: "ParallaxSettings")
public typealias StretchySettings = ParallaxSettings
