// Strong ETags, Cache-Control and 304s: answers are pure functions of the query, so caches may keep them.

import HTTPTypes
public import HTTPCore
import WireFormat

/// Makes a 200 answer cacheable: a strong `ETag` from its bytes and `Cache-Control: public`;
/// a request whose `If-None-Match` already holds that tag gets `304 Not Modified` without a body.
public enum HTTPCaching {
    /// How long a shared cache may serve an answer without asking again. An answer only changes
    /// when the server's version does, so an hour is safe and long enough to matter.
    public static let cacheControl = "public, max-age=3600"

    public static func cacheable(_ response: consuming Response, for request: Request) -> Response {
        guard response.status == .ok else { return response }
        let tag = entityTag(of: response.body)
        return cacheable(response, tag: tag, for: request)
    }

    /// The same, with the tag of `response.body` computed beforehand (for bytes that never change).
    static func cacheable(_ response: consuming Response, tag: String, for request: Request) -> Response {
        if let ifNoneMatch = request.headers[.ifNoneMatch], matches(ifNoneMatch, tag) {
            var headers = response.headerFields
            headers[.contentType] = nil
            headers[.cacheControl] = cacheControl
            return .notModified(headerFields: headers, entityTag: tag, length: response.body.count)
        }
        var answer = response
        answer.entityTag = tag
        // Appended, not set by name (which scans and compares every field): a field of that name
        // is only replaced when the answer has one.
        set(cacheControlField, in: &answer.headerFields)
        return answer
    }

    /// A cacheable JSON answer of `body` (the route's hot path): the prebuilt fields, shared by
    /// every answer, and the body's tag; the same fields as `cacheable(_:tag:for:)` gives a JSON
    /// answer.
    static func cacheableJSON(_ body: TaggedBody, for request: Request) -> Response {
        if let ifNoneMatch = request.headers[.ifNoneMatch], matches(ifNoneMatch, body.entityTag) {
            return .notModified(headerFields: notModifiedFields, entityTag: body.entityTag, length: body.bytes.count)
        }
        return Response(status: .ok, headerFields: jsonFields, entityTag: body.entityTag, body: body.bytes)
    }

    private static let cacheControlField = HTTPField(name: .cacheControl, value: cacheControl)
    /// Every JSON answer's fields, shared (the tag is the answer's `entityTag`).
    private static let jsonFields: HTTPFields = [.contentType: "application/json", .cacheControl: cacheControl]
    private static let notModifiedFields: HTTPFields = [.cacheControl: cacheControl]

    private static func set(_ field: HTTPField, in fields: inout HTTPFields) {
        if fields.contains(where: { $0.name == field.name }) {
            fields[field.name] = field.value
        } else {
            fields.append(field)
        }
    }

    /// `"` + a 64-bit hash of the bytes in 16 hex digits + `"` (`EntityTagHash`): equal bytes,
    /// equal tag, on every replica.
    public static func entityTag(of bytes: [UInt8]) -> String { EntityTagHash.tag(of: bytes) }

    /// RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (a `W/` prefix is ignored).
    static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { element in
            var candidate = element.filter { $0 != " " && $0 != "\t" }[...]
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
            return candidate == tag
        }
    }
}
