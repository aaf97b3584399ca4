// A minimal HTTP/1.1 client over a raw socket, so tests can send any bytes (odd methods, bodies,
// hostile queries) to the real server and read exactly what comes back.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A response as read off the wire.
public struct RawResponse: Sendable {
    public var status: Int
    /// Header names lowercased.
    public var headers: [String: String]
    public var body: [UInt8]

    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

public enum HTTPTestClientError: Error {
    case cannotConnect(errno: Int32)
    case malformedResponse(String)
    /// A read waited longer than the client's timeout.
    case timedOut
}

/// Sends requests to `127.0.0.1:port`, one connection per request (`Connection: close`).
public struct HTTPTestClient: Sendable {
    public let port: UInt16
    /// Seconds a read may wait: a server that hangs fails the test instead of stalling it.
    public var timeout: Int = 10

    public init(port: UInt16) { self.port = port }

    public func get(_ target: String) throws -> RawResponse {
        try send(method: "GET", target: target)
    }

    public func send(method: String, target: String, headers: [String] = [], body: [UInt8] = []) throws -> RawResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for header in headers { head += header + "\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return try exchange(Array(head.utf8) + body, expectBody: method != "HEAD")
    }

    /// Writes `bytes` as they are and reads until the server closes the connection.
    public func exchange(_ bytes: [UInt8], expectBody: Bool = true) throws -> RawResponse {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard result > 0 else { break }
            sent += result
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return try Self.parse(received)
    }

    /// Opens a connection and returns its descriptor; the caller closes it.
    public func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HTTPTestClientError.cannotConnect(errno: errno) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let error = errno
            close(socket)
            throw HTTPTestClientError.cannotConnect(errno: error)
        }
        return socket
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else {
            throw HTTPTestClientError.malformedResponse(String(decoding: bytes, as: UTF8.self))
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw HTTPTestClientError.malformedResponse(head)
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Array(bytes[end.upperBound...]))
    }
}
