// Whether libmicrohttpd's parse of the header section accounts for every byte the client sent.

/// libmicrohttpd 0.9.75 parses the request line and header section in place, in its read
/// buffer: it overwrites each line break (CR LF, or a bare LF) with NULs and each field's colon
/// with a NUL, skips the spaces after the colon, and hands over pointers into the buffer. So in
/// a cleanly framed request each field's name follows the previous line's break, and its value
/// follows its name's NUL and spaces, with no other byte between them.
///
/// Two faults of its parser break that layout, and nothing else shows them to the application:
/// - a line folded onto the previous one (obs-fold, `Content-Length: 0` then ` 34`): the
///   continuation is appended to the field's *name*, which is copied elsewhere
///   (`Content-Length34: 0`), so that libmicrohttpd sees no `Content-Length`;
/// - a NUL byte in a value (`Content-Length: 0␀ 34`): the value ends at the NUL and the rest of
///   the line is skipped.
/// A proxy may read either shape another way, so a request whose layout is not clean is refused.
struct HeaderSectionFraming {
    private let start: UnsafeRawPointer
    private let end: UnsafeRawPointer
    /// Where the last line seen ends, before its line break.
    private var lineEnd: UnsafeRawPointer
    private(set) var isClean: Bool

    /// `start` is the request line's first byte (the method), `size` the bytes of the request line
    /// and header section with the blank line, and `requestLineEnd` the end of the HTTP version.
    init(start: UnsafeRawPointer, size: Int, requestLineEnd: UnsafeRawPointer) {
        self.start = start
        self.end = start + size
        self.lineEnd = requestLineEnd
        isClean = size > 0 && requestLineEnd > start && requestLineEnd < end
    }

    /// Follows the next field, in the order received.
    mutating func follow(name: UnsafeRawPointer, nameSize: Int, value: UnsafeRawPointer, valueSize: Int) {
        guard isClean else { return }
        let nameEnd = name + nameSize
        isClean =
            contains(name) && contains(value) && nameEnd < value
            && isLineBreak(from: lineEnd, to: name) && isColon(from: nameEnd, to: value)
        lineEnd = value + valueSize
    }

    /// Whether the section ended cleanly: the last line's break, then the blank line's.
    var endsCleanly: Bool {
        guard isClean, lineEnd <= end else { return false }
        let rest = UnsafeRawBufferPointer(start: lineEnd, count: end - lineEnd)
        let breaks = rest.drop(while: FieldBytes.isSpace)
        return (2...4).contains(breaks.count) && breaks.allSatisfy { $0 == 0 }
    }

    private func contains(_ pointer: UnsafeRawPointer) -> Bool { pointer >= start && pointer < end }

    /// Trailing spaces (which a parser may leave out of the value), then CR LF or LF as NULs.
    private func isLineBreak(from first: UnsafeRawPointer, to next: UnsafeRawPointer) -> Bool {
        guard first < next else { return false }
        let gap = UnsafeRawBufferPointer(start: first, count: next - first).drop(while: FieldBytes.isSpace)
        return (1...2).contains(gap.count) && gap.allSatisfy { $0 == 0 }
    }

    /// The colon as a NUL, then the spaces before the value.
    private func isColon(from nameEnd: UnsafeRawPointer, to value: UnsafeRawPointer) -> Bool {
        let gap = UnsafeRawBufferPointer(start: nameEnd, count: value - nameEnd)
        return gap.first == 0 && gap.dropFirst().allSatisfy(FieldBytes.isSpace)
    }
}
