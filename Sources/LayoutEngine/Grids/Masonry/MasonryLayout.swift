// Masonry (docs/GRID.md §1): a window of desandro/masonry's layout, from its checkpoints, with RTL, originTop and fitWidth.

/// desandro/masonry 4.2.2's layout of a list of cards of their own heights (and widths), as a
/// scroll view shows it at any offset: each window is the library's full walk, bit for bit,
/// computed from `MasonryCheckpoints` by replaying a few blocks.
public struct MasonryLayout: GridFamilyLayout {
    public let checkpoints: MasonryCheckpoints
    public let presentation: MasonryPresentation
    public let viewportHeight: Double

    public init(checkpoints: MasonryCheckpoints, presentation: MasonryPresentation = .init(), viewportHeight: Double)
        throws(GridParameterError)
    {
        try GridParameterError.require(viewportHeight, "height", atLeast: 0)
        self.checkpoints = checkpoints
        self.presentation = presentation
        self.viewportHeight = viewportHeight
    }

    /// `C`: `W`, or with `fitWidth` the used columns' width (§1.3).
    public var containerWidth: Double {
        presentation.fitWidth ? checkpoints.fitWidth : checkpoints.settings.width
    }

    /// `(C, maxY)`.
    public var contentSize: Size { Size(width: containerWidth, height: checkpoints.maxY) }

    public func window(atOffset offset: Double, itemLimit: Int = GridLimits.itemsPerWindow) throws(GridParameterError)
        -> GridWindow
    {
        var collector = WindowCollector(offset: offset, height: viewportHeight, itemLimit: itemLimit)
        let maxY = checkpoints.maxY
        var (top, bottom) = (collector.top, collector.bottom)
        if !presentation.originTop {
            // The flipped frames round differently from their unflipped walk: search a hair wider,
            // and let the exact test on the final frames decide.
            let slack = (abs(maxY) + abs(top) + abs(bottom)) * 1e-12 + 1e-12
            (top, bottom) = (maxY - bottom - slack, maxY - top + slack)
        }
        try checkpoints.forEachBlock(overlappingFrom: top, to: bottom) { (walk, items) throws(GridParameterError) in
            for item in items {
                if let lowest = walk.columnTops.lowestTop, lowest >= bottom { return false }
                let placed = walk.placeNext()
                try collector.offer(item: item, frame: finalFrame(placed))
            }
            return true
        }
        return GridWindow(contentSize: contentSize, items: collector.items)
    }

    public func frame(ofItem item: Int) -> Rect? {
        guard item >= 0 && item < checkpoints.count else { return nil }
        var walk = checkpoints.resumedWalk(atBlock: item / checkpoints.blockLength)
        var placed = walk.placeNext()
        while walk.nextItem <= item { placed = walk.placeNext() }
        return finalFrame(placed)
    }

    /// §1.3: `x → C − x − w` with `rtl`, `y → maxY − y − h` without `originTop`.
    private func finalFrame(_ placed: MasonryPlacedItem) -> Rect {
        let x = presentation.rtl ? containerWidth - placed.x - placed.width : placed.x
        let y = presentation.originTop ? placed.y : checkpoints.maxY - placed.y - placed.height
        return Rect(x: x, y: y, width: placed.width, height: placed.height)
    }
}
