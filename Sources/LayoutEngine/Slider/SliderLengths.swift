// The slider's slide lengths along the axis (docs/SLIDER.md §2): one for every slide, or runs of equal lengths.

/// `s_i` for the strip: with a number `slidesPerView` every slide has one length, held as that
/// number (no storage to allocate, no search to look it up); with `auto`, runs of equal lengths.
/// Walks over the slides go segment by segment, one per run.
enum SliderLengths: Hashable, Sendable {
    case uniform(length: Double, count: Int)
    case runs(ItemLengths)

    /// How many slides.
    var count: Int {
        switch self {
        case .uniform(_, let count): count
        case .runs(let lengths): lengths.count
        }
    }

    /// The length of slide `index` (`0 ..< count`).
    func length(at index: Int) -> Double {
        switch self {
        case .uniform(let length, let count):
            precondition(index >= 0 && index < count, "slide \(index) of \(count)")
            return length
        case .runs(let lengths): return lengths.length(at: index)
        }
    }

    /// The sum of every length, as `ItemLengths.total` adds it (`0 + count · length` for one run).
    var total: Double {
        switch self {
        case .uniform(let length, let count): 0 + Double(count) * length
        case .runs(let lengths): lengths.total
        }
    }

    /// The runs, in order; one for uniform lengths (none without slides).
    var runs: [ItemLengthRun] {
        switch self {
        case .uniform(let length, let count): count > 0 ? [ItemLengthRun(length: length, count: count)] : []
        case .runs(let lengths): lengths.runs
        }
    }

    /// The running sum from `start` over every slide, each run's step made by `step` from its length.
    func walk(from start: Double, _ step: (Double) -> SliderWalkStep) -> SliderWalk {
        switch self {
        case .uniform(let length, let count): SliderWalk(start: start, count: count, step: step(length))
        case .runs(let lengths):
            SliderWalk(start: start, segments: lengths.runs.map { (count: $0.count, step: step($0.length)) })
        }
    }

    /// The last value of `walk(from: start, step)`, without keeping the walk.
    func walkEnd(from start: Double, _ step: (Double) -> SliderWalkStep) -> Double {
        switch self {
        case .uniform(let length, let count): return step(length).iterate(start, times: count)
        case .runs(let lengths):
            var value = start
            for run in lengths.runs { value = step(run.length).iterate(value, times: run.count) }
            return value
        }
    }
}
