// What a layout computes for one element, and the layouts named in answers.

/// What kind of element an attribute set places, as `UICollectionView` distinguishes cells from
/// supplementary views; the slider's slides and the cube's shadow are kinds of their own
/// (docs/SLIDER.md §4), and so are a page's own header, footer and background (docs/PAGE.md §3).
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    case cell
    case header
    case menu
    case sectionHeader
    case sectionFooter
    case slide
    case shadow
    case pageHeader
    case pageFooter
    case pageBackground
}

/// The attributes of one element, as `UICollectionViewLayoutAttributes` carries them, plus the
/// extras the tutorials' layouts add (`angle`, `parallax`, `headerOverlayAlpha`) and what a client
/// without UIKit needs to place the element as it is: `transform3D`. (The HTTP API's JSON adds
/// the CSS text of these; see PinwheelAPI's `WireFormat`.)
public struct LayoutAttributes: Hashable, Sendable {
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
    /// The 3D layouts' own transform (the carousel's, the slider's); the identity, unused, for the
    /// 2D layouts, whose `transform3D` is `transform` (`isTransform3DAffine` says which). Not an
    /// optional: a 129-byte optional is copied whole to be made, stored or tested, several times
    /// an element. Set only inside the engine, so that the mirror (`RightToLeft.swift`) can turn
    /// it. Read by the JSON writer, which reads an element in place: calling `transform3D`'s
    /// getter copies the whole element for the call.
    package internal(set) var ownTransform3D: Transform3D
    /// Whether `transform3D` is the 2D transform embedded (every 2D layout's element), not the
    /// element's own matrix, `ownTransform3D`.
    package let isTransform3DAffine: Bool
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
    /// A slide's progress `p` (slider slides only, docs/SLIDER.md §4).
    public var progress: Double?
    /// The alpha of a slide's shadow dark on its trailing edge, Swiper's `-left` (`-top`) (slider only).
    public var shadowBefore: Double?
    /// The alpha of a slide's shadow dark on its leading edge, Swiper's `-right` (`-bottom`) (slider only).
    public var shadowAfter: Double?
    /// The alpha of a slide's whole-face shadow, black at 15% (slider cards and creative only).
    public var shadow: Double?

    public init(
        kind: ElementKind = .cell, section: Int = 0, item: Int,
        center: Point, size: Size,
        transform: AffineTransform? = .identity,
        transform3D: Transform3D? = nil,
        anchorPoint: Point = LayoutAttributes.centerAnchor,
        zIndex: Int = 0, alpha: Double = 1,
        angle: Double? = nil, parallax: AffineTransform? = nil, headerOverlayAlpha: Double? = nil,
        progress: Double? = nil, shadowBefore: Double? = nil, shadowAfter: Double? = nil, shadow: Double? = nil
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = Rect(center: center, size: size)
        self.center = center
        self.size = size
        self.transform = transform
        // Unwrapped by a pattern, not tested by `== nil`, which compares the optional with a nil one.
        if let transform3D {
            self.ownTransform3D = transform3D
            self.isTransform3DAffine = false
        } else {
            self.ownTransform3D = .identity
            self.isTransform3DAffine = true
        }
        self.anchorPoint = anchorPoint
        self.zIndex = zIndex
        self.alpha = alpha
        self.angle = angle
        self.parallax = parallax
        self.headerOverlayAlpha = headerOverlayAlpha
        self.progress = progress
        self.shadowBefore = shadowBefore
        self.shadowAfter = shadowAfter
        self.shadow = shadow
    }

    /// The default anchor point: the element's centre.
    public static let centerAnchor = Point(x: 0.5, y: 0.5)

    /// The element's 3D transform, applied about `anchorPoint`: the carousel's own, or the 2D
    /// transform embedded in the z = 0 plane (`CATransform3DMakeAffineTransform`).
    public var transform3D: Transform3D {
        isTransform3DAffine ? Transform3D(transform ?? .identity) : ownTransform3D
    }
}
