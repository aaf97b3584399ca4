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
        let storage = Self.packed(sizes.queryBytes + sizes.headerBytes, sizes: sizes) { writers in
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
        }
        query = Query(packed: storage, range: 0..<sizes.queryBytes, count: sizes.queryCount)
        queryLength = sizes.queryLength
        headers = RequestHeaders(
            packed: storage, range: sizes.queryBytes..<sizes.queryBytes + sizes.headerBytes, count: sizes.headerCount)
    }

    /// How many bytes `packed` lays out on the stack: as much as `withUnsafeTemporaryAllocation`
    /// takes there without asking where the thread's stack ends.
    private static let stackBytes = 1024

    /// An array of `total` bytes that `fill` writes through `Writers`. Up to `stackBytes`, they are
    /// laid out on the stack and appended to an array of that capacity: reserving makes the array
    /// through code specialised for bytes, where `unsafeUninitializedCapacity` looks the array's
    /// type up at run time. No bytes give the empty array: `[UInt8](unsafeUninitializedCapacity: 0)`
    /// stores its count into the standard library's one shared empty-array object, a race between
    /// the pool's threads.
    private static func packed(_ total: Int, sizes: Sizes, fill: (inout Writers) -> Void) -> [UInt8] {
        guard total > 0 else { return [] }
        guard total > stackBytes else {
            return withUnsafeTemporaryAllocation(byteCount: total, alignment: 1) { packed in
                var writers = Writers(packed, sizes: sizes)
                fill(&writers)
                var storage: [UInt8] = []
                storage.reserveCapacity(total)
                storage.append(contentsOf: packed.bindMemory(to: UInt8.self))
                return storage
            }
        }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var writers = Writers(UnsafeMutableRawBufferPointer(buffer), sizes: sizes)
            fill(&writers)
            initialized = total
        }
    }

    /// Where the query's items and the header fields are written, each kind in its region.
    private struct Writers {
        var query: PackedPairs.Writer
        var headers: PackedPairs.Writer

        /// Writers of pairs of `sizes` into `buffer`, the query's first.
        init(_ buffer: UnsafeMutableRawBufferPointer, sizes: Sizes) {
            let start = buffer.baseAddress
            query = PackedPairs.Writer(
                UnsafeMutableRawBufferPointer(start: start, count: sizes.queryBytes), count: sizes.queryCount)
            headers = PackedPairs.Writer(
                UnsafeMutableRawBufferPointer(start: start.map { $0 + sizes.queryBytes }, count: sizes.headerBytes),
                count: sizes.headerCount)
        }

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
