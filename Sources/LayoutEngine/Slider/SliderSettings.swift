// The slider's options (docs/SLIDER.md §1): Swiper 14.0.6's parameters by name, with its defaults.

/// The axis a slider scrolls along (Swiper's `direction`).
public enum SliderAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical
}

/// Swiper's `effect`: how each slide is drawn from its progress (docs/SLIDER.md §4).
public enum SliderEffect: String, CaseIterable, Hashable, Sendable {
    case slide
    case fade
    case cube
    case coverflow
    case flip
    case cards
    case creative

    /// The options the effect's `overwriteParams` sets, by their query names; a request that sets
    /// one of them with this effect is refused (docs/SLIDER.md §1).
    public var overwrittenOptions: [String] {
        switch self {
        case .slide, .coverflow, .creative: []
        case .fade, .flip: ["slidesPerView", "slidesPerGroup", "spaceBetween"]
        case .cube: ["slidesPerView", "slidesPerGroup", "spaceBetween", "centeredSlides", "resistanceRatio"]
        case .cards: ["centeredSlides"]
        }
    }

    /// Whether the container's `perspective: 1200px` reaches the slides (`.swiper-3d`).
    var isThreeDimensional: Bool {
        switch self {
        case .slide, .fade: false
        case .cube, .coverflow, .flip, .cards, .creative: true
        }
    }
}

/// `slidesPerView`: a number of slides the viewport holds, or `auto` with each slide's own length.
public enum SliderSlidesPerView: Hashable, Sendable {
    case count(Double)
    /// One length along the scroll axis per slide (`sizes`).
    case auto(ItemLengths)
}

/// The cube effect's options (`cubeEffect`).
public struct CubeEffectSettings: Hashable, Sendable {
    public var slideShadows = true
    public var shadow = true
    public var shadowOffset = 20.0
    public var shadowScale = 0.94
    public init() {}
}

/// The coverflow effect's options (`coverflowEffect`); `stretch` in points, `modifier` a number.
public struct CoverflowEffectSettings: Hashable, Sendable {
    public var rotate = 50.0
    public var stretch = 0.0
    public var depth = 100.0
    public var scale = 1.0
    public var modifier = 1.0
    public var slideShadows = true
    public init() {}
}

/// The flip effect's options (`flipEffect`).
public struct FlipEffectSettings: Hashable, Sendable {
    public var slideShadows = true
    public var limitRotation = true
    public init() {}
}

/// The fade effect's options (`fadeEffect`).
public struct FadeEffectSettings: Hashable, Sendable {
    public var crossFade = false
    public init() {}
}

/// The cards effect's options (`cardsEffect`).
public struct CardsEffectSettings: Hashable, Sendable {
    public var slideShadows = true
    public var rotate = true
    public var perSlideRotate = 2.0
    public var perSlideOffset = 8.0
    public init() {}
}

/// One side of the creative effect (`creativeEffect.prev` or `.next`): where a slide one whole
/// progress away on that side is drawn.
public struct CreativeTransform: Hashable, Sendable {
    /// Points along x, y, z.
    public var translateX = 0.0, translateY = 0.0, translateZ = 0.0
    /// Degrees about x, y, z.
    public var rotateX = 0.0, rotateY = 0.0, rotateZ = 0.0
    public var scale = 1.0
    public var opacity = 1.0
    public var shadow = false
    /// The transform origin in the unit square (`50% 100%` is `(0.5, 1)`); `nil` keeps the centre.
    public var origin: Point?
    public init() {}
}

/// The creative effect's options (`creativeEffect`).
public struct CreativeEffectSettings: Hashable, Sendable {
    public var limitProgress = 1.0
    public var progressMultiplier = 1.0
    public var perspective = true
    public var shadowPerProgress = false
    public var prev = CreativeTransform()
    public var next = CreativeTransform()
    public init() {}
}

/// What a release does (`shortSwipes` … `resistanceRatio`); `resistance` is the client's drag.
public struct SliderSwipeSettings: Hashable, Sendable {
    public var shortSwipes = true
    public var longSwipes = true
    public var longSwipesRatio = 0.5
    /// Milliseconds.
    public var longSwipesMs = 300.0
    public var resistance = true
    public var resistanceRatio = 0.85
    public init() {}
}

/// Free mode's options (`freeMode.*`, docs/SLIDER.md §5.3).
public struct SliderFreeModeSettings: Hashable, Sendable {
    public var enabled = false
    public var momentum = true
    public var momentumRatio = 1.0
    public var momentumVelocityRatio = 1.0
    public var momentumBounce = true
    public var momentumBounceRatio = 1.0
    public var sticky = false
    public var minimumVelocity = 0.02
    public init() {}
}

/// Everything a slider request can set besides `count`, the viewport and the offset: Swiper's
/// options with Swiper's defaults. `effective` applies the effect's `overwriteParams`.
public struct SliderSettings: Hashable, Sendable {
    public var direction = SliderAxis.horizontal
    /// Mirrors a horizontal slider (docs/SLIDER.md §3); a vertical one ignores it.
    public var rtl = false
    public var slidesPerView = SliderSlidesPerView.count(1)
    public var spaceBetween = 0.0
    public var slidesOffsetBefore = 0.0
    public var slidesOffsetAfter = 0.0
    public var slidesPerGroup = 1
    public var slidesPerGroupSkip = 0
    public var centeredSlides = false
    public var centeredSlidesBounds = false
    public var centerInsufficientSlides = false
    public var snapToSlideEdge = false
    public var roundLengths = false
    public var loop = false
    public var effect = SliderEffect.slide
    /// Transition length, milliseconds.
    public var speed = 300.0
    public var swipes = SliderSwipeSettings()
    public var freeMode = SliderFreeModeSettings()
    public var cube = CubeEffectSettings()
    public var coverflow = CoverflowEffectSettings()
    public var flip = FlipEffectSettings()
    public var fade = FadeEffectSettings()
    public var cards = CardsEffectSettings()
    public var creative = CreativeEffectSettings()

    public init() {}

    /// These settings with the effect's `overwriteParams` applied: `fade` and `flip` force one slide
    /// per view and per group with no space; `cube` also no centring and no resistance; `cards`
    /// centres.
    public var effective: SliderSettings {
        var settings = self
        if effectSetsOneSlidePerView {
            settings.slidesPerView = .count(1)
            settings.slidesPerGroup = 1
            settings.spaceBetween = 0
        }
        if effect == .cube {
            settings.centeredSlides = false
            settings.swipes.resistanceRatio = 0
        }
        if effect == .cards { settings.centeredSlides = true }
        return settings
    }

    /// Whether the effect's `overwriteParams` set one slide per view and per group, with no space
    /// between: `fade`, `flip` and `cube`.
    public var effectSetsOneSlidePerView: Bool {
        switch effect {
        case .fade, .flip, .cube: true
        case .slide, .coverflow, .creative, .cards: false
        }
    }

    var isHorizontal: Bool { direction == .horizontal }
}
