// The slider's options read out of a query (docs/SLIDER.md §1), and the combinations it refuses.

import LayoutEngine

extension QueryReader {
    /// `count`, the viewport and Swiper's options, each in its range; then what docs/SLIDER.md §1
    /// refuses together: an option the effect's `overwriteParams` sets otherwise, `loop` with a
    /// skip, `cards` and `creative` with `slidesPerView=auto`, `auto` without one length per
    /// slide, and slides left with no length.
    func slider() throws(Problem) -> SliderLayout {
        let count = try integer(.sliderCount)
        let viewport = try viewport()
        // A `let` from a function of its own, so that the layout takes it without a copy.
        let settings = try sliderSettings(count: count)
        try checkSlideLengths(settings, viewport: viewport)
        return SliderLayout(slideCount: count, viewport: viewport, settings: settings)
    }

    /// The slider's settings as the query gives them, their combinations checked.
    private func sliderSettings(count: Int) throws(Problem) -> SliderSettings {
        var settings = SliderSettings()
        // Options that a request seldom gives are read in groups, in the table's order, and only
        // when the query may name one of a group's (`ReadDefaults`): else `SliderSettings()`
        // holds the group's defaults already (tested).
        if names(anyOf: Self.axisDefaults) { try readAxis(into: &settings) }
        let perView = try slidesPerView()
        settings.spaceBetween = try optionalNumber(.spaceBetween) ?? settings.spaceBetween
        if names(anyOf: Self.marginsAndGroupsDefaults) { try readMarginsAndGroups(into: &settings) }
        settings.centeredSlides = try optionalBoolean(.centeredSlides) ?? settings.centeredSlides
        if names(anyOf: Self.placementDefaults) { try readPlacement(into: &settings) }
        settings.effect = try choice(.effect)
        if names(anyOf: Self.motionDefaults) { try readMotion(into: &settings) }
        if names(anyOf: Self.effectOptionsDefaults) { try readEffectOptions(into: &settings) }
        // `auto`'s lengths are read once the combinations are known to be allowed.
        settings.slidesPerView = perView.map { .count($0) } ?? .auto(ItemLengths([]))
        try checkCombinations(settings)
        settings.slidesPerView = try slidesPerView(perView, count: count, effect: settings.effect)
        return settings
    }

    // MARK: Groups of options

    /// Each group read into `SliderSettings()`: what a query naming none of them gives.
    static let axisDefaults = ReadDefaults(reading: readAxis)
    static let marginsAndGroupsDefaults = ReadDefaults(reading: readMarginsAndGroups)
    static let placementDefaults = ReadDefaults(reading: readPlacement)
    static let motionDefaults = ReadDefaults(reading: readMotion)
    static let effectOptionsDefaults = ReadDefaults(reading: readEffectOptions)

    private func readAxis(into settings: inout SliderSettings) throws(Problem) {
        settings.direction = try choice(.direction)
        // A vertical slider has no reading direction: it ignores rtl, as Swiper does
        // (docs/API-DECISIONS.md).
        let rightToLeft = try boolean(.rtl)
        settings.rtl = rightToLeft && settings.direction == .horizontal
    }

    private func readMarginsAndGroups(into settings: inout SliderSettings) throws(Problem) {
        settings.slidesOffsetBefore = try number(.slidesOffsetBefore)
        settings.slidesOffsetAfter = try number(.slidesOffsetAfter)
        settings.slidesPerGroup = try optionalInteger(.slidesPerGroup) ?? settings.slidesPerGroup
        settings.slidesPerGroupSkip = try integerWithDefault(.slidesPerGroupSkip)
    }

    private func readPlacement(into settings: inout SliderSettings) throws(Problem) {
        settings.centeredSlidesBounds = try boolean(.centeredSlidesBounds)
        settings.centerInsufficientSlides = try boolean(.centerInsufficientSlides)
        settings.snapToSlideEdge = try boolean(.snapToSlideEdge)
        settings.roundLengths = try boolean(.roundLengths)
        settings.loop = try boolean(.loop)
    }

    /// The speed, the swipes and the free mode.
    private func readMotion(into settings: inout SliderSettings) throws(Problem) {
        settings.speed = try number(.speed)
        settings.swipes = try swipes()
        settings.freeMode = try freeMode()
    }

    private func swipes() throws(Problem) -> SliderSwipeSettings {
        var swipes = SliderSwipeSettings()
        swipes.shortSwipes = try boolean(.shortSwipes)
        swipes.longSwipes = try boolean(.longSwipes)
        swipes.longSwipesRatio = try number(.longSwipesRatio)
        swipes.longSwipesMs = try number(.longSwipesMs)
        swipes.resistance = try boolean(.resistance)
        swipes.resistanceRatio = try optionalNumber(.resistanceRatio) ?? swipes.resistanceRatio
        return swipes
    }

    private func freeMode() throws(Problem) -> SliderFreeModeSettings {
        var free = SliderFreeModeSettings()
        free.enabled = try boolean(.freeMode)
        free.momentum = try boolean(.freeModeMomentum)
        free.momentumRatio = try number(.freeModeMomentumRatio)
        free.momentumVelocityRatio = try number(.freeModeMomentumVelocityRatio)
        free.momentumBounce = try boolean(.freeModeMomentumBounce)
        free.momentumBounceRatio = try number(.freeModeMomentumBounceRatio)
        free.sticky = try boolean(.freeModeSticky)
        free.minimumVelocity = try number(.freeModeMinimumVelocity)
        return free
    }

    /// Every effect's options, whichever effect is chosen (Swiper ignores another effect's).
    private func readEffectOptions(into settings: inout SliderSettings) throws(Problem) {
        settings.cube.slideShadows = try boolean(.cubeSlideShadows)
        settings.cube.shadow = try boolean(.cubeShadow)
        settings.cube.shadowOffset = try number(.cubeShadowOffset)
        settings.cube.shadowScale = try number(.cubeShadowScale)
        settings.coverflow.rotate = try number(.coverflowRotate)
        settings.coverflow.stretch = try number(.coverflowStretch)
        settings.coverflow.depth = try number(.coverflowDepth)
        settings.coverflow.scale = try number(.coverflowScale)
        settings.coverflow.modifier = try number(.coverflowModifier)
        settings.coverflow.slideShadows = try boolean(.coverflowSlideShadows)
        settings.flip.slideShadows = try boolean(.flipSlideShadows)
        settings.flip.limitRotation = try boolean(.flipLimitRotation)
        settings.fade.crossFade = try boolean(.fadeCrossFade)
        settings.cards.slideShadows = try boolean(.cardsSlideShadows)
        settings.cards.rotate = try boolean(.cardsRotate)
        settings.cards.perSlideRotate = try number(.cardsPerSlideRotate)
        settings.cards.perSlideOffset = try number(.cardsPerSlideOffset)
        settings.creative.limitProgress = try number(.creativeLimitProgress)
        settings.creative.progressMultiplier = try number(.creativeProgressMultiplier)
        settings.creative.perspective = try boolean(.creativePerspective)
        settings.creative.shadowPerProgress = try boolean(.creativeShadowPerProgress)
        settings.creative.prev = try creativeSide(
            translate: .creativePrevTranslate, rotate: .creativePrevRotate, scale: .creativePrevScale,
            opacity: .creativePrevOpacity, shadow: .creativePrevShadow, origin: .creativePrevOrigin)
        settings.creative.next = try creativeSide(
            translate: .creativeNextTranslate, rotate: .creativeNextRotate, scale: .creativeNextScale,
            opacity: .creativeNextOpacity, shadow: .creativeNextShadow, origin: .creativeNextOrigin)
    }

    private func creativeSide(
        translate: QueryParameter, rotate: QueryParameter, scale: QueryParameter, opacity: QueryParameter,
        shadow: QueryParameter, origin: QueryParameter
    ) throws(Problem) -> CreativeTransform {
        var side = CreativeTransform()
        (side.translateX, side.translateY, side.translateZ) = try triple(translate, in: .signedLength)
        (side.rotateX, side.rotateY, side.rotateZ) = try triple(rotate, in: .degrees)
        side.scale = try number(scale)
        side.opacity = try number(opacity)
        side.shadow = try boolean(shadow)
        side.origin = try transformOrigin(origin)
        return side
    }

    // MARK: Values read as text

    /// `slidesPerView` as given: a number, or nil for `auto`.
    private func slidesPerView() throws(Problem) -> Double? {
        let parameter = QueryParameter.slidesPerView
        guard let bytes = try bytes(parameter) else { return 1 }
        if bytes.elementsEqual("auto".utf8) { return nil }
        let range = NumberRange.slides
        guard DecimalSyntax.isNumber(bytes) else {
            throw .invalidParameter(parameter.name, "'\(String(decoding: bytes, as: UTF8.self))' is not a decimal number or auto")
        }
        let value = DecimalSyntax.value(of: bytes)
        guard value.isFinite, range.contains(value) else {
            throw .invalidParameter(
                parameter.name, "\(String(decoding: bytes, as: UTF8.self)) is out of range: must be \(range), or auto")
        }
        return value
    }

    /// `slidesPerView` with `sizes`: `auto` takes one length per slide from them (a 400 naming
    /// `sizes` when absent or of another count; `cards` and `creative` refuse `auto` first, naming
    /// `slidesPerView`); a number sets every slide's length itself and ignores them, as Swiper
    /// ignores the slides' own sizes then (docs/API-DECISIONS.md).
    private func slidesPerView(_ perView: Double?, count: Int, effect: SliderEffect) throws(Problem)
        -> SliderSlidesPerView
    {
        let name = QueryParameter.sizes.name
        if let perView {
            try checkIgnoredItemLengths()
            return .count(perView)
        }
        if effect == .cards || effect == .creative {
            throw .invalidParameter(
                QueryParameter.slidesPerView.name,
                "effect=\(effect.rawValue) stacks slides of one length: not with auto (give a number)")
        }
        guard let lengths = try itemLengths(count: count) else {
            throw .missingParameter(name, "slidesPerView=auto takes each slide's length from sizes, one per slide")
        }
        return .auto(lengths)
    }

    /// `x,y,z`: three numbers, each in `range`.
    private func triple(_ parameter: QueryParameter, in range: NumberRange) throws(Problem) -> (Double, Double, Double) {
        guard let text = try text(parameter) else { return (0, 0, 0) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw .invalidParameter(parameter.name, "'\(text)' is not three comma-separated numbers x,y,z")
        }
        var values: [Double] = []
        for part in parts {
            guard DecimalSyntax.isNumber(String(part).utf8), let value = Double(part) else {
                throw .invalidParameter(parameter.name, "'\(part)' is not a decimal number")
            }
            guard value.isFinite, range.contains(value) else {
                throw .invalidParameter(parameter.name, "\(part) is out of range: must be \(range)")
            }
            values.append(value)
        }
        return (values[0], values[1], values[2])
    }

    /// A CSS `transform-origin` of one or two values, `x y`: keywords (`left`, `center`, `right`;
    /// `top`, `center`, `bottom`, in either order) or percentages; nil when absent (the centre).
    private func transformOrigin(_ parameter: QueryParameter) throws(Problem) -> Point? {
        guard let text = try text(parameter) else { return nil }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 1 || parts.count == 2 else {
            throw .invalidParameter(parameter.name, "'\(text)' is not one or two values, x y")
        }
        var values: [(value: Double, axis: Character?)] = []
        for part in parts {
            guard let value = Self.originValue(part) else {
                throw .invalidParameter(
                    parameter.name, "'\(part)' is not left, center, right, top, bottom or a percentage such as 50%")
            }
            values.append(value)
        }
        if values.count == 1 { values.append((0.5, nil)) }
        // Keywords may come in either order (`top left`); percentages are x, then y.
        if values[0].axis == "y" || values[1].axis == "x" { values.swapAt(0, 1) }
        guard values[0].axis != "y", values[1].axis != "x" else {
            throw .invalidParameter(parameter.name, "'\(text)' names one axis twice")
        }
        return Point(x: values[0].value, y: values[1].value)
    }

    /// One origin value in the unit square, and the axis its keyword names (nil: either).
    private static func originValue(_ text: Substring) -> (value: Double, axis: Character?)? {
        switch text {
        case "left": return (0, "x")
        case "right": return (1, "x")
        case "top": return (0, "y")
        case "bottom": return (1, "y")
        case "center": return (0.5, nil)
        default:
            guard text.hasSuffix("%") else { return nil }
            let number = text.dropLast()
            guard DecimalSyntax.isNumber(String(number).utf8), let percent = Double(number), percent.isFinite,
                NumberRange.factor.contains(percent / 100)
            else { return nil }
            return (percent / 100, nil)
        }
    }

    // MARK: Combinations

    /// docs/SLIDER.md §1's refusals, naming the parameter it names.
    private func checkCombinations(_ settings: borrowing SliderSettings) throws(Problem) {
        let overwritten = settings.effect.overwrittenOptions
        for option in Self.overwritableOptions where !overwritten.isEmpty && contains(option) {
            let name = option.name
            guard overwritten.contains(name), let given = Self.optionText(name, settings),
                let forced = Self.optionText(name, settings.effective), given != forced
            else { continue }
            throw .invalidParameter(
                name, "effect=\(settings.effect.rawValue) sets \(name) to \(forced) (Swiper's overwriteParams): leave it out")
        }
        if settings.loop && settings.slidesPerGroupSkip > 0 {
            throw .invalidParameter(QueryParameter.loop.name, "not with slidesPerGroupSkip (Swiper's loop has no skip)")
        }
    }

    /// The value of an option an effect may overwrite, as a problem writes it; nil for a name
    /// this layer does not know (`SliderParameterTests` checks every effect's names are known).
    static func optionText(_ name: String, _ settings: SliderSettings) -> String? {
        switch name {
        case QueryParameter.slidesPerView.name:
            switch settings.slidesPerView {
            case .count(let perView): NumberRange.text(perView)
            case .auto: "auto"
            }
        case QueryParameter.slidesPerGroup.name: String(settings.slidesPerGroup)
        case QueryParameter.spaceBetween.name: NumberRange.text(settings.spaceBetween)
        case QueryParameter.centeredSlides.name: String(settings.centeredSlides)
        case QueryParameter.resistanceRatio.name: NumberRange.text(settings.swipes.resistanceRatio)
        default: nil
        }
    }

    /// Every slide must be at least `Limits.smallestSize` long once laid out (progress and
    /// coverflow divide by its length): the viewport less `slidesOffsetBefore` and
    /// `slidesOffsetAfter` must leave room, `spaceBetween` must leave each of `slidesPerView`
    /// slides some, and `roundLengths` must not floor one to 0.
    private func checkSlideLengths(_ settings: borrowing SliderSettings, viewport: Size) throws(Problem) {
        // The two options that set a slide's length as the effect leaves them (`effective`, without a
        // copy: taking `slidesPerView` out whole copies the whole settings).
        let oneSlidePerView = settings.effectSetsOneSlidePerView
        let spaceBetween = oneSlidePerView ? 0 : settings.spaceBetween
        let viewportLength = settings.direction == .horizontal ? viewport.width : viewport.height
        let available = viewportLength - settings.slidesOffsetBefore - settings.slidesOffsetAfter
        let smallest = Limits.smallestSize
        guard available >= smallest else {
            let name =
                contains(.slidesOffsetAfter) ? QueryParameter.slidesOffsetAfter.name : QueryParameter.slidesOffsetBefore.name
            throw .invalidParameter(
                name,
                "slidesOffsetBefore and slidesOffsetAfter leave \(NumberRange.text(available)) of the viewport's "
                    + "\(NumberRange.text(viewportLength)) points for the slides; at least \(NumberRange.text(smallest))")
        }
        if let perView = oneSlidePerView ? 1 : settings.slidesPerView.perViewCount {
            let length = (available - (perView - 1) * spaceBetween) / perView
            if length < smallest {
                throw .invalidParameter(
                    QueryParameter.spaceBetween.name,
                    "\(NumberRange.text(perView)) slides per view with \(NumberRange.text(spaceBetween)) points "
                        + "between leave each \(NumberRange.text(length)) points; at least \(NumberRange.text(smallest))")
            }
            if settings.roundLengths && length.rounded(.down) < smallest {
                throw .invalidParameter(
                    QueryParameter.roundLengths.name, "floors the slides' length, \(NumberRange.text(length)), to 0")
            }
        } else if settings.roundLengths, let lengths = settings.slidesPerView.autoLengths {
            if let shortest = lengths.runs.map(\.length).min(), shortest < 1 {
                throw .invalidParameter(
                    QueryParameter.sizes.name,
                    "with roundLengths, a length of \(NumberRange.text(shortest)) floors to 0: every length must be at least 1")
            }
        }
    }

    /// Every option an effect may overwrite, in the order `SliderEffect.overwrittenOptions` names
    /// them (`SliderParameterTests` checks they are the same names).
    static let overwritableOptions: [QueryParameter] = [
        .slidesPerView, .slidesPerGroup, .spaceBetween, .centeredSlides, .resistanceRatio,
    ]
}
