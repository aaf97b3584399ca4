// `pinwheel serve`: the HTTP server, until SIGINT or SIGTERM.

import ArgumentParser
import Foundation
import Logging
import HTTPCore
import MicroHTTPServer
import Metrics
import PinwheelAPI
import WireFormat

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the API over HTTP until SIGINT or SIGTERM, then stop cleanly and exit 0.",
        discussion: "Every option falls back to an environment variable (named in its help), then to its default. "
            + "GET /metrics answers Prometheus text; --log-level info logs one line per request.")

    @Option(help: "The address to listen on: IPv4, IPv6 or a host name. [PINWHEEL_HOST; default \(ServeSettings.defaults.host)]")
    var host: String?

    @Option(
        help:
            "The port to listen on; 0 picks a free one (the log line and --port-file say which). [PINWHEEL_PORT; default \(ServeSettings.defaults.port)]"
    )
    var port: UInt16?

    @Option(
        help:
            "A file to write the bound port to (its digits and a newline), atomically, once the server listens: how a script that starts it with --port 0 learns the port. [PINWHEEL_PORT_FILE; default: none]"
    )
    var portFile: String?

    @Option(help: "Threads in the server's pool, 1 to 256. [PINWHEEL_THREADS; default: the number of cores]")
    var threads: Int?

    @Option(
        help:
            "How answers are encoded: fast (the hand-written writer) or foundation (JSONEncoder, the reference; same bytes, slower). [PINWHEEL_ENCODER; default \(ServeSettings.defaultEncoder.rawValue)]"
    )
    var encoder: ResponseEncoder?

    @Option(
        help:
            "How much to log; info logs one line per request. [PINWHEEL_LOG_LEVEL; default \(ServeSettings.defaultLogLevel.rawValue)]"
    )
    var logLevel: Logger.Level?

    @Option(
        help:
            "The origin whose pages may call the API from a browser (e.g. https://app.example), or * for any; preflight OPTIONS is then answered. [PINWHEEL_CORS_ORIGIN; default: none, CORS off]"
    )
    var corsOrigin: String?

    @Option(
        help:
            "Connections open at once; requests on more are answered 503. [PINWHEEL_CONNECTION_LIMIT; default \(ServeSettings.defaults.connectionLimit)]"
    )
    var connectionLimit: UInt32?

    @Option(
        help:
            "Seconds a silent connection stays open. [PINWHEEL_CONNECTION_TIMEOUT; default \(ServeSettings.defaults.connectionTimeout)]"
    )
    var connectionTimeout: UInt32?

    @Option(
        help:
            "Bytes of memory libmicrohttpd keeps per connection for the request line, headers and query arguments (~64 bytes each); a request that does not fit is closed. libmicrohttpd clears it for every request, so more costs throughput. [PINWHEEL_CONNECTION_MEMORY; default \(ServeSettings.defaults.connectionMemoryLimit)]"
    )
    var connectionMemory: Int?

    @Option(
        help:
            "Bytes of request body accepted and discarded by the endpoints that take none (POST /sizes has its own limit); more is answered 413. [PINWHEEL_MAX_BODY_SIZE; default \(ServeSettings.defaults.maximumBodySize)]"
    )
    var maxBodySize: Int?

    @Option(
        help:
            "Bytes of memory the size tables (POST /sizes) may take; past it the least recently used are evicted. [PINWHEEL_SIZES_MEMORY; default \(Limits.sizeTablesMemory)]"
    )
    var sizesMemory: Int?

    @Option(
        help:
            "Seconds a stop waits for requests in flight. [PINWHEEL_DRAIN_TIMEOUT; default \(Int(ServeSettings.defaults.drainTimeout))]"
    )
    var drainTimeout: Double?

    func run() throws {
        let settings = try ServeSettings(self, environment: ProcessInfo.processInfo.environment)
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = settings.logLevel
            return handler
        }
        let logger = Logger(label: "pinwheel")
        let metrics = PrometheusMetrics()
        MetricsSystem.bootstrap(metrics.factory)

        // The size tables' memory accounting assumes large blocks mapped apart, so that an evicted
        // table's memory leaves the process (`SizeTableStore`): set for the whole process, here,
        // before the server's threads start.
        AllocatorRelease.mapLargeBlocksApart()
        var router = PinwheelRoutes.router(
            encoder: settings.encoder, sizeTables: SizeTableStore(memoryLimit: settings.sizeTablesMemory))
        // Below `info` the access log writes nothing: left out, it costs a request nothing either.
        if logger.logLevel <= .info { router.use(AccessLogMiddleware(logger: logger)) }
        router.use(MetricsMiddleware())
        router.get("/metrics") { _ in
            Response(contentType: PrometheusMetrics.contentType, body: metrics.text())
        }
        // After the last route: a preflight names the methods of the routes the router has now.
        if let origin = settings.corsOrigin {
            let routes = router
            router.use(CORSMiddleware(allowedOrigin: origin, allowedMethods: { routes.allowedMethods(for: $0) }))
        }

        // Blocked before the server's threads start, so they inherit the mask and only this
        // thread receives the signals, in `sigwait`.
        var signals = ShutdownSignals()
        signals.block()
        let server: HTTPServer
        do {
            server = try HTTPServer(configuration: settings.server, router: router)
        } catch {
            logger.critical("cannot start: \(error)")
            throw ExitCode.failure
        }
        if let portFile = settings.portFile {
            do {
                try writePortFile(server.port, to: portFile)
            } catch {
                logger.critical("cannot write the port file \(portFile): \(error)")
                server.stop()
                throw ExitCode.failure
            }
        }
        let host = settings.server.host.contains(":") ? "[\(settings.server.host)]" : settings.server.host
        let threads = settings.server.threads == 1 ? "1 thread" : "\(settings.server.threads) threads"
        logger.notice(
            "pinwheel listening on http://\(host):\(server.port) with \(threads), \(settings.encoder.rawValue) encoder"
        )
        let signal = signals.wait()
        logger.notice("received signal \(signal), stopping")
        server.stop()
        logger.notice("stopped")
    }
}

/// Writes `port` to `path` through a temporary file renamed over it, so that a reader never sees
/// a partly written number.
private func writePortFile(_ port: UInt16, to path: String) throws {
    try Data("\(port)\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
}

/// SIGINT and SIGTERM, delivered synchronously to the thread that waits for them.
struct ShutdownSignals {
    private var set = sigset_t()

    init() {
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
    }

    mutating func block() {
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Blocks until one of the signals arrives and returns its number.
    mutating func wait() -> Int32 {
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }
}
