// A request's query and header fields, copied out of libmicrohttpd as bytes, into one buffer.

internal import CMicroHTTPD
import HTTPCore
import HTTPTypes

/// The query items (percent-decoded by libmicrohttpd) and header fields of a request, in the
/// order sent, copied into one array: one allocation, and no `String` until the route reads a
/// name or value as one (`Query`, `RequestHeaders`).
///
/// libmicrohttpd's list is walked once, noting where each field is in its buffers on the stack;
/// `PackedPairs.pack` then copies them. A request with more fields than the stack holds is
/// walked once more: once to count its fields, once to note them on the heap.
struct ReceivedFields {
    let query: Query
    /// The size of the query as received: each name and value plus its separators.
    let queryLength: Int
    let headers: RequestHeaders

    /// How many fields are noted on the stack: as many as 1,024 bytes hold, for the reason
    /// `ByteView.stackCapacity` gives.
    static let stackCapacity = 1024 / MemoryLayout<PackedPairs.Span>.stride

    init(of connection: OpaquePointer) {
        let onStack = withUnsafeTemporaryAllocation(of: PackedPairs.Span.self, capacity: Self.stackCapacity) { buffer in
            FieldSpans.noting(connection, in: buffer).map(ReceivedFields.init)
        }
        self = onStack ?? Self.notedOnTheHeap(connection)
    }

    private init(_ spans: FieldSpans) {
        let query = spans.query
        let (storage, split) = PackedPairs.pack(query, spans.headers)
        self.query = Query(packed: storage, range: 0..<split, count: query.count)
        queryLength = query.reduce(0) { $0 + $1.name.count + ($1.value?.count ?? 0) + 2 }
        headers = RequestHeaders(packed: storage, range: split..<storage.count, count: spans.headers.count)
    }

    /// The request of these fields: they are moved into it, not copied (a copy retains the
    /// array the query and the header fields share, and destroying this value releases it again).
    consuming func request(method: HTTPRequest.Method, path: String, body: [UInt8]) -> Request {
        Request(method: method, path: path, query: query, queryLength: queryLength, headers: headers, body: body)
    }

    /// The fields of a request with more than `stackCapacity`, noted in a buffer of their count.
    private static func notedOnTheHeap(_ connection: OpaquePointer) -> ReceivedFields {
        // Without an iterator, libmicrohttpd counts the fields.
        let count = pinwheel_mhd_query_and_header_values(connection, nil, nil)
        let buffer = UnsafeMutableBufferPointer<PackedPairs.Span>.allocate(capacity: Int(max(count, 0)))
        defer { buffer.deallocate() }
        // The list is the same on the second walk: the fields fit the buffer made for them.
        return ReceivedFields(FieldSpans.noting(connection, in: buffer)!)
    }
}

/// Where a request's fields are in libmicrohttpd's buffers, which hold them while the request is
/// answered: the query's items from the start of `buffer`, in the order received, and the header
/// fields from its end, backwards until the walk is over.
private struct FieldSpans {
    let buffer: UnsafeMutableBufferPointer<PackedPairs.Span>
    var queryCount = 0
    var headerCount = 0
    /// Whether a field found the buffer full, and the walk was stopped.
    var overflowed = false

    /// The request's fields, noted in `buffer`; nil when they do not fit.
    static func noting(_ connection: OpaquePointer, in buffer: UnsafeMutableBufferPointer<PackedPairs.Span>) -> FieldSpans? {
        var spans = FieldSpans(buffer: buffer)
        withUnsafeMutablePointer(to: &spans) { spans in
            _ = pinwheel_mhd_query_and_header_values(
                connection,
                { spans, kind, name, nameSize, value, valueSize in
                    let span = (
                        name: UnsafeRawBufferPointer(start: name, count: nameSize),
                        value: value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) }
                    )
                    let noted = spans?.assumingMemoryBound(to: FieldSpans.self).pointee.note(
                        span, isQuery: kind == .GET_ARGUMENT_KIND)
                    return noted == true ? .YES : .NO
                }, spans)
        }
        guard !spans.overflowed else { return nil }
        var headers = UnsafeMutableBufferPointer(rebasing: buffer[(buffer.count - spans.headerCount)...])
        headers.reverse()
        return spans
    }

    init(buffer: UnsafeMutableBufferPointer<PackedPairs.Span>) { self.buffer = buffer }

    /// Notes a field; false when the buffer is full.
    mutating func note(_ span: PackedPairs.Span, isQuery: Bool) -> Bool {
        guard queryCount + headerCount < buffer.count else {
            overflowed = true
            return false
        }
        if isQuery {
            buffer.initializeElement(at: queryCount, to: span)
            queryCount += 1
        } else {
            headerCount += 1
            buffer.initializeElement(at: buffer.count - headerCount, to: span)
        }
        return true
    }

    var query: UnsafeBufferPointer<PackedPairs.Span> { UnsafeBufferPointer(rebasing: buffer[..<queryCount]) }
    var headers: UnsafeBufferPointer<PackedPairs.Span> {
        UnsafeBufferPointer(rebasing: buffer[(buffer.count - headerCount)...])
    }
}
