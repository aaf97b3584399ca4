// An HTTP request as handlers see it: method, path, query, header fields and body, copied out of the transport, so a route never sees a C pointer.

public import HTTPTypes

/// A request as the server hands it to a route: plain Swift values, safe to keep after the
/// connection is gone. Only a route that takes a body (`Router.post`) gets one; any other request's
/// body is read and dropped by the transport.
public struct Request: Sendable {
    public var method: HTTPRequest.Method
    /// The path without the query string, e.g. `/layout`.
    public var path: String
    /// The query items in the order the client sent them, repeats included, as received.
    public var query: Query
    /// The size of the query as received: each name and value plus its separators.
    public var queryLength: Int
    /// The request's header fields in the order sent, as received, read by name.
    public var headers: RequestHeaders
    /// The route that serves the path (the path itself), nil when no route does: a label of
    /// bounded cardinality for logs and metrics. Set by the `Router`.
    public var route: String?
    /// The request's body, for a route that takes one; empty otherwise.
    public var body: [UInt8]

    /// The request's header fields with valid names, in the order sent: made from `headers`
    /// at every read (a route that reads a field or two reads `headers` by name).
    public var headerFields: HTTPFields {
        get { headers.fields }
        set { headers = RequestHeaders(newValue) }
    }

    public init(
        method: HTTPRequest.Method, path: String, query: [QueryItem] = [], queryLength: Int? = nil,
        headerFields: HTTPFields = [:], body: [UInt8] = []
    ) {
        self.init(
            method: method, path: path, query: Query(query), queryLength: queryLength ?? Request.length(of: query),
            headers: RequestHeaders(headerFields), body: body)
    }

    /// A request of query and header fields as received (the transport's).
    public init(
        method: HTTPRequest.Method, path: String, query: Query, queryLength: Int, headers: RequestHeaders, body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.queryLength = queryLength
        self.headers = headers
        self.body = body
    }

    /// The length of `query` as a query string: each name and value plus its `=` and `&`.
    public static func length(of query: [QueryItem]) -> Int {
        query.reduce(0) { $0 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) + 2 }
    }
}
