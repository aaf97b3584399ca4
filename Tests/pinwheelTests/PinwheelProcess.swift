// Runs the built `pinwheel` executable: one-shot commands, and `serve` in the background.

import Foundation
import HTTPTestClient

#if canImport(Glibc)
    import Glibc
#endif

/// The `pinwheel` binary beside the test bundle in the build folder.
let pinwheelExecutable: URL = {
    let buildFolder = Bundle.main.bundleURL.deletingLastPathComponent()
    let beside = buildFolder.appendingPathComponent("pinwheel")
    return FileManager.default.fileExists(atPath: beside.path)
        ? beside : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("pinwheel")
}()

/// The environment a `pinwheel` the tests start runs in: this process's, without the `PINWHEEL_…`
/// settings a developer's shell or a container's image may set (a test names its own), plus `extra`.
func serverEnvironment(_ extra: [String: String]) -> [String: String] {
    ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PINWHEEL_") }.merging(extra) { $1 }
}

struct CommandOutput {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
}

/// Runs `pinwheel arguments…` to completion.
func runPinwheel(_ arguments: [String]) throws -> CommandOutput {
    let process = Process()
    process.executableURL = pinwheelExecutable
    process.arguments = arguments
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandOutput(status: process.terminationStatus, stdout: Array(out), stderr: String(decoding: err, as: UTF8.self))
}

/// `pinwheel serve --port 0` running in the background; its port is read from its `--port-file`.
final class RunningServer {
    let process = Process()
    let port: UInt16
    let logLine: String
    private let stderr = Pipe()

    init(extraArguments: [String] = [], environment: [String: String] = [:], portFlag: Bool = true) throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("pinwheel-port-\(UUID())")
        defer { try? FileManager.default.removeItem(at: portFile) }
        process.executableURL = pinwheelExecutable
        process.arguments = ["serve"] + (portFlag ? ["--port", "0"] : []) + ["--port-file", portFile.path] + extraArguments
        process.environment = serverEnvironment(environment)
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The port file is written before the listening line, so once that line is in, so is the
        // file. (A sanitizer may write lines of its own before it.)
        var text = ""
        let reader = stderr.fileHandleForReading
        while !text.contains("listening on") || !text.hasSuffix("\n") {
            let chunk = reader.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        logLine = text
        guard let written = try? String(contentsOf: portFile, encoding: .utf8),
            let port = UInt16(written.trimmingCharacters(in: .newlines))
        else {
            process.terminate()
            throw HTTPTestClientError.malformedResponse("no port file; the server said: \(text)")
        }
        self.port = port
    }

    var client: HTTPTestClient { HTTPTestClient(port: port) }

    /// What the server logged after its first line, read once it has exited.
    func remainingLog() -> String {
        String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Sends `signal` and waits, at most `seconds`, for the process to exit; nil if it did not.
    func stop(with signal: Int32 = SIGTERM, within seconds: Double = 5) -> (status: Int32, log: String)? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        let rest = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, rest)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
