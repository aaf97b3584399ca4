// A request's query and header fields, copied out of libmicrohttpd as bytes, into one buffer.

internal import CMicroHTTPD
import HTTPCore

/// The query items (percent-decoded by libmicrohttpd) and header fields of a request, in the
/// order sent, copied into one array: one allocation, and no `String` until the route reads a
/// name or value as one (`Query`, `RequestHeaders`). libmicrohttpd's list is walked twice for
/// each kind: once to size the array, once to fill it.
struct ReceivedFields {
    let query: Query
    /// The size of the query as received: each name and value plus its separators.
    let queryLength: Int
    let headers: RequestHeaders

    init(of connection: OpaquePointer) {
        var sizes = Sizes()
        withUnsafeMutablePointer(to: &sizes) { sizes in
            for kind in Self.kinds {
                _ = MHD_get_connection_values_n(
                    connection, kind,
                    { sizes, kind, _, nameSize, value, valueSize in
                        sizes?.assumingMemoryBound(to: Sizes.self).pointee.add(
                            kind: kind, nameCount: nameSize, valueCount: value == nil ? nil : valueSize)
                        return .YES
                    }, sizes)
            }
        }
        let total = sizes.queryBytes + sizes.headerBytes
        let storage = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let regions = [
                (Self.kinds[0], 0..<sizes.queryBytes, sizes.queryCount),
                (Self.kinds[1], sizes.queryBytes..<total, sizes.headerCount),
            ]
            for (kind, region, count) in regions {
                var writer = PackedPairs.Writer(
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[region])), count: count)
                withUnsafeMutablePointer(to: &writer) { writer in
                    _ = MHD_get_connection_values_n(
                        connection, kind,
                        { writer, _, name, nameSize, value, valueSize in
                            writer?.assumingMemoryBound(to: PackedPairs.Writer.self).pointee.append(
                                name: UnsafeRawBufferPointer(start: name, count: nameSize),
                                value: value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) })
                            return .YES
                        }, writer)
                }
            }
            initialized = total
        }
        query = Query(packed: storage, range: 0..<sizes.queryBytes, count: sizes.queryCount)
        queryLength = sizes.queryLength
        headers = RequestHeaders(packed: storage, range: sizes.queryBytes..<total, count: sizes.headerCount)
    }

    /// The query first, then the header fields.
    private static let kinds = [MHD_ValueKind.GET_ARGUMENT_KIND, MHD_ValueKind.HEADER_KIND]

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
