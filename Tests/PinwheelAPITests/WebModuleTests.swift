// The web module at GET /pinwheel.js, the modules it imports beside it and its declarations at GET /pinwheel.d.ts, from the real server.

import Foundation
import HTTPTestClient
@testable import PinwheelAPI
import Testing

/// (path, content type, the file in the repository the server embeds), for every file it serves.
private let files = WebModule.files.map { file in
    let name = String(file.path.dropFirst())
    let type = name.hasSuffix(".d.ts") ? "application/typescript; charset=utf-8" : "text/javascript; charset=utf-8"
    return (file.path, type, name)
}

/// The web client's module folder, every file of which the binary embeds (Package.swift).
private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../clients/web/module").standardized

private func repositoryFile(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: resources.appendingPathComponent(name)))
}

/// Every file of the module folder: `pinwheel.js`, the modules beside it and the declarations.
private func repositoryFileNames() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: resources.path))
}

/// A file added to clients/web/module and not in `WebModule.files` (or the reverse) fails here.
@Test func everyFileOfTheModuleIsServed() throws {
    #expect(Set(files.map(\.2)) == (try repositoryFileNames()))
    #expect(files.first?.0 == "/pinwheel.js")
}

/// A file served but missing from the contract (or the reverse) fails here.
@Test func everyFileOfTheModuleIsInTheContract() throws {
    let document = String(decoding: OpenAPIDocument.bytes, as: UTF8.self)
    for (path, _, _) in files {
        #expect(document.contains("\n  \(path):\n"), "openapi.yaml has no path \(path)")
    }
}

@Test(arguments: files)
func theFileIsServedAsItIsInTheRepository(path: String, contentType: String, name: String) throws {
    try withAPIServer { client throws in
        let response = try client.get(path)
        #expect(response.status == 200)
        #expect(response.header("content-type") == contentType)
        #expect(response.body == (try repositoryFile(name)))
    }
}

@Test(arguments: files)
func theFileIsCacheableAndItsTagIsItsBytes(path: String, contentType: String, name: String) throws {
    try withAPIServer { client throws in
        let response = try client.get(path)
        let tag = try #require(response.header("etag"))
        // The tag is computed once at startup: it must still be the hash of the bytes served.
        #expect(tag == HTTPCaching.entityTag(of: response.body))
        #expect(response.header("cache-control") == HTTPCaching.cacheControl)

        let again = try client.send(method: "GET", target: path, headers: ["If-None-Match: \(tag)"])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("etag") == tag)
        #expect(again.header("content-type") == nil)
        let other = try client.send(method: "GET", target: path, headers: ["If-None-Match: \"0123456789abcdef\""])
        #expect(other.status == 200)
        #expect(other.body == response.body)
    }
}

@Test(arguments: files)
func headOfTheFileHasItsHeadersAndNoBody(path: String, contentType: String, name: String) throws {
    try withAPIServer { client throws in
        let response = try client.send(method: "HEAD", target: path)
        #expect(response.status == 200)
        #expect(response.header("content-type") == contentType)
        #expect(response.header("etag") != nil)
        #expect(response.body.isEmpty)
    }
}

/// The module has no dependencies: each file imports nothing but the modules served beside it,
/// each by a relative URL (so that they come from wherever `pinwheel.js` came from) and never
/// `pinwheel.js` itself (a first comment showing an import of the module itself is no import).
@Test func theModulesImportOnlyEachOther() throws {
    let scripts = files.map(\.2).filter { $0.hasSuffix(".js") }
    let relative = try NSRegularExpression(pattern: #"^import \{ [A-Za-z_, ]+ \} from "\./(pinwheel-[a-z0-9-]+\.js)";$"#)
    var imported: Set<String> = []
    for name in scripts {
        let source = String(decoding: try repositoryFile(name), as: UTF8.self)
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let imports = code.filter { $0.hasPrefix("import ") || $0.contains("import(") || $0.contains("require(") }
        for line in imports.map(String.init) {
            let match = relative.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            let module = match.flatMap { Range($0.range(at: 1), in: line) }.map { String(line[$0]) }
            #expect(module.map(scripts.contains) == true, "\(name): \(line)")
            if let module { imported.insert(module) }
        }
    }
    // Every module beside pinwheel.js is imported by one of them.
    // pinwheel.js and pinwheel-page.js (docs/PAGE.md's pages) are the entry points; every other module is imported.
    #expect(imported == Set(scripts.filter { $0 != "pinwheel.js" && $0 != "pinwheel-page.js" }))
    let source = String(decoding: try repositoryFile("pinwheel.js"), as: UTF8.self)
    #expect(source.split(separator: "\n").contains { $0.hasPrefix("export class Pinwheel ") })
}

/// Every public member of the module's class (a line `  name(`, `  static name(` or `  get name(`
/// in its body) is declared in the body of pinwheel.d.ts's class, and every member declared there exists.
@Test func theDeclarationsDeclareWhatTheModuleDefines() throws {
    let source = String(decoding: try repositoryFile("pinwheel.js"), as: UTF8.self)
    let declarations = String(decoding: try repositoryFile("pinwheel.d.ts"), as: UTF8.self)
    let defined = try members(of: try classBody(source, "export class Pinwheel {"), #"^  (?:static |get )?([a-zA-Z]+)\("#)
    let declared = try members(
        of: try classBody(declarations, "export declare class Pinwheel {"), #"^  (?:static |readonly )?([a-zA-Z]+)[(<:]"#)
    #expect(defined == ["attach", "constructor", "offset", "index", "autoplay", "on", "off", "scrollTo", "ready", "destroy"])
    #expect(Set(declared) == Set(defined))
}

/// The lines from `opening` to the first line that is a lone `}`.
private func classBody(_ text: String, _ opening: String) throws -> String {
    let start = try #require(text.range(of: opening))
    let end = try #require(text.range(of: "\n}\n", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
}

private func members(of text: String, _ pattern: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
