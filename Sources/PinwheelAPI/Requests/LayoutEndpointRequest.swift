// `GET /layout`'s query, validated into a layout and the item keys its answer keeps.

public import HTTPCore
public import LayoutEngine
public import WireFormat

/// A validated `/layout` request: the layout at its offset (`LayoutRequest`, which `/snap`,
/// `/motion` and `/hit` read the same way) and the item keys to write (`fields`), which the
/// request reads as `MotionRequest` does.
public struct LayoutEndpointRequest: AnsweringRequest, Hashable {
    public static var endpoint: Endpoint { .layout }

    public var layout: LayoutRequest
    public var fields: ItemFields

    /// `EndpointRequest`'s validation, for this endpoint: the layout's parameters, then `fields`.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        // The layout reads its own query (its reader then handed on, not copied), and `fields`
        // is found by its name's bit as `QueryReader` finds it (`ItemFields(query:)`).
        let layout = try LayoutRequest(query: query, length: length, sizeTables: sizeTables, pathLayout: pathLayout)
        let fields = try ItemFields(query: query)
        // Set once nothing more can throw: a request built in place, not copied out.
        self.layout = layout
        self.fields = fields
    }

    /// The route's answer, read as `init` reads it, without the request between: a request holding
    /// its layout is a copy of it (two `memcpy`s of the layout, about 60 instructions, BENCHMARKS-LOG.md,
    /// issue 42), which the route's answer, on every request, does without.
    public static func taggedAnswer(
        query: Query, length: Int, sizeTables: SizeTableStore?, pathLayout: LayoutName?, encoder: ResponseEncoder
    ) throws(Problem) -> TaggedBody {
        let layout = try LayoutRequest(query: query, length: length, sizeTables: sizeTables, pathLayout: pathLayout)
        return encoder.encodeTagged(layout.result(), fields: try ItemFields(query: query))
    }

    /// The layout's attributes at its offset, each item cut to `fields`.
    public func answer(_ encoder: ResponseEncoder) -> [UInt8] { encoder.encode(layout.result(), fields: fields) }

    public func taggedAnswer(_ encoder: ResponseEncoder) -> TaggedBody {
        encoder.encodeTagged(layout.result(), fields: fields)
    }
}
