// The route table: which handler answers which method on which path.

public import HTTPTypes

/// Turns a request into a response.
public typealias Handler = @Sendable (Request) -> Response

/// A table of handlers by path and method. A path it does not know goes to `notFound`; a known
/// path asked with a method it does not serve goes to `methodNotAllowed` with the methods it does
/// serve (for the `Allow` header). A path is known exactly, or by a prefix that names a collection
/// (`/sizes/` for `/sizes/{id}`), tried after the exact paths.
public struct Router: Sendable {
    private var routes: [String: [HTTPRequest.Method: Handler]] = [:]
    private var prefixRoutes: [(prefix: String, handlers: [HTTPRequest.Method: Handler])] = []
    /// The largest body each route that takes one accepts, by path and method.
    private var bodyLimits: [String: [HTTPRequest.Method: Int]] = [:]
    private var middlewares: [any Middleware] = []
    private let notFound: Handler
    private let methodNotAllowed: @Sendable (Request, [HTTPRequest.Method]) -> Response
    /// The answer to a request whose body is over the cap (given in bytes); answered before the
    /// request is routed, so it has no `Request`.
    package let bodyTooLarge: @Sendable (Int) -> Response
    /// The answer to a request on a connection past the connection limit, also answered unrouted.
    package let overloaded: @Sendable () -> Response
    /// The answer to a request whose headers are over the cap (given in bytes), answered unrouted.
    package let headersTooLarge: @Sendable (Int) -> Response
    /// The answer to a request refused for its framing, method or target, answered unrouted.
    package let malformed: @Sendable (MalformedRequest) -> Response

    public init(
        notFound: @escaping Handler,
        methodNotAllowed: @escaping @Sendable (Request, [HTTPRequest.Method]) -> Response,
        bodyTooLarge: @escaping @Sendable (Int) -> Response = { _ in Response(status: .contentTooLarge) },
        overloaded: @escaping @Sendable () -> Response = { Response(status: .serviceUnavailable) },
        headersTooLarge: @escaping @Sendable (Int) -> Response = { _ in Response(status: .requestHeaderFieldsTooLarge) },
        malformed: @escaping @Sendable (MalformedRequest) -> Response = { Response(status: $0.status) }
    ) {
        self.notFound = notFound
        self.methodNotAllowed = methodNotAllowed
        self.bodyTooLarge = bodyTooLarge
        self.overloaded = overloaded
        self.headersTooLarge = headersTooLarge
        self.malformed = malformed
    }

    /// Serves `GET` (and `HEAD`, which the server answers without the body) on `path`.
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add(.get, path, handler)
        add(.head, path, handler)
    }

    public mutating func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
        routes[path, default: [:]][method] = handler
    }

    /// Serves `POST` on `path`, whose handler gets the request's body: at most `maximumBodySize`
    /// bytes (a larger one is answered `bodyTooLarge` before routing).
    public mutating func post(_ path: String, maximumBodySize: Int, _ handler: @escaping Handler) {
        add(.post, path, handler)
        bodyLimits[path, default: [:]][.post] = maximumBodySize
    }

    /// Serves `GET` and `HEAD` on every path that starts with `prefix` (and is longer), when no
    /// exact path matches; the route label is `prefix` followed by `{id}`.
    public mutating func get(prefix: String, _ handler: @escaping Handler) {
        prefixRoutes.append((prefix, [.get: handler, .head: handler]))
    }

    /// The largest body the route of `method` on `path` takes, or nil when it takes none.
    public func maximumBodySize(method: HTTPRequest.Method, path: String) -> Int? {
        bodyLimits[path]?[method]
    }

    /// The methods served on `path`, in a stable order.
    public func allowedMethods(for path: String) -> [HTTPRequest.Method] {
        Self.sorted(handlers(for: path)?.handlers ?? [:])
    }

    /// The handlers of `path` and the route's label: its exact entry, else the first prefix entry.
    private func handlers(for path: String) -> (handlers: [HTTPRequest.Method: Handler], route: String)? {
        if let handlers = routes[path] { return (handlers, path) }
        for entry in prefixRoutes where path.count > entry.prefix.count && path.hasPrefix(entry.prefix) {
            return (entry.handlers, entry.prefix + "{id}")
        }
        return nil
    }

    /// Adds `middleware` around every routed request (404 and 405 included); the first added is
    /// the outermost.
    public mutating func use(_ middleware: any Middleware) {
        middlewares.append(middleware)
    }

    /// Routes on the path as received: it is looked up once, before the middleware runs.
    public func respond(to request: Request) -> Response {
        var request = request
        let found = handlers(for: request.path)
        request.route = found?.route
        return respond(to: request, handlers: found?.handlers, throughMiddlewareFrom: 0)
    }

    private func respond(
        to request: Request, handlers: [HTTPRequest.Method: Handler]?, throughMiddlewareFrom index: Int
    ) -> Response {
        guard index < middlewares.count else { return route(request, handlers) }
        return middlewares[index].respond(to: request) {
            respond(to: $0, handlers: handlers, throughMiddlewareFrom: index + 1)
        }
    }

    private func route(_ request: Request, _ handlers: [HTTPRequest.Method: Handler]?) -> Response {
        guard let handlers else { return notFound(request) }
        guard let handler = handlers[request.method] else {
            return methodNotAllowed(request, Self.sorted(handlers))
        }
        return handler(request)
    }

    private static func sorted(_ handlers: [HTTPRequest.Method: Handler]) -> [HTTPRequest.Method] {
        handlers.keys.sorted { $0.rawValue < $1.rawValue }
    }
}
