// Justified rows (docs/GRID.md §2): a window of flickr/justified-layout's layout, from its checkpoints, with RTL.

/// flickr/justified-layout 4.1.0's layout of photos of their own aspect ratios, as a scroll view
/// shows it at any offset: each window is the library's full walk, bit for bit, replayed from
/// `JustifiedCheckpoints`.
public struct JustifiedLayout: GridFamilyLayout {
    public let checkpoints: JustifiedCheckpoints
    /// **Decision** (the library has none): `x → W − x − width`.
    public let rtl: Bool
    public let viewportHeight: Double

    public init(checkpoints: JustifiedCheckpoints, rtl: Bool = false, viewportHeight: Double) throws(GridParameterError) {
        try GridParameterError.require(viewportHeight, "height", atLeast: 0)
        self.checkpoints = checkpoints
        self.rtl = rtl
        self.viewportHeight = viewportHeight
    }

    /// `(W, containerHeight)`.
    public var contentSize: Size { Size(width: checkpoints.settings.width, height: checkpoints.height) }

    public func window(atOffset offset: Double, itemLimit: Int = GridLimits.itemsPerWindow) throws(GridParameterError)
        -> GridWindow
    {
        var collector = WindowCollector(offset: offset, height: viewportHeight, itemLimit: itemLimit)
        var walk = checkpoints.walk(fromRowAt: collector.top)
        while let row = try walk.nextRow(), row.top < collector.bottom {
            guard collector.overlaps(y: row.top, height: row.height) else { continue }
            for (item, frame) in zip(row.items, walk.frames(of: row)) {
                try collector.offer(item: item, frame: mirrored(frame))
            }
        }
        return GridWindow(contentSize: contentSize, items: collector.items, widowCount: checkpoints.widowCount)
    }

    public func frame(ofItem item: Int) -> Rect? {
        guard item >= 0 && item < checkpoints.count else { return nil }
        var walk = checkpoints.walk(fromRowHolding: item)
        while let row = try? walk.nextRow(), row.firstItem <= item {
            if row.items.contains(item) { return mirrored(walk.frames(of: row)[item - row.firstItem]) }
        }
        return nil
    }

    private func mirrored(_ frame: Rect) -> Rect {
        guard rtl else { return frame }
        var mirrored = frame
        mirrored.x = checkpoints.settings.width - frame.x - frame.width
        return mirrored
    }
}
