// The committed clients/fixtures/ files and the clients' generated copies are what the server's code writes now.

import ClientFixtures
import Foundation
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A change to what the server computes (its canonical size text, which carousel types wrap, the
/// slider's defaults) fails here until the fixtures the clients' tests read, and the copies the
/// clients keep (the web module's pinwheel-layout-facts.js, the addons' slider_defaults.gd), are
/// written again.
@Test(arguments: ClientFixtures.files().map(\.path))
func committedFixtureIsGenerated(path: String) throws {
    let generated = try #require(ClientFixtures.files().first { $0.path == path }).bytes
    let committed = (try? Data(contentsOf: repository.appendingPathComponent(path))).map(Array.init) ?? []
    guard committed != generated else { return }
    let lines = (
        String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
        String(decoding: generated, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    )
    let firstDifference = Array(zip(lines.0, lines.1)).firstIndex { $0 != $1 } ?? min(lines.0.count, lines.1.count)
    Issue.record(
        "\(path) is not what the server computes (line \(firstDifference + 1) differs): regenerate with `\(ClientFixtures.command)`"
    )
}
