// The grids' refusals (docs/GRID.md §6): a typed error naming the parameter at fault, and the limits they hold to.

/// A parameter of masonry, justified rows or the CSS grid that the engine refuses: `parameter` is
/// the name the HTTP API and docs/GRID.md give it, `reason` says what is wrong in words a client
/// can show.
public struct GridParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    public let parameter: String
    public let reason: String
    /// Whether it refuses a request for the items it would cost (a window over
    /// `GridLimits.itemsPerWindow`), rather than for a value out of its range.
    public let isTooManyItems: Bool

    public init(_ parameter: String, _ reason: String, isTooManyItems: Bool = false) {
        self.parameter = parameter
        self.reason = reason
        self.isTooManyItems = isTooManyItems
    }

    public var description: String { "\(parameter): \(reason)" }
}

/// The limits of docs/GRID.md §6 that the engine itself enforces.
public enum GridLimits {
    /// Items in one layout (a size table's `L*n` runs count `n`).
    public static let items = 10_000_000
    /// Items in one window's answer: a window that would hold more is refused, naming `count`.
    public static let itemsPerWindow = 1_000
    /// Masonry's columns: one walk per table stays affordable at 10,000,000 items.
    public static let masonryColumns = 1_000
    /// Column visits of masonry's multi-column items in one walk (each costs a pass over the
    /// columns): more is refused, naming `widths`.
    public static let masonrySpanWork = 200_000_000
    /// The CSS grid's fixed `columns` (the most `repeat(auto-fill, …)` gives at the widest `width`).
    public static let gridColumns = 100_000
}

extension GridParameterError {
    /// Refuses a value that is not a finite number at least `minimum` (more than it when `open`).
    static func require(_ value: Double, _ parameter: String, atLeast minimum: Double, open: Bool = false) throws(Self) {
        guard value.isFinite, open ? value > minimum : value >= minimum else {
            throw Self(parameter, "must be a finite number \(open ? ">" : "≥") \(minimum), not \(value)")
        }
    }

    /// Refuses lengths of which one is not finite or below `minimum` (checked once a run).
    static func require(_ lengths: ItemLengths, _ parameter: String, atLeast minimum: Double, open: Bool = false)
        throws(Self)
    {
        for run in lengths.runs {
            try require(run.length, parameter, atLeast: minimum, open: open)
        }
    }

    /// Refuses a layout of more items than `GridLimits.items`.
    static func requireItemCount(_ count: Int) throws(Self) {
        guard count <= GridLimits.items else {
            throw Self("count", "at most \(GridLimits.items) items, not \(count)")
        }
    }
}
