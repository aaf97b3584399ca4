// What every endpoint's request shares: validation from a query as received, or as the CLI gives it.

public import HTTPCore
public import LayoutEngine
public import WireFormat

/// A request of one endpoint (`/layout`, `/snap`, `/motion`, `/hit`), validated from its query;
/// a problem names the first parameter at fault.
public protocol EndpointRequest: Sendable {
    /// Validates `query` as a request received it, `length` bytes long. `sizeTables`: the tables
    /// a `sizes=@id` may name. `pathLayout`: the layout the path names (`/slider/layout`), which
    /// then takes no `layout` parameter; nil on the endpoint's own path (`/layout`).
    init(query: Query, length: Int, sizeTables: SizeTableStore?, pathLayout: LayoutName?) throws(Problem)
}

extension EndpointRequest {
    /// Validates `query` as the CLI gives it (its length counted as a query string's).
    public init(query: [QueryItem]) throws(Problem) {
        try self.init(query: query, length: Request.length(of: query))
    }

    /// Validates `query` as the CLI gives it, with the length it had as a query string.
    public init(query: [QueryItem], length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        try self.init(query: Query(query), length: length, sizeTables: sizeTables, pathLayout: nil)
    }
}

/// An endpoint's request that makes the endpoint's answer: one per endpoint (`Endpoint`), each
/// reading its whole query itself (`fields` included, where the endpoint takes it), so that the
/// route and the CLI answer alike (`PinwheelRoutes`).
public protocol AnsweringRequest: EndpointRequest {
    /// The endpoint whose query the request validates.
    static var endpoint: Endpoint { get }
    /// The answer's bytes, as `encoder` writes them.
    func answer(_ encoder: ResponseEncoder) -> [UInt8]
    /// The same with their entity tag, for a cacheable answer.
    func taggedAnswer(_ encoder: ResponseEncoder) -> TaggedBody
    /// The route's answer to `query`: the request validated, then its tagged answer.
    static func taggedAnswer(
        query: Query, length: Int, sizeTables: SizeTableStore?, pathLayout: LayoutName?, encoder: ResponseEncoder
    ) throws(Problem) -> TaggedBody
}

extension AnsweringRequest {
    public static func taggedAnswer(
        query: Query, length: Int, sizeTables: SizeTableStore?, pathLayout: LayoutName?, encoder: ResponseEncoder
    ) throws(Problem) -> TaggedBody {
        try Self(query: query, length: length, sizeTables: sizeTables, pathLayout: pathLayout).taggedAnswer(encoder)
    }

    /// The bytes, hashed once written.
    public func taggedAnswer(_ encoder: ResponseEncoder) -> TaggedBody { TaggedBody(bytes: answer(encoder)) }
}
