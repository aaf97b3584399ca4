// A host and port resolved to the `sockaddr` libmicrohttpd binds.

internal import CMicroHTTPD  // the sockaddr types come through its headers in whole-module builds

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An IPv4 or IPv6 socket address, owned as bytes so it can be handed to C by pointer.
struct SocketAddress {
    private var storage = sockaddr_storage()
    let isIPv6: Bool

    init(host: String, port: UInt16) throws {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &results) == 0, let first = results, let address = first.pointee.ai_addr else {
            throw ServerError.invalidHost(host)
        }
        defer { freeaddrinfo(results) }
        isIPv6 = Int32(address.pointee.sa_family) == AF_INET6
        withUnsafeMutableBytes(of: &storage) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(first.pointee.ai_addrlen)))
        }
        withUnsafeMutableBytes(of: &storage) { raw in
            if isIPv6 {
                raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_port = port.bigEndian
            } else {
                raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self).pointee.sin_port = port.bigEndian
            }
        }
    }

    /// Calls `body` with a `sockaddr` pointer valid for the call.
    func withSockAddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
        }
    }
}
