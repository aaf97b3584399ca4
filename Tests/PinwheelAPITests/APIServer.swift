// Starts the real Pinwheel server (libmicrohttpd and the API's routes) on an ephemeral port.

import Foundation
import HTTPTestClient
import LayoutEngine
import HTTPCore
import MicroHTTPServer
import PinwheelAPI
import Testing

/// Runs `body` against a freshly started server, stopped afterwards.
func withAPIServer(_ body: (HTTPTestClient) throws -> Void) throws {
    try withAPIServer(sizeTables: SizeTableStore(memoryLimit: Limits.sizeTablesMemory), body)
}

/// The same, holding size tables and pages in `store`, which the test can look into.
func withAPIServer(sizeTables store: SizeTableStore, _ body: (HTTPTestClient) throws -> Void) throws {
    let server = try HTTPServer(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
        router: PinwheelRoutes.router(sizeTables: store))
    defer { server.stop() }
    try body(HTTPTestClient(port: server.port))
}

/// Decodes a JSON body into `type`.
func decode<Value: Decodable>(_ type: Value.Type, _ response: RawResponse) throws -> Value {
    try JSONDecoder().decode(type, from: Data(response.body))
}

/// The query of a target like `/layout?a=1&b=2` as the server's parser would see it.
func queryItems(_ query: String) -> [QueryItem] {
    query.split(separator: "&").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : nil)
    }
}
