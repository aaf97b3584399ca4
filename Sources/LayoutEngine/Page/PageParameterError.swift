// A page's refusals: a typed error naming the JSON path (or query parameter) at fault, and the page's limits.

/// What a page refuses in its description or its viewport (docs/PAGE.md §1, §2): `parameter` is
/// the JSON path of what is wrong (`sections[2].header`, `sections`) or the query parameter
/// (`width`), `reason` says what is wrong in words a client can show.
public struct PageParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    public let parameter: String
    public let reason: String

    public init(_ parameter: String, _ reason: String) {
        self.parameter = parameter
        self.reason = reason
    }

    public var description: String { "\(parameter): \(reason)" }
}

/// The limits of docs/PAGE.md §4 that the page's engine enforces.
public enum PageLimits {
    /// Sections in one page.
    public static let sections = 10_000
    /// Items of the grid layouts (masonry, justified rows, the CSS grid) across a page's
    /// sections: what one grid from a size table holds (`GridLimits.items`), so that stacking a
    /// page at a new width walks no more than one such grid's first request does.
    public static let gridItems = GridLimits.items
}
