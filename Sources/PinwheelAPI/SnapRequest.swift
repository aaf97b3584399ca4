// `GET /snap`'s query, validated into a layout that snaps and a fling.

public import LayoutEngine
public import MicroHTTPServer

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

    public init(query: [QueryItem], length: Int) throws(Problem) {
        let parameters = try QueryParameters(query, length: length)
        switch try LayoutParameter.layoutName(parameters) {
        case .wheel:
            try parameters.accept(only: LayoutParameter.snap, known: LayoutParameter.all, context: "/snap with the wheel")
            _ = try parameters.boolean("cull", default: true)
            layout = .wheel(try LayoutParameter.wheel(parameters))
        case .carousel:
            try parameters.accept(
                only: LayoutParameter.carouselSnap, known: LayoutParameter.all, context: "/snap with the carousel")
            layout = .carousel(try LayoutParameter.carousel(parameters))
        case .circle, .parallax:
            throw .invalidParameter("layout", "snapping is defined for the wheel and carousel layouts only")
        }
        proposedOffset = try LayoutParameter.offset(parameters)
        velocity = try parameters.number("velocity", default: 0, in: .offset)
    }

    public func result() -> SnapResult {
        switch layout {
        case .wheel(let wheel): wheel.snap(proposedOffset: proposedOffset, velocity: velocity)
        case .carousel(let carousel): carousel.snap(proposedOffset: proposedOffset, velocity: velocity)
        }
    }
}
