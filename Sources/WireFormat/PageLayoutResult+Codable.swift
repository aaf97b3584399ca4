// The JSON of a page's answer: the reference `JSONAnswerWriter` is held to.

public import LayoutEngine

/// `{"contentSize", "items", "layout": "page", "sections"}`, the items cut to the encoder's fields.
extension PageLayoutResult: Encodable {
    private enum CodingKeys: String, CodingKey {
        case contentSize, items, layout, sections
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(FieldFilteredItems(items: items), forKey: .items)
        try container.encode("page", forKey: .layout)
        try container.encode(sections, forKey: .sections)
    }
}

/// `activeIndex` only for the slider's box.
extension PageSectionState: Encodable {
    private enum CodingKeys: String, CodingKey {
        case activeIndex, frame, kind, offset, section
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(activeIndex, forKey: .activeIndex)
        try container.encode(frame, forKey: .frame)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(offset, forKey: .offset)
        try container.encode(section, forKey: .section)
    }
}
