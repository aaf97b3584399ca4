// The framing rules and the target forms as pure functions: each rule on the bytes it judges.

import HTTPCore
@testable import MicroHTTPServer
import HTTPTypes
import Testing

/// Runs `FramingCheck` over `fields` (name, value) as libmicrohttpd would hand them over.
private func fault(_ fields: [(String, String)], requiresHost: Bool = true) -> MalformedRequest? {
    var check = FramingCheck()
    for (name, value) in fields {
        Array(name.utf8).withUnsafeBytes { name in
            Array(value.utf8).withUnsafeBytes { value in check.inspect(name: name, value: value) }
        }
    }
    return check.fault(requiresHost: requiresHost)
}

@Test func cleanFieldsPass() {
    #expect(fault([("Host", "127.0.0.1:8080"), ("Accept", "*/*"), ("If-None-Match", "\"a\"\t"), ("X-Obs", "caf\u{e9}")]) == nil)
    #expect(fault([("Content-Length", "0"), ("host", "")]) == nil)
    #expect(fault([], requiresHost: false) == nil)
}

@Test func theFirstFaultIsTheOneReported() {
    let found = fault([("Host", "a"), ("X@", "1"), ("Content-Length", "1"), ("Content-Length", "2")])
    #expect(found == MalformedRequest(field: "headers", reason: "'X@' is not a valid field name"))
}

@Test(arguments: ["", " ", "X A", "X:", "é", "X\u{0}"])
func aNameThatIsNotATokenIsAFault(name: String) {
    #expect(fault([("Host", "a"), (name, "1")])?.field == "headers")
}

@Test(arguments: [0x00, 0x01, 0x0A, 0x0D, 0x1F, 0x7F] as [UInt8])
func aControlByteIsAFaultButTabIsNot(byte: UInt8) {
    let value = "a" + String(decoding: [byte], as: UTF8.self) + "b"
    #expect(
        fault([("Host", "a"), ("X-A", value)])
            == MalformedRequest(field: "x-a", reason: "holds the control byte \(FieldBytes.hex(byte))"))
    #expect(fault([("Host", "a"), ("X-A", "a\tb")]) == nil)
}

@Test func contentLengthMustBeOnePlainDecimal() {
    #expect(fault([("Host", "a"), ("content-length", "0"), ("CONTENT-LENGTH", "0")])?.reason == "more than one")
    for value in ["+1", "-1", "0x10", "1,1", "1 ", "", "1e3"] {
        #expect(fault([("Host", "a"), ("Content-Length", value)])?.field == "content-length", "\(value)")
    }
}

@Test func theAnnouncedLengthIsParsedAndALongOneSaturates() {
    var check = FramingCheck()
    Array("Content-Length".utf8).withUnsafeBytes { name in
        Array("000123".utf8).withUnsafeBytes { check.inspect(name: name, value: $0) }
    }
    #expect(check.contentLength == 123)
    var long = FramingCheck()
    Array("Content-Length".utf8).withUnsafeBytes { name in
        // 25 digits: past what an Int holds, so past any cap.
        Array(String(repeating: "9", count: 25).utf8).withUnsafeBytes { long.inspect(name: name, value: $0) }
    }
    #expect(long.contentLength == Int.max)
    // "Content-Length" (14) + "000123" (6) bytes of fields.
    #expect(check.headerBytes == 20)
}

@Test(arguments: [
    ("chunked", 400), ("CHUNKED", 400), ("chunked;q=1", 400), (" chunked , chunked", 400), ("", 400),
    ("gzip", 501), ("chunked, identity", 501), ("identity", 501), ("x, chunked", 501),
])
func everyTransferEncodingIsAFault(value: String, status: Int) {
    let found = fault([("Host", "a"), ("Transfer-Encoding", value)])
    #expect(found?.field == "transfer-encoding")
    #expect(found?.status.code == status)
}

@Test func hostIsRequiredOnceFromHTTP11On() {
    #expect(fault([("Accept", "*/*")]) == MalformedRequest(field: "host", reason: "required in an HTTP/1.1 request"))
    #expect(fault([("Accept", "*/*")], requiresHost: false) == nil)
    #expect(fault([("Host", "a"), ("host", "a")])?.reason == "more than one")
    for host in ["a b", "a/b", "u@h", "h?q", "h#f", "\"h\""] {
        #expect(fault([("Host", host)])?.field == "host", "\(host)")
    }
    for host in ["example.com", "EXAMPLE.com:80", "[::1]:8080", "127.0.0.1", "xn--caf-dma.example", "a%20b"] {
        #expect(fault([("Host", host)]) == nil, "\(host)")
    }
}

@Test func aQuotedByteStringShowsEveryByte() {
    Array("a'\\\u{1}é".utf8).withUnsafeBytes { bytes in
        #expect(FieldBytes.quoted(bytes) == #"'a\x27\x5C\x01\xC3\xA9'"#)
    }
    Array(String(repeating: "x", count: 41).utf8).withUnsafeBytes { bytes in
        #expect(FieldBytes.quoted(bytes) == "'" + String(repeating: "x", count: 40) + "…'")
    }
}

@Test(arguments: [
    ("/layout", "GET", "/layout"), ("http://h/layout", "GET", "/layout"), ("HTTPS://h:1/a/b", "GET", "/a/b"),
    ("http://h", "GET", "/"), ("*", "OPTIONS", "*"),
])
func aTargetIsRoutedByItsPath(target: String, method: String, path: String) throws {
    #expect(try RequestTarget.path(of: target, method: HTTPRequest.Method(method)!).get() == path)
}

@Test(arguments: [
    ("*", "GET", 400, "target"), ("ftp://h/a", "GET", 400, "target"), ("http:///a", "GET", 400, "target"),
    ("http:/a", "GET", 400, "target"), ("a/b", "GET", 400, "target"), ("h:443", "CONNECT", 501, "method"),
])
func aTargetOfNoFormIsRefused(target: String, method: String, status: Int, field: String) {
    guard case .failure(let fault) = RequestTarget.path(of: target, method: HTTPRequest.Method(method)!) else {
        Issue.record("\(target) was routed")
        return
    }
    #expect(fault.status.code == status)
    #expect(fault.field == field)
}

/// The byte classes' masks hold exactly RFC 9110's bytes: every byte against the lists spelled out.
@Test func tokenAndHostBytesAreTheRFCsBytes() {
    let alphanumerics = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    let token = alphanumerics + Array("!#$%&'*+-.^_`|~".utf8)
    let host = alphanumerics + Array("-._~!$&'()*+,;=:[]%".utf8)
    for byte in UInt8.min...UInt8.max {
        #expect(FieldBytes.isToken(byte) == token.contains(byte), "\(byte)")
        #expect(FieldBytes.isHostByte(byte) == host.contains(byte), "\(byte)")
    }
}

/// The word-at-a-time scans agree with the byte classes they stand for: every byte at every place
/// of names and values of 1 to 20 bytes, and pairs of bytes where a lane meets the next, or where
/// one word meets the next.
@Test func theWordScansAgreeWithTheByteClasses() {
    var disagreements: [[UInt8]] = []
    func check(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { scanned in
            if FieldBytes.areTokenBytes(scanned) != bytes.allSatisfy(FieldBytes.isToken)
                || FieldBytes.areHostBytes(scanned) != bytes.allSatisfy(FieldBytes.isHostByte)
                || FieldBytes.firstControl(in: scanned) != bytes.first(where: FieldBytes.isControl)
            {
                disagreements.append(bytes)
            }
        }
    }
    // A background that passes every word test, and one that only the host bytes' test passes.
    for background in ["aZ0-", "0.9:"].map({ Array($0.utf8) }) {
        for length in 1...20 {
            let clean = (0..<length).map { background[$0 % background.count] }
            check(clean)
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = clean
                    bytes[position] = byte
                    check(bytes)
                }
            }
        }
    }
    let edges: [UInt8] = [
        0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x39, 0x3A, 0x3B, 0x40, 0x41, 0x5A, 0x5B,
        0x60, 0x61, 0x7A, 0x7B, 0x7E, 0x7F, 0x80, 0xA0, 0xC3, 0xFF,
    ]
    for first in edges {
        for second in edges {
            // Two lanes of one word (bytes 3 and 4 of 16), and two words (bytes 7 and 8 of 16).
            for position in [3, 7] {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 16)
                bytes[position] = first
                bytes[position + 1] = second
                check(bytes)
            }
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
}

/// `equalsIgnoringCase` changes the case of ASCII letters and of nothing else: each name it is
/// asked about, in lower and upper case, with every byte at every place.
@Test func equalsIgnoringCaseChangesTheCaseOfLettersOnly() {
    func spells(_ bytes: [UInt8], _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count
            && zip(bytes, lowercase).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
    }
    var disagreements: [[UInt8]] = []
    for name: StaticString in ["content-length", "transfer-encoding", "host", "http/1.0", "chunked"] {
        let lowercase = Array(name.description.utf8)
        for spelling in [lowercase, Array(name.description.uppercased().utf8)] {
            for position in 0..<spelling.count {
                for byte in UInt8.min...UInt8.max {
                    var bytes = spelling
                    bytes[position] = byte
                    let found = bytes.withUnsafeBytes { FieldBytes.equalsIgnoringCase($0, name) }
                    if found != spells(bytes, lowercase) { disagreements.append(bytes) }
                }
            }
            let shorter = spelling.dropLast().withUnsafeBytes { FieldBytes.equalsIgnoringCase($0, name) }
            if shorter { disagreements.append(Array(spelling.dropLast())) }
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
}
