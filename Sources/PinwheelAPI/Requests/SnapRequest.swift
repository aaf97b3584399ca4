// `GET /snap`'s query, validated into a layout that snaps and a fling.

public import LayoutEngine
public import HTTPCore

/// A validated `/snap` request: the layout (the wheel, a carousel or the slider), the proposed
/// offset and the release velocity.
public struct SnapRequest: Hashable, Sendable {
    /// The layouts that snap.
    public enum Layout: Hashable, Sendable {
        case wheel(WheelLayout)
        case carousel(CarouselLayout)
        case slider(SliderLayout)
    }

    public var layout: Layout
    public var proposedOffset: Double
    public var velocity: Double

    /// Takes the `/layout` parameters of the layout (so one query string serves both) plus
    /// `velocity`. Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    /// Validates `query` as the CLI gives it, with the length it had as a query string.
    public init(query: [QueryItem], length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        try self.init(query: Query(query), length: length, sizeTables: sizeTables)
    }

    /// Validates `query` as a request received it, `length` bytes long. `sizeTables`: the
    /// tables a `sizes=@id` may name. `pathLayout`: the layout the path names (`/slider/snap`),
    /// which then takes no `layout` parameter; nil on `/snap`.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        let query = try QueryReader(query, length: length, sizeTables: sizeTables)
        let layout = try query.layout(named: pathLayout)
        guard Endpoint.snap.layouts.contains(layout) else {
            throw .invalidParameter("layout", "snapping is defined for the wheel, carousel and slider layouts only")
        }
        try query.accept(on: .snap, for: layout, pathNamesLayout: pathLayout != nil)
        switch layout {
        case .wheel:
            // Taken so that one query string serves /layout and /snap; checked, then ignored.
            _ = try query.boolean(.cull)
            self.layout = .wheel(try query.wheel())
            proposedOffset = try query.number(.offset)
        case .carousel:
            self.layout = .carousel(try query.carousel())
            proposedOffset = try query.number(.offset)
        case .slider:
            let slider = try query.slider()
            self.layout = .slider(slider)
            // Swiper starts at snapGrid[0] (docs/SLIDER.md §1).
            proposedOffset = try query.optionalNumber(.sliderOffset) ?? slider.grid.snap(0)
        case .circle, .parallax, .masonry, .justified, .grid:
            preconditionFailure("\(layout) does not snap")
        }
        velocity = try query.optionalNumber(.velocity) ?? 0
    }

    public func result() -> SnapResult {
        let snap =
            switch layout {
            case .wheel(let wheel): wheel.snap(proposedOffset: proposedOffset, velocity: velocity)
            case .carousel(let carousel): carousel.snap(proposedOffset: proposedOffset, velocity: velocity)
            case .slider(let slider): slider.snap(proposedOffset: proposedOffset, velocity: velocity)
            }
        return abs(snap.offset) <= Limits.offset ? snap : withinOffsetLimit(snap)
    }

    /// Where to rest instead when a fling far along a very long wheel, carousel or slider would
    /// rest beyond the offsets `/layout` takes (±`Limits.offset`): on a wrapping carousel or a
    /// looping slider, the same item whole turns nearer; otherwise the farthest item within the
    /// limit.
    private func withinOffsetLimit(_ snap: SnapResult) -> SnapResult {
        switch layout {
        case .wheel(let wheel):
            // The wheel rests between 0 and its largest offset: on the last item before the limit.
            var resting = wheel.snap(proposedOffset: Limits.offset, velocity: -1)
            while resting.offset > Limits.offset, resting.index > 0 {
                resting = wheel.snap(proposedOffset: resting.offset.nextDown, velocity: -1)
            }
            return resting
        case .carousel(let carousel):
            let step = carousel.extent * carousel.spacing
            if carousel.wraps {
                let turn = Double(carousel.numberOfItems) * step
                let nearer = snap.offset - (snap.offset / turn).rounded() * turn
                if abs(nearer) <= Limits.offset { return SnapResult(offset: nearer, index: snap.index) }
            }
            let farthest = (Limits.offset / step).rounded(.down) * (snap.offset < 0 ? -1 : 1)
            return SnapResult(offset: farthest * step, index: carousel.clampedIndex(Int(farthest)))
        case .slider(let slider):
            let grid = slider.grid
            if grid.loops {
                // The fewest whole periods that bring the snap within the limit.
                let turns = ((abs(snap.offset) - Limits.offset) / grid.period).rounded(.up)
                let nearer = snap.offset - (snap.offset < 0 ? -turns : turns) * grid.period
                if abs(nearer) <= Limits.offset { return SnapResult(offset: nearer, index: snap.index) }
            }
            // The last snap within the limit, or with a loop below it the first (snaps grow with
            // their index; without a loop none lies below −Limits.offset).
            let index =
                snap.offset > 0
                ? grid.firstSnap(above: Limits.offset) - 1 : grid.firstSnap(above: (-Limits.offset).nextDown)
            let offset = grid.snap(max(index, 0))
            return SnapResult(offset: offset, index: grid.activeIndex(at: offset))
        }
    }
}
