// Bytes read and written through pointers: HTTPCore's one place for them, behind a safe interface.

/// Bytes borrowed for the length of a call: a request's query and header fields where
/// `PackedPairs` keeps them, a name known when the program was built, a `String`'s UTF-8. Read
/// as a collection of bytes, or a little-endian `UInt32` at a byte offset; never written.
///
/// **Why pointers.** A request's query and header fields are copied into one array as bytes
/// (`PackedPairs`), and every name a route looks up is compared with them byte for byte: 11
/// lookups a request, about 220 instructions each through `String`s. Reading them as bytes took
/// goal 1 from 135,650 to 129,481 instructions a request (docs/BENCHMARKS-LOG.md, "Requests as
/// received", the copy as bytes −4,074 and the lookups −1,149). An `ArraySlice` read in a loop
/// checks its bounds at every byte and retains its array; a pointer does neither, and a
/// `StaticString`'s bytes are a pointer already. So the pointers are here, and nowhere else in
/// HTTPCore: every view is made by `reading(_:_:)` or from a `StaticString`, whose bytes live as
/// long as the program, and a view made by `reading` is used only inside the closure it is given
/// to (it must not be stored or returned: its bytes are the array's, borrowed for the call).
/// Offsets and ranges are checked in debug builds, as `UnsafeRawBufferPointer`'s are: the
/// tests run every read and write against its bounds, and a release build trusts the offsets
/// `PackedPairs` wrote itself: goal 9 is 94 instructions under its ceiling (docs/BENCHMARKS-LOG.md,
/// "One way to hold a layout"), fewer than the reads and writes a request makes.
public struct ByteView: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeRawBufferPointer

    @inlinable @inline(__always)
    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    /// The bytes of `text`, which live as long as the program. `text` must be stored as bytes
    /// (not a single Unicode scalar: `StaticString.hasPointerRepresentation`).
    @inlinable @inline(__always)
    public init(_ text: StaticString) {
        buffer = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Calls `body` with a view of `bytes`.
    @inlinable @inline(__always)
    public static func reading<Result>(_ bytes: [UInt8], _ body: (ByteView) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { try body(ByteView($0)) }
    }

    /// Calls `body` with a view of `bytes`.
    @inlinable @inline(__always)
    public static func reading<Result>(_ bytes: ArraySlice<UInt8>, _ body: (ByteView) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { try body(ByteView($0)) }
    }

    /// Calls `body` with a view of `text`'s UTF-8 (copied first when it is not contiguous).
    @inlinable @inline(__always)
    public static func reading<Result>(_ text: String, _ body: (ByteView) throws -> Result) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable({ try body(ByteView(UnsafeRawBufferPointer($0))) }) {
            return result
        }
        return try reading(Array(text.utf8), body)
    }

    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = UnsafeRawBufferPointer.Iterator

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }
    @inlinable public var count: Int { buffer.count }
    @inlinable public var isEmpty: Bool { buffer.isEmpty }
    @inlinable public func makeIterator() -> Iterator { buffer.makeIterator() }

    @inlinable
    public subscript(position: Int) -> UInt8 { buffer[position] }

    /// The bytes at `range`, counted from 0 again.
    @inlinable
    public subscript(rebasing range: Range<Int>) -> ByteView {
        assert(range.lowerBound >= 0 && range.upperBound <= buffer.count, "ByteView range out of bounds")
        return ByteView(UnsafeRawBufferPointer(rebasing: buffer[range]))
    }

    @inlinable
    public func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result?
    {
        try buffer.withContiguousStorageIfAvailable(body)
    }

    /// Calls `body` with the bytes' pointer, for code outside HTTPCore that hands them to C
    /// (`memcmp`): the pointer is valid inside `body` only.
    @inlinable @inline(__always)
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(buffer)
    }

    /// Whether the bytes are ASCII (none has its top bit set).
    @inlinable
    public var isASCII: Bool {
        for byte in buffer where byte >= 0x80 { return false }
        return true
    }

    /// Whether the two are the same bytes: lengths first, then byte by byte (names are short).
    @inlinable @inline(__always)
    public func equals(_ other: ByteView) -> Bool {
        guard buffer.count == other.buffer.count else { return false }
        for index in 0..<buffer.count where buffer[index] != other.buffer[index] { return false }
        return true
    }

    /// The bytes as a `String`, invalid UTF-8 repaired.
    public var string: String { String(decoding: buffer, as: UTF8.self) }

    /// The little-endian `UInt32` of the four bytes at `offset`, however aligned.
    @inline(__always)
    package func loadUInt32(at offset: Int) -> UInt32 {
        assert(offset >= 0 && offset + 4 <= buffer.count, "ByteView offset out of bounds")
        return UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// Where a transport holds a pair's name and value until they are packed (`PackedPairs`): its
    /// own memory, valid while it packs them. A tuple, so that a transport makes one without
    /// calling into this module.
    package typealias Span = (name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer?)
    /// A transport's spans, in a buffer of its own.
    package typealias Spans = UnsafeBufferPointer<Span>

    /// The name of `span`, viewed for as long as the transport holds it.
    @inline(__always)
    static func name(of span: Span) -> ByteView { ByteView(span.name) }

    /// The value of `span`, viewed for as long as the transport holds it.
    @inline(__always)
    static func value(of span: Span) -> ByteView? { span.value.map(ByteView.init) }
}

extension ByteView {
    /// Bytes being written into an array made by `ByteView.array(count:_:)`, uninitialised until
    /// written: a writer writes each byte once.
    struct Output {
        private let buffer: UnsafeMutableRawBufferPointer

        @inline(__always)
        fileprivate init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }

        var count: Int { buffer.count }

        /// The bytes at `range`, counted from 0 again.
        @inline(__always)
        subscript(rebasing range: Range<Int>) -> Output {
            assert(range.lowerBound >= 0 && range.upperBound <= buffer.count, "Output range out of bounds")
            return Output(UnsafeMutableRawBufferPointer(rebasing: buffer[range]))
        }

        /// Writes `value`, little-endian, into the four bytes at `offset`, however aligned.
        @inline(__always)
        func store(_ value: UInt32, at offset: Int) {
            assert(offset >= 0 && offset + 4 <= buffer.count, "Output offset out of bounds")
            buffer.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
        }

        /// Writes `bytes` from `offset` on.
        @inline(__always)
        func copy(_ bytes: ByteView, to offset: Int) {
            guard let source = bytes.buffer.baseAddress, !bytes.isEmpty else { return }
            assert(offset >= 0 && offset + bytes.count <= buffer.count, "Output offset out of bounds")
            (buffer.baseAddress! + offset).copyMemory(from: source, byteCount: bytes.count)
        }
    }

    /// The most bytes `array(count:_:)` writes on the stack: a temporary allocation of at most
    /// 1,024 bytes is always on the stack, a larger one asks where the thread's stack ends first.
    static let stackCapacity = 1024

    /// An array of `count` bytes, every one written by `write`. Up to `stackCapacity` bytes are
    /// written on the stack and the array is made as a copy of them, a copy the compiler
    /// specializes for bytes: `[UInt8](unsafeUninitializedCapacity:)` looks the array's type up
    /// at run time on every call, about 330 instructions (docs/BENCHMARKS-LOG.md, "Fields up to
    /// 1 KiB packed on the stack": goal 1 95,928 → 95,777). No bytes: the empty array, not
    /// `[UInt8](unsafeUninitializedCapacity: 0)`, whose count is stored into the standard
    /// library's one shared empty-array object, so two threads making empty arrays at once race
    /// there (ThreadSanitizer reports it).
    @inline(__always)
    static func array(count: Int, _ write: (Output) -> Void) -> [UInt8] {
        guard count > 0 else { return [] }
        guard count <= stackCapacity else {
            return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                write(Output(UnsafeMutableRawBufferPointer(buffer)))
                initialized = count
            }
        }
        return withUnsafeTemporaryAllocation(byteCount: stackCapacity, alignment: 8) { scratch in
            let written = UnsafeMutableRawBufferPointer(rebasing: scratch[..<count])
            write(Output(written))
            return Array(UnsafeRawBufferPointer(written))
        }
    }
}
