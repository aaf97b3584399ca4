// The files of clients/fixtures/ that the server's own code writes (what every client must compute as the server does), and the clients' copies of what they only copy.

import Foundation

/// The generated fixtures the web, Godot 4 and Godot 3 clients' tests read (clients/fixtures/README.md),
/// and the clients' generated copies of what they only copy of the server: each file's path from
/// the repository's root and its bytes, as `pinwheel-fixtures` writes them and
/// `ClientFixturesTests` compares them with the committed files.
public enum ClientFixtures {
    /// The command that writes them again, from the repository's root.
    public static let command = "swift run pinwheel-fixtures"

    /// Every generated file: its path from the repository's root and its bytes.
    public static func files() -> [(path: String, bytes: [UInt8])] {
        [
            ("clients/fixtures/size-text.json", SizeTextFixture.bytes()),
            ("clients/fixtures/layout-facts.json", LayoutFactsFixture.bytes()),
            ("clients/web/module/pinwheel-layout-facts.js", LayoutFactsCopies.webModule()),
            ("clients/godot/addons/pinwheel/slider_defaults.gd", LayoutFactsCopies.sliderDefaults(extending: "RefCounted")),
            ("clients/godot3/addons/pinwheel/slider_defaults.gd", LayoutFactsCopies.sliderDefaults(extending: "Reference")),
        ]
    }

    /// `value` as one line of JSON: keys sorted, slashes as they are, numbers as the server's
    /// JSON writer writes them (both are `JSONEncoder`'s, `JSONNumberFormat`).
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            preconditionFailure("a fixture's JSON encoding failed: \(error)")
        }
    }

    /// A JSON object of `fields` (name, JSON text), one per line, in the order given, so that a
    /// diff of a regenerated file shows the cases that changed.
    static func object(_ fields: [(name: String, json: String)]) -> [UInt8] {
        let body = fields.map { "  \(line($0.name)): \($0.json)" }.joined(separator: ",\n")
        return Array("{\n\(body)\n}\n".utf8)
    }

    /// A JSON array of `lines`, one element per line.
    static func array(_ lines: [String]) -> String {
        "[\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }
}
