// `GET /hit`'s query, validated into a layout and a point of the viewport.

public import LayoutEngine
public import HTTPCore
public import WireFormat

/// A validated `/hit` request: the layout `/layout` would answer for the same parameters and a
/// point in viewport points (origin at the viewport's top-left).
public struct HitRequest: AnsweringRequest, Hashable {
    public static var endpoint: Endpoint { .hit }

    public var layout: LayoutRequest
    public var point: Point

    /// `EndpointRequest`'s validation, for this endpoint.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        let reader = try QueryReader(query, length: length, sizeTables: sizeTables)
        layout = try LayoutRequest(reader, endpoint: .hit, pathLayout: pathLayout)
        point = Point(x: try reader.requiredNumber(.x), y: try reader.requiredNumber(.y))
    }

    /// The element drawn on top at `point` in `/layout`'s answer (MOTION.md §4), or none.
    public func result() -> HitResult {
        HitResult(layout.visit(Hit(point: point)))
    }

    public func answer(_ encoder: ResponseEncoder) -> [UInt8] { encoder.encode(result()) }
}

/// The element drawn on top at `point`: the slider lets only some slides be hit (docs/SLIDER.md §6).
private struct Hit: LayoutVisitor {
    let point: Point

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> LayoutAttributes? { posed.hitTest(point) }
}
