// Memory for request bodies: granted before a body's first byte is read, given back when its request ends.

/// What a route that takes a body counts its bodies against while they arrive and are handled.
/// A server that holds what it is posted (the size tables) counts bodies in flight in the same
/// budget as what it holds, so that concurrent posts cannot take memory the budget does not see.
public protocol BodyMemory: AnyObject, Sendable {
    /// The most one body may take: a longer `Content-Length` is answered `bodyTooLarge`.
    var bodyCapacity: Int { get }
    /// Takes `bytes` for one request's body, before any of it is read; false when they cannot be
    /// had now (the request is answered `bodyMemoryBusy`).
    func reserve(bodyBytes bytes: Int) -> Bool
    /// Gives back what `reserve(bodyBytes:)` took, once the request has ended.
    func release(bodyBytes bytes: Int)
}

/// What a route takes as a body: at most `limit` bytes, counted against `memory` when it has one.
public struct BodyRoute: Sendable {
    public let limit: Int
    public let memory: (any BodyMemory)?

    /// The largest body the route accepts: its own limit, or its memory's capacity when smaller.
    public var acceptedBytes: Int { min(limit, memory?.bodyCapacity ?? limit) }
}
