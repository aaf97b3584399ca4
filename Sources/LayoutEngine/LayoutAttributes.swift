// What a layout computes for one element, and for a whole layout pass.

/// What kind of element an attribute set places, as `UICollectionView` distinguishes cells from
/// supplementary views.
public enum ElementKind: String, Hashable, Codable, Sendable, CaseIterable {
    case cell
    case header
    case menu
    case sectionHeader
    case sectionFooter
}

/// The attributes of one element, as `UICollectionViewLayoutAttributes` carries them, plus the
/// extras the seed layouts add (`angle`, `parallax`, `headerOverlayAlpha`) and what a client
/// without UIKit needs to place the element as it is: `transform3D`, and the CSS strings `css`
/// and `transformOrigin` (encoded with the rest, derived from the stored values).
public struct LayoutAttributes: Hashable, Codable, Sendable {
    public var kind: ElementKind
    public var section: Int
    public var item: Int
    /// The untransformed frame: `center ± size/2`.
    public var frame: Rect
    public var center: Point
    public var size: Size
    /// The 2D layouts' transform, applied about `anchorPoint`; `nil` for the carousel, whose
    /// transform is 3D.
    public var transform: AffineTransform?
    /// The carousel's 3D transform; `nil` for the 2D layouts, whose `transform3D` is `transform`.
    private var ownTransform3D: Transform3D?
    /// In the unit coordinate space of the element's bounds; `(0.5, 0.5)` is its centre.
    public var anchorPoint: Point
    public var zIndex: Int
    public var alpha: Double
    /// The wheel's angular position of the item, in radians (wheel items only).
    public var angle: Double?
    /// The translation a cell applies to its content (parallax cells only).
    public var parallax: AffineTransform?
    /// The opacity of the stretchy header's dark overlay (parallax header only).
    public var headerOverlayAlpha: Double?

    public init(
        kind: ElementKind = .cell, section: Int = 0, item: Int,
        center: Point, size: Size,
        transform: AffineTransform? = .identity,
        transform3D: Transform3D? = nil,
        anchorPoint: Point = LayoutAttributes.centerAnchor,
        zIndex: Int = 0, alpha: Double = 1,
        angle: Double? = nil, parallax: AffineTransform? = nil, headerOverlayAlpha: Double? = nil
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = Rect(center: center, size: size)
        self.center = center
        self.size = size
        self.transform = transform
        self.ownTransform3D = transform3D
        self.anchorPoint = anchorPoint
        self.zIndex = zIndex
        self.alpha = alpha
        self.angle = angle
        self.parallax = parallax
        self.headerOverlayAlpha = headerOverlayAlpha
    }

    /// The default anchor point: the element's centre.
    public static let centerAnchor = Point(x: 0.5, y: 0.5)

    /// The element's 3D transform, applied about `anchorPoint`: the carousel's own, or the 2D
    /// transform embedded in the z = 0 plane (`CATransform3DMakeAffineTransform`).
    public var transform3D: Transform3D {
        ownTransform3D ?? Transform3D(transform ?? .identity)
    }

    /// Whether `transform3D` is the 2D transform embedded (every 2D layout's element), not a
    /// carousel's own matrix.
    public var isTransform3DAffine: Bool { ownTransform3D == nil }

    /// `transform3D` as a CSS `transform` value (`matrix3d(…)`). With the element's box at
    /// `frame` and `transform-origin` set to `transformOrigin`, a browser draws it where UIKit
    /// would.
    public var css: String { transform3D.css }

    /// `anchorPoint` as a CSS `transform-origin` value, in percent of the element's size.
    public var transformOrigin: String {
        CSSNumber.text(anchorPoint.x * 100) + "% " + CSSNumber.text(anchorPoint.y * 100) + "%"
    }

    private enum CodingKeys: String, CodingKey {
        case kind, section, item, frame, center, size, transform, anchorPoint, zIndex, alpha, angle, parallax
        case headerOverlayAlpha, transform3D, css, transformOrigin
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(ElementKind.self, forKey: .kind)
        section = try container.decode(Int.self, forKey: .section)
        item = try container.decode(Int.self, forKey: .item)
        frame = try container.decode(Rect.self, forKey: .frame)
        center = try container.decode(Point.self, forKey: .center)
        size = try container.decode(Size.self, forKey: .size)
        transform = try container.decodeIfPresent(AffineTransform.self, forKey: .transform)
        anchorPoint = try container.decode(Point.self, forKey: .anchorPoint)
        zIndex = try container.decode(Int.self, forKey: .zIndex)
        alpha = try container.decode(Double.self, forKey: .alpha)
        angle = try container.decodeIfPresent(Double.self, forKey: .angle)
        parallax = try container.decodeIfPresent(AffineTransform.self, forKey: .parallax)
        headerOverlayAlpha = try container.decodeIfPresent(Double.self, forKey: .headerOverlayAlpha)
        // The derived fields are not read back: a 2D layout's `transform3D` is its `transform`.
        ownTransform3D = transform == nil ? try container.decode(Transform3D.self, forKey: .transform3D) : nil
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
        try container.encode(transform3D, forKey: .transform3D)
        try container.encode(css, forKey: .css)
        try container.encode(transformOrigin, forKey: .transformOrigin)
    }
}

/// Which layout produced an answer: the seeds' three, or iCarousel's family.
public enum LayoutName: String, Hashable, Codable, Sendable, CaseIterable {
    case wheel
    case circle
    case parallax
    case carousel
}

/// One layout pass: the content size the scroll view scrolls over and the attributes of the
/// elements it shows, in section, then item order (the carousel: nearest the current position
/// first, as iCarousel ranks them).
public struct LayoutResult: Hashable, Codable, Sendable {
    public var layout: LayoutName
    public var contentSize: Size
    public var items: [LayoutAttributes]

    public init(layout: LayoutName, contentSize: Size, items: [LayoutAttributes]) {
        self.layout = layout
        self.contentSize = contentSize
        self.items = items
    }
}

/// The name `/snap`'s answer had when only the wheel snapped.
@available(*, deprecated, renamed: "SnapResult")
public typealias WheelSnap = SnapResult

/// Where a fling comes to rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`):
/// the offset a scroll view settles at and the item at rest there (the wheel's centred card, the
/// carousel's current item).
public struct SnapResult: Hashable, Codable, Sendable {
    public var offset: Double
    public var index: Int

    public init(offset: Double, index: Int) {
        self.offset = offset
        self.index = index
    }
}
