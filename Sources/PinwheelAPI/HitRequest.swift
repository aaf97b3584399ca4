// `GET /hit`'s query, validated into a layout and a point of the viewport, and its answer.

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

    public init(query: [QueryItem], length: Int) throws(Problem) {
        let reader = try QueryReader(query, length: length)
        layout = try LayoutRequest(reader, endpoint: .hit)
        point = Point(x: try reader.requiredNumber(.x), y: try reader.requiredNumber(.y))
    }

    /// The element drawn on top at `point` in `/layout`'s answer (MOTION.md §4), or none.
    public func result() -> HitResult {
        HitResult(layout.result().hitTest(point, atOffset: layout.offset))
    }

}

extension LayoutRequest {
    /// The content offset the layout is at.
    var offset: Double {
        switch self {
        case .wheel(_, let offset, _), .circle(_, let offset), .parallax(_, let offset), .carousel(_, let offset, _): offset
        }
    }
}

/// A `/hit` answer: the element a point lands on, or `null` in every member when it lands on none.
public struct HitResult: Hashable, Codable, Sendable {
    public var item: Int?
    public var kind: ElementKind?
    public var section: Int?

    public init(item: Int?, kind: ElementKind?, section: Int?) {
        self.item = item
        self.kind = kind
        self.section = section
    }

    /// The answer naming `element`, or the empty one.
    public init(_ element: LayoutAttributes?) {
        self.init(item: element?.item, kind: element?.kind, section: element?.section)
    }

    private enum CodingKeys: String, CodingKey {
        case item, kind, section
    }

    /// As synthesized, but a missing element is written as `null`s rather than left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
    }
}
