// What the API adds to an engine layout: reading it from the parameter table, the parameters its refusals name, its stylesheet.

import HTTPCore
import LayoutEngine
import WireFormat

/// A `ScrollLayout` as the API serves it. Every endpoint and a page go through it, generically:
/// `LayoutRequest.visit` opens the request once (one switch), and everything after is
/// specialised for the layout.
protocol ServedLayout: ScrollLayout {
    /// Reads the layout, its offset and its pose from `query` (accepted already), in the order
    /// that decides which parameter a problem names.
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self>
    /// Refuses, before computing them, answers of more than `Limits.itemsPerResponse` items; a
    /// grid computes its window here and keeps it in the pose.
    static func checkItemLimit(_ posed: inout PosedLayout<Self>) throws(Problem)
    /// The parameter a `too-many-items` refusal names, at `pose`.
    func itemLimitParameter(_ pose: Pose) -> String
    /// What a motion too long for one frame a second asks to change (`rate`; the slider's `speed`).
    static var motionLengthParameter: QueryParameter { get }
    /// Which of the web module's children shows each item (the parallax list's own order).
    var childOrder: ChildOrder { get }
    /// The slider along y: its edge shadows' gradients turn.
    var scrollsVertically: Bool { get }
    /// Drawn outside its container (the slider's cube, flip and cards).
    var drawsOutside: Bool { get }
    /// A page section's query items as the page asks them (docs/PAGE.md §1): the parallax list's
    /// titles pinned off and one section; refused naming `path`.
    static func pageItems(_ items: [QueryItem], path: String) throws(Problem) -> [QueryItem]
    /// The request of this layout (LayoutRegistry.swift).
    static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest
    /// Reads the request (`read`), refusing it over the item limit when `checksItems`
    /// (`checkItemLimit`). The slider builds its box from what it reads, so that its settings are
    /// written once, into the box.
    static func request(reading query: QueryReader, on endpoint: Endpoint, checksItems: Bool) throws(Problem)
        -> LayoutRequest
}

extension ServedLayout {
    static func checkItemLimit(_ posed: inout PosedLayout<Self>) throws(Problem) {
        try refuseOverItemLimit(posed.layout, atOffset: posed.offset, pose: posed.pose)
    }

    /// `checkItemLimit` for a layout whose pose it leaves as it is, before it is posed.
    @inline(__always)
    static func refuseOverItemLimit(_ layout: borrowing Self, atOffset offset: Double, pose: Pose) throws(Problem) {
        if let bound = layout.itemCountBound, bound <= Limits.itemsPerResponse { return }
        let count = layout.itemCount(atOffset: offset, pose: pose)
        guard count <= Limits.itemsPerResponse else { throw .tooManyItems(layout.itemLimitParameter(pose), count: count) }
    }

    @inline(__always)
    static func request(reading query: QueryReader, on endpoint: Endpoint, checksItems: Bool) throws(Problem)
        -> LayoutRequest
    {
        var posed = try read(query, on: endpoint)
        if checksItems { try checkItemLimit(&posed) }
        return request(consume posed)
    }

    static var motionLengthParameter: QueryParameter { .rate }
    static func pageItems(_ items: [QueryItem], path: String) throws(Problem) -> [QueryItem] { items }
    var childOrder: ChildOrder { .items }
    var scrollsVertically: Bool { false }
    var drawsOutside: Bool { false }
}

/// An operation on a request of any layout, run specialised for its layout (`LayoutRequest.visit`).
protocol LayoutVisitor {
    associatedtype Output
    /// `Never` for an operation that cannot fail, `Problem` for validation.
    associatedtype Failure: Error = Never
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) throws(Failure) -> Output
}

/// An operation on a layout's type, for a name (`LayoutName.visitType`).
protocol LayoutTypeVisitor {
    associatedtype Output
    associatedtype Failure: Error = Never
    func visit<Layout: ServedLayout>(_ type: Layout.Type) throws(Failure) -> Output
}
