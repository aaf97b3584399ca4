// The slider's grid (docs/SLIDER.md §2): slide sizes and places, slidesGrid, snapGrid, virtualSize, activeIndex.

/// Where Swiper puts each slide and where it can rest (`updateSlides.ts`), for `count` slides in a
/// viewport `viewportLength` long along the scroll axis.
///
/// Nothing is stored per slide: every walk of `updateSlides` is a `SliderWalk` over runs of equal
/// sizes, exact to the bit, and every lookup is a search over those walks. A fixed
/// `slidesPerView` costs the same for ten million slides as for twenty.
public struct SliderGrid: Hashable, Sendable {
    /// `count`: the slides given.
    public let slideCount: Int
    /// `n`: slides on the strip; with `loop`, `n'` (`count` rounded up to a multiple of the group).
    public let count: Int
    /// `V`.
    public let viewportLength: Double
    /// `S = V − ob − oa`.
    public let available: Double
    public let spaceBetween: Double
    public let offsetBefore: Double
    public let offsetAfter: Double
    public let slidesPerGroup: Int
    public let slidesPerGroupSkip: Int
    public let centered: Bool
    public let loops: Bool
    /// `virtualSize`: the content length along the axis.
    public let virtualSize: Double
    /// `Lp`: one period of a looping strip, `P_{n'}`; 0 without `loop`.
    public let period: Double

    /// `s_i`, floored with `roundLengths`.
    private let lengths: SliderLengths
    /// `P_i`.
    private let positions: SliderWalk
    /// `slidesGrid` before `centerInsufficientSlides` moves it.
    private let gridWalk: SliderWalk
    /// `δ` of `centerInsufficientSlides`, 0 when it does not apply.
    private let insufficientShift: Double
    /// `maxSnap` of `centeredSlidesBounds`, when it applies.
    private let boundsMaxSnap: Double?
    /// Snaps taken from `slidesGrid` (before the bounds and the shift).
    private let keptSnapCount: Int
    /// `virtualSize − S`, when appended as the last snap.
    private let edgeSnap: Double?

    public init(slideCount: Int, viewportLength: Double, settings: SliderSettings) {
        let settings = settings.effective
        let count = max(slideCount, 0)
        let group = max(settings.slidesPerGroup, 1)
        let stripCount = settings.loop && count > 0 ? (count + group - 1) / group * group : count
        let available = viewportLength - settings.slidesOffsetBefore - settings.slidesOffsetAfter
        let space = settings.spaceBetween
        self.slideCount = count
        self.count = stripCount
        self.viewportLength = viewportLength
        self.available = available
        self.spaceBetween = space
        self.offsetBefore = settings.slidesOffsetBefore
        self.offsetAfter = settings.slidesOffsetAfter
        self.slidesPerGroup = group
        self.slidesPerGroupSkip = settings.loop ? 0 : max(settings.slidesPerGroupSkip, 0)
        self.centered = settings.centeredSlides
        self.loops = settings.loop && count > 0

        let lengths = Self.lengths(count: stripCount, given: count, available: available, settings: settings)
        self.lengths = lengths
        let floors = settings.roundLengths
        positions = lengths.walk(from: 0) { SliderWalkStep(adding: $0, space) }
        gridWalk =
            settings.centeredSlides
            ? Self.centeredWalk(
                lengths: lengths, before: settings.slidesOffsetBefore, space: space, available: available, floors: floors)
            : lengths.walk(from: floors ? (-settings.slidesOffsetBefore).rounded(.down) : -settings.slidesOffsetBefore) {
                SliderWalkStep(adding: $0, space, floors: floors)
            }
        let sizeEnd = lengths.walkEnd(from: -space - settings.slidesOffsetBefore - settings.slidesOffsetAfter) {
            SliderWalkStep(adding: $0 + space)
        }
        let virtualSize = max(sizeEnd, available) + settings.slidesOffsetAfter
        self.virtualSize = virtualSize
        period = loops ? positions.value(at: stripCount) : 0

        // The snaps, as updateSlides trims them.
        var kept = 0
        var edge: Double?
        let walk = gridWalk
        let skip = slidesPerGroupSkip
        let rawCount = Self.rawSnapCount(count: stripCount, group: group, skip: skip, centered: centered)
        func rawValue(_ index: Int) -> Double {
            walk.value(at: Self.rawSnapSlide(index, group: group, skip: skip, centered: settings.centeredSlides))
        }
        if rawCount == 0 {
            kept = 0
        } else if settings.centeredSlides || loops {
            kept = rawCount
        } else if Self.snapsToSlideEdge(settings) {
            let visible = Self.slidesFittingAtEnd(lengths: lengths, space: space, available: available, settings: settings)
            kept = min(rawCount, max(count - visible, 0) + 1)
        } else {
            let limit = virtualSize - available
            kept =
                lastIndex(in: 0...(rawCount - 1), guess: rawCount - 1) { rawValue($0) <= limit } + 1
            if kept > 0 && (limit).rounded(.down) - rawValue(kept - 1).rounded(.down) > 1 { edge = limit }
        }
        keptSnapCount = kept
        edgeSnap = edge

        // centeredSlidesBounds and centerInsufficientSlides measure all slides with spaces.
        var maxSnap: Double?
        var shift = 0.0
        if !loops && (settings.centeredSlides && settings.centeredSlidesBounds || settings.centerInsufficientSlides) {
            let total = lengths.walkEnd(from: 0) { SliderWalkStep(adding: $0 + space) } - space
            if settings.centeredSlides && settings.centeredSlidesBounds { maxSnap = total > available ? total - available : 0 }
            if settings.centerInsufficientSlides && total < available { shift = (available - total) / 2 }
        }
        boundsMaxSnap = maxSnap
        insufficientShift = shift
    }

    // MARK: Lookups

    /// `s_ι`: the slide's length along the axis (periodic with `loop`).
    public func size(of slide: Int) -> Double {
        lengths.length(at: wrapped(slide).index)
    }

    /// `P_ι`: the slide's place in the wrapper (`P_0 = 0`, `P_{i+1} = P_i + s_i + sb`).
    public func position(of slide: Int) -> Double {
        let (turns, index) = wrapped(slide)
        let place = positions.value(at: index)
        return turns == 0 ? place : Double(turns) * period + place
    }

    /// `slidesGrid[ι]`, with `centerInsufficientSlides`' shift.
    public func slideGrid(_ slide: Int) -> Double {
        let (turns, index) = wrapped(slide)
        var value = gridWalk.value(at: index)
        if insufficientShift != 0 { value = value + insufficientShift }
        return turns == 0 ? value : Double(turns) * period + value
    }

    /// How many snaps `snapGrid` holds (one period's with `loop`).
    public var snapCount: Int { max(keptSnapCount + (edgeSnap == nil ? 0 : 1), 1) }

    /// `snapGrid[j]` (any `j` with `loop`: the grid repeats every period).
    public func snap(_ index: Int) -> Double {
        if loops {
            let turns = Self.floorDivision(index, snapCount)
            let inPeriod = index - turns * snapCount
            let value = gridWalk.value(at: inPeriod * slidesPerGroup)
            return turns == 0 ? value : Double(turns) * period + value
        }
        precondition(index >= 0 && index < snapCount, "snap \(index) of \(snapCount)")
        var value: Double
        if keptSnapCount == 0 {
            value = 0
        } else if index < keptSnapCount {
            value = gridWalk.value(at: rawSnapSlide(index))
        } else {
            value = edgeSnap ?? 0
        }
        if let maxSnap = boundsMaxSnap {
            if value <= 0 { value = -offsetBefore } else if value > maxSnap { value = maxSnap + offsetAfter }
        }
        if insufficientShift != 0 { value = value - insufficientShift }
        // `+ 0` turns −0 into 0 (IEEE 754: −0 + 0 is 0) and leaves every other value as it is:
        // Swiper's −0 (`-offsetBefore`, a negated walk) is written "0" by JSON.stringify, where
        // JSONEncoder would write "-0".
        return value + 0
    }

    /// `lo = snapGrid[0]` (`−minTranslate()`).
    public var lowerBound: Double { snap(0) }
    /// `hi`, the last snap (`−maxTranslate()`); with `loop` there is no end and this is `+∞`.
    public var upperBound: Double { loops ? .infinity : snap(snapCount - 1) }

    /// `snapIndex(i) = min(k, i) + floor((i − min(k, i)) / g)`, at most the last snap.
    public func snapIndex(ofSlide slide: Int) -> Int {
        if loops { return Self.floorDivision(slide, slidesPerGroup) }
        let skip = min(slidesPerGroupSkip, slide)
        let index = skip + Self.floorDivision(slide - skip, slidesPerGroup)
        return loops ? index : min(index, snapCount - 1)
    }

    /// The slide of snap `j` among those taken from `slidesGrid`.
    func rawSnapSlide(_ index: Int) -> Int {
        Self.rawSnapSlide(index, group: slidesPerGroup, skip: slidesPerGroupSkip, centered: centered || loops)
    }

    /// `activeIndex(x)` (`getActiveIndexByTranslate`): the `i` with `G[i] ≤ x < G[i+1]`, plus 1 from
    /// half-way on; the last slide from `G[last]` on; else 0. With `loop`, the strip's slide `ι`
    /// (not reduced modulo `n'`).
    public func activeSlide(at offset: Double) -> Int {
        guard count > 0 else { return 0 }
        let range = loops ? (Int.min / 4)...(Int.max / 4) : 0...(count - 1)
        let guessed = guess(for: offset)
        let index = lastIndex(in: range, guess: guessed) { slideGrid($0) <= offset }
        if index < range.lowerBound { return loops ? index : 0 }
        if !loops && index == count - 1 { return index }
        let (here, next) = (slideGrid(index), slideGrid(index + 1))
        return offset < next - (next - here) / 2 ? index : index + 1
    }

    /// `activeIndex` as Swiper reports it: `activeSlide(at:)`, modulo `n'` with `loop`.
    public func activeIndex(at offset: Double) -> Int {
        let slide = activeSlide(at: offset)
        return loops ? slide - Self.floorDivision(slide, count) * count : slide
    }

    /// The first slide whose box reaches past `offset` along the strip (`P_ι + s_ι > offset`).
    func firstSlide(endingAfter offset: Double) -> Int {
        let range = loops ? Int.min / 4...Int.max / 4 : 0...max(count - 1, 0)
        return lastIndex(in: range, guess: guess(forPosition: offset)) { position(of: $0) + size(of: $0) <= offset } + 1
    }

    /// The slide nearest the start of the strip whose `P_ι` is above `offset`.
    func firstSlide(placedAfter offset: Double) -> Int {
        let range = loops ? Int.min / 4...Int.max / 4 : 0...max(count - 1, 0)
        return lastIndex(in: range, guess: guess(forPosition: offset)) { position(of: $0) <= offset } + 1
    }

    /// The first snap above `offset` (`snapCount` when none, without `loop`).
    public func firstSnap(above offset: Double) -> Int {
        let range = loops ? Int.min / 4...Int.max / 4 : 0...(snapCount - 1)
        let perSnap = loops ? period / Double(snapCount) : (upperBound - lowerBound) / Double(max(snapCount - 1, 1))
        let guessed = perSnap > 0 ? Self.clampedInt((offset - lowerBound) / perSnap) : 0
        return lastIndex(in: range, guess: guessed) { snap($0) <= offset } + 1
    }

    // MARK: Helpers

    /// `(turns, index)` with `slide = turns · n' + index`; turns is 0 without `loop`.
    private func wrapped(_ slide: Int) -> (turns: Int, index: Int) {
        guard loops else { return (0, slide) }
        let turns = Self.floorDivision(slide, count)
        return (turns, slide - turns * count)
    }

    private var averageStep: Double {
        count > 0 ? (lengths.total + Double(count) * spaceBetween) / Double(count) : 1
    }

    private func guess(for offset: Double) -> Int {
        Self.clampedInt((offset - gridWalk.value(at: 0) - insufficientShift) / averageStep)
    }

    private func guess(forPosition offset: Double) -> Int { Self.clampedInt(offset / averageStep) }

    static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 8 : Int.min / 8 }
        return Int(max(min(value.rounded(.down), Double(Int.max / 8)), Double(Int.min / 8)))
    }

    static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func rawSnapCount(count: Int, group: Int, skip: Int, centered: Bool) -> Int {
        guard count > 0 else { return 0 }
        if centered { return (count + group - 1) / group }
        return count <= skip + 1 ? count : skip + 1 + (count - 1 - skip) / group
    }

    private static func rawSnapSlide(_ index: Int, group: Int, skip: Int, centered: Bool) -> Int {
        if centered { return index * group }
        return index <= skip ? index : skip + (index - skip) * group
    }

    /// `s_i` for the strip: `(S − (slidesPerView − 1) · sb) / slidesPerView` or `sizes`, floored
    /// with `roundLengths`. Blanks a loop adds take the last slide's length (**Decision**,
    /// docs/SLIDER.md §5.4). `sizes` with fewer lengths than slides repeat the last.
    private static func lengths(count: Int, given: Int, available: Double, settings: SliderSettings) -> SliderLengths {
        let floors = settings.roundLengths
        switch settings.slidesPerView {
        case .count(let perView):
            var length = (available - (perView - 1) * settings.spaceBetween) / perView
            if floors { length = length.rounded(.down) }
            return .uniform(length: length, count: count)
        case .auto(let sizes):
            var runs: [ItemLengthRun] = []
            var taken = 0
            for run in sizes.runs where taken < given {
                let length = floors ? run.length.rounded(.down) : run.length
                runs.append(ItemLengthRun(length: length, count: min(run.count, given - taken)))
                taken += runs[runs.count - 1].count
            }
            let last = runs.last?.length ?? 1
            if count > taken { runs.append(ItemLengthRun(length: last, count: count - taken)) }
            return .runs(ItemLengths(runs: runs))
        }
    }

    /// The centred walk: `pos += s_i/2 + s_{i−1}/2 + sb`, less `S/2 + sb` at slide 0, values under
    /// 0.001 set to 0, floored with `roundLengths`.
    private static func centeredWalk(
        lengths: SliderLengths, before: Double, space: Double, available: Double, floors: Bool
    ) -> SliderWalk {
        guard lengths.count > 0 else { return SliderWalk(start: 0, count: 0, step: SliderWalkStep(adding: 0)) }
        let first = lengths.length(at: 0)
        var start = -before + first / 2 + 0 / 2 + space
        start = start - available / 2 - space
        if abs(start) < 0.001 { start = 0 }
        if floors { start = start.rounded(.down) }
        func step(_ length: Double, after previous: Double) -> SliderWalkStep {
            SliderWalkStep(adding: length / 2, previous / 2, space, snapsNearZero: true, floors: floors)
        }
        if case .uniform(let length, let count) = lengths {
            return SliderWalk(start: start, count: count - 1, step: step(length, after: length))
        }
        let runs = lengths.runs
        var segments: [(count: Int, step: SliderWalkStep)] = []
        for (index, run) in runs.enumerated() {
            segments.append((run.count - 1, step(run.length, after: run.length)))
            if index + 1 < runs.count { segments.append((1, step(runs[index + 1].length, after: run.length))) }
        }
        return SliderWalk(start: start, segments: segments)
    }

    /// Whether `snapToSlideEdge` replaces the edge snap: `auto` or fractional `slidesPerView`, no loop.
    private static func snapsToSlideEdge(_ settings: SliderSettings) -> Bool {
        guard settings.snapToSlideEdge && !settings.loop else { return false }
        switch settings.slidesPerView {
        case .auto: return true
        case .count(let perView): return perView.truncatingRemainder(dividingBy: 1) != 0
        }
    }

    /// `v`: `floor(slidesPerView)`, or with `auto` the most end slides that fit in `S` with their
    /// spaces (at least 1), summed from the last slide back as updateSlides sums them.
    private static func slidesFittingAtEnd(
        lengths: SliderLengths, space: Double, available: Double, settings: SliderSettings
    ) -> Int {
        if case .count(let perView) = settings.slidesPerView { return Int(perView.rounded(.down)) }
        let runs = lengths.runs
        guard let lastRun = runs.last else { return 1 }
        var sum = 0 + (lastRun.length + 0)
        guard sum <= available else { return 1 }
        var fitting = 1
        var remainingInRun = lastRun.count - 1
        var runIndex = runs.count - 1
        while true {
            if remainingInRun == 0 {
                runIndex -= 1
                guard runIndex >= 0 else { return fitting }
                remainingInRun = runs[runIndex].count
            }
            let step = SliderWalkStep(adding: runs[runIndex].length + space)
            let start = sum
            let taken = lastIndex(in: 0...remainingInRun, guess: remainingInRun) { step.iterate(start, times: $0) <= available }
            fitting += taken
            guard taken == remainingInRun else { return fitting }
            sum = step.iterate(start, times: taken)
            remainingInRun = 0
        }
    }
}
