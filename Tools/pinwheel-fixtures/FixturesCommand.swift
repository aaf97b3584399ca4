// The `pinwheel-fixtures` tool: writes clients/fixtures/ and the clients' generated copies from the server's own code (ClientFixtures).

import ArgumentParser
import ClientFixtures
import Foundation

/// Writes the generated files of clients/fixtures/ and the clients' generated copies
/// (clients/fixtures/README.md); ClientFixturesTests fails until they are written again after a
/// change to what the server computes.
@main
struct FixturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pinwheel-fixtures",
        abstract:
            "Write the clients' fixtures (the canonical size text and ids, the layout facts) and their copies of the layout facts from the server's code."
    )

    @Option(help: "The repository's root, which the files' paths start from.")
    var root = "."

    func run() throws {
        let folder = URL(fileURLWithPath: root, isDirectory: true)
        for file in ClientFixtures.files() {
            let url = folder.appendingPathComponent(file.path)
            try Data(file.bytes).write(to: url)
            print("wrote \(url.path) (\(file.bytes.count) bytes)")
        }
    }
}
