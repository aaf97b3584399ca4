// One structured log line per request: method, path, route, status and duration.

import HTTPTypes
public import Logging

/// Logs every request at `info` through swift-log, with its fields as metadata, so a log
/// handler can emit them as structured data. At the default level (`notice`) nothing is logged
/// and the cost is one level check.
public struct AccessLogMiddleware: Middleware {
    public let logger: Logger
    /// Whether `logger` logs at `info`, read once: reading the level copies the handler, on every
    /// request. A logger's level is fixed when it is made (swift-log's handlers keep it as a
    /// value), so a handler whose level would change afterwards is not followed.
    private let logsRequests: Bool

    public init(logger: Logger) {
        self.logger = logger
        logsRequests = logger.logLevel <= .info
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        guard logsRequests else { return next(request) }
        let started = ContinuousClock.now
        let response = next(request)
        let duration = ContinuousClock.now - started
        logger.info(
            "request",
            metadata: [
                "method": "\(request.method.rawValue)",
                "path": "\(request.path)",
                "route": "\(request.route ?? "unmatched")",
                "status": "\(response.status.code)",
                "bytes": "\(response.body.count)",
                "duration_us": "\(duration.microseconds)",
            ])
        return response
    }
}

extension Duration {
    /// The duration in whole microseconds.
    var microseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
