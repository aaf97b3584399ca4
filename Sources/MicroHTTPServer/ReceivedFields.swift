// A request's query and header fields, copied out of libmicrohttpd as bytes, into one buffer.

internal import CMicroHTTPD
import HTTPCore

/// The query items (percent-decoded by libmicrohttpd) and header fields of a request, in the
/// order sent, copied into one array: one allocation, and no `String` until the route reads a
/// name or value as one (`Query`, `RequestHeaders`). libmicrohttpd's list is walked twice: once
/// to size the array, once to fill it.
struct ReceivedFields {
    let query: Query
    /// The size of the query as received: each name and value plus its separators.
    let queryLength: Int
    let headers: RequestHeaders

    init(of connection: OpaquePointer) {
        var sizes = Sizes()
        withUnsafeMutablePointer(to: &sizes) { sizes in
            _ = pinwheel_mhd_query_and_header_values(
                connection,
                { sizes, kind, _, nameSize, value, valueSize in
                    sizes?.assumingMemoryBound(to: Sizes.self).pointee.add(
                        kind: kind, nameCount: nameSize, valueCount: value == nil ? nil : valueSize)
                    return .YES
                }, sizes)
        }
        let total = sizes.queryBytes + sizes.headerBytes
        // A request with no query and no header fields (HTTP/1.0 allows it) gets the empty array:
        // `[UInt8](unsafeUninitializedCapacity: 0)` stores its count into the standard library's
        // one shared empty-array object, a race between the pool's threads.
        let storage =
            total == 0
            ? []
            : [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                let start = UnsafeMutableRawPointer(buffer.baseAddress)
                var writers = Writers(
                    query: PackedPairs.Writer(
                        UnsafeMutableRawBufferPointer(start: start, count: sizes.queryBytes), count: sizes.queryCount),
                    headers: PackedPairs.Writer(
                        UnsafeMutableRawBufferPointer(start: start.map { $0 + sizes.queryBytes }, count: sizes.headerBytes),
                        count: sizes.headerCount))
                withUnsafeMutablePointer(to: &writers) { writers in
                    _ = pinwheel_mhd_query_and_header_values(
                        connection,
                        { writers, kind, name, nameSize, value, valueSize in
                            writers?.assumingMemoryBound(to: Writers.self).pointee.append(
                                kind: kind, name: UnsafeRawBufferPointer(start: name, count: nameSize),
                                value: value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) })
                            return .YES
                        }, writers)
                }
                initialized = total
            }
        query = Query(packed: storage, range: 0..<sizes.queryBytes, count: sizes.queryCount)
        queryLength = sizes.queryLength
        headers = RequestHeaders(packed: storage, range: sizes.queryBytes..<total, count: sizes.headerCount)
    }

    /// Where the query's items and the header fields are written, each kind in its region.
    private struct Writers {
        var query: PackedPairs.Writer
        var headers: PackedPairs.Writer

        mutating func append(kind: MHD_ValueKind, name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer?) {
            if kind == .GET_ARGUMENT_KIND {
                query.append(name: name, value: value)
            } else {
                headers.append(name: name, value: value)
            }
        }
    }

    /// What the two kinds take, packed.
    private struct Sizes {
        var queryCount = 0
        var queryBytes = 0
        var queryLength = 0
        var headerCount = 0
        var headerBytes = 0

        mutating func add(kind: MHD_ValueKind, nameCount: Int, valueCount: Int?) {
            let size = PackedPairs.size(nameCount: nameCount, valueCount: valueCount)
            if kind == .GET_ARGUMENT_KIND {
                queryCount += 1
                queryBytes += size
                queryLength += nameCount + (valueCount ?? 0) + 2
            } else {
                headerCount += 1
                headerBytes += size
            }
        }
    }
}
