// Cross-origin resource sharing: which other origins' pages may call the API, and preflight answers.

import HTTPTypes

/// Lets pages served from `allowedOrigin` (or from anywhere, with `*`) call the routes from a
/// browser: adds `Access-Control-Allow-Origin` to answers to requests that carry an `Origin`,
/// and answers preflight requests (`OPTIONS` with `Access-Control-Request-Method`) on a known
/// route with 204. Requests from other origins get no CORS headers, so browsers refuse them.
public struct CORSMiddleware: Middleware {
    public let allowedOrigin: String
    /// Seconds a browser may keep a preflight answer.
    public let maxAge: Int

    public init(allowedOrigin: String, maxAge: Int = 600) {
        self.allowedOrigin = allowedOrigin
        self.maxAge = maxAge
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        guard let origin = request.headers[.origin], allowedOrigin == "*" || origin == allowedOrigin else {
            return next(request)
        }
        if request.method == .options, request.route != nil,
            request.headers[.accessControlRequestMethod] != nil
        {
            var response = Response(status: .noContent)
            addAllowOrigin(to: &response)
            response.headerFields[.accessControlAllowMethods] = "GET, HEAD, OPTIONS"
            response.headerFields[.accessControlAllowHeaders] = "If-None-Match"
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
        // A single allowed origin is one answer among others a cache may hold for other origins.
        if allowedOrigin != "*" { response.headerFields[.vary] = "Origin" }
    }
}
