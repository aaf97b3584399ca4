// An HTTP request as handlers see it: method, path and query, copied out of the transport, so a route never sees a C pointer.

public import HTTPTypes

/// One `name=value` pair of a query string, percent-decoded. `value` is nil for a bare `name`.
public struct QueryItem: Hashable, Sendable {
    public var name: String
    public var value: String?

    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// A request as the server hands it to a route: plain Swift values, safe to keep after the
/// connection is gone. Only a route that takes a body (`Router.post`) gets one; any other request's
/// body is read and dropped by the transport.
public struct Request: Sendable {
    public var method: HTTPRequest.Method
    /// The path without the query string, e.g. `/layout`.
    public var path: String
    /// The query items in the order the client sent them, repeats included.
    public var query: [QueryItem]
    /// The size of the query as received: each name and value plus its separators.
    public var queryLength: Int
    /// The request's header fields (those with valid names), in the order sent.
    public var headerFields: HTTPFields
    /// The route that serves the path (the path itself), nil when no route does: a label of
    /// bounded cardinality for logs and metrics. Set by the `Router`.
    public var route: String?
    /// The request's body, for a route that takes one; empty otherwise.
    public var body: [UInt8]

    public init(
        method: HTTPRequest.Method, path: String, query: [QueryItem] = [], queryLength: Int? = nil,
        headerFields: HTTPFields = [:], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headerFields = headerFields
        self.body = body
        self.queryLength = queryLength ?? Request.length(of: query)
    }

    /// The length of `query` as a query string: each name and value plus its `=` and `&`.
    public static func length(of query: [QueryItem]) -> Int {
        query.reduce(0) { $0 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) + 2 }
    }
}
