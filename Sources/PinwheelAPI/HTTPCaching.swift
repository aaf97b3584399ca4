// Strong ETags, Cache-Control and 304s: answers are pure functions of the query, so caches may keep them.

import HTTPTypes
public import MicroHTTPServer

/// Makes a 200 answer cacheable: a strong `ETag` from its bytes and `Cache-Control: public`;
/// a request whose `If-None-Match` already holds that tag gets `304 Not Modified` without a body.
public enum HTTPCaching {
    /// How long a shared cache may serve an answer without asking again. An answer only changes
    /// when the server's version does, so an hour is safe and long enough to matter.
    public static let cacheControl = "public, max-age=3600"

    public static func cacheable(_ response: Response, for request: Request) -> Response {
        guard response.status == .ok else { return response }
        let tag = entityTag(of: response.body)
        var headers = response.headerFields
        headers[.eTag] = tag
        headers[.cacheControl] = cacheControl
        if let ifNoneMatch = request.headerFields[.ifNoneMatch], matches(ifNoneMatch, tag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headerFields: headers)
        }
        return Response(status: .ok, headerFields: headers, body: response.body)
    }

    /// `"` + the 64-bit FNV-1a hash of the bytes in hex + `"`: equal bytes, equal tag.
    static func entityTag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

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
