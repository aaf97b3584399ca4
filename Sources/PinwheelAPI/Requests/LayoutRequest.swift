// `GET /layout`'s query, validated into the engine's layouts.

public import LayoutEngine
public import HTTPCore

extension LayoutRequest: EndpointRequest {
    /// `EndpointRequest`'s validation, for this endpoint.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        try self.init(
            try QueryReader(query, length: length, sizeTables: sizeTables), endpoint: .layout, pathLayout: pathLayout)
    }

    /// Validates a layout's parameters as `endpoint` takes them (its own parameters are the
    /// endpoint's to read), for the layout the path names or else the `layout` parameter's, and
    /// that its answer holds no more items than one may.
    init(_ query: QueryReader, endpoint: Endpoint, pathLayout: LayoutName?) throws(Problem) {
        try self.init(query, endpoint: endpoint, pathLayout: pathLayout, checksItems: true)
    }

    /// The same, without the item limit when `checksItems` is false (a page flow read for its
    /// height alone, which lays nothing out).
    @inline(__always)
    init(_ query: QueryReader, endpoint: Endpoint, pathLayout: LayoutName?, checksItems: Bool) throws(Problem) {
        let layout = try query.layout(named: pathLayout)
        try query.accept(on: endpoint, for: layout, pathNamesLayout: pathLayout != nil)
        // Assigned once, after every check: an initializer that throws after assigning `self`
        // copies the value (a retain of each of its references) and destroys the first.
        self = try layout.visitType(Validating(query: query, endpoint: endpoint, checksItems: checksItems))
    }

    /// The engine's answer at the request's offset.
    public func result() -> LayoutResult {
        visit(Answer())
    }

    /// The same layout at each of a motion's `frames`: at the frame's offset and pose (coverFlow2:
    /// its toggle; no drag under way). The case is read once.
    func results(frames: [MotionFrame]) -> [LayoutResult] {
        visit(FrameAnswers(frames: frames))
    }

    /// The size the layout scrolls over, without laying anything out (a page's flow height).
    var contentSize: Size { visit(ContentSize()) }

    /// The content offset the layout is at.
    var offset: Double {
        visit(Offset())
    }

    /// The layout's name.
    public var name: LayoutName { visit(Name()) }
}

/// Reads a layout of the visited type, and when `checksItems` refuses answers over the item limit.
struct Validating: LayoutTypeVisitor {
    typealias Failure = Problem
    let query: QueryReader
    let endpoint: Endpoint
    let checksItems: Bool

    @inline(__always)
    func visit<Layout: ServedLayout>(_ type: Layout.Type) throws(Problem) -> LayoutRequest {
        try Layout.request(reading: query, on: endpoint, checksItems: checksItems)
    }
}

private struct Answer: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> LayoutResult { posed.result() }
}

private struct FrameAnswers: LayoutVisitor {
    let frames: [MotionFrame]

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> [LayoutResult] {
        frames.map { frame in
            posed.layout.result(
                atOffset: frame.offset, pose: posed.layout.pose(posed.pose, startingAt: posed.offset, atFrame: frame))
        }
    }
}

private struct Offset: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> Double { posed.offset }
}

private struct Name: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> LayoutName { Layout.name }
}

private struct ContentSize: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> Size { posed.layout.contentSize }
}
