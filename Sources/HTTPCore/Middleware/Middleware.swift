// Middleware: code that runs around every routed request.

/// Wraps the handling of a request: it may look at the request, call `next`, and look at or
/// change the response.
public protocol Middleware: Sendable {
    func respond(to request: Request, next: (Request) -> Response) -> Response
}
