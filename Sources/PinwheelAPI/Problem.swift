// RFC 9457 problem details: the body of every error answer.

public import HTTPTypes
public import HTTPCore
import LayoutEngine
import WireFormat

/// An `application/problem+json` body. `parameter` names the query parameter at fault, when one
/// is; for a request refused before routing, the header at fault (lowercase), or `headers`,
/// `method` or `target`.
public struct Problem: Codable, Hashable, Sendable, Error {
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String
    public var parameter: String?

    public init(type: String, title: String, status: HTTPResponse.Status, detail: String, parameter: String? = nil) {
        self.type = type
        self.title = title
        self.status = status.code
        self.detail = detail
        self.parameter = parameter
    }

    public static let mediaType = "application/problem+json"

    /// The problem as a response with its status and media type; a `503` says when to retry.
    public var response: Response {
        let status = HTTPResponse.Status(code: status)
        var response = Response(status: status, contentType: Problem.mediaType, body: JSONBody.encode(self))
        if status == .serviceUnavailable { response.headerFields[.retryAfter] = "1" }
        return response
    }
}

extension Problem {
    static func invalidParameter(_ name: String, _ detail: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:invalid-parameter", title: "Invalid parameter", status: .badRequest,
            detail: "\(name): \(detail)", parameter: name)
    }

    static func unknownParameter(_ name: String, _ detail: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:unknown-parameter", title: "Unknown parameter", status: .badRequest,
            detail: "\(name): \(detail)", parameter: name)
    }

    static func missingParameter(_ name: String, _ detail: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:missing-parameter", title: "Missing parameter", status: .badRequest,
            detail: "\(name): required; \(detail)", parameter: name)
    }

    static func tooManyItems(_ name: String, count: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:too-many-items", title: "Too many items", status: .badRequest,
            detail: "\(name): the request would return \(count) items, over the limit of \(Limits.itemsPerResponse) per response",
            parameter: name)
    }

    static func queryTooLong(_ detail: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:query-too-long", title: "Query too long", status: .uriTooLong,
            detail: "query: \(detail)", parameter: "query")
    }

    static func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:body-too-large", title: "Content Too Large", status: .contentTooLarge,
            detail: "body: over the limit of \(limit) bytes (POST /sizes and POST /pages take a body)", parameter: "body")
    }

    static func headersTooLarge(limit: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:headers-too-large", title: "Request Header Fields Too Large",
            status: .requestHeaderFieldsTooLarge, detail: "headers: over the limit of \(limit) bytes", parameter: "headers")
    }

    /// A request refused for its framing, method or target: 400, or 501 for what the server does not implement.
    static func malformedRequest(_ fault: MalformedRequest) -> Problem {
        Problem(
            type: fault.status == .notImplemented
                ? "urn:pinwheel:problem:not-implemented" : "urn:pinwheel:problem:malformed-request",
            title: fault.status == .notImplemented ? "Not Implemented" : "Malformed request", status: fault.status,
            detail: "\(fault.field): \(fault.reason)", parameter: fault.field)
    }

    static let overloaded = Problem(
        type: "urn:pinwheel:problem:overloaded", title: "Service Unavailable", status: .serviceUnavailable,
        detail: "connections: too many open at once; retry shortly", parameter: nil)

    /// A post refused for now: the size tables' budget (`--sizes-memory`) is held by other posts
    /// being answered, which give it back as they end.
    static let sizesBusy = Problem(
        type: "urn:pinwheel:problem:overloaded", title: "Service Unavailable", status: .serviceUnavailable,
        detail: "body: the size tables' memory (--sizes-memory) is held by other posts in flight; retry shortly",
        parameter: "body")

    static func notFound(_ path: String) -> Problem {
        Problem(
            type: "about:blank", title: "Not Found", status: .notFound,
            detail: "path: no resource at \(path); see /openapi.yaml", parameter: "path")
    }

    static func methodNotAllowed(_ method: String, path: String, allowed: String) -> Problem {
        Problem(
            type: "about:blank", title: "Method Not Allowed", status: .methodNotAllowed,
            detail: "method: \(path) answers \(allowed), not \(method)", parameter: "method")
    }
}

extension Problem {
    static func tooManyFrames(_ name: String, count: Int, duration: Double, fps: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:too-many-frames", title: "Too many frames", status: .badRequest,
            detail: "\(name): the motion lasts \(duration) s, \(count) frames at \(fps) fps, over the limit of "
                + "\(Limits.framesPerMotion) frames per answer",
            parameter: name)
    }

    /// A grid engine's refusal, naming its parameter: `too-many-items` for a window over its item
    /// limit, as for every layout, `invalid-parameter` otherwise.
    static func gridRefusal(_ error: GridParameterError) -> Problem {
        guard error.isTooManyItems else { return .invalidParameter(error.parameter, error.reason) }
        return Problem(
            type: "urn:pinwheel:problem:too-many-items", title: "Too many items", status: .badRequest,
            detail: "\(error.parameter): \(error.reason)", parameter: error.parameter)
    }

    /// More grid items than a request walks without a size table: `too-many-items`, as every
    /// limit on the items a request would cost is.
    static func tooManyInlineItems(_ name: String, count: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:too-many-items", title: "Too many items", status: .badRequest,
            detail: "\(name): \(count) items, more than the \(Limits.gridItemsInline) a request walks without a size table; "
                + "post the sizes to /sizes and name the table (@id)",
            parameter: name)
    }

    static func tooManyMotionItems(_ name: String, count: Int, frames: Int) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:too-many-items", title: "Too many items", status: .badRequest,
            detail: "\(name): the motion's \(frames) frames would hold \(count) items, over the limit of "
                + "\(Limits.itemsPerMotion) per answer",
            parameter: name)
    }
}

extension Problem {
    /// `sizes=@id` names a table this server does not hold (never posted here, or evicted).
    static func sizesUnknown(_ id: String, parameter: String = QueryParameter.sizes.name) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:sizes-unknown", title: "Unknown size table", status: .notFound,
            detail: "\(parameter): no size table \(id) is held here (never posted to this server, or evicted); "
                + "POST /sizes the list again and retry",
            parameter: parameter)
    }

    /// A list of lengths in a body refused for its syntax or values (400), or its size (413).
    static func sizeListRefused(_ fault: SizeListFault) -> Problem {
        Problem(
            type: fault.isTooLarge ? "urn:pinwheel:problem:body-too-large" : "urn:pinwheel:problem:invalid-body",
            title: fault.isTooLarge ? "Content Too Large" : "Invalid body",
            status: fault.isTooLarge ? .contentTooLarge : .badRequest, detail: fault.detail("body"), parameter: "body")
    }

    static func unsupportedMediaType(_ contentType: String?, accepted: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:unsupported-media-type", title: "Unsupported Media Type",
            status: .unsupportedMediaType,
            detail: "content-type: \(contentType.map { "'\($0)'" } ?? "none") is not one of \(accepted)",
            parameter: "content-type")
    }
}
