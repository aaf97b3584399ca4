// `serve`'s settings: each from its flag, else its PINWHEEL_* environment variable, else its default.

import ArgumentParser
import Logging
import HTTPCore
import MicroHTTPServer
import PinwheelAPI
import WireFormat

/// The resolved settings of `pinwheel serve`. A malformed environment variable is a usage error
/// naming the variable, as a malformed flag is.
struct ServeSettings {
    var server: ServerConfiguration
    var encoder: ResponseEncoder
    var logLevel: Logger.Level
    /// The origin allowed to call the API from a browser (`*` for any); nil turns CORS off.
    var corsOrigin: String?
    /// Where to write the bound port once listening; nil writes none.
    var portFile: String?
    /// What the size tables may hold, in bytes.
    var sizeTablesMemory: Int

    init(_ flags: Serve, environment: [String: String]) throws {
        func setting<Value>(_ flag: Value?, _ variable: String, _ defaultValue: Value, _ parse: (String) -> Value?) throws
            -> Value
        {
            if let flag { return flag }
            guard let text = environment[variable] else { return defaultValue }
            guard let value = parse(text) else { throw ValidationError("\(variable): '\(text)' is not a valid value") }
            return value
        }
        func choice<Value: CaseIterable & RawRepresentable>(_ flag: Value?, _ variable: String, _ defaultValue: Value) throws
            -> Value
        where Value.RawValue == String {
            if let flag { return flag }
            guard let text = environment[variable] else { return defaultValue }
            guard let value = Value(rawValue: text) else {
                let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("\(variable): '\(text)' is not one of \(names)")
            }
            return value
        }
        let defaults = Self.defaults
        let host = try setting(flags.host, "PINWHEEL_HOST", defaults.host) { $0.isEmpty ? nil : $0 }
        let port = try setting(flags.port, "PINWHEEL_PORT", defaults.port) { UInt16($0) }
        let threads = try setting(flags.threads, "PINWHEEL_THREADS", defaults.threads) { Int($0) }
        guard (1...256).contains(threads) else { throw ValidationError("threads: must be 1 to 256, not \(threads)") }
        let encoder = try choice(flags.encoder, "PINWHEEL_ENCODER", Self.defaultEncoder)
        let logLevel = try choice(flags.logLevel, "PINWHEEL_LOG_LEVEL", Self.defaultLogLevel)
        let connectionLimit = try setting(flags.connectionLimit, "PINWHEEL_CONNECTION_LIMIT", defaults.connectionLimit) {
            UInt32($0)
        }
        let connectionTimeout = try setting(flags.connectionTimeout, "PINWHEEL_CONNECTION_TIMEOUT", defaults.connectionTimeout) {
            UInt32($0)
        }
        let connectionMemory = try setting(flags.connectionMemory, "PINWHEEL_CONNECTION_MEMORY", defaults.connectionMemoryLimit) {
            Int($0)
        }
        guard (8_192...16_777_216).contains(connectionMemory) else {
            throw ValidationError("connection-memory: must be 8192 to 16777216 bytes, not \(connectionMemory)")
        }
        let maxBodySize = try setting(flags.maxBodySize, "PINWHEEL_MAX_BODY_SIZE", defaults.maximumBodySize) { Int($0) }
        let drainTimeout = try setting(flags.drainTimeout, "PINWHEEL_DRAIN_TIMEOUT", defaults.drainTimeout) { Double($0) }
        sizeTablesMemory = try setting(flags.sizesMemory, "PINWHEEL_SIZES_MEMORY", Limits.sizeTablesMemory) { Int($0) }
        guard (0...(1 << 40)).contains(sizeTablesMemory) else {
            throw ValidationError("sizes-memory: must be 0 to 1099511627776 bytes, not \(sizeTablesMemory)")
        }
        guard connectionLimit >= 1, maxBodySize >= 0, drainTimeout >= 0, drainTimeout.isFinite else {
            throw ValidationError("connection-limit must be at least 1; max-body-size and drain-timeout at least 0")
        }
        server = ServerConfiguration(
            host: host, port: port, threads: threads, connectionTimeout: connectionTimeout,
            connectionLimit: connectionLimit, connectionMemoryLimit: connectionMemory,
            maximumBodySize: maxBodySize, drainTimeout: drainTimeout)
        self.encoder = encoder
        self.logLevel = logLevel
        corsOrigin = flags.corsOrigin ?? environment["PINWHEEL_CORS_ORIGIN"]
        if let corsOrigin, corsOrigin.isEmpty || corsOrigin.contains(where: { $0 == "\r" || $0 == "\n" || $0 == " " }) {
            throw ValidationError("cors-origin: '\(corsOrigin)' is not an origin (scheme://host[:port]) or *")
        }
        portFile = flags.portFile ?? environment["PINWHEEL_PORT_FILE"]
        if portFile?.isEmpty == true { throw ValidationError("port-file: the path is empty") }
    }
}
