// The slider's six effects (docs/SLIDER.md §4): each slide's CSS transform, origin, zIndex, alpha and shadows from its progress.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// CSS transform functions as row-vector matrices (docs/SLIDER.md's conventions), angles in degrees.
enum CSSTransform {
    case translate3d(Double, Double, Double)
    case scale(Double)
    case scale3d(Double, Double, Double)
    case rotateX(Double)
    case rotateY(Double)
    case rotateZ(Double)

    var matrix: Transform3D {
        var m = Transform3D.identity
        switch self {
        case .translate3d(let x, let y, let z): (m.m41, m.m42, m.m43) = (x, y, z)
        case .scale(let k): (m.m11, m.m22) = (k, k)
        case .scale3d(let a, let b, let c): (m.m11, m.m22, m.m33) = (a, b, c)
        case .rotateX(let angle):
            let (cosine, sine) = Self.cosineAndSine(angle)
            (m.m22, m.m33, m.m23, m.m32) = (cosine, cosine, sine, -sine)
        case .rotateY(let angle):
            let (cosine, sine) = Self.cosineAndSine(angle)
            (m.m11, m.m33, m.m13, m.m31) = (cosine, cosine, -sine, sine)
        case .rotateZ(let angle):
            let (cosine, sine) = Self.cosineAndSine(angle)
            (m.m11, m.m22, m.m12, m.m21) = (cosine, cosine, sine, -sine)
        }
        return m
    }

    /// A CSS list `f1 f2 … fk`, which acts last function first: `R(fk) · … · R(f1) · I`, the
    /// product with the identity kept bit for bit by `concatenatingIdentity`. No array is made.
    static func list(
        _ f1: CSSTransform, _ f2: CSSTransform? = nil, _ f3: CSSTransform? = nil, _ f4: CSSTransform? = nil,
        _ f5: CSSTransform? = nil
    ) -> Transform3D {
        var matrix = f1.matrix.concatenatingIdentity()
        func then(_ function: CSSTransform?) {
            if let function { matrix = function.matrix.concatenating(matrix) }
        }
        then(f2)
        then(f3)
        then(f4)
        then(f5)
        return matrix
    }

    /// `P(d)`: m34 = −1/d.
    static func perspective(_ distance: Double) -> Transform3D {
        var m = Transform3D.identity
        m.m34 = -1 / distance
        return m
    }

    private static func cosineAndSine(_ degrees: Double) -> (Double, Double) {
        let radians = degrees * Double.pi / 180
        return (cos(radians), sin(radians))
    }
}

/// `Math.round`: the nearest integer, halves toward +∞.
func roundJS(_ value: Double) -> Double {
    let floor = value.rounded(.down)
    return value - floor >= 0.5 ? floor + 1 : floor
}

/// How one slide is drawn, before it is placed: the effect's CSS list `E`, its transform origin
/// (unit square), zIndex, alpha and shadow alphas.
struct SlideLook {
    var transform = Transform3D.identity
    var origin = LayoutAttributes.centerAnchor
    var zIndex = 0
    var alpha = 1.0
    var shadowBefore: Double?
    var shadowAfter: Double?
    var shadow: Double?
}

/// What an effect reads about one slide.
struct SlideState {
    /// The slide on the strip, `ι`.
    var slide: Int
    /// `s_ι`, and the box across (the viewport's other side).
    var length: Double
    var across: Double
    /// `P_ι`.
    var position: Double
    /// `p` and `q` (originalProgress).
    var progress: Double
    var originalProgress: Double
}

func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(max(value, low), high) }

extension SliderLayout {
    /// `L`: how far the effect clamps progress; `nil` where it does not.
    var progressLimit: Double? {
        switch settings.effect {
        case .cube: 1
        case .flip: settings.flip.limitRotation ? 1 : nil
        case .cards: 4
        case .creative: settings.creative.limitProgress
        case .slide, .fade, .coverflow: nil
        }
    }

    func clampedProgress(_ progress: Double) -> Double {
        guard let limit = progressLimit else { return progress }
        return clamp(progress, -limit, limit)
    }

    /// The effect's look for one slide at `offset` (`x̂` for coverflow), `dragFrom` for cards.
    func look(for state: SlideState, offset: Double, wrapperOffset: Double, dragFrom: Double?) -> SlideLook {
        switch settings.effect {
        case .slide: return SlideLook()
        case .fade: return fadeLook(state)
        case .coverflow: return coverflowLook(state, wrapperOffset: wrapperOffset)
        case .flip: return flipLook(state)
        case .cube: return cubeLook(state)
        case .cards: return cardsLook(state, offset: offset, dragFrom: dragFrom)
        case .creative: return creativeLook(state)
        }
    }

    private var horizontal: Bool { settings.isHorizontal }

    private func fadeLook(_ state: SlideState) -> SlideLook {
        var look = SlideLook()
        let progress = state.progress
        look.alpha = settings.fade.crossFade ? max(1 - abs(progress), 0) : 1 + clamp(progress, -1, 0)
        return look
    }

    /// `m = ((x̂ + W/2 − P − s/2) / s) · modifier`; rotation, depth, stretch and scale from it.
    private func coverflowLook(_ state: SlideState, wrapperOffset: Double) -> SlideLook {
        let options = settings.coverflow
        let center = wrapperOffset + (horizontal ? viewport.width : viewport.height) / 2
        let multiplier = (center - state.position - state.length / 2) / state.length * options.modifier
        let rotate = horizontal ? options.rotate : -options.rotate
        func significant(_ value: Double) -> Double { abs(value) < 0.001 ? 0 : value }
        let rotateY = significant(horizontal ? rotate * multiplier : 0)
        let rotateX = significant(horizontal ? 0 : rotate * multiplier)
        let translateZ = significant(-options.depth * abs(multiplier))
        let stretch = options.stretch * multiplier
        let translateX = significant(horizontal ? stretch : 0)
        let translateY = significant(horizontal ? 0 : stretch)
        let scale = significant(1 - (1 - options.scale) * abs(multiplier))
        var look = SlideLook()
        look.transform = CSSTransform.list(
            .translate3d(translateX, translateY, translateZ), .rotateX(rotateX), .rotateY(rotateY), .scale(scale))
        look.zIndex = Int(-abs(roundJS(multiplier)) + 1)
        if options.slideShadows {
            look.shadowBefore = clamp(multiplier > 0 ? multiplier : 0, 0, 1)
            look.shadowAfter = clamp(-multiplier > 0 ? -multiplier : 0, 0, 1)
        }
        return look
    }

    private func flipLook(_ state: SlideState) -> SlideLook {
        let progress = clampedProgress(state.progress)
        let rotate = -180 * progress
        var look = SlideLook()
        look.transform =
            horizontal ? CSSTransform.list(.rotateX(0), .rotateY(rotate)) : CSSTransform.list(.rotateX(-rotate), .rotateY(0))
        look.zIndex = Int(Double(grid.count) - abs(roundJS(progress)))
        if settings.flip.slideShadows { addEdgeShadows(&look, progress) }
        return look
    }

    private func addEdgeShadows(_ look: inout SlideLook, _ progress: Double) {
        look.shadowBefore = clamp(max(-progress, 0), 0, 1)
        look.shadowAfter = clamp(max(progress, 0), 0, 1)
    }

    /// Slide `ι` on the cube's face `ι mod 4`, `α = 90 · ι`, `ρ = floor(α / 360)`.
    private func cubeLook(_ state: SlideState) -> SlideLook {
        let size = grid.viewportLength
        let angle = 90 * Double(state.slide)
        let round = (angle / 360).rounded(.down)
        let (shift, depth): (Double, Double)
        switch state.slide - SliderGrid.floorDivision(state.slide, 4) * 4 {
        case 0: (shift, depth) = (-round * 4 * size, 0)
        case 1: (shift, depth) = (0, -round * 4 * size)
        case 2: (shift, depth) = (size + round * 4 * size, size)
        default: (shift, depth) = (-size, 3 * size + size * 4 * round)
        }
        var look = SlideLook()
        look.transform =
            horizontal
            ? CSSTransform.list(.rotateX(0), .rotateY(angle), .translate3d(shift, 0, depth))
            : CSSTransform.list(.rotateX(-angle), .rotateY(0), .translate3d(0, shift, depth))
        look.origin = Point(x: 0, y: 0)
        look.zIndex = 1
        if settings.cube.slideShadows { addEdgeShadows(&look, clamp(state.progress, -1, 1)) }
        return look
    }

    private func cardsLook(_ state: SlideState, offset: Double, dragFrom: Double?) -> SlideLook {
        let options = settings.cards
        let progress = clampedProgress(state.progress)
        var translateY = 0.0
        let translateZ = -100 * abs(progress)
        var scale = 1.0
        var rotate = -options.perSlideRotate * progress
        var offsetAdd = options.perSlideOffset - abs(progress) * 0.75
        if let dragFrom {
            let active = grid.activeSlide(at: offset)
            let towardNext =
                (state.slide == active || state.slide == active - 1) && progress > 0 && progress < 1 && offset > dragFrom
            let towardPrev =
                (state.slide == active || state.slide == active + 1) && progress < 0 && progress > -1 && offset < dragFrom
            if towardNext || towardPrev {
                let sub = pow(1 - abs((abs(progress) - 0.5) / 0.5), 0.5)
                rotate += -28 * progress * sub
                scale += -0.5 * sub
                offsetAdd += 96 * sub
                translateY = (options.rotate || horizontal ? -25 : 0) * sub * abs(progress)
            }
        }
        // Percentages: tX of the slide's width, tY of its height; a vertical slider swaps them.
        let along = progress < 0 ? offsetAdd * abs(progress) : progress > 0 ? -(offsetAdd * abs(progress)) : 0
        let (width, height) = horizontal ? (state.length, state.across) : (state.across, state.length)
        let (tx, ty) = horizontal ? (along, translateY) : (translateY, along)
        let kappa = progress < 0 ? 1 + (1 - scale) * progress : 1 - (1 - scale) * progress
        var look = SlideLook()
        look.transform = CSSTransform.list(
            .translate3d(tx / 100 * width, ty / 100 * height, translateZ), .rotateZ(options.rotate ? rotate : 0), .scale(kappa))
        look.origin = Point(x: 0.5, y: 1)
        look.zIndex = Int(Double(grid.count) - abs(roundJS(state.progress)))
        if options.slideShadows { look.shadow = clamp((abs(progress) - 0.5) / 0.5, 0, 1) }
        return look
    }

    private func creativeLook(_ state: SlideState) -> SlideLook {
        let options = settings.creative
        let limit = options.limitProgress
        let progress = clamp(state.progress, -limit, limit)
        let original = settings.centeredSlides ? progress : clamp(state.originalProgress, -limit, limit)
        let side: CreativeTransform? = progress < 0 ? options.next : progress > 0 ? options.prev : nil
        let data = side ?? CreativeTransform()
        let multiplier = options.progressMultiplier
        let extent = abs(progress * multiplier)
        let scale =
            original < 0 ? 1 + (1 - data.scale) * original * multiplier : 1 - (1 - data.scale) * original * multiplier
        let opacity =
            original < 0 ? 1 + (1 - data.opacity) * original * multiplier : 1 - (1 - data.opacity) * original * multiplier
        var look = SlideLook()
        look.transform = CSSTransform.list(
            .translate3d(data.translateX * extent, data.translateY * extent, data.translateZ * extent),
            .rotateX(data.rotateX * extent), .rotateY(data.rotateY * extent), .rotateZ(data.rotateZ * extent), .scale(scale))
        look.alpha = clamp(opacity, 0, 1)
        look.origin = side?.origin ?? LayoutAttributes.centerAnchor
        look.zIndex = Int(Double(grid.count) - abs(roundJS(state.progress)))
        if options.prev.shadow || options.next.shadow {
            let value = options.shadowPerProgress ? progress * (1 / limit) : progress
            look.shadow = side?.shadow == true ? clamp(abs(value), 0, 1) : 0
        }
        return look
    }
}
