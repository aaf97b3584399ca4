// The engine ceiling's command line and daemon, set up as Pinwheel's.

import CLibMicroHTTPD
import Foundation

/// Pinwheel's daemon defaults (Sources/MicroHTTPServer/HTTPServer.swift, Sources/pinwheel/ServeSettings.swift).
private let connectionTimeoutSeconds: UInt32 = 10
private let connectionLimit: UInt32 = 1024 + 64
private let connectionMemoryBytes = 32 * 1024

/// The command line: --threads, --port, --port-file, the grids' tables (CeilingTables) and the pages (CeilingPages).
struct Arguments {
    var threads: UInt32 = 1
    var port: UInt16 = 0
    var portFile: String?
    /// `ID=PATH` each.
    var tables: [String] = []
    /// `ID=PATH` each.
    var pages: [String] = []

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.fail("\(option) needs a value") }
            switch option {
            case "--threads":
                guard let count = UInt32(value), (1...256).contains(count) else { Self.fail("--threads is 1 to 256") }
                threads = count
            case "--port":
                guard let number = UInt16(value) else { Self.fail("--port is 0 to 65535") }
                port = number
            case "--port-file": portFile = value
            case "--table": tables.append(value)
            case "--page": pages.append(value)
            default:
                Self.fail(
                    "usage: EngineCeiling [--threads N] [--port N] [--port-file PATH] [--table ID=PATH]... [--page ID=PATH]...")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("EngineCeiling: \(message)\n".utf8))
        exit(1)
    }
}

func startDaemon(_ arguments: Arguments) -> OpaquePointer? {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = arguments.port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sockaddr in
            // MHD_start_daemon is C-variadic; its `va_list` twin takes each option with its C type.
            let options: [any CVarArg] = [
                MHD_OPTION.THREAD_POOL_SIZE.rawValue, arguments.threads,
                MHD_OPTION.CONNECTION_TIMEOUT.rawValue, connectionTimeoutSeconds,
                MHD_OPTION.CONNECTION_LIMIT.rawValue, connectionLimit,
                MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, UInt(connectionMemoryBytes),
                MHD_OPTION.SOCK_ADDR.rawValue, sockaddr,
                MHD_OPTION.END.rawValue,
            ]
            let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
            return withVaList(options) { list in
                MHD_start_daemon_va(flags, arguments.port, nil, nil, accessHandler, nil, list)
            }
        }
    }
}
