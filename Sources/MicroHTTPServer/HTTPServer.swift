// Serves a route table over HTTP with libmicrohttpd's thread pool.

internal import CMicroHTTPD
import HTTPTypes
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where and how the server listens.
public struct ServerConfiguration: Sendable {
    /// An IPv4 or IPv6 address, or a name such as `localhost` (the first address it resolves to).
    public var host: String
    /// `0` picks a free port; `HTTPServer.port` tells which.
    public var port: UInt16
    /// Threads in libmicrohttpd's pool; each polls its own share of connections.
    public var threads: Int
    /// Seconds an idle connection is kept open.
    public var connectionTimeout: UInt32

    public init(host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int? = nil, connectionTimeout: UInt32 = 30) {
        self.host = host
        self.port = port
        self.threads = max(1, threads ?? ServerConfiguration.processorCount)
        self.connectionTimeout = connectionTimeout
    }

    /// The cores this process may run on.
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// Why the server could not start.
public enum ServerError: Error, CustomStringConvertible, Equatable {
    case invalidHost(String)
    case cannotListen(host: String, port: UInt16)

    public var description: String {
        switch self {
        case .invalidHost(let host): "cannot resolve host '\(host)' to an address"
        case .cannotListen(let host, let port): "cannot listen on \(host):\(port) (in use, or not permitted)"
        }
    }
}

/// A running libmicrohttpd daemon answering with a `Router`. It listens from `init` until `stop()`.
public final class HTTPServer: Sendable {
    /// The port the server listens on (the chosen one when configured with port 0).
    public let port: UInt16
    public let configuration: ServerConfiguration
    private let daemon: Mutex<DaemonHandle?>
    private let context: Unmanaged<ConnectionContext>

    public init(configuration: ServerConfiguration, router: Router) throws {
        // libmicrohttpd writes with MSG_NOSIGNAL, but a peer closing mid-write must never end the
        // process, whatever path the write took.
        signal(SIGPIPE, SIG_IGN)
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        let context = Unmanaged.passRetained(ConnectionContext(router: router))
        guard let handle = DaemonHandle.start(configuration: configuration, address: address, context: context) else {
            context.release()
            throw ServerError.cannotListen(host: configuration.host, port: configuration.port)
        }
        self.configuration = configuration
        self.context = context
        self.port = handle.boundPort
        self.daemon = Mutex(handle)
    }

    /// Stops listening, closes every connection and waits for the pool's threads. Idempotent.
    public func stop() {
        let handle = daemon.withLock { handle -> DaemonHandle? in
            defer { handle = nil }
            return handle
        }
        guard let handle else { return }
        handle.stop()
        context.release()
    }

    deinit { stop() }
}

/// The `MHD_Daemon` pointer, owned by one `HTTPServer`.
private struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer

    var boundPort: UInt16 { pinwheel_mhd_bound_port(pointer) }

    func stop() { MHD_stop_daemon(pointer) }

    static func start(
        configuration: ServerConfiguration, address: SocketAddress, context: Unmanaged<ConnectionContext>
    ) -> DaemonHandle? {
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let pointer = address.withSockAddr { sockaddr in
            // MHD_start_daemon is C-variadic; its `va_list` twin takes each option with its exact
            // C type: enum MHD_OPTION and unsigned int as UInt32, pointers as pointers.
            let options: [any CVarArg] = [
                MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(configuration.threads),
                MHD_OPTION.CONNECTION_TIMEOUT.rawValue, configuration.connectionTimeout,
                MHD_OPTION.SOCK_ADDR.rawValue, sockaddr,
                MHD_OPTION.END.rawValue,
            ]
            return withVaList(options) { arguments in
                MHD_start_daemon_va(
                    flags, configuration.port, nil, nil, accessHandler, context.toOpaque(), arguments)
            }
        }
        return pointer.map(DaemonHandle.init(pointer:))
    }
}

/// What every callback of a daemon shares: the route table.
final class ConnectionContext: Sendable {
    let router: Router

    init(router: Router) { self.router = router }
}
