// The JSON of the engine's answers: an element's attributes, a layout pass and a snap.

public import LayoutEngine

extension ElementKind: Codable {}

extension LayoutName: Codable {}

/// Every stored attribute, plus `transform3D`, `css` and `transformOrigin`, which a client
/// without UIKit places the element with. Decoding reads the stored ones back (a 2D element's
/// `transform3D` is its `transform`) and skips the derived ones.
extension LayoutAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, section, item, frame, center, size, transform, anchorPoint, zIndex, alpha, angle, parallax
        case headerOverlayAlpha, progress, shadowBefore, shadowAfter, shadow, transform3D, css, transformOrigin
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let transform = try container.decodeIfPresent(AffineTransform.self, forKey: .transform)
        self.init(
            kind: try container.decode(ElementKind.self, forKey: .kind),
            section: try container.decode(Int.self, forKey: .section),
            item: try container.decode(Int.self, forKey: .item),
            center: try container.decode(Point.self, forKey: .center),
            size: try container.decode(Size.self, forKey: .size),
            transform: transform,
            transform3D: transform == nil ? try container.decode(Transform3D.self, forKey: .transform3D) : nil,
            anchorPoint: try container.decode(Point.self, forKey: .anchorPoint),
            zIndex: try container.decode(Int.self, forKey: .zIndex),
            alpha: try container.decode(Double.self, forKey: .alpha),
            angle: try container.decodeIfPresent(Double.self, forKey: .angle),
            parallax: try container.decodeIfPresent(AffineTransform.self, forKey: .parallax),
            headerOverlayAlpha: try container.decodeIfPresent(Double.self, forKey: .headerOverlayAlpha),
            progress: try container.decodeIfPresent(Double.self, forKey: .progress),
            shadowBefore: try container.decodeIfPresent(Double.self, forKey: .shadowBefore),
            shadowAfter: try container.decodeIfPresent(Double.self, forKey: .shadowAfter),
            shadow: try container.decodeIfPresent(Double.self, forKey: .shadow))
        frame = try container.decode(Rect.self, forKey: .frame)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(frame, forKey: .frame)
        try container.encode(center, forKey: .center)
        try container.encode(size, forKey: .size)
        try container.encodeIfPresent(transform, forKey: .transform)
        try container.encode(anchorPoint, forKey: .anchorPoint)
        try container.encode(zIndex, forKey: .zIndex)
        try container.encode(alpha, forKey: .alpha)
        try container.encodeIfPresent(angle, forKey: .angle)
        try container.encodeIfPresent(parallax, forKey: .parallax)
        try container.encodeIfPresent(headerOverlayAlpha, forKey: .headerOverlayAlpha)
        try container.encodeIfPresent(progress, forKey: .progress)
        try container.encodeIfPresent(shadowBefore, forKey: .shadowBefore)
        try container.encodeIfPresent(shadowAfter, forKey: .shadowAfter)
        try container.encodeIfPresent(shadow, forKey: .shadow)
        try container.encode(transform3D, forKey: .transform3D)
        try container.encode(css, forKey: .css)
        try container.encode(transformOrigin, forKey: .transformOrigin)
    }
}

/// `activeIndex` only for the slider, `widowCount` only for justified rows, which have one.
extension LayoutResult: Codable {
    private enum CodingKeys: String, CodingKey { case layout, contentSize, items, activeIndex, widowCount }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            layout: try container.decode(LayoutName.self, forKey: .layout),
            contentSize: try container.decode(Size.self, forKey: .contentSize),
            items: try container.decode([LayoutAttributes].self, forKey: .items),
            activeIndex: try container.decodeIfPresent(Int.self, forKey: .activeIndex),
            widowCount: try container.decodeIfPresent(Int.self, forKey: .widowCount))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(activeIndex, forKey: .activeIndex)
        try container.encodeIfPresent(widowCount, forKey: .widowCount)
    }
}

extension SnapResult: Codable {
    private enum CodingKeys: String, CodingKey { case offset, index }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            offset: try container.decode(Double.self, forKey: .offset), index: try container.decode(Int.self, forKey: .index))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(offset, forKey: .offset)
        try container.encode(index, forKey: .index)
    }
}
