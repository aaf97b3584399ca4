// What ops people rely on: environment configuration, access logs, Prometheus metrics, --help.

import Foundation
import HTTPTestClient
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Test func environmentVariablesConfigureServeAndFlagsWin() throws {
    let server = try RunningServer(
        environment: [
            "PINWHEEL_PORT": "0", "PINWHEEL_THREADS": "1", "PINWHEEL_ENCODER": "foundation", "PINWHEEL_LOG_LEVEL": "notice",
        ],
        portFlag: false)
    #expect(server.logLine.contains("with 1 thread, foundation encoder"))
    _ = server.stop()
    let flagged = try RunningServer(extraArguments: ["--threads", "2"], environment: ["PINWHEEL_THREADS": "1"])
    #expect(flagged.logLine.contains("with 2 threads"))
    _ = flagged.stop()
}

@Test(arguments: [
    ("PINWHEEL_PORT", "http"), ("PINWHEEL_THREADS", "0"), ("PINWHEEL_ENCODER", "xml"), ("PINWHEEL_LOG_LEVEL", "loud"),
    ("PINWHEEL_CONNECTION_LIMIT", "-1"), ("PINWHEEL_DRAIN_TIMEOUT", "soon"), ("PINWHEEL_CONNECTION_MEMORY", "1024"),
])
func aMalformedEnvironmentVariableIsAUsageError(variable: String, value: String) throws {
    let process = Process()
    process.executableURL = pinwheelExecutable
    process.arguments = ["serve"]
    // Port 0 unless the port is what is tested, so that a server that wrongly starts cannot collide.
    process.environment = ["PINWHEEL_PORT": "0"].merging([variable: value]) { $1 }
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
    let name = variable.dropFirst("PINWHEEL_".count).lowercased().replacingOccurrences(of: "_", with: "-")
    #expect(message.contains(variable) || message.contains(name), "\(message)")
}

@Test func infoLevelLogsOneStructuredLinePerRequest() throws {
    let server = try RunningServer(extraArguments: ["--log-level", "info"])
    #expect(try server.client.get("/layout?count=3").status == 200)
    #expect(try server.client.get("/missing").status == 404)
    let log = try #require(server.stop()).log
    #expect(log.contains("method=GET path=/layout route=/layout status=200"))
    #expect(log.contains("path=/missing route=unmatched status=404"))
    #expect(log.contains("duration_us="))
}

@Test func theDefaultLevelLogsNoRequests() throws {
    let server = try RunningServer()
    #expect(try server.client.get("/layout?count=3").status == 200)
    let log = try #require(server.stop()).log
    #expect(!log.contains("path=/layout"))
}

@Test func metricsCountRequestsAndTimeThemByRouteAndStatus() throws {
    let server = try RunningServer()
    for _ in 0..<3 { #expect(try server.client.get("/layout?count=3").status == 200) }
    #expect(try server.client.get("/layout?count=x").status == 400)
    #expect(try server.client.get("/nowhere/\(UUID())").status == 404)
    let metrics = try server.client.get("/metrics")
    #expect(metrics.status == 200)
    #expect(metrics.header("content-type")?.hasPrefix("text/plain; version=0.0.4") == true)
    let text = metrics.bodyText
    #expect(text.contains(#"http_requests_total{method="GET",route="/layout",status="200"} 3"#))
    #expect(text.contains(#"http_requests_total{method="GET",route="/layout",status="400"} 1"#))
    #expect(text.contains(#"http_requests_total{method="GET",route="unmatched",status="404"} 1"#))
    #expect(text.contains(#"http_request_duration_seconds_count{method="GET",route="/layout",status="200"} 3"#))
    #expect(text.contains(#"le="0.00005""#))
    _ = server.stop()
}

/// Any client can send any method and path: none may add a series to `/metrics` (each would stay
/// in memory for the life of the process).
@Test func madeUpMethodsAndPathsDoNotGrowTheMetrics() throws {
    let server = try RunningServer()
    let client = server.client
    // One of each kind first, so that the `other`, `unmatched` and `/metrics` series exist.
    #expect(try client.send(method: "MADEUP", target: "/layout?count=1").status == 405)
    #expect(try client.get("/nowhere").status == 404)
    #expect(try client.get("/metrics").status == 200)
    let before = try client.get("/metrics").bodyText
    for index in 0..<64 {
        // A 16 KiB method name, fitting the header section's 32 KiB of connection memory.
        let method = "M\(index)" + String(repeating: "X", count: index == 0 ? 16 * 1024 : index)
        #expect(try client.send(method: method, target: "/layout?count=1").status == 405)
        #expect(try client.get("/nowhere/\(UUID())").status == 404)
    }
    let after = try client.get("/metrics").bodyText
    // The same series, only their counts changed: the /metrics request itself (once more), the
    // 64 + 1 made-up methods, the 64 + 1 unknown paths.
    #expect(seriesNames(after) == seriesNames(before))
    #expect(after.contains(#"http_requests_total{method="other",route="/layout",status="405"} 65"#))
    #expect(after.contains(#"http_requests_total{method="GET",route="unmatched",status="404"} 65"#))
    // Counts grow by a few digits at most: 2 → 65 in a handful of lines.
    #expect(abs(after.utf8.count - before.utf8.count) < 200, "\(before.utf8.count) → \(after.utf8.count) bytes")
    _ = server.stop()
}

/// The lines of a Prometheus text answer without their values: which series exist.
private func seriesNames(_ text: String) -> Set<Substring> {
    Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.prefix { $0 != " " } })
}

@Test func helpDocumentsEveryServeOptionAndItsVariable() throws {
    let help = try runPinwheel(["serve", "--help"])
    #expect(help.status == 0)
    let text = String(decoding: help.stdout, as: UTF8.self)
    for (option, variable) in [
        ("--host", "PINWHEEL_HOST"), ("--port", "PINWHEEL_PORT"), ("--threads", "PINWHEEL_THREADS"),
        ("--encoder", "PINWHEEL_ENCODER"), ("--log-level", "PINWHEEL_LOG_LEVEL"),
        ("--connection-limit", "PINWHEEL_CONNECTION_LIMIT"), ("--connection-timeout", "PINWHEEL_CONNECTION_TIMEOUT"),
        ("--connection-memory", "PINWHEEL_CONNECTION_MEMORY"), ("--cors-origin", "PINWHEEL_CORS_ORIGIN"),
        ("--max-body-size", "PINWHEEL_MAX_BODY_SIZE"), ("--drain-timeout", "PINWHEEL_DRAIN_TIMEOUT"),
    ] {
        #expect(text.contains(option) && text.contains(variable), "\(option)")
    }
}

/// SIGTERM under load: every request the server accepted gets a whole answer, and it exits 0.
@Test func sigtermUnderLoadBreaksNoAcceptedRequest() throws {
    let server = try RunningServer()
    let client = server.client
    let outcomes = ResponseLog()
    let group = DispatchGroup()
    let stopSending = SharedFlag()
    let answered = SharedFlag()
    for worker in 0..<8 {
        DispatchQueue.global().async(group: group) {
            var index = 0
            while !stopSending.isSet {
                index += 1
                let outcome = Result { try client.get("/layout?count=1000&cull=false&offset=\(worker * 1000 + index)") }
                if (try? outcome.get().status) == 200 { answered.set() }
                outcomes.record(outcome)
            }
        }
    }
    // SIGTERM once the server is answering, however long a cold or sanitized build takes to start.
    let deadline = Date().addingTimeInterval(60)
    while !answered.isSet, Date() < deadline { usleep(1_000) }
    let stopped = server.stop(within: 60)
    stopSending.set()
    group.wait()
    #expect(answered.isSet, "no 200 within 60 s")
    // The server's stderr holds a sanitizer's report, or why it did not stop.
    #expect(stopped?.status == 0, "server stderr:\n\(stopped?.log ?? server.remainingLog())")
    for outcome in outcomes.all {
        switch outcome {
        case .success(let response):
            #expect(response.status == 200)
            #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) != nil, "a cut answer")
        case .failure(let error):
            // Refused or reset before any byte of an answer: the connection was not accepted.
            #expect(error is HTTPTestClientError)
        }
    }
}

@Test func corsIsOffByDefaultAndOnWithAnOrigin() throws {
    let plain = try RunningServer()
    let withoutCORS = try plain.client.send(method: "GET", target: "/layout?count=3", headers: ["Origin: https://app.example"])
    #expect(withoutCORS.header("access-control-allow-origin") == nil)
    _ = plain.stop()

    let server = try RunningServer(environment: ["PINWHEEL_CORS_ORIGIN": "https://app.example"])
    let answer = try server.client.send(method: "GET", target: "/layout?count=3", headers: ["Origin: https://app.example"])
    #expect(answer.status == 200)
    #expect(answer.header("access-control-allow-origin") == "https://app.example")
    let preflight = try server.client.send(
        method: "OPTIONS", target: "/snap", headers: ["Origin: https://app.example", "Access-Control-Request-Method: GET"])
    #expect(preflight.status == 204)
    #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS")
    // A page's JSON post of a size table: POST and Content-Type allowed, at /sizes and /sizes/{id}.
    for target in ["/sizes", "/sizes/sha256-" + String(repeating: "0", count: 64)] {
        let post = try server.client.send(
            method: "OPTIONS", target: target,
            headers: [
                "Origin: https://app.example", "Access-Control-Request-Method: POST",
                "Access-Control-Request-Headers: content-type",
            ])
        #expect(post.status == 204, "\(target)")
        #expect(post.header("access-control-allow-methods")?.contains("POST") == true, "\(target)")
        #expect(post.header("access-control-allow-headers")?.contains("Content-Type") == true, "\(target)")
    }
    // The demo page, asked with no Origin, still says that its answer depends on one.
    #expect(try server.client.get("/layout?count=3").header("vary") == "Origin")
    _ = server.stop()
}
