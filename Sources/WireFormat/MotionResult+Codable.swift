// The JSON of a motion's answer: the reference `JSONAnswerWriter` is held to.

public import LayoutEngine

/// As synthesized, but `index` is written as `null` when there is none rather than left out.
extension MotionResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case duration, frames, index, offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            duration: try container.decode(Double.self, forKey: .duration),
            frames: try container.decode([Frame].self, forKey: .frames),
            index: try container.decodeIfPresent(Int.self, forKey: .index),
            offset: try container.decode(Double.self, forKey: .offset))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(duration, forKey: .duration)
        try container.encode(frames, forKey: .frames)
        try container.encode(index, forKey: .index)
        try container.encode(offset, forKey: .offset)
    }
}

/// `toggle` (coverFlow2) and `activeIndex` (the slider) are absent from the JSON for every other
/// layout; the items are cut to the encoder's fields.
extension MotionResult.Frame: Codable {
    private enum CodingKeys: String, CodingKey {
        case activeIndex, items, offset, scroll, time, toggle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decode([LayoutAttributes].self, forKey: .items),
            offset: try container.decode(Double.self, forKey: .offset),
            time: try container.decode(Double.self, forKey: .time),
            toggle: try container.decodeIfPresent(Double.self, forKey: .toggle),
            activeIndex: try container.decodeIfPresent(Int.self, forKey: .activeIndex),
            scroll: try container.decodeIfPresent(Double.self, forKey: .scroll))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(activeIndex, forKey: .activeIndex)
        try container.encode(FieldFilteredItems(items: items), forKey: .items)
        try container.encode(offset, forKey: .offset)
        try container.encodeIfPresent(scroll, forKey: .scroll)
        try container.encode(time, forKey: .time)
        try container.encodeIfPresent(toggle, forKey: .toggle)
    }
}
