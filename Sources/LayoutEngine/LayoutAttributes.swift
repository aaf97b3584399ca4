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
/// extras the seed layouts add (`angle`, `parallax`, `headerOverlayAlpha`).
public struct LayoutAttributes: Hashable, Codable, Sendable {
    public var kind: ElementKind
    public var section: Int
    public var item: Int
    /// The untransformed frame: `center ± size/2`.
    public var frame: Rect
    public var center: Point
    public var size: Size
    /// Applied about `anchorPoint`.
    public var transform: AffineTransform
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
        transform: AffineTransform = .identity,
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
        self.anchorPoint = anchorPoint
        self.zIndex = zIndex
        self.alpha = alpha
        self.angle = angle
        self.parallax = parallax
        self.headerOverlayAlpha = headerOverlayAlpha
    }

    /// The default anchor point: the element's centre.
    public static let centerAnchor = Point(x: 0.5, y: 0.5)
}

/// Which of the seed layouts produced an answer.
public enum LayoutName: String, Hashable, Codable, Sendable, CaseIterable {
    case wheel
    case circle
    case parallax
}

/// One layout pass: the content size the scroll view scrolls over and the attributes of the
/// elements it shows, in section, then item order.
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
