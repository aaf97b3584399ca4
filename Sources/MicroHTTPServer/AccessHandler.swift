// libmicrohttpd's access-handler callback: C request in, Swift `Request` to the router, MHD response out.

internal import CMicroHTTPD
import HTTPTypes

/// Marks a connection's request as seen once; libmicrohttpd calls again with the body, if any,
/// and then with nothing left, which is when the request is answered.
private nonisolated(unsafe) let requestSeen = UnsafeMutableRawPointer(bitPattern: 1)!

/// The `MHD_AccessHandlerCallback`. A global function, so it is not isolated to the main actor:
/// libmicrohttpd calls it from its own threads.
let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadDataSize, requestState in
    guard let context, let connection, let url, let method, let uploadDataSize, let requestState else {
        return .NO
    }
    if requestState.pointee == nil {
        requestState.pointee = requestSeen
        return .YES
    }
    // The API takes no bodies: swallow whatever was uploaded before answering.
    if uploadDataSize.pointee != 0 {
        uploadDataSize.pointee = 0
        return .YES
    }
    let router = Unmanaged<ConnectionContext>.fromOpaque(context).takeUnretainedValue().router
    let request = Request(
        method: HTTPRequest.Method(String(cString: method)) ?? .unparseable,
        path: String(cString: url),
        query: queryItems(of: connection),
        headerFields: headerFields(of: connection))
    return queue(router.respond(to: request), on: connection)
}

extension HTTPRequest.Method {
    /// Stands for a method token that is not valid HTTP; no route serves it.
    static let unparseable = HTTPRequest.Method("UNPARSEABLE")!
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

/// Copies `response` into an MHD response and queues it on the connection.
private func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
    let mhdResponse = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    for field in response.headerFields {
        _ = MHD_add_response_header(mhdResponse, field.name.rawName, field.value)
    }
    return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
}
