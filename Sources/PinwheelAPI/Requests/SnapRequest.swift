// `GET /snap`'s query, validated into a layout that snaps and a fling.

public import LayoutEngine
public import HTTPCore
public import WireFormat

/// A validated `/snap` request: the layout (the wheel, a carousel or the slider), the proposed
/// offset and the release velocity. It takes the `/layout` parameters of the layout (so one query
/// string serves both) plus `velocity`.
public struct SnapRequest: AnsweringRequest, Hashable {
    public static var endpoint: Endpoint { .snap }

    /// A layout that snaps (`ScrollLayout.snaps`), at the proposed offset.
    public var layout: LayoutRequest
    public var velocity: Double

    /// The proposed offset: the layout's.
    public var proposedOffset: Double { layout.offset }

    /// `EndpointRequest`'s validation, for this endpoint.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        let query = try QueryReader(query, length: length, sizeTables: sizeTables)
        let layout = try query.layout(named: pathLayout)
        guard Endpoint.snap.layouts.contains(layout) else {
            throw .invalidParameter("layout", "snapping is defined for the wheel, carousel and slider layouts only")
        }
        try query.accept(on: .snap, for: layout, pathNamesLayout: pathLayout != nil)
        // Read as `/layout` reads it (one query string serves both), without its item limit.
        self.layout = try layout.visitType(Validating(query: query, endpoint: .snap, checksItems: false))
        velocity = try query.optionalNumber(.velocity) ?? 0
    }

    public func result() -> SnapResult {
        layout.visit(Snapping(velocity: velocity))
    }

    public func answer(_ encoder: ResponseEncoder) -> [UInt8] { encoder.encode(result()) }
}

/// Where a fling comes to rest; when a fling far along a very long wheel, carousel or slider
/// would rest beyond the offsets `/layout` takes (±`Limits.offset`), the layout's rest within them.
private struct Snapping: LayoutVisitor {
    let velocity: Double

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> SnapResult {
        let snap = posed.layout.snap(proposedOffset: posed.offset, velocity: velocity)
        return abs(snap.offset) <= Limits.offset ? snap : posed.layout.snap(snap, within: Limits.offset)
    }
}
