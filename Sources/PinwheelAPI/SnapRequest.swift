// `GET /snap`'s query, validated into a wheel and a fling.

public import LayoutEngine
public import MicroHTTPServer

/// A validated `/snap` request: the wheel, the proposed offset and the release velocity.
public struct SnapRequest: Hashable, Sendable {
    public var wheel: WheelLayout
    public var proposedOffset: Double
    public var velocity: Double

    /// Takes the `/layout` wheel parameters (so one query string serves both) plus `velocity`.
    /// Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    public init(query: [QueryItem], length: Int) throws(Problem) {
        let parameters = try QueryParameters(query, length: length)
        guard try LayoutParameter.layoutName(parameters) == .wheel else {
            throw .invalidParameter("layout", "snapping is defined for the wheel layout only")
        }
        try parameters.accept(only: LayoutParameter.snap, known: LayoutParameter.all, context: "/snap")
        _ = try parameters.boolean("cull", default: true)
        wheel = try LayoutParameter.wheel(parameters)
        proposedOffset = try LayoutParameter.offset(parameters)
        velocity = try parameters.number("velocity", default: 0, in: .offset)
    }

    public func result() -> SnapResult {
        wheel.snap(proposedOffset: proposedOffset, velocity: velocity)
    }
}
