// One raw connection kept open across requests: pipelining, half-close, 100-continue and whether the server closes.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to the server that writes any bytes, reads answers one at a time (by their
/// `Content-Length`) and tells whether, and when, the server closes it.
public final class HTTPConnection {
    public let socket: Int32
    /// Bytes read but not yet returned as an answer.
    private var pending: [UInt8] = []

    /// `timeout`: seconds a read may wait before it gives up.
    public init(port: UInt16, timeout: Int = 10) throws {
        var client = HTTPTestClient(port: port)
        client.timeout = timeout
        socket = try client.connect()
    }

    deinit { close(socket) }

    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Writes all of `bytes`, ignoring a server that already closed.
    public func write(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard result > 0 else { return }
            sent += result
        }
    }

    /// Shuts down the client's sending side (the server reads end of file), still reading.
    public func shutdownWrite() { shutdown(socket, Int32(SHUT_WR)) }

    /// Reads the next answer. `bodiless` for an answer to HEAD; 1xx, 204 and 304 have no body.
    public func readResponse(bodiless: Bool = false) throws -> RawResponse {
        var headEnd = pending.firstRange(of: Array("\r\n\r\n".utf8))
        while headEnd == nil {
            guard try fill() else { throw HTTPTestClientError.malformedResponse(String(decoding: pending, as: UTF8.self)) }
            headEnd = pending.firstRange(of: Array("\r\n\r\n".utf8))
        }
        let head = try HTTPTestClient.parse(Array(pending[..<headEnd!.upperBound]))
        let hasNoBody = bodiless || head.status < 200 || head.status == 204 || head.status == 304
        let length = hasNoBody ? 0 : Int(head.header("content-length") ?? "") ?? 0
        while pending.count < headEnd!.upperBound + length {
            guard try fill() else { throw HTTPTestClientError.malformedResponse(String(decoding: pending, as: UTF8.self)) }
        }
        var response = head
        response.body = Array(pending[headEnd!.upperBound..<(headEnd!.upperBound + length)])
        pending.removeFirst(headEnd!.upperBound + length)
        return response
    }

    /// Reads until the server closes the connection: true when it does (end of file or reset),
    /// false when a read times out first. What arrives meanwhile is kept in `unread`.
    public func waitForClose() -> Bool {
        while true {
            do {
                guard try fill() else { return true }
            } catch {
                return false
            }
        }
    }

    /// The bytes received and not returned as an answer: after `waitForClose`, what the server
    /// sent after the last answer read.
    public var unread: [UInt8] { pending }

    /// Reads once into `pending`: false at end of file or on a reset, throws when the read times out.
    private func fill() throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
        if count > 0 {
            pending.append(contentsOf: buffer[0..<count])
            return true
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
            throw HTTPTestClientError.timedOut
        }
        return false
    }
}
