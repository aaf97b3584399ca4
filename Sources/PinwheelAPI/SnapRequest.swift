// `GET /snap`'s query, validated into a layout that snaps and a fling.

public import LayoutEngine
public import HTTPCore

/// A validated `/snap` request: the layout (the wheel or a carousel), the proposed offset and the
/// release velocity.
public struct SnapRequest: Hashable, Sendable {
    /// The layouts that snap.
    public enum Layout: Hashable, Sendable {
        case wheel(WheelLayout)
        case carousel(CarouselLayout)
    }

    public var layout: Layout
    public var proposedOffset: Double
    public var velocity: Double

    /// Takes the `/layout` parameters of the layout (so one query string serves both) plus
    /// `velocity`. Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    /// `sizeTables`: the tables a `sizes=@id` may name.
    public init(query: [QueryItem], length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        let query = try QueryReader(query, length: length, sizeTables: sizeTables)
        let layout: LayoutName = try query.choice(.layout)
        switch layout {
        case .wheel:
            try query.accept(on: .snap, for: layout)
            // Taken so that one query string serves /layout and /snap; checked, then ignored.
            _ = try query.boolean(.cull)
            self.layout = .wheel(try query.wheel())
        case .carousel:
            try query.accept(on: .snap, for: layout)
            self.layout = .carousel(try query.carousel())
        case .circle, .parallax:
            throw .invalidParameter("layout", "snapping is defined for the wheel and carousel layouts only")
        }
        proposedOffset = try query.number(.offset)
        velocity = try query.number(.velocity)
    }

    public func result() -> SnapResult {
        let snap =
            switch layout {
            case .wheel(let wheel): wheel.snap(proposedOffset: proposedOffset, velocity: velocity)
            case .carousel(let carousel): carousel.snap(proposedOffset: proposedOffset, velocity: velocity)
            }
        return abs(snap.offset) <= Limits.offset ? snap : withinOffsetLimit(snap)
    }

    /// Where to rest instead when a fling far along a very long wheel or carousel would rest
    /// beyond the offsets `/layout` takes (±`Limits.offset`): on a wrapping carousel, the same
    /// item whole turns nearer; otherwise the farthest item within the limit.
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
        }
    }
}
