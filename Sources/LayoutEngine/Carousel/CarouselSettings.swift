// iCarousel's types and the settings a client can give a carousel (nicklockwood/iCarousel 1.8.3).

/// The looks iCarousel draws (`iCarouselType`), all but `custom`, whose transform a delegate supplies.
public enum CarouselType: String, CaseIterable, Hashable, Sendable {
    case linear
    case rotary
    case invertedRotary
    case cylinder
    case invertedCylinder
    case wheel
    case invertedWheel
    case coverFlow
    case coverFlow2
    case timeMachine
    case invertedTimeMachine

    /// The types that place items on a circle, for which `circularCarouselItemCount` counts and
    /// which wrap by default.
    var isCircular: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: false
        }
    }

    var isCoverFlow: Bool { self == .coverFlow || self == .coverFlow2 }

    var isTimeMachine: Bool { self == .timeMachine || self == .invertedTimeMachine }
}

/// What a client can set on a carousel: iCarousel's `iCarouselOption`s a delegate answers, plus
/// the carousel's own `perspective`, `vertical` and `wrap`. A `nil` option takes iCarousel's
/// default for the type (see `CarouselLayout`'s resolved values).
public struct CarouselSettings: Hashable, Sendable {
    /// `iCarouselOptionSpacing`: the distance between items, as a fraction of the item's extent.
    public var spacing: Double?
    /// `iCarouselOptionArc`: the angle, in radians, the circular types spread their items over.
    public var arc: Double?
    /// `iCarouselOptionRadius`: the radius of the circular types' circle, in points.
    public var radius: Double?
    /// `iCarouselOptionTilt`: how far cover flow turns its side items, and time machine's slope.
    public var tilt: Double?
    /// `perspective`: `m34` of every item's transform, `−1/d` for a viewer `d` points away.
    public var perspective: Double = -1.0 / 500
    /// `iCarouselOptionWrap`: whether the last item is followed by the first again.
    public var wrap: Bool?
    /// `vertical`: scroll along y instead of x.
    public var vertical = false
    /// `iCarouselOptionVisibleItems`: how many items to lay out around the current one.
    public var visibleItems: Int?
    /// `iCarouselOptionFadeMin`: the relative offset below which items fade out.
    public var fadeMin: Double?
    /// `iCarouselOptionFadeMax`: the relative offset above which items fade out.
    public var fadeMax: Double?
    /// `iCarouselOptionFadeRange`: over how many items the fade goes from 1 to `fadeMinAlpha`.
    public var fadeRange: Double?
    /// `iCarouselOptionFadeMinAlpha`: the alpha a fully faded item keeps.
    public var fadeMinAlpha: Double?
    /// `iCarouselOptionCount`: how many items the circular types space around their arc.
    public var circularCount: Int?
    /// Right to left (horizontal carousels): every answer is the left-to-right one mirrored
    /// (docs/LAYOUTS.md §5).
    public var isRightToLeft = false

    public init() {}
}
