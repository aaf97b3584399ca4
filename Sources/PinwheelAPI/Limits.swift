// The limits every request is held to, so that none costs more than a few milliseconds or megabytes.

/// The documented limits (openapi.yaml states the same numbers).
public enum Limits {
    /// Items in one response, whatever the layout.
    public static let itemsPerResponse = 1_000
    /// Wheel items with culling (only the visible ones are computed, so the count costs nothing).
    public static let wheelItems = 10_000_000
    /// Carousel items (only iCarousel's visible ones, at most 30 by default, are computed).
    public static let carouselItems = wheelItems
    /// Slider slides (only those drawn are computed, and the grid is searched, never walked).
    public static let sliderItems = wheelItems
    /// Circle items (all are returned).
    public static let circleItems = itemsPerResponse
    /// Sections of the parallax list, and items in one of them.
    public static let sections = 1_000
    public static let itemsPerSection = 1_000_000
    /// Bytes of query string (names, values and separators) and number of parameters.
    public static let queryBytes = 4_096
    public static let queryParameters = 64
    /// Magnitude of offsets and velocities, and the largest length (viewport, item, header …).
    public static let offset = 1_000_000_000.0
    public static let length = 100_000.0
    public static let radius = 1_000_000.0
    /// Frames in one `/motion` answer (`fps` × its duration, plus the frame at rest).
    public static let framesPerMotion = 3_600
    /// Items across all the frames of one `/motion` answer: a few milliseconds and megabytes of
    /// JSON at most (BENCHMARKS.md has the measurements).
    public static let itemsPerMotion = 5_000
    /// The frame rates a motion may be sampled at.
    public static let framesPerSecond = 1...240
    /// The smallest viewport or item size and radius: with every length at least this, no
    /// division in the layouts can overflow to infinity (and so to NaN), whatever the offset.
    public static let smallestSize = 0.001
    /// Items of masonry, justified rows or the CSS grid without a size table: each request walks
    /// them all (docs/GRID.md §4); more (up to `GridLimits.items`) come from tables, walked once.
    public static let gridItemsInline = 100_000
    /// Lengths in one size table (`POST /sizes`; an `L*n` counts `n`).
    public static let sizeTableItems = 1_000_000
    /// What the size tables of one server may hold, in bytes, unless `--sizes-memory` says otherwise.
    public static let sizeTablesMemory = 64 * 1024 * 1024
}
