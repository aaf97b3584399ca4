// The framing rules a request's header fields must pass before it is routed (RFC 9112, for a server that takes no bodies).

package import HTTPCore
import HTTPTypes

/// Checks a request's header fields one at a time, as libmicrohttpd hands them over and without
/// copying them; `fault(requiresHost:)` then says whether the request must be refused.
///
/// A proxy in front of the server must read every request's framing exactly as the server
/// does, or a request can hide inside another's body (request smuggling). So every request
/// whose framing leaves room for two readings is refused (RFC 9112 §6.3, §3.2, §5):
/// - any `Transfer-Encoding` (the API takes no bodies): 400, or 501 naming a coding other than
///   `chunked`;
/// - more than one `Content-Length`, or one that is not a plain decimal;
/// - a field name that is not a token (`Transfer-Encoding :` with its space included);
/// - a control byte (other than tab) in a field value;
/// - more than one `Host`, one that is not a host and port, or none in HTTP/1.1.
package struct FramingCheck {
    /// The bytes of every field's name and value, for the header-size cap.
    package private(set) var headerBytes = 0
    /// The announced body length, when one plain `Content-Length` was sent.
    package private(set) var contentLength: Int?
    private var contentLengthCount = 0
    private var hostCount = 0
    private var firstFault: MalformedRequest?

    package init() {}

    package mutating func inspect(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        headerBytes += name.count + value.count
        guard firstFault == nil else { return }
        guard !name.isEmpty, name.allSatisfy(FieldBytes.isToken) else {
            firstFault = MalformedRequest(field: "headers", reason: "\(FieldBytes.quoted(name)) is not a valid field name")
            return
        }
        // A host and port holds no control byte: a clean `Host` is read once.
        if FieldBytes.equalsIgnoringCase(name, "host"), hostCount == 0, value.allSatisfy(FieldBytes.isHostByte) {
            hostCount = 1
        } else if let control = value.first(where: FieldBytes.isControl) {
            firstFault = MalformedRequest(
                field: FieldBytes.lowercased(name), reason: "holds the control byte \(FieldBytes.hex(control))")
        } else if FieldBytes.equalsIgnoringCase(name, "content-length") {
            inspectContentLength(value)
        } else if FieldBytes.equalsIgnoringCase(name, "transfer-encoding") {
            firstFault = Self.refusal(ofTransferEncoding: value)
        } else if FieldBytes.equalsIgnoringCase(name, "host") {
            inspectHost(value)
        }
    }

    /// The first fault found, or a missing `Host` when the request's version requires one.
    package func fault(requiresHost: Bool) -> MalformedRequest? {
        if let firstFault { return firstFault }
        if requiresHost, hostCount == 0 {
            return MalformedRequest(field: "host", reason: "required in an HTTP/1.1 request")
        }
        return nil
    }

    private mutating func inspectContentLength(_ value: UnsafeRawBufferPointer) {
        contentLengthCount += 1
        guard contentLengthCount == 1 else {
            firstFault = MalformedRequest(field: "content-length", reason: "more than one")
            return
        }
        guard !value.isEmpty, value.allSatisfy(FieldBytes.isDigit) else {
            firstFault = MalformedRequest(field: "content-length", reason: "\(FieldBytes.quoted(value)) is not a plain decimal")
            return
        }
        // 18 digits always fit an Int; a longer number is over any cap.
        let digits = value.drop { $0 == UInt8(ascii: "0") }
        contentLength = digits.count > 18 ? Int.max : digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private mutating func inspectHost(_ value: UnsafeRawBufferPointer) {
        hostCount += 1
        if hostCount > 1 {
            firstFault = MalformedRequest(field: "host", reason: "more than one")
        } else if !value.allSatisfy(FieldBytes.isHostByte) {
            firstFault = MalformedRequest(field: "host", reason: "\(FieldBytes.quoted(value)) is not a host and port")
        }
    }

    /// Every transfer coding is refused: the API takes no bodies, and a proxy that reads a
    /// coding list differently frames the body differently. A coding the server does not know
    /// is 501 (RFC 9112 §6.1); `chunked` alone is a body the API does not take, 400.
    private static func refusal(ofTransferEncoding value: UnsafeRawBufferPointer) -> MalformedRequest {
        for element in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            // A coding's parameters (`;q=…`) and the whitespace around it are not its name.
            let coding = FieldBytes.trimmingSpaces(UnsafeRawBufferPointer(rebasing: element.prefix { $0 != UInt8(ascii: ";") }))
            if !coding.isEmpty, !FieldBytes.equalsIgnoringCase(coding, "chunked") {
                return MalformedRequest(
                    status: .notImplemented, field: "transfer-encoding",
                    reason: "the coding \(FieldBytes.quoted(coding)) is not implemented; the API takes no request bodies")
            }
        }
        return MalformedRequest(field: "transfer-encoding", reason: "refused; the API takes no request bodies")
    }
}

/// Byte classes of RFC 9110's field syntax.
enum FieldBytes {
    /// `tchar`: the bytes of a token (method, field name, transfer coding): letters, digits and
    /// ``!#$%&'*+-.^_`|~``. Each class is two 64-bit masks, one bit per byte below 128: constants,
    /// so a check per byte reads no table (a table is a global, checked for its initialization on
    /// every read).
    static func isToken(_ byte: UInt8) -> Bool { isIn(byte, low: 0x03ff_6cfa_0000_0000, high: 0x57ff_ffff_c7ff_fffe) }

    /// Control bytes are not field content; tab is (it is whitespace).
    static func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09) || byte == 0x7F }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `uri-host [":" port]`: a registered name, an IPv4 address or a bracketed IPv6 literal,
    /// percent-encoded bytes allowed: letters, digits and `-._~!$&'()*+,;=:[]%`.
    static func isHostByte(_ byte: UInt8) -> Bool { isIn(byte, low: 0x2fff_7ff2_0000_0000, high: 0x47ff_fffe_afff_fffe) }

    /// Whether bit `byte` is set in `low` (bytes 0–63) or `high` (64–127).
    private static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? (low >> byte) & 1 == 1 : byte < 128 && (high >> (byte - 64)) & 1 == 1
    }

    /// Whether `bytes` spell `lowercase` in any case (ASCII letters only change case).
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        let count = lowercase.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let expected = lowercase.utf8Start
        for index in 0..<count {
            let byte = bytes[index]
            guard (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == expected[index] else {
                return false
            }
        }
        return true
    }

    static func trimmingSpaces(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return UnsafeRawBufferPointer(rebasing: bytes[0..<0])
        }
        return UnsafeRawBufferPointer(rebasing: bytes[first...last])
    }

    static func lowercased(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self).lowercased()
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return "0x" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// The bytes between quotes for a problem's detail: printable ASCII as it is, any other byte
    /// as `\xNN`, cut after 40 bytes.
    static func quoted(_ bytes: UnsafeRawBufferPointer) -> String {
        var text = "'"
        for byte in bytes.prefix(40) {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + hex(byte).dropFirst(2)
            }
        }
        return text + (bytes.count > 40 ? "…'" : "'")
    }
}
