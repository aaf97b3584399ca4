// The framing rules a request's header fields must pass before it is routed (RFC 9112; a body only with Content-Length).

package import HTTPCore
import HTTPTypes

/// Checks a request's header fields one at a time, as libmicrohttpd hands them over and without
/// copying them; `fault(requiresHost:)` then says whether the request must be refused.
///
/// A proxy in front of the server must read every request's framing exactly as the server
/// does, or a request can hide inside another's body (request smuggling). So every request
/// whose framing leaves room for two readings is refused (RFC 9112 §6.3, §3.2, §5):
/// - any `Transfer-Encoding` (a body, which only `POST /sizes` takes, comes with `Content-Length`):
///   400, or 501 naming a coding other than `chunked`;
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
        guard case .none = firstFault else { return }
        guard !name.isEmpty, FieldBytes.areTokenBytes(name) else {
            firstFault = MalformedRequest(field: "headers", reason: "\(FieldBytes.quoted(name)) is not a valid field name")
            return
        }
        if let control = FieldBytes.firstControl(in: value) {
            firstFault = MalformedRequest(
                field: FieldBytes.lowercased(name), reason: "holds the control byte \(FieldBytes.hex(control))")
            return
        }
        // By length first: most names are none of the three.
        switch name.count {
        case 14 where FieldBytes.equalsIgnoringCase(name, "content-length"): inspectContentLength(value)
        case 17 where FieldBytes.equalsIgnoringCase(name, "transfer-encoding"):
            firstFault = Self.refusal(ofTransferEncoding: value)
        case 4 where FieldBytes.equalsIgnoringCase(name, "host"): inspectHost(value)
        default: break
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
        } else if !FieldBytes.areHostBytes(value) {
            firstFault = MalformedRequest(field: "host", reason: "\(FieldBytes.quoted(value)) is not a host and port")
        }
    }

    /// Every transfer coding is refused: a body (only `POST /sizes` takes one) comes with
    /// `Content-Length`, and a proxy that reads a coding list differently frames the body
    /// differently. A coding the server does not know is 501 (RFC 9112 §6.1); `chunked` alone, 400.
    private static func refusal(ofTransferEncoding value: UnsafeRawBufferPointer) -> MalformedRequest {
        for element in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            // A coding's parameters (`;q=…`) and the whitespace around it are not its name.
            let coding = FieldBytes.trimmingSpaces(UnsafeRawBufferPointer(rebasing: element.prefix { $0 != UInt8(ascii: ";") }))
            if !coding.isEmpty, !FieldBytes.equalsIgnoringCase(coding, "chunked") {
                return MalformedRequest(
                    status: .notImplemented, field: "transfer-encoding",
                    reason: "the coding \(FieldBytes.quoted(coding)) is not implemented; a request body comes with Content-Length"
                )
            }
        }
        return MalformedRequest(field: "transfer-encoding", reason: "refused; a request body comes with Content-Length")
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

    /// Whether every byte of `bytes` is a token byte: eight at a time while they are letters,
    /// digits and `-` (`ByteWord.isNameLike`), one at a time otherwise.
    static func areTokenBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstFailing(bytes, wordPasses: { $0.isNameLike }, isToken) == nil
    }

    /// Whether every byte of `bytes` is a host byte, read as `areTokenBytes` reads.
    static func areHostBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstFailing(bytes, wordPasses: { $0.isHostLike }, isHostByte) == nil
    }

    /// The first control byte of `bytes`, read as `areTokenBytes` reads.
    static func firstControl(in bytes: UnsafeRawBufferPointer) -> UInt8? {
        firstFailing(bytes, wordPasses: { $0.isPrintable }) { !isControl($0) }.map { bytes[$0] }
    }

    /// Where the first byte of `bytes` that fails `passes` is, nil when none does. Reads eight
    /// bytes at a time (the last eight overlapping the eight before), and one at a time only the
    /// words `wordPasses` does not vouch for, and fewer than eight bytes.
    @inline(__always)
    private static func firstFailing(
        _ bytes: UnsafeRawBufferPointer, wordPasses: (ByteWord) -> Bool, _ passes: (UInt8) -> Bool
    ) -> Int? {
        guard bytes.count >= 8 else { return bytes.firstIndex { !passes($0) } }
        var offset = 0
        while offset < bytes.count {
            let start = min(offset, bytes.count - 8)
            if !wordPasses(ByteWord(bytes, at: start)) {
                for index in start..<(start + 8) where !passes(bytes[index]) { return index }
            }
            offset = start + 8
        }
        return nil
    }

    /// Whether bit `byte` is set in `low` (bytes 0–63) or `high` (64–127).
    private static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? (low >> byte) & 1 == 1 : byte < 128 && (high >> (byte - 64)) & 1 == 1
    }

    /// Whether `bytes` spell `lowercase`, an ASCII string, in any case (ASCII letters only change
    /// case). Eight bytes at a time, as `firstFailing` reads, when there are eight.
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        let count = lowercase.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let target = UnsafeRawBufferPointer(start: lowercase.utf8Start, count: count)
        guard count >= 8 else {
            for index in 0..<count where lowercased(bytes[index]) != target[index] { return false }
            return true
        }
        var offset = 0
        while offset < count {
            let start = min(offset, count - 8)
            let word = ByteWord(bytes, at: start)
            // An uppercase letter's high bit, moved to 0x20, lowercases it.
            guard word.isASCII, (word.bits | (word.within(0x41, 0x5A) >> 2)) == ByteWord(target, at: start).bits else {
                return false
            }
            offset = start + 8
        }
        return true
    }

    /// `byte`, an uppercase ASCII letter made lowercase.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
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
