// The tool that writes openapi.yaml's parameter lists from what the server reads (scripts/openapi-parameters runs it).

import ArgumentParser
import Foundation

/// Writes, in place, the parameter lists of each layout's own operations and of the page
/// operations in an OpenAPI document (`OpenAPIParameterLists.writing`), or with `--check` only
/// says whether they are the server's. The unit tests compare the repository's openapi.yaml the
/// same way (Tests/PinwheelAPITests/OpenAPIParameterTests.swift).
@main
struct OpenAPIParameterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi-parameters",
        abstract: "Writes openapi.yaml's parameter lists from the parameter table and the page operations.")

    @Flag(help: "Write nothing; fail when the document's lists are not the server's.")
    var check = false

    @Argument(help: "The OpenAPI document.")
    var file = "openapi.yaml"

    func run() throws {
        // Through a symlink (Sources/PinwheelAPI/Resources/openapi.yaml) to the file itself, which is replaced.
        let url = URL(fileURLWithPath: file).resolvingSymlinksInPath()
        let text = try String(contentsOf: url, encoding: .utf8)
        let written = try OpenAPIParameterLists.writing(text)
        guard written != text else { return }
        guard !check else { throw StaleLists(file: file) }
        try written.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// `--check` found lists that are not the server's.
struct StaleLists: Error, CustomStringConvertible {
    var file: String
    var description: String { "\(file)'s parameter lists are not the server's: run scripts/openapi-parameters" }
}
