// `pinwheel serve`: the HTTP server, until SIGINT or SIGTERM.

import ArgumentParser
import Logging
import MicroHTTPServer
import PinwheelAPI

#if canImport(Glibc)
import Glibc
#endif

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the API over HTTP until SIGINT or SIGTERM, then stop cleanly and exit 0.")

    @Option(help: "The address to listen on (IPv4, IPv6 or a host name).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (the log line says which).")
    var port: UInt16 = 8080

    @Option(help: "Threads in the server's pool (default: the number of cores).")
    var threads: Int?

    @Option(
        help: "How answers are encoded: fast (the hand-written writer) or foundation (JSONEncoder, the reference; same bytes, slower).",
        transform: { text in
            guard let encoder = ResponseEncoder(rawValue: text) else { throw ValidationError("--encoder must be fast or foundation") }
            return encoder
        })
    var encoder: ResponseEncoder = .fast

    func validate() throws {
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be 1 to 256")
        }
    }

    func run() throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "pinwheel")
        // Blocked before the server's threads start, so they inherit the mask and only this
        // thread receives the signals, in `sigwait`.
        var signals = ShutdownSignals()
        signals.block()
        let configuration = ServerConfiguration(host: host, port: port, threads: threads)
        let server: HTTPServer
        do {
            server = try HTTPServer(configuration: configuration, router: PinwheelRoutes.router(encoder: encoder))
        } catch {
            logger.critical("cannot start: \(error)")
            throw ExitCode.failure
        }
        logger.info("pinwheel listening on http://\(hostForURL):\(server.port) with \(configuration.threads) threads, \(encoder.rawValue) encoder")
        let signal = signals.wait()
        logger.info("received signal \(signal), stopping")
        server.stop()
        logger.info("stopped")
    }

    private var hostForURL: String { host.contains(":") ? "[\(host)]" : host }
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
