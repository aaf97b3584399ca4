// Shared helpers for the grids' tests: whole-layout answers and frames as plain tuples.

@testable import LayoutEngine

extension GridFamilyLayout {
    /// Every cell the layout shows anywhere: one window over the whole content.
    func allCells() throws -> [LayoutAttributes] {
        let tall = try windowOver(height: contentSize.height + 1)
        return tall.items
    }

    /// A window at offset 0 as tall as `height`, without the per-answer limit.
    func windowOver(height: Double) throws -> GridWindow {
        try window(atOffset: 0, itemLimit: Int.max, height: height)
    }
}

extension GridFamilyLayout {
    /// The window at `offset` for a viewport `height` tall (the layouts fix H; the tests vary it).
    func window(atOffset offset: Double, itemLimit: Int, height: Double) throws -> GridWindow {
        switch self {
        case let masonry as MasonryLayout:
            return try MasonryLayout(
                checkpoints: masonry.checkpoints, presentation: masonry.presentation, viewportHeight: height
            ).window(atOffset: offset, itemLimit: itemLimit)
        case let justified as JustifiedLayout:
            return try JustifiedLayout(checkpoints: justified.checkpoints, rtl: justified.rtl, viewportHeight: height)
                .window(atOffset: offset, itemLimit: itemLimit)
        case let grid as CSSGridLayout:
            return try CSSGridLayout(checkpoints: grid.checkpoints, rtl: grid.rtl, viewportHeight: height)
                .window(atOffset: offset, itemLimit: itemLimit)
        default:
            preconditionFailure("not a grid-family layout")
        }
    }
}

/// `(x, y, width, height)` of a frame, for terse expectations.
func tuple(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }
