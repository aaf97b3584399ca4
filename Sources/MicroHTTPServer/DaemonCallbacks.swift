// libmicrohttpd's callbacks: C request in, Swift `Request` to the router, MHD response out.

internal import CMicroHTTPD
import HTTPCore
import HTTPTypes
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A request's state between libmicrohttpd's calls, kept in its `void **con_cls` slot: nil
/// before the first call; then, for a request whose body is dropped, an odd number, twice the
/// count of body bytes received plus one (no allocation); for a request to a route that takes a
/// body, a retained `BodyCollector` (an object's address is even).
private enum RequestState {
    static func started() -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    static func isCounting(_ state: UnsafeMutableRawPointer) -> Bool { Int(bitPattern: state) & 1 == 1 }

    static func bodyBytes(_ state: UnsafeMutableRawPointer) -> Int { (Int(bitPattern: state) - 1) / 2 }

    static func adding(_ count: Int, to state: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: Int(bitPattern: state) + 2 * count)!
    }

    static func collecting(_ collector: BodyCollector) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(collector).toOpaque()
    }

    /// The collector of a state that is one (unretained).
    static func collector(_ state: UnsafeMutableRawPointer) -> BodyCollector? {
        isCounting(state) ? nil : Unmanaged<BodyCollector>.fromOpaque(state).takeUnretainedValue()
    }

    /// Releases the collector of a state that is one.
    static func end(_ state: UnsafeMutableRawPointer) {
        guard !isCounting(state) else { return }
        Unmanaged<BodyCollector>.fromOpaque(state).release()
    }
}

/// The body of a request to a route that takes one, as it arrives, up to the route's limit. Its
/// announced length is taken from the route's memory before the first byte is read, and given
/// back when the request ends (the collector is released).
private final class BodyCollector {
    let limit: Int
    var bytes: [UInt8] = []
    private let memory: (any BodyMemory)?
    private let reserved: Int

    /// A collector of a body of `announced` bytes, or nil when `route`'s memory cannot hold them now.
    init?(route: BodyRoute, announced: Int) {
        if let memory = route.memory, !memory.reserve(bodyBytes: announced) { return nil }
        limit = route.acceptedBytes
        memory = route.memory
        reserved = route.memory == nil ? 0 : announced
        // The whole body in one block of its announced size: no growth by doubling, so what it
        // holds is what was reserved.
        bytes.reserveCapacity(announced)
    }

    deinit { memory?.release(bodyBytes: reserved) }
}

/// The `MHD_AccessHandlerCallback`. A global, so it is not isolated to the main actor:
/// libmicrohttpd calls it from its own threads. It is called once when the headers are in, once
/// per piece of body, and once more with nothing left, which is when the request is answered.
let accessHandler: MHD_AccessHandlerCallback = {
    contextPointer, connection, url, method, version, upload, uploadDataSize, requestState in
    guard let contextPointer, let connection, let url, let method, let uploadDataSize, let requestState else {
        return .NO
    }
    let context = Unmanaged<DaemonContext>.fromOpaque(contextPointer).takeUnretainedValue()
    guard let state = requestState.pointee else {
        requestState.pointee = RequestState.started()
        context.requestsInFlight.add(1, ordering: .relaxed)
        let bodyRoute = routeTakingBody(url: url, method: method, context: context)
        var announced = 0
        if let answer = refuseEarly(
            connection, url: url, method: method, version: version, bodyLimit: bodyRoute?.acceptedBytes,
            announced: &announced, context: context)
        {
            return answer
        }
        if let bodyRoute {
            guard let collector = BodyCollector(route: bodyRoute, announced: announced) else {
                return queue(context.router.bodyMemoryBusy(), on: connection, context: context, closing: true)
            }
            requestState.pointee = RequestState.collecting(collector)
        }
        return .YES
    }
    if uploadDataSize.pointee != 0, let collector = RequestState.collector(state), let upload {
        collector.bytes.append(contentsOf: UnsafeRawBufferPointer(start: upload, count: uploadDataSize.pointee))
        uploadDataSize.pointee = 0
        // Content-Length was held to the route's limit in the first call: this is the last guard.
        return collector.bytes.count > collector.limit ? .NO : .YES
    }
    // A route that takes no body: count what is uploaded and discard it, up to the cap.
    if uploadDataSize.pointee != 0 {
        let received = RequestState.adding(uploadDataSize.pointee, to: state)
        requestState.pointee = received
        uploadDataSize.pointee = 0
        // Every body comes with one Content-Length, held to the cap in the first call (a transfer
        // coding is refused there), and libmicrohttpd reads no more: this is the last guard.
        if RequestState.bodyBytes(received) > context.maximumBodySize { return .NO }
        return .YES
    }
    let requestMethod = HTTPRequest.Method(cString: method)
    // The first call refused every target without a path.
    guard case .success(let path) = RequestTarget.path(of: String(cString: url), method: requestMethod) else { return .NO }
    let request = ReceivedFields(of: connection).request(
        method: requestMethod, path: path, body: RequestState.collector(state)?.bytes ?? [])
    let closing = ConnectionRequests.isFirst(on: connection) && peerHasHalfClosed(connection)
    return queue(context.router.respond(to: request), on: connection, context: context, closing: closing)
}

/// What the request's route takes as a body, nil when it takes none. Only `POST` routes take
/// bodies, so every other request is spared making strings of its method and target.
private func routeTakingBody(url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, context: DaemonContext)
    -> BodyRoute?
{
    guard strcmp(method, "POST") == 0 else { return nil }
    guard case .success(let path) = RequestTarget.path(of: String(cString: url), method: .post) else { return nil }
    return context.router.bodyRoute(method: .post, path: path)
}

/// The first call, when the headers are in: answers (and closes) a request refused before
/// routing, or returns nil to go on. Every check runs before any body byte is read; a body is held
/// to the route's own limit (`bodyLimit`) when it takes one, else to the server's; `announced` is
/// set to its `Content-Length` (0 when there is none: a body comes with one).
private func refuseEarly(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, version: UnsafePointer<CChar>?,
    bodyLimit: Int?, announced: inout Int, context: DaemonContext
) -> MHD_Result? {
    if context.openConnections.load(ordering: .relaxed) > context.connectionLimit {
        return queue(context.router.overloaded(), on: connection, context: context, closing: true)
    }
    let inspection = inspectHeaders(of: connection, method: method, version: version)
    if let fault = inspection.fault ?? targetFault(url: url, method: method) {
        return queue(context.router.malformed(fault), on: connection, context: context, closing: true)
    }
    if inspection.framing.headerBytes > context.maximumHeaderBytes {
        return queue(context.router.headersTooLarge(context.maximumHeaderBytes), on: connection, context: context, closing: true)
    }
    let limit = bodyLimit ?? context.maximumBodySize
    if let length = inspection.framing.contentLength, length > limit {
        return queue(context.router.bodyTooLarge(limit), on: connection, context: context)
    }
    announced = inspection.framing.contentLength ?? 0
    return nil
}

/// The `MHD_RequestCompletedCallback`: the answer is sent (or the connection failed), so the
/// request is no longer in flight.
let requestCompleted: MHD_RequestCompletedCallback = { contextPointer, _, requestState, _ in
    guard let contextPointer, let requestState, let state = requestState.pointee else { return }
    RequestState.end(state)
    requestState.pointee = nil
    Unmanaged<DaemonContext>.fromOpaque(contextPointer).takeUnretainedValue()
        .requestsInFlight.subtract(1, ordering: .relaxed)
}

/// The `MHD_AcceptPolicyCallback`: while the server stops (`HTTPServer.stop()`), a new connection
/// is closed as soon as it is accepted, so that only the requests already in flight are served.
let acceptPolicy: MHD_AcceptPolicyCallback = { contextPointer, _, _ in
    guard let contextPointer else { return .YES }
    let context = Unmanaged<DaemonContext>.fromOpaque(contextPointer).takeUnretainedValue()
    return context.isDraining.load(ordering: .relaxed) ? .NO : .YES
}

/// The `MHD_NotifyConnectionCallback`: counts the connections open, for the soft limit.
let connectionNotified: MHD_NotifyConnectionCallback = { contextPointer, _, socketContext, code in
    guard let contextPointer else { return }
    let context = Unmanaged<DaemonContext>.fromOpaque(contextPointer).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        context.openConnections.add(1, ordering: .relaxed)
        socketContext?.pointee = ConnectionRequests.start()
    } else {
        context.openConnections.subtract(1, ordering: .relaxed)
        if let socketContext { ConnectionRequests.end(socketContext.pointee) }
    }
}

/// How many requests a connection has had answered, kept in its socket context (allocated once
/// per connection, freed when it closes).
private enum ConnectionRequests {
    static func start() -> UnsafeMutableRawPointer {
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return UnsafeMutableRawPointer(count)
    }

    static func end(_ context: UnsafeMutableRawPointer?) {
        context?.assumingMemoryBound(to: Int.self).deallocate()
    }

    /// Whether this is the connection's first request, counting it (true when uncounted).
    static func isFirst(on connection: OpaquePointer) -> Bool {
        guard let count = pinwheel_mhd_socket_context(connection)?.assumingMemoryBound(to: Int.self) else { return true }
        count.pointee += 1
        return count.pointee == 1
    }
}

extension HTTPRequest.Method {
    /// Stands for a method token that is not valid HTTP; no route serves it.
    static let unparseable = HTTPRequest.Method("UNPARSEABLE")!

    /// The method libmicrohttpd received, `GET` and `HEAD` (nearly every request) found without
    /// making a `String` and checking it is a token.
    init(cString method: UnsafePointer<CChar>) {
        if strcmp(method, "GET") == 0 {
            self = .get
        } else if strcmp(method, "HEAD") == 0 {
            self = .head
        } else {
            self = HTTPRequest.Method(String(cString: method)) ?? .unparseable
        }
    }
}

/// What one pass over the request's header fields found.
private struct HeaderInspection {
    var framing = FramingCheck()
    var layout: HeaderSectionFraming
    var method: UnsafeRawBufferPointer
    var version: UnsafeRawBufferPointer

    /// Why the request must be refused, if it must.
    var fault: MalformedRequest? {
        guard !method.isEmpty, FieldBytes.areTokenBytes(method) else {
            return MalformedRequest(field: "method", reason: "\(FieldBytes.quoted(method)) is not a token")
        }
        guard layout.endsCleanly else {
            return MalformedRequest(field: "headers", reason: "a line is folded onto the previous one, or holds a NUL byte")
        }
        // RFC 9112 §3.2: Host is required from HTTP/1.1 on; HTTP/1.0 clients may leave it out.
        return framing.fault(requiresHost: !FieldBytes.equalsIgnoringCase(version, "http/1.0"))
    }
}

/// Checks every header field in one pass, without copying them.
private func inspectHeaders(
    of connection: OpaquePointer, method: UnsafePointer<CChar>, version: UnsafePointer<CChar>?
) -> HeaderInspection {
    let version = version ?? method
    let versionSize = version == method ? 0 : strlen(version)
    var inspection = HeaderInspection(
        layout: HeaderSectionFraming(
            start: UnsafeRawPointer(method), size: pinwheel_mhd_request_header_size(connection),
            requestLineEnd: UnsafeRawPointer(version + versionSize)),
        method: UnsafeRawBufferPointer(start: method, count: strlen(method)),
        version: UnsafeRawBufferPointer(start: version, count: versionSize))
    withUnsafeMutablePointer(to: &inspection) { inspectionPointer in
        _ = MHD_get_connection_values_n(
            connection, MHD_ValueKind.HEADER_KIND,
            { inspection, _, key, keySize, value, valueSize in
                guard let inspection = inspection?.assumingMemoryBound(to: HeaderInspection.self), let key, let value else {
                    return .YES
                }
                inspection.pointee.layout.follow(name: key, nameSize: keySize, value: value, valueSize: valueSize)
                inspection.pointee.framing.inspect(
                    name: UnsafeRawBufferPointer(start: key, count: keySize),
                    value: UnsafeRawBufferPointer(start: value, count: valueSize))
                return .YES
            }, inspectionPointer)
    }
    return inspection
}

/// Why the target is refused, if it is; a path (origin form) never is.
private func targetFault(url: UnsafePointer<CChar>, method: UnsafePointer<CChar>) -> MalformedRequest? {
    guard url.pointee != CChar(UInt8(ascii: "/")) else { return nil }
    let requestMethod = HTTPRequest.Method(cString: method)
    guard case .failure(let fault) = RequestTarget.path(of: String(cString: url), method: requestMethod) else { return nil }
    return fault
}

/// Whether the client has shut down its side (sent its FIN) with nothing left to read.
/// libmicrohttpd on edge-triggered epoll misses a FIN that arrives with the request's last
/// bytes: it reads the request short, takes the socket as drained, and would then keep the
/// connection open until the idle timeout. Such an answer closes the connection instead.
/// Asked of a connection's first request only: the peek is a system call, a sizable share of
/// what Pinwheel may add to an answer (BENCHMARKS.md), and the clients that shut down
/// their side after a request are one-shot clients. A kept-alive client that sends its last
/// request with its FIN is closed at the idle timeout, as libmicrohttpd alone would close it.
private func peerHasHalfClosed(_ connection: OpaquePointer) -> Bool {
    let socket = pinwheel_mhd_connection_fd(connection)
    guard socket >= 0 else { return false }
    var byte: UInt8 = 0
    return recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
}

/// Hands `response` to libmicrohttpd and queues it on the connection; when `closing`, or while
/// the server drains, the answer also closes the connection.
private func queue(
    _ response: Response, on connection: OpaquePointer, context: DaemonContext, closing: Bool = false
) -> MHD_Result {
    let made =
        if response.status == .notModified, let length = response.notModifiedLength {
            lengthOnlyResponse(length)
        } else {
            borrowingResponse(response.body)
        }
    guard let mhdResponse = made else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    // `Response.forEachField`'s fields, in its order, written here without its closure: its
    // fixed names handed on where they are, and the others by position, read where they are
    // (`for field in` copies each field, its name's two strings and its value, first).
    let fields = response.headerFields
    for position in fields.indices {
        withCString(fields[position].name.rawName) { name in
            withCString(fields[position].value) { value in _ = MHD_add_response_header(mhdResponse, name, value) }
        }
    }
    if let entityTag = response.entityTag {
        withCString(entityTag) { _ = MHD_add_response_header(mhdResponse, cString(Response.entityTagName), $0) }
    }
    let everyAnswers = Response.fieldOfEveryAnswer
    _ = MHD_add_response_header(mhdResponse, cString(everyAnswers.name), cString(everyAnswers.value))
    if closing || context.isDraining.load(ordering: .relaxed) {
        _ = MHD_add_response_header(mhdResponse, "Connection", "close")
    }
    return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
}

/// `text` as the C string it already is: a literal's bytes, which end in a NUL (`utf8Start`).
private func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Keeps an answer's bytes alive while libmicrohttpd sends them.
private final class BorrowedBody {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// An MHD response that sends `body` where it is, without copying it: libmicrohttpd holds a
/// reference to the bytes and `releaseBody` drops it once the response is destroyed (sent, or
/// its connection gone). An empty body needs no bytes at all.
private func borrowingResponse(_ body: [UInt8]) -> OpaquePointer? {
    guard !body.isEmpty else { return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT) }
    let owner = Unmanaged.passRetained(BorrowedBody(body))
    // The array is never mutated and `owner` keeps its storage alive until `releaseBody`, so its
    // address stays valid after `withUnsafeBytes` returns.
    let start = owner.takeUnretainedValue().bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
    let response = MHD_create_response_from_buffer_with_free_callback_cls(body.count, start, releaseBody, owner.toOpaque())
    if response == nil { owner.release() }
    return response
}

/// An MHD response that states `length` as its `Content-Length` and has no bytes: a `304`'s,
/// whose body libmicrohttpd never sends (0.9.75 states the length of whatever response it is
/// handed, so an empty buffer would state 0, which RFC 9110 §8.6 forbids).
private func lengthOnlyResponse(_ length: Int) -> OpaquePointer? {
    MHD_create_response_from_callback(UInt64(length), 1, neverRead, nil, nil)
}

/// The reader of `lengthOnlyResponse`: a 304's body is never read; were it asked for, the
/// connection is closed (-2 is `MHD_CONTENT_READER_END_WITH_ERROR`, a macro Swift cannot import).
private let neverRead: MHD_ContentReaderCallback = { _, _, _, _ in -2 }

/// The `MHD_ContentReaderFreeCallback` of `borrowingResponse`.
private let releaseBody: MHD_ContentReaderFreeCallback = { owner in
    guard let owner else { return }
    Unmanaged<BorrowedBody>.fromOpaque(owner).release()
}

/// Calls `body` with `string` as a NUL-terminated C string. A short string is copied to the
/// stack: it keeps its bytes inline, without a NUL, and `String.withCString` would copy it to the
/// heap. A longer one keeps a NUL after its bytes, which `withCString` passes as they are.
private func withCString<Result>(_ string: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard string.utf8.count < 16 else { return string.withCString(body) }
    var string = string
    return string.withUTF8 { utf8 in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { copy in
            let start = copy.baseAddress!
            if let source = utf8.baseAddress { start.update(from: source, count: utf8.count) }
            start[utf8.count] = 0
            return start.withMemoryRebound(to: CChar.self, capacity: 16) { body($0) }
        }
    }
}
