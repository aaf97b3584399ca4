// Cross-origin resource sharing: which other origins' pages may call the API, and preflight answers.

public import HTTPTypes

/// Lets pages served from `allowedOrigin` (or from anywhere, with `*`) call the routes from a
/// browser: adds `Access-Control-Allow-Origin` to answers to requests that carry an `Origin`,
/// and answers preflight requests (`OPTIONS` with `Access-Control-Request-Method`) on a known
/// route with 204, naming the methods the route serves (`allowedMethods`) and the request headers
/// a page may send (`Content-Type`, for a JSON post; `If-None-Match`). Requests from other origins
/// get no CORS headers, so browsers refuse them. Since the answer depends on `Origin`, every
/// answer says so (`Vary: Origin`), so that a shared cache keeps one per origin.
public struct CORSMiddleware: Middleware {
    public let allowedOrigin: String
    /// Seconds a browser may keep a preflight answer.
    public let maxAge: Int
    /// The methods served on a path: the router's (`Router.allowedMethods(for:)`).
    private let allowedMethods: @Sendable (String) -> [HTTPRequest.Method]

    /// The request headers a page may send cross-origin beyond the CORS-safelisted ones.
    public static let allowedHeaders = "Content-Type, If-None-Match"

    public init(
        allowedOrigin: String, maxAge: Int = 600,
        allowedMethods: @escaping @Sendable (String) -> [HTTPRequest.Method] = { _ in [.get, .head] }
    ) {
        self.allowedOrigin = allowedOrigin
        self.maxAge = maxAge
        self.allowedMethods = allowedMethods
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        guard let origin = request.headers[.origin], allowedOrigin == "*" || origin == allowedOrigin else {
            var response = next(request)
            Self.addVaryOrigin(to: &response)
            return response
        }
        if request.method == .options, request.route != nil,
            request.headers[.accessControlRequestMethod] != nil
        {
            var response = Response(status: .noContent)
            addAllowOrigin(to: &response)
            let methods = allowedMethods(request.path).filter { $0 != .options } + [.options]
            response.headerFields[.accessControlAllowMethods] = methods.map(\.rawValue).joined(separator: ", ")
            response.headerFields[.accessControlAllowHeaders] = Self.allowedHeaders
            response.headerFields[.accessControlMaxAge] = String(maxAge)
            return response
        }
        var response = next(request)
        addAllowOrigin(to: &response)
        // The tag is what a page needs to make its next request conditional.
        response.headerFields[.accessControlExposeHeaders] = "ETag"
        return response
    }

    private func addAllowOrigin(to response: inout Response) {
        response.headerFields[.accessControlAllowOrigin] = allowedOrigin
        Self.addVaryOrigin(to: &response)
    }

    /// Adds `Origin` to the answer's `Vary`, keeping what it named.
    private static func addVaryOrigin(to response: inout Response) {
        guard let vary = response.headerFields[.vary], !vary.isEmpty else {
            response.headerFields[.vary] = "Origin"
            return
        }
        let named = vary.split(separator: ",").map { $0.trimmingCharacters(in: " \t").lowercased() }
        if !named.contains("origin") && !named.contains("*") { response.headerFields[.vary] = vary + ", Origin" }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return text
    }
}
