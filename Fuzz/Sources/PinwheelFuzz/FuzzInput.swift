// The fuzzer's bytes as an HTTP request, split and percent-decoded the way libmicrohttpd 0.9.75
// hands a request to `accessHandler` (MHD_parse_arguments_, MHD_unescape_plus, MHD_http_unescape).

import HTTPTypes
import HTTPCore

/// One fuzz input, read as `[METHOD SP][/path?]query[LF If-None-Match[LF Content-Type[LF body]]]`:
///
/// - a first line of `count=20&offset=300` is a query, sent with GET to `/layout`, `/snap`,
///   `/motion` and `/hit`;
/// - a line starting with `/` is a request target: the path (percent-decoded, cut at a NUL as
///   `String(cString:)` cuts it) up to the first `?`, then the query, sent to that path alone;
/// - a leading word of 1–24 bytes without `/?&=` and followed by a space is the method (a token
///   `HTTPRequest.Method` refuses becomes `UNPARSEABLE`, as in `accessHandler`);
/// - the second line, if any, is the value of an `If-None-Match` header;
/// - the third, if any, is the value of a `Content-Type` header, and the rest is the body, which
///   only `POST /sizes` and `POST /pages` read (the transport hands no other route one).
struct FuzzInput {
    var method: HTTPRequest.Method = .get
    /// nil: the query goes to `/layout`, `/snap`, `/motion` and `/hit`.
    var path: String?
    var query: [QueryItem] = []
    var headerFields = HTTPFields()
    var body: [UInt8] = []

    static let unparseable = HTTPRequest.Method("UNPARSEABLE")!

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var target = Array(bytes)[...]
        if let newline = target.firstIndex(of: UInt8(ascii: "\n")) {
            let lines = target[(newline + 1)...].split(
                separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
            headerFields[.ifNoneMatch] = String(decoding: lines[0], as: UTF8.self)
            if lines.count > 1 { headerFields[.contentType] = String(decoding: lines[1], as: UTF8.self) }
            if lines.count > 2 { body = Array(lines[2]) }
            target = target[..<newline]
        }
        // The request line is a C string inside libmicrohttpd: a raw NUL ends it.
        target = target.prefix { $0 != 0 }
        if let space = target.prefix(25).firstIndex(of: UInt8(ascii: " ")), space > target.startIndex,
            !target[..<space].contains(where: { "/?&=".utf8.contains($0) })
        {
            method = HTTPRequest.Method(String(decoding: target[..<space], as: UTF8.self)) ?? Self.unparseable
            target = target[(space + 1)...]
        }
        if target.first == UInt8(ascii: "/") {
            let question = target.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex
            let decoded = MHD.unescape(target[..<question], plus: false)
            path = String(decoding: decoded.prefix { $0 != 0 }, as: UTF8.self)
            target = question == target.endIndex ? target[target.endIndex...] : target[(question + 1)...]
        }
        query = MHD.arguments(target)
    }

    /// The request `accessHandler` builds: `queryLength` is left to `Request`'s default, as there.
    func request(path: String) -> Request {
        Request(
            method: method, path: path, query: query, headerFields: headerFields,
            body: method == .post && (path == "/sizes" || path == "/pages") ? body : [])
    }
}

/// libmicrohttpd's query parsing, byte for byte.
enum MHD {
    /// `MHD_parse_arguments_`: `&` separates arguments, the first `=` of one splits name from
    /// value; an argument without `=` has a NULL value (also an empty one, as in `a&&b`); a
    /// trailing `&` adds nothing. Names and values are then `+`-to-space and `%XX` decoded.
    static func arguments(_ query: ArraySlice<UInt8>) -> [QueryItem] {
        var items: [QueryItem] = []
        var rest = query
        while !rest.isEmpty {
            let ampersand = rest.firstIndex(of: UInt8(ascii: "&"))
            let equals = rest.firstIndex(of: UInt8(ascii: "="))
            let end = ampersand ?? rest.endIndex
            if let equals, equals < end {
                items.append(QueryItem(name: text(rest[..<equals]), value: text(rest[(equals + 1)..<end])))
            } else {
                items.append(QueryItem(name: text(rest[..<end]), value: nil))
            }
            guard let ampersand else { break }
            rest = rest[(ampersand + 1)...]
        }
        return items
    }

    /// What `accessHandler` makes of a name or value: decoded, then read as (repaired) UTF-8.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: unescape(bytes, plus: true), as: UTF8.self)
    }

    /// `MHD_unescape_plus` (when `plus`) then `MHD_http_unescape`: `%` and two hex digits is that
    /// byte; any other `%` stays as it is.
    static func unescape(_ bytes: ArraySlice<UInt8>, plus: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            // `+` is never a hex digit, so decoding `+` in the same pass gives what MHD's two passes give.
            if byte == UInt8(ascii: "%"), bytes.endIndex - index >= 3,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
                continue
            }
            output.append(plus && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
