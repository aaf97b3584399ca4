// The route table: which handler answers which method on which path.

public import HTTPTypes

/// Turns a request into a response.
public typealias Handler = @Sendable (Request) -> Response

/// A table of handlers by path and method. A path it does not know goes to `notFound`; a known
/// path asked with a method it does not serve goes to `methodNotAllowed` with the methods it does
/// serve (for the `Allow` header). A path is known exactly, or by a prefix that names a collection
/// (`/sizes/` for `/sizes/{id}`), tried after the exact paths.
public struct Router: Sendable {
    /// The table, immutable: a change makes a new one. Routes are added while the server is set
    /// up, before it serves, and a request then reads plain constants, never checking that no
    /// one is changing them at the same time.
    private var table: RouteTable

    /// The answer to a request whose body is over the cap (given in bytes); answered before the
    /// request is routed, so it has no `Request`.
    package var bodyTooLarge: @Sendable (Int) -> Response { table.answers.bodyTooLarge }
    /// The answer to a request on a connection past the connection limit, also answered unrouted.
    package var overloaded: @Sendable () -> Response { table.answers.overloaded }
    /// The answer to a request whose body cannot be given memory now (`BodyMemory`), answered
    /// unrouted before the body is read.
    package var bodyMemoryBusy: @Sendable () -> Response { table.answers.bodyMemoryBusy }
    /// The answer to a request whose headers are over the cap (given in bytes), answered unrouted.
    package var headersTooLarge: @Sendable (Int) -> Response { table.answers.headersTooLarge }
    /// The answer to a request refused for its framing, method or target, answered unrouted.
    package var malformed: @Sendable (MalformedRequest) -> Response { table.answers.malformed }

    public init(
        notFound: @escaping Handler,
        methodNotAllowed: @escaping @Sendable (Request, [HTTPRequest.Method]) -> Response,
        bodyTooLarge: @escaping @Sendable (Int) -> Response = { _ in Response(status: .contentTooLarge) },
        overloaded: @escaping @Sendable () -> Response = { Response(status: .serviceUnavailable) },
        bodyMemoryBusy: @escaping @Sendable () -> Response = { Response(status: .serviceUnavailable) },
        headersTooLarge: @escaping @Sendable (Int) -> Response = { _ in Response(status: .requestHeaderFieldsTooLarge) },
        malformed: @escaping @Sendable (MalformedRequest) -> Response = { Response(status: $0.status) }
    ) {
        table = RouteTable(
            answers: RouteTable.Answers(
                notFound: notFound, methodNotAllowed: methodNotAllowed, bodyTooLarge: bodyTooLarge, overloaded: overloaded,
                bodyMemoryBusy: bodyMemoryBusy, headersTooLarge: headersTooLarge, malformed: malformed))
    }

    /// Serves `GET` (and `HEAD`, which the server answers without the body) on `path`.
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add(.get, path, handler)
        add(.head, path, handler)
    }

    public mutating func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
        table = table.adding(RouteTable.MethodHandler(method: method, handler: handler), at: path)
    }

    /// Serves `POST` on `path`, whose handler gets the request's body: at most `maximumBodySize`
    /// bytes (a larger one is answered `bodyTooLarge` before routing), counted against `memory`
    /// from before it is read until the request ends, when there is one.
    public mutating func post(
        _ path: String, maximumBodySize: Int, memory: (any BodyMemory)? = nil, _ handler: @escaping Handler
    ) {
        let body = BodyRoute(limit: maximumBodySize, memory: memory)
        table = table.adding(RouteTable.MethodHandler(method: .post, handler: handler, body: body), at: path)
    }

    /// Serves `GET` and `HEAD` on every path that starts with `prefix` (and is longer), when no
    /// exact path matches; the route label is `prefix` followed by `{id}`.
    public mutating func get(prefix: String, _ handler: @escaping Handler) {
        table = table.adding([.init(method: .get, handler: handler), .init(method: .head, handler: handler)], atPrefix: prefix)
    }

    /// Serves `POST` on every path that starts with `prefix` (and is longer), as `get(prefix:)`
    /// does `GET`, with a body as `post(_:maximumBodySize:memory:_:)` takes it.
    public mutating func post(
        prefix: String, maximumBodySize: Int, memory: (any BodyMemory)? = nil, _ handler: @escaping Handler
    ) {
        let body = BodyRoute(limit: maximumBodySize, memory: memory)
        table = table.adding([.init(method: .post, handler: handler, body: body)], atPrefix: prefix)
    }

    /// What the route of `method` on `path` takes as a body, or nil when it takes none.
    public func bodyRoute(method: HTTPRequest.Method, path: String) -> BodyRoute? {
        table.route(for: path)?.methods.first { $0.method == method }?.body
    }

    /// The methods served on `path`, in a stable order.
    public func allowedMethods(for path: String) -> [HTTPRequest.Method] {
        table.route(for: path)?.allowedMethods ?? []
    }

    /// Adds `middleware` around every routed request (404 and 405 included); the first added is
    /// the outermost.
    public mutating func use(_ middleware: any Middleware) {
        table = table.adding(middleware)
    }

    /// Routes on the path as received: it is looked up once, before the middleware runs.
    public func respond(to request: consuming Request) -> Response {
        let route = table.route(for: request.path)
        request.route = route?.label
        return table.respond(to: request, route: route, throughMiddlewareFrom: 0)
    }
}

/// A router's routes, middleware and unrouted answers: one immutable object, so that the router
/// is one reference to copy. Routes are few, so paths and methods are found by comparing them in
/// turn, which for a handful of short strings costs less than hashing one.
private final class RouteTable: Sendable {
    /// A method's handler, and what it takes as a body when it takes one.
    struct MethodHandler {
        var method: HTTPRequest.Method
        var handler: Handler
        var body: BodyRoute? = nil
    }

    /// One path's handlers: an object, so that a request's route is one reference to pass along.
    final class Route: Sendable {
        let path: String
        /// The path's length in bytes: a request's path is compared with the paths of its length
        /// only (comparing `String`s past fifteen bytes costs more than comparing their lengths).
        let pathLength: Int
        /// The path's bytes, which a long path is compared with.
        let pathBytes: [UInt8]
        /// The label for logs and metrics: the path, or a prefix route's pattern.
        let label: String
        let methods: [MethodHandler]

        init(path: String, label: String, methods: [MethodHandler]) {
            self.path = path
            self.pathLength = path.utf8.count
            self.pathBytes = Array(path.utf8)
            self.label = label
            self.methods = methods
        }

        func handler(for method: HTTPRequest.Method) -> Handler? {
            for entry in methods where entry.method == method { return entry.handler }
            return nil
        }

        /// The methods served, in a stable order.
        var allowedMethods: [HTTPRequest.Method] { methods.map(\.method).sorted { $0.rawValue < $1.rawValue } }
    }

    /// The answers that are not a route's.
    struct Answers {
        let notFound: Handler
        let methodNotAllowed: @Sendable (Request, [HTTPRequest.Method]) -> Response
        let bodyTooLarge: @Sendable (Int) -> Response
        let overloaded: @Sendable () -> Response
        let bodyMemoryBusy: @Sendable () -> Response
        let headersTooLarge: @Sendable (Int) -> Response
        let malformed: @Sendable (MalformedRequest) -> Response
    }

    let routes: [Route]
    let prefixRoutes: [Route]
    let middlewares: [any Middleware]
    let answers: Answers

    init(answers: Answers, routes: [Route] = [], prefixRoutes: [Route] = [], middlewares: [any Middleware] = []) {
        self.answers = answers
        self.routes = routes
        self.prefixRoutes = prefixRoutes
        self.middlewares = middlewares
    }

    /// This table with `entry` on `path`, in place of the path's entry of the same method.
    func adding(_ entry: MethodHandler, at path: String) -> RouteTable {
        var routes = routes
        if let index = routes.firstIndex(where: { $0.path == path }) {
            let methods = routes[index].methods.filter { $0.method != entry.method } + [entry]
            routes[index] = Route(path: path, label: path, methods: methods)
        } else {
            routes.append(Route(path: path, label: path, methods: [entry]))
        }
        return RouteTable(answers: answers, routes: routes, prefixRoutes: prefixRoutes, middlewares: middlewares)
    }

    /// This table with `entries` on the paths under `prefix`, in place of its entries of the same methods.
    func adding(_ entries: [MethodHandler], atPrefix prefix: String) -> RouteTable {
        var prefixRoutes = prefixRoutes
        let index = prefixRoutes.firstIndex { $0.path == prefix }
        let kept = index.map { prefixRoutes[$0].methods.filter { old in !entries.contains { $0.method == old.method } } } ?? []
        let route = Route(path: prefix, label: prefix + "{id}", methods: kept + entries)
        if let index { prefixRoutes[index] = route } else { prefixRoutes.append(route) }
        return RouteTable(answers: answers, routes: routes, prefixRoutes: prefixRoutes, middlewares: middlewares)
    }

    func adding(_ middleware: any Middleware) -> RouteTable {
        RouteTable(answers: answers, routes: routes, prefixRoutes: prefixRoutes, middlewares: middlewares + [middleware])
    }

    func exactRoute(_ path: String) -> Route? {
        let length = path.utf8.count
        // Up to fifteen bytes a `String` holds its bytes inline, and `==` compares two words; past
        // that, `==` takes a slower path than the bytes' own comparison.
        guard length > 15 else {
            for route in routes where route.pathLength == length && route.path == path { return route }
            return nil
        }
        return ByteView.reading(path) { bytes in
            for route in routes where route.pathLength == length {
                if ByteView.reading(route.pathBytes, { $0.elementsEqual(bytes) }) { return route }
            }
            return nil
        }
    }

    /// The route of `path`: its exact entry, else the first prefix entry.
    func route(for path: String) -> Route? {
        if let route = exactRoute(path) { return route }
        return prefixRoutes.first { path.count > $0.path.count && path.hasPrefix($0.path) }
    }

    func respond(to request: Request, route: Route?, throughMiddlewareFrom index: Int) -> Response {
        guard index < middlewares.count else { return answer(request, route) }
        return middlewares[index].respond(to: request) {
            respond(to: $0, route: route, throughMiddlewareFrom: index + 1)
        }
    }

    private func answer(_ request: Request, _ route: Route?) -> Response {
        guard let route else { return answers.notFound(request) }
        guard let handler = route.handler(for: request.method) else {
            return answers.methodNotAllowed(request, route.allowedMethods)
        }
        return handler(request)
    }
}
