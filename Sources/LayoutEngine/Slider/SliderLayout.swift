// The slider's layout pass (docs/SLIDER.md §3–4, §6): which slides come back, their frames and matrices, rtl, the cube's shadow.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Swiper 14.0.6 slider of `slideCount` slides in `viewport` (docs/SLIDER.md): the grid, the six
/// effects, and what Swiper draws at any offset.
///
/// `offset` is Swiper's `−translate`: at rest on snap `j` it is `grid.snap(j)`. Frames are in
/// viewport coordinates (nothing for a client to subtract), and each slide's `transform3D` applies
/// about its `anchorPoint`, the effect's transform origin, with the container's perspective and
/// the cube's wrapper turn folded in.
public struct SliderLayout: Hashable, Sendable {
    /// The settings with the effect's `overwriteParams` applied.
    public let settings: SliderSettings
    public let slideCount: Int
    public let viewport: Size
    public let grid: SliderGrid

    /// The kind of a slide's attributes (docs/SLIDER.md §4).
    public static let slideKind = ElementKind.slide
    /// The kind of the cube's shadow (docs/SLIDER.md §4).
    public static let shadowKind = ElementKind.shadow

    /// `perspective: 1200px` of `.swiper-3d`.
    static let perspectiveDistance = 1200.0

    public init(slideCount: Int, viewport: Size, settings: SliderSettings) {
        self.settings = settings.effective
        self.slideCount = max(slideCount, 0)
        self.viewport = viewport
        grid = SliderGrid(
            slideCount: slideCount, viewportLength: settings.isHorizontal ? viewport.width : viewport.height,
            settings: settings)
    }

    /// The content size: `virtualSize` along the axis, the viewport across.
    public var contentSize: Size {
        settings.isHorizontal
            ? Size(width: grid.virtualSize, height: viewport.height) : Size(width: viewport.width, height: grid.virtualSize)
    }

    /// What Swiper draws at `offset`: the slides that come back, in index order, then the cube's
    /// shadow. `dragFrom` (cards only) is where a drag under way began. With `loop`, the offset is
    /// first taken modulo one period (and `dragFrom` moved with it).
    public func layout(atOffset offset: Double, dragFrom: Double? = nil) -> SliderLayoutResult {
        guard let pass = pass(atOffset: offset, dragFrom: dragFrom) else {
            return SliderLayoutResult(contentSize: contentSize, items: [], cubeShadow: nil, activeIndex: 0)
        }
        var items = pass.slides()
        var shadow = hasCubeShadow ? pass.cubeShadow() : nil
        if settings.rtl && settings.isHorizontal && settings.effect != .creative {
            items = items.map { mirrored($0) }
            shadow = shadow.map { mirrored($0) }
        }
        return SliderLayoutResult(
            contentSize: contentSize, items: items, cubeShadow: shadow, activeIndex: grid.activeIndex(at: pass.offset))
    }

    /// At most how many elements `layout(atOffset:)` answers at `offset`: the slides it examines
    /// and the cube's shadow, counted by searches over the grid, never by walking the slides, so
    /// that a caller can hold an answer to a limit before computing it.
    public func elementCountBound(atOffset offset: Double) -> Int {
        guard let pass = pass(atOffset: offset, dragFrom: nil) else { return 0 }
        return pass.candidateCount() + (hasCubeShadow ? 1 : 0)
    }

    private var hasCubeShadow: Bool { settings.effect == .cube && settings.cube.shadow }

    /// The pass at `offset` (with `loop`, first taken modulo one period, `dragFrom` moved with
    /// it); `nil` without slides.
    private func pass(atOffset offset: Double, dragFrom: Double?) -> SliderPass? {
        guard grid.count > 0, slideCount > 0 else { return nil }
        var x = offset
        var dragStart = dragFrom
        if grid.loops {
            let shift = (x / grid.period).rounded(.down) * grid.period
            x = x - shift
            dragStart = dragStart.map { $0 - shift }
        }
        return SliderPass(layout: self, offset: x, dragFrom: dragStart)
    }

    /// The slide `point` lands on (docs/SLIDER.md §6): of the returned slides (never a shadow),
    /// only slide `activeIndex` with `fade` and `flip`; the highest `zIndex`, then the later.
    public func hitTest(_ point: Point, in result: SliderLayoutResult) -> LayoutAttributes? {
        let onlyActive = settings.effect == .fade || settings.effect == .flip
        let candidates = result.items.filter { !onlyActive || $0.item == result.activeIndex }
        return LayoutResult.hitTest(point, in: candidates, atOffset: 0, axis: nil)
    }

    /// Where a drag shows the slider (docs/SLIDER.md §5.5, the client's own work, given here for
    /// clients that want it): past an end, with `resistance`, the unresisted offset `y` is pulled
    /// to `lo + 1 − (lo − y)^r` or `hi − 1 + (y − hi)^r`, `r = resistanceRatio` (0 for the cube).
    public func draggedOffset(unresisted offset: Double) -> Double {
        guard !grid.loops, settings.swipes.resistance else { return offset }
        let ratio = settings.swipes.resistanceRatio
        let (lo, hi) = (grid.lowerBound, grid.upperBound)
        if offset < lo { return lo + 1 - pow(lo - offset, ratio) }
        if offset > hi { return hi - 1 + pow(offset - hi, ratio) }
        return offset
    }

    /// The ltr answer mirrored about the viewport's vertical centre line: `x ↦ W − x − width`,
    /// origin `x% ↦ (100 − x)%`, `M ↦ F · M · F`; coverflow's shadows trade places (its
    /// multiplier comes from the mirrored geometry).
    private func mirrored(_ item: LayoutAttributes) -> LayoutAttributes {
        var matrix = item.transform3D
        matrix.m12 = -matrix.m12
        matrix.m13 = -matrix.m13
        matrix.m14 = -matrix.m14
        matrix.m21 = -matrix.m21
        matrix.m31 = -matrix.m31
        matrix.m41 = -matrix.m41
        var frame = item.frame
        frame.x = viewport.width - frame.x - frame.width
        var copy = LayoutAttributes(
            kind: item.kind, section: item.section, item: item.item, center: frame.center, size: frame.size,
            transform: nil, transform3D: matrix, anchorPoint: Point(x: 1 - item.anchorPoint.x, y: item.anchorPoint.y),
            zIndex: item.zIndex, alpha: item.alpha, progress: item.progress,
            shadowBefore: item.shadowBefore, shadowAfter: item.shadowAfter, shadow: item.shadow)
        if settings.effect == .coverflow { (copy.shadowBefore, copy.shadowAfter) = (item.shadowAfter, item.shadowBefore) }
        return copy
    }
}

/// One slider layout pass: the slides Swiper draws at one offset (`kind = slide`), and the cube's
/// shadow (`kind = shadow`), kept apart in `cubeShadow`; `elements` lists both in answer order,
/// the shadow last (docs/SLIDER.md §4).
public struct SliderLayoutResult: Hashable, Sendable {
    public var contentSize: Size
    /// The slides drawn, in index order, section 0.
    public var items: [LayoutAttributes]
    /// The cube's shadow element (item 0), drawn after the slides; `nil` for other effects or
    /// with `cubeShadow` off.
    public var cubeShadow: LayoutAttributes?
    /// Swiper's `activeIndex` at the offset (modulo the slide count with `loop`).
    public var activeIndex: Int

    public init(contentSize: Size, items: [LayoutAttributes], cubeShadow: LayoutAttributes?, activeIndex: Int) {
        self.contentSize = contentSize
        self.items = items
        self.cubeShadow = cubeShadow
        self.activeIndex = activeIndex
    }

    /// Every element in answer order: the slides, then the cube's shadow.
    public var elements: [LayoutAttributes] { cubeShadow.map { items + [$0] } ?? items }
}

/// The work of one `layout(atOffset:)`: what every slide shares at that offset (the cube's turn
/// and shadow are SliderPass+Cube.swift's).
struct SliderPass {
    let layout: SliderLayout
    /// `x`, within one period with `loop`.
    let offset: Double
    /// `x̂`: where the wrapper sits (`−floor(−x)` with `roundLengths`).
    let wrapperOffset: Double
    let dragFrom: Double?
    /// `c`.
    let centerShift: Double
    let firstSnap: Double
    /// `Wr`, the cube's wrapper turn (identity otherwise), and its angle `w`.
    private(set) var wrapperTurn = Transform3D.identity
    private(set) var wrapperAngle = 0.0

    var grid: SliderGrid { layout.grid }
    var settings: SliderSettings { layout.settings }
    var viewport: Size { layout.viewport }

    init(layout: SliderLayout, offset: Double, dragFrom: Double?) {
        self.layout = layout
        self.offset = offset
        self.dragFrom = dragFrom
        wrapperOffset = layout.settings.roundLengths ? -(-offset).rounded(.down) : offset
        firstSnap = layout.grid.snap(0)
        centerShift = layout.settings.centeredSlides ? firstSnap : 0
        if layout.settings.effect == .cube {
            wrapperAngle = cubeAngle()
            wrapperTurn = cubeTurn(wrapperAngle)
        }
    }

    // MARK: Progress

    func state(of slide: Int) -> SlideState {
        let length = grid.size(of: slide)
        let position = grid.position(of: slide)
        let step = length + grid.spaceBetween
        return SlideState(
            slide: slide, length: length, across: settings.isHorizontal ? viewport.height : viewport.width,
            position: position,
            progress: (offset - centerShift - position) / step,
            originalProgress: (offset - firstSnap - centerShift - position) / step)
    }

    /// The slide at `x − c`: the highest `ι` with `P_ι ≤ x − c`.
    var slideAtCenter: Int { grid.firstSlide(placedAfter: offset - centerShift) - 1 }

    func exists(_ slide: Int) -> Bool { grid.loops || (slide >= 0 && slide < grid.count) }

    /// Slides the effect could draw, in index order; of them fade and flip draw only those
    /// `fadeOrFlipDraws`.
    private func candidates() -> Range<Int> {
        let length = grid.viewportLength
        switch settings.effect {
        case .slide:
            return run(from: grid.firstSlide(endingAfter: wrapperOffset)) { grid.position(of: $0) - wrapperOffset < length }
        case .coverflow:
            return run(from: grid.firstSlide(endingAfter: wrapperOffset - length)) {
                grid.position(of: $0) - wrapperOffset < 2 * length
            }
        case .fade, .flip: return existing((slideAtCenter - 2)..<(slideAtCenter + 4))
        case .cube:
            let active = grid.activeSlide(at: offset)
            return existing((active - 1)..<(active + 3))
        case .cards, .creative: return cardsWindow()
        }
    }

    /// The slides of `slides` that exist: all of them with `loop`.
    private func existing(_ slides: Range<Int>) -> Range<Int> {
        grid.loops ? slides : slides.clamped(to: 0..<grid.count)
    }

    /// Fade and flip: |p| < 1; without crossFade, fade keeps of the slides with p ≥ 0 only the
    /// highest, `lastSettled` (opaque, it hides those before it).
    private func fadeOrFlipDraws(_ slide: Int, progress: Double, lastSettled: Int?) -> Bool {
        settings.effect == .flip || settings.fade.crossFade
            ? abs(progress) < 1 : progress < 0 && progress > -1 || slide == lastSettled
    }

    /// How many slides `candidates()` holds at most, by searches: `run`'s length for `slide` and
    /// `coverflow`, the window's for `cards` and `creative`, the fixed windows' sizes otherwise.
    func candidateCount() -> Int {
        let length = grid.viewportLength
        switch settings.effect {
        case .slide:
            return runLength(from: grid.firstSlide(endingAfter: wrapperOffset)) {
                grid.position(of: $0) - wrapperOffset < length
            }
        case .coverflow:
            return runLength(from: grid.firstSlide(endingAfter: wrapperOffset - length)) {
                grid.position(of: $0) - wrapperOffset < 2 * length
            }
        case .fade, .flip: return 6
        case .cube: return 4
        case .cards, .creative:
            let limit = layout.progressLimit ?? 1
            let center = slideAtCenter
            let lowest = grid.loops ? Int.min / 4 : -1
            let highest = grid.loops ? Int.max / 4 : grid.count
            // The walks of `cardsWindow`, as searches: progress falls as the slide rises.
            let lower = lastIndex(in: lowest...center, guess: center) { !exists($0) || state(of: $0).progress >= limit }
            let upper =
                lastIndex(in: (center + 1)...highest, guess: center + 1) { exists($0) && state(of: $0).progress > -limit } + 1
            let (first, last) = grid.loops ? (lower, upper) : (max(lower, 0), min(upper, grid.count - 1))
            return max(last - first + 1, 0)
        }
    }

    /// How many slides `run(from: first, while: holds)` takes, by a galloping search.
    private func runLength(from first: Int, while holds: (Int) -> Bool) -> Int {
        let start = max(first, grid.loops ? first : 0)
        guard exists(start), holds(start) else { return 0 }
        let end = grid.loops ? Int.max / 4 : grid.count - 1
        return lastIndex(in: start...end, guess: start) { holds($0) } - start + 1
    }

    /// Slides from `first` on while `holds`.
    private func run(from first: Int, while holds: (Int) -> Bool) -> Range<Int> {
        let start = max(first, grid.loops ? first : 0)
        var slide = start
        while exists(slide) && holds(slide) { slide += 1 }
        return start..<slide
    }

    /// `|p| < L`, and each side's nearest slide with `|p| ≥ L`.
    private func cardsWindow() -> Range<Int> {
        let limit = layout.progressLimit ?? 1
        let center = slideAtCenter
        var lower = center
        while exists(lower) && state(of: lower).progress < limit { lower -= 1 }
        var upper = center + 1
        while exists(upper) && state(of: upper).progress > -limit { upper += 1 }
        return existing(lower..<(upper + 1))
    }

    // MARK: Slides

    func slides() -> [LayoutAttributes] {
        let candidates = candidates()
        let fadesOrFlips = settings.effect == .fade || settings.effect == .flip
        let lastSettled = fadesOrFlips ? candidates.last { state(of: $0).progress >= 0 } : nil
        var items: [LayoutAttributes] = []
        items.reserveCapacity(candidates.count)
        var clipping = ClipBuffers()
        for slide in candidates {
            let state = state(of: slide)
            if fadesOrFlips, !fadeOrFlipDraws(slide, progress: state.progress, lastSettled: lastSettled) { continue }
            let item = grid.loops ? slide - SliderGrid.floorDivision(slide, grid.count) * grid.count : slide
            guard item < layout.slideCount else { continue }  // a loop's blank
            let look = layout.look(for: state, offset: offset, wrapperOffset: wrapperOffset, dragFrom: dragFrom)
            guard look.alpha > 0 else { continue }
            let attributes = place(state, look, item: item)
            if needsFacing, !faces(attributes) { continue }
            if clips, !overlapsViewport(attributes, &clipping) { continue }
            items.append(attributes)
        }
        return items
    }

    private var needsFacing: Bool {
        switch settings.effect {
        case .cube, .flip, .cards, .creative: true
        case .slide, .fade, .coverflow: false
        }
    }

    private var clips: Bool { settings.effect == .coverflow || settings.effect == .creative }

    private var hasPerspective: Bool {
        settings.effect == .creative ? settings.creative.perspective : settings.effect.isThreeDimensional
    }

    /// The slide's box in viewport coordinates, its matrix with the perspective folded in.
    private func place(_ state: SlideState, _ look: SlideLook, item: Int) -> LayoutAttributes {
        var along: Double
        switch settings.effect {
        case .slide, .coverflow: along = state.position - wrapperOffset
        case .cube: along = state.position
        case .fade, .flip, .cards, .creative: along = 0
        }
        var shiftX = 0.0
        if settings.effect == .cards { shiftX = -firstSnap }
        if settings.effect == .creative && settings.centeredSlides {
            shiftX = viewport.width / 2 - (grid.size(of: 0) / 2 - grid.offsetBefore)
        }
        let frame =
            settings.isHorizontal
            ? Rect(x: along + shiftX, y: 0, width: state.length, height: viewport.height)
            : Rect(x: shiftX, y: along, width: viewport.width, height: state.length)
        return LayoutAttributes(
            kind: SliderLayout.slideKind, item: item, center: frame.center, size: frame.size, transform: nil,
            transform3D: matrix(look.transform, frame: frame, origin: look.origin, turns: true),
            anchorPoint: look.origin, zIndex: look.zIndex, alpha: look.alpha, progress: state.progress,
            shadowBefore: look.shadowBefore, shadowAfter: look.shadowAfter, shadow: look.shadow)
    }

    /// `M = E · T(A) · Wr · T(−C) · P(1200) · T(C − A)` with perspective, else `E`.
    func matrix(_ effect: Transform3D, frame: Rect, origin: Point, turns: Bool) -> Transform3D {
        guard hasPerspective else { return effect }
        let anchor = (x: frame.x + origin.x * frame.width, y: frame.y + origin.y * frame.height)
        let center = (x: viewport.width / 2, y: viewport.height / 2)
        let anchored = effect.concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
        // `Wr` is the identity but for the cube's slides and horizontal shadow.
        let turned =
            turns && settings.effect == .cube ? anchored.concatenating(wrapperTurn) : anchored.concatenatingIdentity()
        return
            turned
            .concatenating(Transform3D(translationX: -center.x, y: -center.y, z: 0))
            .concatenating(CSSTransform.perspective(SliderLayout.perspectiveDistance))
            .concatenating(Transform3D(translationX: center.x - anchor.x, y: center.y - anchor.y, z: 0))
    }

    /// Whether the drawn box faces the viewer: `(TR − TL) × (BL − TL) > 0`.
    private func faces(_ item: LayoutAttributes) -> Bool {
        guard let corners = item.drawnQuad(atOffset: 0, axis: nil) else { return false }
        let (topLeft, topRight, bottomLeft) = (corners.topLeft, corners.topRight, corners.bottomLeft)
        let cross =
            (topRight.x - topLeft.x) * (bottomLeft.y - topLeft.y) - (topRight.y - topLeft.y) * (bottomLeft.x - topLeft.x)
        return cross > 0
    }

    /// Whether the drawn quad overlaps the viewport with positive area (the container clips).
    private func overlapsViewport(_ item: LayoutAttributes, _ buffers: inout ClipBuffers) -> Bool {
        guard let corners = item.drawnQuad(atOffset: 0, axis: nil) else { return false }
        return clippedArea(corners, width: viewport.width, height: viewport.height, buffers: &buffers) > 0
    }
}
