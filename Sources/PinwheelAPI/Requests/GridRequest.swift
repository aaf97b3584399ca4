// A validated request for masonry, justified rows or the CSS grid: the layout, its offset and the window there.

public import LayoutEngine

/// Masonry, justified rows or the CSS grid (docs/GRID.md) at an offset. The window is computed
/// while validating, since a window of more items than an answer holds is a refusal (naming
/// `count`), and `/layout` answers it without computing it again.
public struct GridRequest: Hashable, Sendable {
    public let name: LayoutName
    public let layout: any GridFamilyLayout
    /// `count`: the items, placed or not (justified rows may leave some out).
    public let itemCount: Int
    public let offset: Double
    public let window: GridWindow

    init(_ name: LayoutName, _ layout: any GridFamilyLayout, itemCount: Int, offset: Double) throws(Problem) {
        self.name = name
        self.layout = layout
        self.itemCount = itemCount
        self.offset = offset
        window = try Self.window(layout, atOffset: offset)
    }

    /// The window at `offset`, at most an answer's items.
    static func window(_ layout: any GridFamilyLayout, atOffset offset: Double) throws(Problem) -> GridWindow {
        do {
            return try layout.window(atOffset: offset, itemLimit: Limits.itemsPerResponse)
        } catch {
            throw .gridRefusal(error)
        }
    }

    /// `/layout`'s answer, or a motion frame's at `offset`: empty of items should that frame hold
    /// more than an answer may (`MotionRequest` refuses such motions before laying out a frame).
    func result(atOffset frameOffset: Double?) -> LayoutResult {
        guard let frameOffset, frameOffset != offset else { return window.result(name) }
        let window = try? layout.window(atOffset: frameOffset, itemLimit: Limits.itemsPerResponse)
        return (window ?? GridWindow(contentSize: layout.contentSize, items: [])).result(name)
    }

    /// How many items a motion's frame at `frameOffset` holds (`Int.max` past the limit).
    func itemCount(atOffset frameOffset: Double) -> Int {
        guard frameOffset != offset else { return window.items.count }
        return (try? layout.window(atOffset: frameOffset, itemLimit: Limits.itemsPerResponse))?.items.count ?? Int.max
    }

    /// Equal requests answer alike: the same layout and offset give the same window.
    public static func == (left: GridRequest, right: GridRequest) -> Bool {
        left.name == right.name && left.itemCount == right.itemCount && left.offset == right.offset && left.window == right.window
            && left.layout.contentSize == right.layout.contentSize
            && left.layout.viewportHeight == right.layout.viewportHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(offset)
        hasher.combine(window)
    }
}
