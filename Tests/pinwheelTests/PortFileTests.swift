// `serve --port-file`: the bound port, written once the server listens, for scripts that start it on port 0.

import Foundation
import HTTPTestClient
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh folder for one test's port file, removed afterwards by the caller.
private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinwheel-port-file-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Starts `pinwheel serve` with `arguments` and `environment`, its log on the returned pipe.
private func startServe(_ arguments: [String], environment: [String: String] = [:]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = pinwheelExecutable
    process.arguments = ["serve"] + arguments
    process.environment = serverEnvironment(environment)
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return (process, stderr)
}

/// The file's text once it exists, polled for at most `seconds`; nil if it never appeared.
private func contents(of file: URL, within seconds: Double = 10) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if let text = try? String(contentsOf: file, encoding: .utf8) { return text }
        usleep(10_000)
    }
    return nil
}

private func stop(_ process: Process) {
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
}

@Test func thePortFileHoldsTheBoundPortOnceTheServerListens() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let portFile = folder.appendingPathComponent("port")
    let (process, stderr) = try startServe(["--port", "0", "--port-file", portFile.path])
    defer { if process.isRunning { stop(process) } }

    let text = try #require(contents(of: portFile))
    // The whole file is the port's digits and one newline, nothing a reader must strip but it.
    #expect(text.wholeMatch(of: /[0-9]{1,5}\n/) != nil, "\(text)")
    let port = try #require(UInt16(text.dropLast()))
    #expect(port != 0)
    // Written once listening: the first connection, with no retry, is answered.
    #expect(try HTTPTestClient(port: port).get("/healthz").status == 200)
    stop(process)
    let log = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(log.contains("listening on http://127.0.0.1:\(port) "), "\(log)")
    #expect(process.terminationStatus == 0)
}

@Test func thePortFileFallsBackToItsEnvironmentVariable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let portFile = folder.appendingPathComponent("port")
    let (process, _) = try startServe([], environment: ["PINWHEEL_PORT": "0", "PINWHEEL_PORT_FILE": portFile.path])
    defer { stop(process) }

    let port = try #require(contents(of: portFile).flatMap { UInt16($0.dropLast()) })
    #expect(try HTTPTestClient(port: port).get("/healthz").status == 200)
}

@Test func aPortFileThatCannotBeWrittenStopsTheServerWithAFailure() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder that does not exist: the rename into it cannot succeed.
    let portFile = folder.appendingPathComponent("missing/port")
    let (process, stderr) = try startServe(["--port", "0", "--port-file", portFile.path])
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { stop(process) }
    let log = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(log.contains("cannot write the port file \(portFile.path)"), "\(log)")
    #expect(!log.contains("listening on"))
}

@Test func helpDocumentsThePortFileAndItsVariable() throws {
    let help = try runPinwheel(["serve", "--help"])
    #expect(help.status == 0)
    let text = String(decoding: help.stdout, as: UTF8.self)
    #expect(text.contains("--port-file") && text.contains("PINWHEEL_PORT_FILE"))
}
