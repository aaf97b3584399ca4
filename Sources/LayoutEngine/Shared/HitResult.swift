// `GET /hit`'s answer and its JSON shape: the reference `LayoutJSONWriter` is held to.

public import LayoutEngine

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
