// The JSON of a hit test's answer: the reference `JSONAnswerWriter` is held to.

public import LayoutEngine

/// As synthesized, but a missing element is written as `null`s rather than left out.
extension HitResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case item, kind, section
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            item: try container.decodeIfPresent(Int.self, forKey: .item),
            kind: try container.decodeIfPresent(ElementKind.self, forKey: .kind),
            section: try container.decodeIfPresent(Int.self, forKey: .section))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
    }
}
