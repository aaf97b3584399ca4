// Why a request was refused before routing: its framing, its method or its target is not clean HTTP/1.1.

public import HTTPTypes

/// A request the server refuses unrouted, because a proxy in front of it could read its framing
/// differently (request smuggling) or because it is not one the server can serve at all. The
/// server answers it with the router's `malformed` handler and closes the connection.
public struct MalformedRequest: Error, Hashable {
    /// 400, or 501 for what the server does not implement (a transfer coding, CONNECT).
    public var status: HTTPResponse.Status
    /// What is at fault: a header's name in lowercase (`content-length`), `headers` for the
    /// header section as a whole (a name that is not a token, a folded line), `method` or `target`.
    public var field: String
    /// Why, in a phrase that follows the field's name: `more than one`.
    public var reason: String

    public init(status: HTTPResponse.Status = .badRequest, field: String, reason: String) {
        self.status = status
        self.field = field
        self.reason = reason
    }
}
