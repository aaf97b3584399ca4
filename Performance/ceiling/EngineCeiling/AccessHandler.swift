// The engine ceiling's libmicrohttpd callback: a query in, Pinwheel's answer out, through nothing but the engine and the writer.

import CLibMicroHTTPD
import PinwheelAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps an answer's bytes alive until libmicrohttpd has sent them.
private final class BodyOwner {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// libmicrohttpd's call when a response is destroyed: releases the bytes it borrowed.
private let releaseBody: MHD_ContentReaderFreeCallback = { owner in
    guard let owner else { return }
    Unmanaged<BodyOwner>.fromOpaque(owner).release()
}

/// libmicrohttpd's two calls per request: the first, with the headers in, only marks the request
/// as started (as Pinwheel's handler and ceiling.c do); the second answers it.
let accessHandler: MHD_AccessHandlerCallback = { _, connection, url, _, _, _, uploadDataSize, state in
    guard let connection, let url, let uploadDataSize, let state else { return .NO }
    guard state.pointee != nil else {
        state.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return .YES
    }
    if uploadDataSize.pointee != 0 {
        uploadDataSize.pointee = 0
        return .YES
    }
    let isLayout = strcmp(url, "/layout") == 0
    let isPage = strcmp(url, "/page/layout") == 0
    guard isLayout || isPage || strcmp(url, "/motion") == 0 else {
        guard let notFound = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT) else { return .NO }
        defer { MHD_destroy_response(notFound) }
        return MHD_queue_response(connection, 404, notFound)
    }
    var query = CeilingQuery()
    _ = MHD_get_connection_values_n(
        connection, .GET_ARGUMENT_KIND,
        { query, _, name, nameSize, value, valueSize in
            guard let query, let name, let value else { return .YES }
            query.assumingMemoryBound(to: CeilingQuery.self).pointee.read(
                name: UnsafeRawBufferPointer(start: name, count: nameSize), value: value, valueSize: valueSize)
            return .YES
        }, &query)
    let answer = isLayout ? query.layoutBody() : isPage ? query.pageBody() : query.motionBody()
    let owner = BodyOwner(answer.bytes)
    let tag = answer.entityTag
    // The array's storage is not mutated and `owner` keeps it alive until `releaseBody`, so its
    // address stays valid after `withUnsafeBytes` returns.
    let start = owner.bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
    let retained = Unmanaged.passRetained(owner).toOpaque()
    guard let response = MHD_create_response_from_buffer_with_free_callback_cls(owner.bytes.count, start, releaseBody, retained)
    else {
        Unmanaged<BodyOwner>.fromOpaque(retained).release()
        return .NO
    }
    defer { MHD_destroy_response(response) }
    _ = MHD_add_response_header(response, "Content-Type", "application/json")
    _ = MHD_add_response_header(response, "ETag", tag)
    _ = MHD_add_response_header(response, "Cache-Control", HTTPCaching.cacheControl)
    _ = MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    return MHD_queue_response(connection, 200, response)
}
