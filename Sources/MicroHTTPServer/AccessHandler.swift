// libmicrohttpd's callbacks: C request in, Swift `Request` to the router, MHD response out.

internal import CMicroHTTPD
import HTTPCore
import HTTPTypes
import Synchronization

/// A request's state between libmicrohttpd's calls, kept in its `void **con_cls` slot without
/// allocating: nil before the first call, then the count of body bytes received plus one.
private enum RequestState {
    static func started() -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    static func bodyBytes(_ state: UnsafeMutableRawPointer) -> Int { Int(bitPattern: state) - 1 }

    static func adding(_ count: Int, to state: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: Int(bitPattern: state) + count)!
    }
}

/// The `MHD_AccessHandlerCallback`. A global, so it is not isolated to the main actor:
/// libmicrohttpd calls it from its own threads. It is called once when the headers are in, once
/// per piece of body, and once more with nothing left, which is when the request is answered.
let accessHandler: MHD_AccessHandlerCallback = { contextPointer, connection, url, method, _, _, uploadDataSize, requestState in
    guard let contextPointer, let connection, let url, let method, let uploadDataSize, let requestState else {
        return .NO
    }
    let context = Unmanaged<ConnectionContext>.fromOpaque(contextPointer).takeUnretainedValue()
    guard let state = requestState.pointee else {
        requestState.pointee = RequestState.started()
        context.requestsInFlight.add(1, ordering: .relaxed)
        if context.openConnections.load(ordering: .relaxed) > context.connectionLimit {
            return queue(context.router.overloaded(), on: connection, context: context, closing: true)
        }
        if headerBytes(of: connection) > context.maximumHeaderBytes {
            return queue(context.router.headersTooLarge(context.maximumHeaderBytes), on: connection, context: context, closing: true)
        }
        if announcedBodySize(of: connection) > context.maximumBodySize {
            return queue(context.router.bodyTooLarge(context.maximumBodySize), on: connection, context: context)
        }
        return .YES
    }
    // The API takes no bodies: count what is uploaded and discard it, up to the cap.
    if uploadDataSize.pointee != 0 {
        let received = RequestState.adding(uploadDataSize.pointee, to: state)
        requestState.pointee = received
        uploadDataSize.pointee = 0
        // A body without a length (chunked) that passes the cap mid-way: libmicrohttpd cannot
        // answer while it is still reading, so the connection is closed. Announced lengths over
        // the cap were answered 413 above, before any body was read.
        if RequestState.bodyBytes(received) > context.maximumBodySize { return .NO }
        return .YES
    }
    let request = Request(
        method: HTTPRequest.Method(String(cString: method)) ?? .unparseable,
        path: String(cString: url),
        query: queryItems(of: connection),
        headerFields: headerFields(of: connection))
    return queue(context.router.respond(to: request), on: connection, context: context)
}

/// The `MHD_RequestCompletedCallback`: the answer is sent (or the connection failed), so the
/// request is no longer in flight.
let requestCompleted: MHD_RequestCompletedCallback = { contextPointer, _, requestState, _ in
    guard let contextPointer, let requestState, requestState.pointee != nil else { return }
    requestState.pointee = nil
    Unmanaged<ConnectionContext>.fromOpaque(contextPointer).takeUnretainedValue()
        .requestsInFlight.subtract(1, ordering: .relaxed)
}

/// The `MHD_NotifyConnectionCallback`: counts the connections open, for the soft limit.
let connectionNotified: MHD_NotifyConnectionCallback = { contextPointer, _, _, code in
    guard let contextPointer else { return }
    let context = Unmanaged<ConnectionContext>.fromOpaque(contextPointer).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        context.openConnections.add(1, ordering: .relaxed)
    } else {
        context.openConnections.subtract(1, ordering: .relaxed)
    }
}

extension HTTPRequest.Method {
    /// Stands for a method token that is not valid HTTP; no route serves it.
    static let unparseable = HTTPRequest.Method("UNPARSEABLE")!
}

/// The `Content-Length` the client announced, 0 if none (a chunked body is counted as it comes).
private func announcedBodySize(of connection: OpaquePointer) -> Int {
    guard let value = MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, "Content-Length") else {
        return 0
    }
    return Int(String(cString: value)) ?? 0
}

/// The bytes of the request's header names and values, counted without copying them.
private func headerBytes(of connection: OpaquePointer) -> Int {
    var total = 0
    withUnsafeMutablePointer(to: &total) { totalPointer in
        _ = MHD_get_connection_values_n(connection, MHD_ValueKind.HEADER_KIND, { counter, _, _, keySize, _, valueSize in
            counter?.assumingMemoryBound(to: Int.self).pointee += keySize + valueSize
            return .YES
        }, totalPointer)
    }
    return total
}

/// The query's items, percent-decoded by libmicrohttpd, in the order sent.
private func queryItems(of connection: OpaquePointer) -> [QueryItem] {
    var items: [QueryItem] = []
    withUnsafeMutablePointer(to: &items) { itemsPointer in
        _ = MHD_get_connection_values_n(connection, MHD_ValueKind.GET_ARGUMENT_KIND, { collector, _, key, keySize, value, valueSize in
            guard let collector, let key else { return .YES }
            let name = String(decoding: UnsafeRawBufferPointer(start: key, count: keySize), as: UTF8.self)
            let text = value.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: valueSize), as: UTF8.self) }
            collector.assumingMemoryBound(to: [QueryItem].self).pointee.append(QueryItem(name: name, value: text))
            return .YES
        }, itemsPointer)
    }
    return items
}

/// The request's header fields; a field whose name is not a valid token is left out.
private func headerFields(of connection: OpaquePointer) -> HTTPFields {
    var fields = HTTPFields()
    withUnsafeMutablePointer(to: &fields) { fieldsPointer in
        _ = MHD_get_connection_values_n(connection, MHD_ValueKind.HEADER_KIND, { collector, _, key, keySize, value, valueSize in
            guard let collector, let key,
                let name = HTTPField.Name(String(decoding: UnsafeRawBufferPointer(start: key, count: keySize), as: UTF8.self))
            else { return .YES }
            let text = value.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: valueSize), as: UTF8.self) } ?? ""
            collector.assumingMemoryBound(to: HTTPFields.self).pointee.append(HTTPField(name: name, value: text))
            return .YES
        }, fieldsPointer)
    }
    return fields
}

/// Copies `response` into an MHD response and queues it on the connection; when `closing`, or
/// while the server drains, the answer also closes the connection.
private func queue(
    _ response: Response, on connection: OpaquePointer, context: ConnectionContext, closing: Bool = false
) -> MHD_Result {
    let mhdResponse = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    for field in response.headerFields {
        _ = MHD_add_response_header(mhdResponse, field.name.rawName, field.value)
    }
    if closing || context.isDraining.load(ordering: .relaxed) {
        _ = MHD_add_response_header(mhdResponse, "Connection", "close")
    }
    return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
}
