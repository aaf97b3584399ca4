// One window of masonry, justified rows or the CSS grid: the content size and the cells in view (docs/GRID.md).

/// What a grid-family layout answers for one offset: the content size the scroll view scrolls
/// over and the cells whose frame overlaps the window `[offset, offset + H)` along y, in index
/// order (docs/GRID.md, "Which items come back"). Frames are in content coordinates.
public struct GridWindow: Hashable, Sendable {
    public var contentSize: Size
    public var items: [LayoutAttributes]
    /// justified-layout's `widowCount`: the items of the last, unfilled row laid out (justified only).
    public var widowCount: Int?

    public init(contentSize: Size, items: [LayoutAttributes], widowCount: Int? = nil) {
        self.contentSize = contentSize
        self.items = items
        self.widowCount = widowCount
    }

    /// The window as `/layout` answers it, for `layout` (masonry, justified or grid).
    public func result(_ layout: LayoutName) -> LayoutResult {
        LayoutResult(layout: layout, contentSize: contentSize, items: items, widowCount: widowCount)
    }
}

/// The vertical span `[top, bottom)` of a window, and the cells gathered in it so far.
struct WindowCollector {
    let top: Double
    let bottom: Double
    let itemLimit: Int
    private(set) var items: [LayoutAttributes] = []

    init(offset: Double, height: Double, itemLimit: Int) {
        top = offset
        bottom = offset + height
        self.itemLimit = itemLimit
    }

    /// Whether a frame from `y` with height `height` overlaps the window with positive length;
    /// the same test, on the same doubles, as docs/GRID.md states it (a frame of height 0 never does).
    func overlaps(y: Double, height: Double) -> Bool {
        height > 0 && y < bottom && y + height > top
    }

    /// Adds cell `item` at `frame` when it overlaps the window; refuses a window of more cells
    /// than `itemLimit`, naming `count`.
    mutating func offer(item: Int, frame: Rect) throws(GridParameterError) {
        guard overlaps(y: frame.y, height: frame.height) else { return }
        guard items.count < itemLimit else {
            throw GridParameterError(
                "count", "a window holds at most \(itemLimit) items; this one holds more", isTooManyItems: true)
        }
        items.append(LayoutAttributes.gridCell(item: item, frame: frame))
    }
}

extension LayoutAttributes {
    /// A cell of section 0 at `frame`, exactly: identity transform, centre anchor, z 0, alpha 1.
    static func gridCell(item: Int, frame: Rect) -> LayoutAttributes {
        var cell = LayoutAttributes(
            item: item, center: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
            size: Size(width: frame.width, height: frame.height))
        // `init` derives the frame from the centre, which can round it; the layouts' frames are exact.
        cell.frame = frame
        return cell
    }
}
