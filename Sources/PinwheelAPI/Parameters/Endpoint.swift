// The endpoints that take query parameters, and the layouts each answers for.

public import LayoutEngine

/// An endpoint whose query the parameter table describes. Every layout parameter is taken by
/// every endpoint that answers for its layout, so that one query string serves them all.
public enum Endpoint: String, CaseIterable, Hashable, Sendable {
    case layout = "/layout"
    case snap = "/snap"
    case motion = "/motion"
    case hit = "/hit"

    /// The path that reads the layout from the query: `/layout?layout=slider&…`.
    public var path: String { rawValue }

    /// The path of `layout`'s own operation on this endpoint, `/slider/layout`: the layout named
    /// by the path, and no `layout` parameter.
    public func path(for layout: LayoutName) -> String { "/\(layout.rawValue)\(rawValue)" }

    /// The layouts the endpoint answers for, in `LayoutName`'s order.
    public var layouts: [LayoutName] {
        switch self {
        case .layout, .motion, .hit: LayoutName.allCases
        // The grids have nothing to snap to (docs/GRID.md §5).
        case .snap: Self.snappingLayouts
        }
    }

    /// The layouts whose type snaps (`ScrollLayout.snaps`), in `LayoutName`'s order.
    private static let snappingLayouts = LayoutName.allCases.filter { $0.visitType(Snaps()) }

    /// How a problem names a request of this endpoint for `layout`, as in "radius: not a
    /// parameter of the circle layout".
    func context(_ layout: LayoutName) -> String {
        switch self {
        case .layout: "the \(layout.rawValue) layout"
        case .snap: "/snap with the \(layout.rawValue)"
        case .motion: "/motion with the \(layout.rawValue) layout"
        case .hit: "/hit with the \(layout.rawValue) layout"
        }
    }
}

private struct Snaps: LayoutTypeVisitor {
    func visit<Layout: ServedLayout>(_ type: Layout.Type) -> Bool { Layout.snaps }
}
