// Strong ETags, Cache-Control and 304s: answers are pure functions of the query, so caches may keep them.

import HTTPTypes
public import HTTPCore

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
        if let ifNoneMatch = request.headerFields[.ifNoneMatch], matches(ifNoneMatch, tag) {
            var headers = response.headerFields
            headers[.contentType] = nil
            headers[.eTag] = tag
            headers[.cacheControl] = cacheControl
            return Response(status: .notModified, headerFields: headers)
        }
        var answer = response
        // Appended, not set by name (which scans and compares every field): a field of that name
        // is only replaced when the answer has one.
        set(HTTPField(name: .eTag, value: tag), in: &answer.headerFields)
        set(cacheControlField, in: &answer.headerFields)
        return answer
    }

    private static let cacheControlField = HTTPField(name: .cacheControl, value: cacheControl)

    private static func set(_ field: HTTPField, in fields: inout HTTPFields) {
        if fields.contains(where: { $0.name == field.name }) {
            fields[field.name] = field.value
        } else {
            fields.append(field)
        }
    }

    /// `"` + a 64-bit hash of the bytes in 16 hex digits + `"`: equal bytes, equal tag, on every
    /// replica (unlike `Hasher`, which is seeded per process). FNV-1a's multiply with a fold of
    /// the high half, eight bytes at a time in four independent lanes (32 bytes a round); each
    /// lane then goes through MurmurHash3's 64-bit finalizer before the four are mixed in turn,
    /// so that equal changes in two lanes cannot cancel. Four lanes, so that no multiply waits
    /// for the one before it; eight bytes a step, so that hashing stays far cheaper than encoding
    /// (BENCHMARKS.md has the profiles).
    public static func entityTag(of bytes: [UInt8]) -> String {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xcbf2_9ce4_8422_2325, 0x9e37_79b9_7f4a_7c15, 0xbf58_476d_1ce4_e5b9, 0x94d0_49bb_1331_11eb
        )
        var hash: UInt64 = 0
        bytes.withUnsafeBytes { buffer in
            let roundCount = buffer.count / 32
            for round in 0..<roundCount {
                let offset = round * 32
                lanes.0 = mix(lanes.0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = mix(lanes.1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = mix(lanes.2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = mix(lanes.3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            }
            hash = mix(
                mix(mix(mix(0xcbf2_9ce4_8422_2325, finalized(lanes.0)), finalized(lanes.1)), finalized(lanes.2)),
                finalized(lanes.3))
            let wordCount = buffer.count / 8
            for index in (roundCount * 4)..<wordCount {
                hash = mix(hash, buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
            var tail: UInt64 = UInt64(buffer.count)
            for index in (wordCount * 8)..<buffer.count {
                tail = tail << 8 | UInt64(buffer[index])
            }
            hash = mix(hash, tail)
        }
        var text = [UInt8](repeating: UInt8(ascii: "\""), count: 18)
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(index))) & 0xF
            text[index + 1] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// MurmurHash3's `fmix64`: a bijection in which every input bit reaches every output bit.
    private static func finalized(_ lane: UInt64) -> UInt64 {
        var value = lane
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x0000_0100_0000_01b3
        return product ^ (product >> 29)
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
