// The JSON of the engine's geometry: each type's keys and its Codable conformance.

public import LayoutEngine

// `JSONAnswerWriter` writes the same keys by hand; `JSONAnswerWriterTests` holds the two to
// the same bytes.

extension Point: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

extension Size: Codable {
    private enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

/// Flat on the wire: `{"x", "y", "width", "height"}`.
extension Rect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
            width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

extension AffineTransform: Codable {
    private enum CodingKeys: String, CodingKey { case a, b, c, d, tx, ty }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            a: try container.decode(Double.self, forKey: .a), b: try container.decode(Double.self, forKey: .b),
            c: try container.decode(Double.self, forKey: .c), d: try container.decode(Double.self, forKey: .d),
            tx: try container.decode(Double.self, forKey: .tx), ty: try container.decode(Double.self, forKey: .ty))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
        try container.encode(b, forKey: .b)
        try container.encode(c, forKey: .c)
        try container.encode(d, forKey: .d)
        try container.encode(tx, forKey: .tx)
        try container.encode(ty, forKey: .ty)
    }
}

/// `{"m11", …, "m44"}`, one key per entry.
extension Transform3D: Codable {
    /// In `entries`' order, row by row.
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var e: [Double] = []
        for key in CodingKeys.allCases { e.append(try container.decode(Double.self, forKey: key)) }
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (key, value) in zip(CodingKeys.allCases, entries) { try container.encode(value, forKey: key) }
    }
}
