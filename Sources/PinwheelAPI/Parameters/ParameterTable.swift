// The table of the API's query parameters: every parameter of every endpoint, declared once.

import LayoutEngine

// To add a parameter: declare it here, list it in `table`, read it in the request that takes it
// (`QueryReader`'s readers take the entry), and describe it in openapi.yaml; the tests check the
// CLI, openapi.yaml and Fuzz/query.dict against this table.
extension QueryParameter {
    /// Every entry, in the order `--help` and openapi.yaml list them.
    public static let table: [QueryParameter] = [
        .layout, .wheelCount, .circleCount, .parallaxCount, .carouselCount, .sliderCount, .offset, .sliderOffset,
        .width, .height, .itemWidth, .itemHeight, .sizes, .rtl, .wheelRadius, .carouselRadius, .cull, .inset,
        .headerHeight, .menuHeight, .sectionHeaderHeight, .sectionFooterHeight, .lineSpacing, .interitemSpacing,
        .maxParallax, .overlayMaxAlpha, .stretchy, .headerOverlay, .stickyMenu, .stickyHeaders, .parallaxCells,
        .carouselType, .spacing, .arc, .tilt, .perspective, .wrap, .vertical, .visibleItems,
        .fadeMin, .fadeMax, .fadeRange, .fadeMinAlpha, .circularCount,
        .direction, .slidesPerView, .spaceBetween, .slidesOffsetBefore, .slidesOffsetAfter, .slidesPerGroup,
        .slidesPerGroupSkip, .centeredSlides, .centeredSlidesBounds, .centerInsufficientSlides, .snapToSlideEdge,
        .roundLengths, .loop, .effect, .speed, .shortSwipes, .longSwipes, .longSwipesRatio, .longSwipesMs,
        .resistance, .resistanceRatio, .freeMode, .freeModeMomentum, .freeModeMomentumRatio,
        .freeModeMomentumVelocityRatio, .freeModeMomentumBounce, .freeModeMomentumBounceRatio, .freeModeSticky,
        .freeModeMinimumVelocity, .cubeSlideShadows, .cubeShadow, .cubeShadowOffset, .cubeShadowScale,
        .coverflowRotate, .coverflowStretch, .coverflowDepth, .coverflowScale, .coverflowModifier,
        .coverflowSlideShadows, .flipSlideShadows, .flipLimitRotation, .fadeCrossFade, .cardsSlideShadows,
        .cardsRotate, .cardsPerSlideRotate, .cardsPerSlideOffset, .creativeLimitProgress,
        .creativeProgressMultiplier, .creativePerspective, .creativeShadowPerProgress,
        .creativePrevTranslate, .creativePrevRotate, .creativePrevScale, .creativePrevOpacity, .creativePrevShadow,
        .creativePrevOrigin, .creativeNextTranslate, .creativeNextRotate, .creativeNextScale, .creativeNextOpacity,
        .creativeNextShadow, .creativeNextOrigin,
        .masonryCount, .justifiedCount, .gridCount, .justifiedWidth, .masonryItemHeight, .gridItemHeight, .masonryItemWidth,
        .columnWidth, .gutter, .widths, .fitWidth,
        .horizontalOrder, .originTop, .aspectRatios, .containerPadding, .boxSpacing, .targetRowHeight,
        .targetRowHeightTolerance, .maxNumRows, .forceAspectRatio, .showWidows, .fullWidthBreakoutRowCadence,
        .widowLayoutStyle, .minColumnWidth, .columns, .gap, .rowGap, .columnGap,
        .velocity, .item, .section, .fps, .rate, .fields, .toggle, .dragFrom, .x, .y,
    ]

    /// Every layout but the slider, for the entries the slider has its own of, or none.
    private static let exceptSlider: [LayoutName] = [.wheel, .circle, .parallax, .carousel]

    // MARK: Every layout

    public static let layout = QueryParameter(
        "layout", .choice(LayoutName.allCases.map(\.rawValue)), default: .choice(LayoutName.wheel.rawValue),
        help: "Which layout.")
    public static let offset = QueryParameter(
        "offset", .number(.offset), default: .number(0), layouts: exceptSlider + grids,
        help: "Content offset along the scroll axis (wheel: x; circle, parallax, masonry, justified, grid: y; "
            + "carousel: x, or y when vertical).")
    public static let sliderOffset = QueryParameter(
        "offset", .number(.offset), default: .own, layouts: [.slider],
        help: "Swiper's −translate along the scroll axis (snapGrid[0], where Swiper starts, by default).")
    public static let width = QueryParameter(
        "width", .number(.positiveLength), default: .number(375), layouts: LayoutName.allCases.filter { $0 != .justified },
        help: "Viewport width in points (masonry: the container's inner width; grid: the grid's width).")
    public static let height = QueryParameter(
        "height", .number(.positiveLength), default: .number(667), help: "Viewport height in points.")
    public static let itemWidth = QueryParameter(
        "itemWidth", .number(.positiveLength), default: .own, layouts: exceptSlider,
        help: "Item width (wheel \(text(WheelLayout.defaultItemSize.width)), circle \(text(CircleLayout.defaultItemSize.width)), "
            + "parallax: the viewport width, carousel \(text(CarouselLayout.defaultItemSize.width))).")
    public static let itemHeight = QueryParameter(
        "itemHeight", .number(.positiveLength), default: .own, layouts: exceptSlider,
        help:
            "Item height (wheel \(text(WheelLayout.defaultItemSize.height)), circle \(text(CircleLayout.defaultItemSize.height)), "
            + "parallax \(text(ParallaxSettings.defaultItemHeight)), carousel \(text(CarouselLayout.defaultItemSize.height))).")

    public static let sizes = QueryParameter(
        "sizes", .text("comma-separated lengths (L*n for n items of length L), or @sha256-… naming a size table"),
        default: .own, layouts: [.parallax, .slider, .masonry, .grid],
        help: "Each item's own length along the scroll axis (parallax: the cells' heights, across all sections in order; "
            + "slider: each slide's, with slidesPerView=auto only; masonry, grid: the items' heights): "
            + "one entry per item, L*n for n items of length L, or @id of a table posted to /sizes.")
    public static let rtl = QueryParameter(
        "rtl", .boolean, default: .boolean(false), layouts: [.wheel, .carousel, .slider] + grids,
        help: "Right to left: the left-to-right picture mirrored about the viewport's vertical centre line "
            + "(horizontal layouts; masonry, justified and grid: items start at the right of the container).")

    // MARK: count, one entry per layout

    public static let wheelCount = QueryParameter(
        "count", .integer(0...Limits.wheelItems), default: .required("the number of items, 0 to \(Limits.wheelItems)"),
        layouts: [.wheel], help: "Number of items.")
    public static let circleCount = QueryParameter(
        "count", .integer(0...Limits.circleItems), default: .required("the number of items, 0 to \(Limits.circleItems)"),
        layouts: [.circle], help: "Number of items.")
    public static let parallaxCount = QueryParameter(
        "count", .integerList(0...Limits.itemsPerSection, maximumCount: Limits.sections),
        default: .required("the item count of each section, comma-separated (e.g. 4,3,5)"),
        layouts: [.parallax], help: "Comma-separated item counts per section.")
    public static let carouselCount = QueryParameter(
        "count", .integer(0...Limits.carouselItems), default: .required("the number of items, 0 to \(Limits.carouselItems)"),
        layouts: [.carousel], help: "Number of items.")
    public static let sliderCount = QueryParameter(
        "count", .integer(0...Limits.sliderItems), default: .required("the number of slides, 0 to \(Limits.sliderItems)"),
        layouts: [.slider], help: "Number of items.")

    // MARK: Wheel

    public static let wheelRadius = QueryParameter(
        "radius", .number(.radius), default: .number(WheelLayout.defaultRadius), layouts: [.wheel],
        help: "Distance from the items' centre to the pivot.")
    public static let cull = QueryParameter(
        "cull", .boolean, default: .boolean(true), layouts: [.wheel],
        help: "True returns only the visible items, false every item (/snap ignores it).")

    // MARK: Circle

    public static let inset = QueryParameter(
        "inset", .number(.length), default: .number(CircleLayout.defaultInset), layouts: [.circle],
        help: "Inset on every side of the viewport.")

    // MARK: Parallax

    public static let headerHeight = parallax(
        "headerHeight", .number(.length), .number(ParallaxSettings().headerHeight), "Stretchy header height.")
    public static let menuHeight = parallax(
        "menuHeight", .number(.length), .number(ParallaxSettings().menuHeight), "Sticky menu height.")
    public static let sectionHeaderHeight = parallax(
        "sectionHeaderHeight", .number(.length), .number(ParallaxSettings().sectionHeaderHeight), "Section header height.")
    public static let sectionFooterHeight = parallax(
        "sectionFooterHeight", .number(.length), .number(ParallaxSettings().sectionFooterHeight), "Section footer height.")
    public static let lineSpacing = parallax(
        "lineSpacing", .number(.length), .number(ParallaxSettings().lineSpacing), "Space above each cell.")
    public static let interitemSpacing = parallax(
        "interitemSpacing", .number(.length), .number(ParallaxSettings().interitemSpacing), "The cells' x.")
    public static let maxParallax = parallax(
        "maxParallax", .number(.length), .number(ParallaxSettings().maxParallaxOffset), "Largest parallax translation.")
    public static let overlayMaxAlpha = parallax(
        "overlayMaxAlpha", .number(.unit), .number(ParallaxSettings().headerOverlayMaxAlpha),
        "Largest header overlay alpha, 0 to 1.")
    public static let stretchy = parallax(
        "stretchy", .boolean, .boolean(ParallaxSettings().isHeaderStretchy), "Stretchy header, true or false.")
    public static let headerOverlay = parallax(
        "headerOverlay", .boolean, .boolean(ParallaxSettings().isHeaderOverlayOn), "Header overlay alpha, true or false.")
    public static let stickyMenu = parallax(
        "stickyMenu", .boolean, .boolean(ParallaxSettings().isMenuSticky), "Sticky menu, true or false.")
    public static let stickyHeaders = parallax(
        "stickyHeaders", .boolean, .boolean(ParallaxSettings().areSectionHeadersSticky), "Sticky section headers, true or false.")
    public static let parallaxCells = parallax(
        "parallaxCells", .boolean, .boolean(ParallaxSettings().isParallaxOnCellsOn), "Parallax on cells, true or false.")

    // MARK: Carousel

    public static let carouselType = carousel(
        "type", .choice(CarouselType.allCases.map(\.rawValue)), .choice(CarouselType.linear.rawValue), "iCarousel's type.")
    public static let spacing = carousel(
        "spacing", .number(.spacing), .own,
        "Distance between items, in item widths (heights when vertical); coverFlow 0.25, others 1.")
    public static let arc = carousel(
        "arc", .number(.arc), .own, "The arc the items span, in radians (rotary, cylinder, wheel); a full turn, 2π, by default.")
    public static let carouselRadius = carousel(
        "radius", .number(.signedRadius), .own, "The type's radius (computed as iCarousel does by default).")
    public static let tilt = carousel("tilt", .number(.factor), .own, "Tilt (coverFlow 0.9, timeMachine 0.3).")
    public static let perspective = carousel(
        "perspective", .number(.perspective), .number(CarouselOptions().perspective),
        "m34 of the transforms (-1/500 is iCarousel's).")
    public static let wrap = carousel(
        "wrap", .boolean, .own, "Wrap around, true or false (true for the rotary, cylinder and wheel types by default).")
    public static let vertical = carousel(
        "vertical", .boolean, .boolean(CarouselOptions().vertical), "Scroll vertically, true or false.")
    public static let visibleItems = carousel(
        "visibleItems", .integer(0...Limits.itemsPerResponse), .own,
        "How many items to lay out (iCarousel's number for the type by default, at most 30).")
    public static let fadeMin = carousel(
        "fadeMin", .number(.offset), .own, "Relative offset below which items fade (-infinity by default; invertedTimeMachine 0)."
    )
    public static let fadeMax = carousel(
        "fadeMax", .number(.offset), .own, "Relative offset above which items fade (infinity by default; timeMachine 0).")
    /// Left to the layout, whose own is 1 for every type (`CarouselLayout.fadeRange`): stated here.
    public static let fadeRange = carousel("fadeRange", .number(.fadeRange), .number(1), "Offsets over which items fade out.")
    /// Left to the layout, whose own is 0 for every type (`CarouselLayout.fadeMinAlpha`): stated here.
    public static let fadeMinAlpha = carousel(
        "fadeMinAlpha", .number(.unit), .number(0), "The alpha faded items reach, 0 to 1.")
    public static let circularCount = carousel(
        "circularCount", .integer(1...Limits.itemsPerResponse), .own,
        "iCarousel's count option, the items around the circle (computed as iCarousel does by default).")

    // MARK: Slider (docs/SLIDER.md §1: Swiper's options by name, effect options prefixed)

    public static let direction = slider(
        "direction", .choice(SliderDirection.allCases.map(\.rawValue)), .choice(SliderSettings().direction.rawValue),
        "The scroll axis.")
    // The options an effect overwrites (docs/SLIDER.md §1) default to what it sets: their defaults
    // are the layout's own, stated in their help, so that a client sending every default sends none
    // of them.
    public static let slidesPerView = slider(
        "slidesPerView", .text("a number from \(NumberRange.slides), or auto (each slide's length from sizes)"),
        .own, "Slides per view: a number (\(NumberRange.slides)), or auto with sizes; 1 by default, as fade, flip and cube set."
    )
    public static let spaceBetween = slider(
        "spaceBetween", .number(.length), .own,
        "Space between slides, in points; \(NumberRange.text(SliderSettings().spaceBetween)) by default, "
            + "as fade, flip and cube set.")
    public static let slidesOffsetBefore = slider(
        "slidesOffsetBefore", .number(.length), .number(SliderSettings().slidesOffsetBefore),
        "Space before the first slide, in points.")
    public static let slidesOffsetAfter = slider(
        "slidesOffsetAfter", .number(.length), .number(SliderSettings().slidesOffsetAfter),
        "Space after the last slide, in points.")
    public static let slidesPerGroup = slider(
        "slidesPerGroup", .integer(1...Limits.sliderItems), .own,
        "Slides a swipe moves by; \(SliderSettings().slidesPerGroup) by default, as fade, flip and cube set.")
    public static let slidesPerGroupSkip = slider(
        "slidesPerGroupSkip", .integer(0...Limits.sliderItems), .number(Double(SliderSettings().slidesPerGroupSkip)),
        "Leading slides that move one at a time (not with loop).")
    public static let centeredSlides = slider(
        "centeredSlides", .boolean, .own,
        "Centre the active slide; \(SliderSettings().centeredSlides) by default, as cube sets (cards sets true).")
    public static let centeredSlidesBounds = slider(
        "centeredSlidesBounds", .boolean, .boolean(SliderSettings().centeredSlidesBounds),
        "With centeredSlides: no gaps before the first slide or after the last.")
    public static let centerInsufficientSlides = slider(
        "centerInsufficientSlides", .boolean, .boolean(SliderSettings().centerInsufficientSlides),
        "Centre the slides when they do not fill the viewport.")
    public static let snapToSlideEdge = slider(
        "snapToSlideEdge", .boolean, .boolean(SliderSettings().snapToSlideEdge),
        "Rest on slide edges at the end (auto or fractional slidesPerView).")
    public static let roundLengths = slider(
        "roundLengths", .boolean, .boolean(SliderSettings().roundLengths), "Floor slide lengths and the translate.")
    public static let loop = slider("loop", .boolean, .boolean(SliderSettings().loop), "An endless strip.")
    public static let effect = slider(
        "effect", .choice(SliderEffect.allCases.map(\.rawValue)), .choice(SliderSettings().effect.rawValue),
        "How slides are drawn.")
    public static let speed = slider(
        "speed", .number(.milliseconds), .number(SliderSettings().speed), "Transition length, milliseconds.")
    public static let shortSwipes = slider(
        "shortSwipes", .boolean, .boolean(SliderSwipeSettings().shortSwipes), "A short swipe moves a group.")
    public static let longSwipes = slider(
        "longSwipes", .boolean, .boolean(SliderSwipeSettings().longSwipes),
        "A long swipe moves a group past longSwipesRatio.")
    public static let longSwipesRatio = slider(
        "longSwipesRatio", .number(.unit), .number(SliderSwipeSettings().longSwipesRatio),
        "The part of a group a long swipe must cross, 0 to 1.")
    public static let longSwipesMs = slider(
        "longSwipesMs", .number(.milliseconds), .number(SliderSwipeSettings().longSwipesMs),
        "Swipes longer than this, in milliseconds, are long.")
    public static let resistance = slider(
        "resistance", .boolean, .boolean(SliderSwipeSettings().resistance), "A drag past an end is resisted (the client's).")
    public static let resistanceRatio = slider(
        "resistanceRatio", .number(.unit), .own,
        "The resistance's exponent, 0 to 1 (the client's); \(NumberRange.text(SliderSwipeSettings().resistanceRatio)) by default "
            + "(cube sets 0).")
    public static let freeMode = slider(
        "freeMode", .boolean, .boolean(SliderFreeModeSettings().enabled), "Releases coast instead of snapping.")
    public static let freeModeMomentum = slider(
        "freeModeMomentum", .boolean, .boolean(SliderFreeModeSettings().momentum), "Free mode: coast after a release.")
    public static let freeModeMomentumRatio = slider(
        "freeModeMomentumRatio", .number(.ratio), .number(SliderFreeModeSettings().momentumRatio),
        "Free mode: how far the momentum carries.")
    public static let freeModeMomentumVelocityRatio = slider(
        "freeModeMomentumVelocityRatio", .number(.ratio), .number(SliderFreeModeSettings().momentumVelocityRatio),
        "Free mode: the momentum's speed factor.")
    public static let freeModeMomentumBounce = slider(
        "freeModeMomentumBounce", .boolean, .boolean(SliderFreeModeSettings().momentumBounce),
        "Free mode: overshoot an end and come back.")
    public static let freeModeMomentumBounceRatio = slider(
        "freeModeMomentumBounceRatio", .number(.ratio), .number(SliderFreeModeSettings().momentumBounceRatio),
        "Free mode: how far the bounce overshoots.")
    public static let freeModeSticky = slider(
        "freeModeSticky", .boolean, .boolean(SliderFreeModeSettings().sticky), "Free mode: rest on a snap.")
    public static let freeModeMinimumVelocity = slider(
        "freeModeMinimumVelocity", .number(.pointsPerMillisecond), .number(SliderFreeModeSettings().minimumVelocity),
        "Free mode: slower releases, in points per millisecond, have no momentum.")
    public static let cubeSlideShadows = slider(
        "cubeSlideShadows", .boolean, .boolean(CubeEffectSettings().slideShadows), "Cube: shadows on the slides.")
    public static let cubeShadow = slider(
        "cubeShadow", .boolean, .boolean(CubeEffectSettings().shadow), "Cube: the shadow under the cube.")
    public static let cubeShadowOffset = slider(
        "cubeShadowOffset", .number(.signedLength), .number(CubeEffectSettings().shadowOffset),
        "Cube: the shadow's distance below the cube, in points.")
    public static let cubeShadowScale = slider(
        "cubeShadowScale", .number(.positiveFactor), .number(CubeEffectSettings().shadowScale), "Cube: the shadow's scale.")
    public static let coverflowRotate = slider(
        "coverflowRotate", .number(.degrees), .number(CoverflowEffectSettings().rotate),
        "Coverflow: degrees a slide turns per slide from the centre.")
    public static let coverflowStretch = slider(
        "coverflowStretch", .number(.signedLength), .number(CoverflowEffectSettings().stretch),
        "Coverflow: points slides move toward the centre per slide.")
    public static let coverflowDepth = slider(
        "coverflowDepth", .number(.signedLength), .number(CoverflowEffectSettings().depth),
        "Coverflow: points slides recede per slide from the centre.")
    public static let coverflowScale = slider(
        "coverflowScale", .number(.factor), .number(CoverflowEffectSettings().scale), "Coverflow: the scale one slide away.")
    public static let coverflowModifier = slider(
        "coverflowModifier", .number(.factor), .number(CoverflowEffectSettings().modifier),
        "Coverflow: multiplies every effect.")
    public static let coverflowSlideShadows = slider(
        "coverflowSlideShadows", .boolean, .boolean(CoverflowEffectSettings().slideShadows),
        "Coverflow: shadows on the slides.")
    public static let flipSlideShadows = slider(
        "flipSlideShadows", .boolean, .boolean(FlipEffectSettings().slideShadows), "Flip: shadows on the slides.")
    public static let flipLimitRotation = slider(
        "flipLimitRotation", .boolean, .boolean(FlipEffectSettings().limitRotation), "Flip: turn at most half a turn.")
    public static let fadeCrossFade = slider(
        "fadeCrossFade", .boolean, .boolean(FadeEffectSettings().crossFade), "Fade: fade the outgoing slide out too.")
    public static let cardsSlideShadows = slider(
        "cardsSlideShadows", .boolean, .boolean(CardsEffectSettings().slideShadows), "Cards: shadows on the slides.")
    public static let cardsRotate = slider(
        "cardsRotate", .boolean, .boolean(CardsEffectSettings().rotate), "Cards: turn the cards.")
    public static let cardsPerSlideRotate = slider(
        "cardsPerSlideRotate", .number(.degrees), .number(CardsEffectSettings().perSlideRotate),
        "Cards: degrees each card turns per slide.")
    public static let cardsPerSlideOffset = slider(
        "cardsPerSlideOffset", .number(.factor), .number(CardsEffectSettings().perSlideOffset),
        "Cards: each card's shift per slide, percent of its width.")
    public static let creativeLimitProgress = slider(
        "creativeLimitProgress", .number(.slides), .number(CreativeEffectSettings().limitProgress),
        "Creative: slides either side that move.")
    public static let creativeProgressMultiplier = slider(
        "creativeProgressMultiplier", .number(.factor), .number(CreativeEffectSettings().progressMultiplier),
        "Creative: multiplies progress.")
    public static let creativePerspective = slider(
        "creativePerspective", .boolean, .boolean(CreativeEffectSettings().perspective),
        "Creative: seen through the container's perspective.")
    public static let creativeShadowPerProgress = slider(
        "creativeShadowPerProgress", .boolean, .boolean(CreativeEffectSettings().shadowPerProgress),
        "Creative: shadows grow over creativeLimitProgress.")
    public static let creativePrevTranslate = creativeTranslate("creativePrevTranslate", "Prev")
    public static let creativePrevRotate = creativeRotate("creativePrevRotate", "Prev")
    public static let creativePrevScale = creativeScale("creativePrevScale", "Prev")
    public static let creativePrevOpacity = creativeOpacity("creativePrevOpacity", "Prev")
    public static let creativePrevShadow = creativeShadow("creativePrevShadow", "Prev")
    public static let creativePrevOrigin = creativeOrigin("creativePrevOrigin", "Prev")
    public static let creativeNextTranslate = creativeTranslate("creativeNextTranslate", "Next")
    public static let creativeNextRotate = creativeRotate("creativeNextRotate", "Next")
    public static let creativeNextScale = creativeScale("creativeNextScale", "Next")
    public static let creativeNextOpacity = creativeOpacity("creativeNextOpacity", "Next")
    public static let creativeNextShadow = creativeShadow("creativeNextShadow", "Next")
    public static let creativeNextOrigin = creativeOrigin("creativeNextOrigin", "Next")

    // MARK: /snap, /motion and /hit

    /// Its default, 0, is the layout's own: a motion to an item takes none.
    public static let velocity = QueryParameter(
        "velocity", .number(.offset), default: .own, endpoints: [.snap, .motion],
        help: "Release velocity along the scroll axis, points per second (the wheel's /snap reads only its sign); "
            + "0 by default, and not with item.")
    public static let item = QueryParameter(
        "item", .integer(0...Limits.wheelItems), default: .own, layouts: [.wheel, .parallax, .carousel, .slider] + grids,
        endpoints: [.motion],
        help: "The item to scroll to, instead of a release (velocity).")
    public static let section = QueryParameter(
        "section", .integer(0...Limits.sections), default: .own, layouts: [.parallax], endpoints: [.motion],
        help: "The section of item (0 when absent).")
    public static let fps = QueryParameter(
        "fps", .integer(Limits.framesPerSecond), default: .number(60), endpoints: [.motion],
        help: "Frames a second the motion is sampled at.")
    public static let rate = QueryParameter(
        "rate", .text("normal, fast, or a number from 0.9 up to (not including) 1"), default: .choice("normal"),
        layouts: [.wheel, .circle, .parallax] + grids, endpoints: [.motion],
        help: "UIScrollView's deceleration rate per millisecond: normal (0.998), fast (0.99) or a number.")
    public static let fields = QueryParameter(
        "fields", .text("comma-separated item keys"), default: .own, endpoints: [.layout, .motion],
        help: "The item keys to keep (kind, section and item are always kept; every key when absent).")
    /// Its default, 0, is the layout's own: only coverFlow2 takes it.
    public static let toggle = QueryParameter(
        "toggle", .number(NumberRange(lower: -1, upper: 1)), default: .own, layouts: [.carousel],
        endpoints: [.layout, .hit], help: "coverFlow2 only: iCarousel's toggle; 0, at rest, by default.")
    public static let dragFrom = QueryParameter(
        "dragFrom", .number(.offset), default: .own, layouts: [.slider], endpoints: [.layout, .hit],
        help: "Cards: the offset where a drag under way began (none: no drag).")
    public static let x = QueryParameter(
        "x", .number(.offset), default: .required("the point's x in viewport points, from the viewport's left edge"),
        endpoints: [.hit], help: "The point's x in viewport points.")
    public static let y = QueryParameter(
        "y", .number(.offset), default: .required("the point's y in viewport points, from the viewport's top edge"),
        endpoints: [.hit], help: "The point's y in viewport points.")

    // MARK: Helpers

    private static func parallax(_ name: StaticString, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String)
        -> QueryParameter
    {
        QueryParameter(name, type, default: defaultValue, layouts: [.parallax], help: help)
    }

    private static func carousel(_ name: StaticString, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String)
        -> QueryParameter
    {
        QueryParameter(name, type, default: defaultValue, layouts: [.carousel], help: help)
    }

    private static func slider(_ name: StaticString, _ type: ValueType, _ defaultValue: DefaultValue, _ help: String)
        -> QueryParameter
    {
        QueryParameter(name, type, default: defaultValue, layouts: [.slider], help: help)
    }

    /// `creativePrev…` and `creativeNext…`: where a slide one whole progress away on that side is drawn.
    private static func creativeTranslate(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .text("x,y,z: three numbers from \(NumberRange.signedLength)"), .choice("0,0,0"),
            "Creative: the \(side.lowercased()) side's translation x,y,z in points.")
    }

    private static func creativeRotate(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .text("x,y,z: three numbers from \(NumberRange.degrees)"), .choice("0,0,0"),
            "Creative: the \(side.lowercased()) side's rotation x,y,z in degrees.")
    }

    private static func creativeScale(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .number(.factor), .number(CreativeTransform().scale),
            "Creative: the \(side.lowercased()) side's scale.")
    }

    private static func creativeOpacity(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .number(.unit), .number(CreativeTransform().opacity),
            "Creative: the \(side.lowercased()) side's opacity, 0 to 1.")
    }

    private static func creativeShadow(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .boolean, .boolean(CreativeTransform().shadow),
            "Creative: a shadow on the \(side.lowercased()) side.")
    }

    private static func creativeOrigin(_ name: StaticString, _ side: String) -> QueryParameter {
        slider(
            name, .text("x y: left, center, right or a percentage, then top, center, bottom or a percentage"),
            .own, "Creative: the \(side.lowercased()) side's transform origin, x y (the centre by default).")
    }

    private static func text(_ value: Double) -> String { NumberRange.text(value) }
}
