// The API's query parameters as command-line options, so scripts get the same answers without a server.

import ArgumentParser
import HTTPCore
import PinwheelAPI

/// Options that mirror query parameters: `--item-width 133` is `itemWidth=133`. Each option's
/// name and help come from the API's parameter table (`QueryParameter`); `CommandLineTests`
/// fails when a command's options and the table's entries for its endpoint differ. Values are
/// kept as text and validated by the API itself, so the CLI accepts and refuses exactly what
/// HTTP does.
protocol QueryOptions: ParsableArguments {
    /// Each given option as the query item it stands for.
    var queryItems: [QueryItem] { get }
}

extension QueryOptions {
    /// The query items of the options that were given, named as in the query string.
    func items(_ options: [(QueryParameter, String?)]) -> [QueryItem] {
        options.compactMap { parameter, value in value.map { QueryItem(name: parameter.name, value: $0) } }
    }
}

extension Option where Value == String? {
    /// The option for `parameter`, named and described by the table. It is parsed
    /// unconditionally, so that `--offset -64` is a value, not an unknown flag.
    init(_ parameter: QueryParameter, on endpoints: [Endpoint] = Endpoint.allCases) {
        self.init(
            name: .customLong(parameter.optionName), parsing: .unconditional,
            help: ArgumentHelp(QueryParameter.optionHelp(for: parameter.name, on: endpoints)))
    }
}

/// The parameters every layout takes.
struct CommonOptions: QueryOptions {
    @Option(.wheelCount) var count: String?
    @Option(.offset) var offset: String?
    @Option(.width) var width: String?
    @Option(.height) var height: String?
    @Option(.itemWidth) var itemWidth: String?
    @Option(.itemHeight) var itemHeight: String?

    var queryItems: [QueryItem] {
        items([
            (.wheelCount, count), (.offset, offset), (.width, width), (.height, height),
            (.itemWidth, itemWidth), (.itemHeight, itemHeight),
        ])
    }
}

struct WheelOptions: QueryOptions {
    @Option(.wheelRadius) var radius: String?
    @Option(.cull) var cull: String?

    var queryItems: [QueryItem] { items([(.wheelRadius, radius), (.cull, cull)]) }
}

/// `rtl`, which every horizontal layout takes (the wheel, the carousel, the slider).
struct RightToLeftOption: QueryOptions {
    @Option(.rtl) var rtl: String?

    var queryItems: [QueryItem] { items([(.rtl, rtl)]) }
}

struct CircleOptions: QueryOptions {
    @Option(.inset) var inset: String?

    var queryItems: [QueryItem] { items([(.inset, inset)]) }
}

/// `sizes`: the parallax list's cells' heights, or the slider's slides' lengths.
struct SizesOption: QueryOptions {
    @Option(.sizes) var sizes: String?

    var queryItems: [QueryItem] { items([(.sizes, sizes)]) }
}

struct ParallaxOptions: QueryOptions {
    @Option(.headerHeight) var headerHeight: String?
    @Option(.menuHeight) var menuHeight: String?
    @Option(.sectionHeaderHeight) var sectionHeaderHeight: String?
    @Option(.sectionFooterHeight) var sectionFooterHeight: String?
    @Option(.lineSpacing) var lineSpacing: String?
    @Option(.interitemSpacing) var interitemSpacing: String?
    @Option(.maxParallax) var maxParallax: String?
    @Option(.overlayMaxAlpha) var overlayMaxAlpha: String?
    @Option(.stretchy) var stretchy: String?
    @Option(.headerOverlay) var headerOverlay: String?
    @Option(.stickyMenu) var stickyMenu: String?
    @Option(.stickyHeaders) var stickyHeaders: String?
    @Option(.parallaxCells) var parallaxCells: String?

    var queryItems: [QueryItem] {
        items([
            (.headerHeight, headerHeight), (.menuHeight, menuHeight),
            (.sectionHeaderHeight, sectionHeaderHeight),
            (.sectionFooterHeight, sectionFooterHeight), (.lineSpacing, lineSpacing), (.interitemSpacing, interitemSpacing),
            (.maxParallax, maxParallax), (.overlayMaxAlpha, overlayMaxAlpha), (.stretchy, stretchy),
            (.headerOverlay, headerOverlay), (.stickyMenu, stickyMenu), (.stickyHeaders, stickyHeaders),
            (.parallaxCells, parallaxCells),
        ])
    }
}

/// iCarousel's options (`CarouselSettings` is the engine's type they fill).
struct CarouselQueryOptions: QueryOptions {
    @Option(.carouselType) var type: String?
    @Option(.spacing) var spacing: String?
    @Option(.arc) var arc: String?
    @Option(.tilt) var tilt: String?
    @Option(.perspective) var perspective: String?
    @Option(.wrap) var wrap: String?
    @Option(.vertical) var vertical: String?
    @Option(.visibleItems) var visibleItems: String?
    @Option(.fadeMin) var fadeMin: String?
    @Option(.fadeMax) var fadeMax: String?
    @Option(.fadeRange) var fadeRange: String?
    @Option(.fadeMinAlpha) var fadeMinAlpha: String?
    @Option(.circularCount) var circularCount: String?

    var queryItems: [QueryItem] {
        items([
            (.carouselType, type), (.spacing, spacing), (.arc, arc), (.tilt, tilt), (.perspective, perspective),
            (.wrap, wrap), (.vertical, vertical), (.visibleItems, visibleItems), (.fadeMin, fadeMin),
            (.fadeMax, fadeMax), (.fadeRange, fadeRange), (.fadeMinAlpha, fadeMinAlpha), (.circularCount, circularCount),
        ])
    }
}

/// Swiper's options (`SliderSettings` is the engine's type they fill), effect options prefixed.
struct SliderOptions: QueryOptions {
    @Option(.direction) var direction: String?
    @Option(.slidesPerView) var slidesPerView: String?
    @Option(.spaceBetween) var spaceBetween: String?
    @Option(.slidesOffsetBefore) var slidesOffsetBefore: String?
    @Option(.slidesOffsetAfter) var slidesOffsetAfter: String?
    @Option(.slidesPerGroup) var slidesPerGroup: String?
    @Option(.slidesPerGroupSkip) var slidesPerGroupSkip: String?
    @Option(.centeredSlides) var centeredSlides: String?
    @Option(.centeredSlidesBounds) var centeredSlidesBounds: String?
    @Option(.centerInsufficientSlides) var centerInsufficientSlides: String?
    @Option(.snapToSlideEdge) var snapToSlideEdge: String?
    @Option(.roundLengths) var roundLengths: String?
    @Option(.loop) var loop: String?
    @Option(.effect) var effect: String?
    @Option(.speed) var speed: String?
    @Option(.shortSwipes) var shortSwipes: String?
    @Option(.longSwipes) var longSwipes: String?
    @Option(.longSwipesRatio) var longSwipesRatio: String?
    @Option(.longSwipesMs) var longSwipesMs: String?
    @Option(.resistance) var resistance: String?
    @Option(.resistanceRatio) var resistanceRatio: String?
    @Option(.freeMode) var freeMode: String?
    @Option(.freeModeMomentum) var freeModeMomentum: String?
    @Option(.freeModeMomentumRatio) var freeModeMomentumRatio: String?
    @Option(.freeModeMomentumVelocityRatio) var freeModeMomentumVelocityRatio: String?
    @Option(.freeModeMomentumBounce) var freeModeMomentumBounce: String?
    @Option(.freeModeMomentumBounceRatio) var freeModeMomentumBounceRatio: String?
    @Option(.freeModeSticky) var freeModeSticky: String?
    @Option(.freeModeMinimumVelocity) var freeModeMinimumVelocity: String?
    @Option(.cubeSlideShadows) var cubeSlideShadows: String?
    @Option(.cubeShadow) var cubeShadow: String?
    @Option(.cubeShadowOffset) var cubeShadowOffset: String?
    @Option(.cubeShadowScale) var cubeShadowScale: String?
    @Option(.coverflowRotate) var coverflowRotate: String?
    @Option(.coverflowStretch) var coverflowStretch: String?
    @Option(.coverflowDepth) var coverflowDepth: String?
    @Option(.coverflowScale) var coverflowScale: String?
    @Option(.coverflowModifier) var coverflowModifier: String?
    @Option(.coverflowSlideShadows) var coverflowSlideShadows: String?
    @Option(.flipSlideShadows) var flipSlideShadows: String?
    @Option(.flipLimitRotation) var flipLimitRotation: String?
    @Option(.fadeCrossFade) var fadeCrossFade: String?
    @Option(.cardsSlideShadows) var cardsSlideShadows: String?
    @Option(.cardsRotate) var cardsRotate: String?
    @Option(.cardsPerSlideRotate) var cardsPerSlideRotate: String?
    @Option(.cardsPerSlideOffset) var cardsPerSlideOffset: String?
    @Option(.creativeLimitProgress) var creativeLimitProgress: String?
    @Option(.creativeProgressMultiplier) var creativeProgressMultiplier: String?
    @Option(.creativePerspective) var creativePerspective: String?
    @Option(.creativeShadowPerProgress) var creativeShadowPerProgress: String?
    @Option(.creativePrevTranslate) var creativePrevTranslate: String?
    @Option(.creativePrevRotate) var creativePrevRotate: String?
    @Option(.creativePrevScale) var creativePrevScale: String?
    @Option(.creativePrevOpacity) var creativePrevOpacity: String?
    @Option(.creativePrevShadow) var creativePrevShadow: String?
    @Option(.creativePrevOrigin) var creativePrevOrigin: String?
    @Option(.creativeNextTranslate) var creativeNextTranslate: String?
    @Option(.creativeNextRotate) var creativeNextRotate: String?
    @Option(.creativeNextScale) var creativeNextScale: String?
    @Option(.creativeNextOpacity) var creativeNextOpacity: String?
    @Option(.creativeNextShadow) var creativeNextShadow: String?
    @Option(.creativeNextOrigin) var creativeNextOrigin: String?

    var queryItems: [QueryItem] {
        items([
            (.direction, direction), (.slidesPerView, slidesPerView), (.spaceBetween, spaceBetween),
            (.slidesOffsetBefore, slidesOffsetBefore), (.slidesOffsetAfter, slidesOffsetAfter),
            (.slidesPerGroup, slidesPerGroup), (.slidesPerGroupSkip, slidesPerGroupSkip),
            (.centeredSlides, centeredSlides), (.centeredSlidesBounds, centeredSlidesBounds),
            (.centerInsufficientSlides, centerInsufficientSlides), (.snapToSlideEdge, snapToSlideEdge),
            (.roundLengths, roundLengths), (.loop, loop), (.effect, effect), (.speed, speed),
            (.shortSwipes, shortSwipes), (.longSwipes, longSwipes), (.longSwipesRatio, longSwipesRatio),
            (.longSwipesMs, longSwipesMs), (.resistance, resistance), (.resistanceRatio, resistanceRatio),
            (.freeMode, freeMode), (.freeModeMomentum, freeModeMomentum),
            (.freeModeMomentumRatio, freeModeMomentumRatio),
            (.freeModeMomentumVelocityRatio, freeModeMomentumVelocityRatio),
            (.freeModeMomentumBounce, freeModeMomentumBounce),
            (.freeModeMomentumBounceRatio, freeModeMomentumBounceRatio), (.freeModeSticky, freeModeSticky),
            (.freeModeMinimumVelocity, freeModeMinimumVelocity), (.cubeSlideShadows, cubeSlideShadows),
            (.cubeShadow, cubeShadow), (.cubeShadowOffset, cubeShadowOffset), (.cubeShadowScale, cubeShadowScale),
            (.coverflowRotate, coverflowRotate), (.coverflowStretch, coverflowStretch),
            (.coverflowDepth, coverflowDepth), (.coverflowScale, coverflowScale),
            (.coverflowModifier, coverflowModifier), (.coverflowSlideShadows, coverflowSlideShadows),
            (.flipSlideShadows, flipSlideShadows), (.flipLimitRotation, flipLimitRotation),
            (.fadeCrossFade, fadeCrossFade), (.cardsSlideShadows, cardsSlideShadows), (.cardsRotate, cardsRotate),
            (.cardsPerSlideRotate, cardsPerSlideRotate), (.cardsPerSlideOffset, cardsPerSlideOffset),
            (.creativeLimitProgress, creativeLimitProgress), (.creativeProgressMultiplier, creativeProgressMultiplier),
            (.creativePerspective, creativePerspective), (.creativeShadowPerProgress, creativeShadowPerProgress),
            (.creativePrevTranslate, creativePrevTranslate), (.creativePrevRotate, creativePrevRotate),
            (.creativePrevScale, creativePrevScale), (.creativePrevOpacity, creativePrevOpacity),
            (.creativePrevShadow, creativePrevShadow), (.creativePrevOrigin, creativePrevOrigin),
            (.creativeNextTranslate, creativeNextTranslate), (.creativeNextRotate, creativeNextRotate),
            (.creativeNextScale, creativeNextScale), (.creativeNextOpacity, creativeNextOpacity),
            (.creativeNextShadow, creativeNextShadow), (.creativeNextOrigin, creativeNextOrigin),
        ])
    }
}
