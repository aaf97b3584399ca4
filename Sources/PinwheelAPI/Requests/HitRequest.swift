// `GET /hit`'s query, validated into a layout and a point of the viewport.

public import LayoutEngine
public import HTTPCore

/// A validated `/hit` request: the layout `/layout` would answer for the same parameters and a
/// point in viewport points (origin at the viewport's top-left).
public struct HitRequest: Hashable, Sendable {
    public var layout: LayoutRequest
    public var point: Point

    /// Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    /// Validates `query` as the CLI gives it, with the length it had as a query string.
    public init(query: [QueryItem], length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        try self.init(query: Query(query), length: length, sizeTables: sizeTables)
    }

    /// Validates `query` as a request received it, `length` bytes long. `sizeTables`: the
    /// tables a `sizes=@id` may name. `pathLayout`: the layout the path names
    /// (`/slider/hit`), which then takes no `layout` parameter; nil on `/hit`.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        let reader = try QueryReader(query, length: length, sizeTables: sizeTables)
        layout = try LayoutRequest(reader, endpoint: .hit, pathLayout: pathLayout)
        point = Point(x: try reader.requiredNumber(.x), y: try reader.requiredNumber(.y))
    }

    /// The element drawn on top at `point` in `/layout`'s answer (MOTION.md §4), or none.
    public func result() -> HitResult {
        // The slider lets only some slides be hit (docs/SLIDER.md §6): its own test.
        if case .slider(let slider, let offset, let dragFrom) = layout {
            return HitResult(slider.hitTest(point, in: slider.layout(atOffset: offset, dragFrom: dragFrom)))
        }
        return HitResult(layout.result().hitTest(point, atOffset: layout.offset))
    }

}

extension LayoutRequest {
    /// The content offset the layout is at.
    var offset: Double {
        switch self {
        case .wheel(_, let offset, _), .circle(_, let offset), .parallax(_, let offset), .carousel(_, let offset, _),
            .slider(_, let offset, _):
            offset
        case .grids(let grid): grid.offset
        }
    }
}
