// Serves a route table over HTTP with libmicrohttpd's thread pool.

internal import CMicroHTTPD
public import HTTPCore
import HTTPTypes
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where and how the server listens, and the limits that keep it up under abuse.
public struct ServerConfiguration: Sendable {
    /// An IPv4 or IPv6 address, or a name such as `localhost` (the first address it resolves to).
    public var host: String
    /// `0` picks a free port; `HTTPServer.port` tells which.
    public var port: UInt16
    /// Threads in libmicrohttpd's pool; each polls its own share of connections.
    public var threads: Int
    /// Seconds a connection may stay silent (idle, or trickling nothing) before it is closed.
    public var connectionTimeout: UInt32
    /// Connections open at once. Requests on connections past it are answered by the router's
    /// `overloaded` handler (503) and their connections closed; past it by a margin of
    /// `connectionLimitMargin`, libmicrohttpd closes new connections as soon as they are accepted.
    public var connectionLimit: UInt32
    /// Bytes of memory per connection: libmicrohttpd keeps the request line, the headers and
    /// the query's split arguments in it, and closes the connection of a request that does not
    /// fit. It also clears the whole of it for every request, so a larger pool costs throughput
    /// on every request (BENCHMARKS.md); libmicrohttpd's own default, 32 KiB, holds far more
    /// query arguments than the 64 the API answers with a 414.
    public var connectionMemoryLimit: Int
    /// Bytes of request headers (names and values) accepted; more is answered 431.
    public var maximumHeaderBytes: Int
    /// Bytes of request body accepted, and discarded, by a route that takes none; more is answered
    /// 413. A route that takes a body (`POST /sizes`) holds it to the router's own limit.
    public var maximumBodySize: Int
    /// Seconds `stop()` waits for requests in flight before closing every connection.
    public var drainTimeout: Double

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int? = nil,
        connectionTimeout: UInt32 = 10, connectionLimit: UInt32 = 1024,
        connectionMemoryLimit: Int = 32 * 1024, maximumHeaderBytes: Int = 16 * 1024,
        maximumBodySize: Int = 64 * 1024, drainTimeout: Double = 10
    ) {
        self.host = host
        self.port = port
        self.threads = max(1, threads ?? ServerConfiguration.processorCount)
        self.connectionTimeout = connectionTimeout
        self.connectionLimit = connectionLimit
        self.connectionMemoryLimit = connectionMemoryLimit
        self.maximumHeaderBytes = maximumHeaderBytes
        self.maximumBodySize = maximumBodySize
        self.drainTimeout = drainTimeout
    }

    /// Connections libmicrohttpd accepts beyond `connectionLimit`, so that it can answer them 503.
    static let connectionLimitMargin: UInt32 = 64

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
    /// Requests being answered now (received, not yet completely sent).
    public var requestsInFlight: Int { context.takeUnretainedValue().requestsInFlight.load(ordering: .acquiring) }
    /// Whether `stop()` has begun: new connections are then closed unanswered.
    public var isStopping: Bool { context.takeUnretainedValue().isDraining.load(ordering: .acquiring) }

    /// The port the server listens on (the chosen one when configured with port 0).
    public let port: UInt16
    public let configuration: ServerConfiguration
    private let daemon: Mutex<DaemonHandle?>
    private let context: Unmanaged<DaemonContext>

    public init(configuration: ServerConfiguration, router: Router) throws {
        // libmicrohttpd writes with MSG_NOSIGNAL, but a peer closing mid-write must never end the
        // process, whatever path the write took.
        signal(SIGPIPE, SIG_IGN)
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        let context = Unmanaged.passRetained(DaemonContext(router: router, configuration: configuration))
        guard let handle = DaemonHandle.start(configuration: configuration, address: address, context: context) else {
            context.release()
            throw ServerError.cannotListen(host: configuration.host, port: configuration.port)
        }
        self.configuration = configuration
        self.context = context
        self.port = handle.boundPort
        self.daemon = Mutex(handle)
    }

    /// Stops gracefully: refuses new connections (each is closed as soon as it is accepted), lets
    /// the requests in flight finish (for at most `drainTimeout` seconds; answers sent meanwhile
    /// close their connection), then closes every connection and the listening socket and waits
    /// for the pool's threads. Idempotent.
    ///
    /// It does not call `MHD_quiesce_daemon`: with epoll and a thread pool, libmicrohttpd 0.9.75
    /// takes the listening socket out of each thread's epoll set both in that call and in the
    /// threads themselves, unsynchronised, and aborts the process when the second removal fails
    /// (`Failed to remove listen FD from epoll set`). An address sanitizer run of the tests hit it.
    public func stop() {
        let handle = daemon.withLock { handle -> DaemonHandle? in
            defer { handle = nil }
            return handle
        }
        guard let handle else { return }
        let shared = context.takeUnretainedValue()
        shared.isDraining.store(true, ordering: .releasing)
        let deadline = ContinuousClock.now + .milliseconds(Int(configuration.drainTimeout * 1000))
        while shared.requestsInFlight.load(ordering: .acquiring) > 0, ContinuousClock.now < deadline {
            usleep(1_000)
        }
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
        configuration: ServerConfiguration, address: SocketAddress, context: Unmanaged<DaemonContext>
    ) -> DaemonHandle? {
        // ITC lets `MHD_stop_daemon` wake the pool's threads.
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let pointer = address.withSockAddr { sockaddr in
            // MHD_start_daemon is C-variadic; its `va_list` twin takes each option with its exact
            // C type: enum MHD_OPTION and unsigned int as UInt32, pointers as pointers.
            let options: [any CVarArg] = [
                MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(configuration.threads),
                MHD_OPTION.CONNECTION_TIMEOUT.rawValue, configuration.connectionTimeout,
                MHD_OPTION.CONNECTION_LIMIT.rawValue, configuration.connectionLimit + ServerConfiguration.connectionLimitMargin,
                MHD_OPTION.NOTIFY_CONNECTION.rawValue, unsafeBitCast(connectionNotified, to: OpaquePointer.self),
                OpaquePointer(context.toOpaque()),
                MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, UInt(configuration.connectionMemoryLimit),
                MHD_OPTION.NOTIFY_COMPLETED.rawValue, unsafeBitCast(requestCompleted, to: OpaquePointer.self),
                OpaquePointer(context.toOpaque()),
                MHD_OPTION.SOCK_ADDR.rawValue, sockaddr,
                // 0.9.75's strictness helps nothing the access handler does not do better
                // (docs/OPERATIONS.md, limits under abuse): at 1 a missing Host gets
                // libmicrohttpd's text/html 400 twice over and a space in the target a close
                // without an answer; at -1 a space before a colon gets its text/html 400, where
                // the handler answers a problem. So it stays lenient.
                MHD_OPTION.STRICT_FOR_CLIENT.rawValue, Int32(0),
                MHD_OPTION.END.rawValue,
            ]
            return withVaList(options) { arguments in
                MHD_start_daemon_va(
                    flags, configuration.port, acceptPolicy, context.toOpaque(), accessHandler, context.toOpaque(), arguments)
            }
        }
        return pointer.map(DaemonHandle.init(pointer:))
    }
}

/// What every callback of a daemon shares: the route table, the body cap and the count of
/// requests in flight that a graceful stop waits for.
final class DaemonContext: Sendable {
    let router: Router
    let maximumBodySize: Int
    let maximumHeaderBytes: Int
    let connectionLimit: Int
    let requestsInFlight = Atomic<Int>(0)
    let openConnections = Atomic<Int>(0)
    /// Set when stopping: every answer then closes its connection, so no new request can start
    /// on a kept-alive connection and then be cut off, and a new connection is closed as soon as
    /// it is accepted (`acceptPolicy`).
    let isDraining = Atomic<Bool>(false)

    init(router: Router, configuration: ServerConfiguration) {
        self.router = router
        self.maximumBodySize = configuration.maximumBodySize
        self.maximumHeaderBytes = configuration.maximumHeaderBytes
        self.connectionLimit = Int(configuration.connectionLimit)
    }
}
