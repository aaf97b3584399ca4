// The demo page at GET /, its scripts at GET /demo.js, GET /demo-layouts.js and GET /demo-home.js, and its home screen's description, from the real server.

import Foundation
import HTTPTestClient
import PinwheelAPI
import Testing

/// The web client's demo folder: the pages the binary embeds and the demo page's scripts, and
/// nothing else to serve.
private let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../clients/web/demo").standardized

private func repositoryFile(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: demoFolder.appendingPathComponent(name)))
}

/// The script at `path`, as the server embeds it.
private func script(_ path: String) throws -> String {
    let script = try #require(DemoPage.scripts.first { $0.path == path })
    return String(decoding: script.bytes, as: UTF8.self)
}

/// The tag by which demo.html loads its script, the page's only reference to another file.
private let scriptTag = #"<script type="module" src="demo.js"></script>"#

/// A file added to clients/web/demo and not served (or the reverse) fails here.
@Test func theDemoPageServedIsTheRepositorysFile() throws {
    let pages = ["demo.html", "first-frame.html"]
    let scripts = DemoPage.scripts.map { String($0.path.dropFirst()) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: demoFolder.path).sorted() == (pages + scripts).sorted())
    let file = try repositoryFile("demo.html")
    try withAPIServer { client throws in
        #expect(try client.get("/").body == file)
    }
}

@Test func theDemoPageIsServedAtTheRoot() throws {
    try withAPIServer { client throws in
        let response = try client.get("/")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/html; charset=utf-8")
        #expect(response.body == DemoPage.bytes)
        let page = response.bodyText
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains(scriptTag))
        #expect(page.contains("id=\"layout-select\""))
        #expect(page.contains("id=\"carousel-type-select\""))
        // The page is built on the web module, from the same server (or the one `?api=` names).
        let main = try script("/demo.js")
        #expect(main.contains("import(moduleURL)"))
        #expect(main.contains("new URL(\"pinwheel.js\""))
        #expect(main.contains(#"import { CAROUSEL_TYPES, cellSizes, layouts, sliderEffects } from "./demo-layouts.js";"#))
        #expect(main.contains(#"import { openHome } from "./demo-home.js";"#))
        for text in [page, main, try script("/demo-layouts.js"), try script("/demo-home.js")] {
            #expect(!text.contains("/snap"))
        }
    }
}

@Test(arguments: DemoPage.scripts.map(\.path))
func theDemoPagesScriptIsServedAsItIsInTheRepository(path: String) throws {
    let file = try repositoryFile(String(path.dropFirst()))
    try withAPIServer { client throws in
        let response = try client.get(path)
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/javascript; charset=utf-8")
        #expect(response.body == file)
        let head = try client.send(method: "HEAD", target: path)
        #expect(head.status == 200)
        #expect(head.header("content-type") == "text/javascript; charset=utf-8")
        #expect(head.body.isEmpty)
    }
}

/// The page loads its script from beside it, which imports only the other scripts beside it and
/// the web module (from the page's server or the one `?api=` names); none of them loads anything
/// else (the home screen's description, fetched from beside the page, is no reference here).
@Test func theDemoPageLoadsNothingFromElsewhere() throws {
    try withAPIServer { client throws in
        let page = try client.get("/").bodyText
        let texts = [
            ("/", page.replacing(scriptTag, with: "")),
            ("/demo.js", try client.get("/demo.js").bodyText),
            ("/demo-layouts.js", try client.get("/demo-layouts.js").bodyText),
            ("/demo-home.js", try client.get("/demo-home.js").bodyText),
        ]
        for (path, text) in texts {
            for reference in ["<link", "src=", "@import", "url("] {
                #expect(!text.contains(reference), "\(path) mentions \(reference)")
            }
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains("import(") }
            for line in imports {
                let besideThePage = line.hasSuffix(#" from "./demo-layouts.js";"#) || line.hasSuffix(#" from "./demo-home.js";"#)
                let fromTheModule = line.contains("import(moduleURL)") || line.contains(#"import(new URL("pinwheel-"#)
                #expect(besideThePage || fromTheModule, "\(path): \(line)")
            }
        }
    }
}

/// The home screen the demo opens on is clients/fixtures/home-screen.json, byte for byte: the web
/// and Godot demos and the page benchmarks share that one description.
@Test func theHomeScreensDescriptionIsTheFixture() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../clients/fixtures/home-screen.json").standardized
    let file = Array(try Data(contentsOf: fixture))
    try withAPIServer { client throws in
        let response = try client.get(DemoPage.homeScreen.path)
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        #expect(response.body == file)
        #expect(try client.get("/demo-home.js").bodyText.contains(#""demo-home-screen.json""#))
    }
}

@Test func headOfTheDemoPageHasItsHeadersAndNoBody() throws {
    try withAPIServer { client throws in
        let response = try client.send(method: "HEAD", target: "/")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/html; charset=utf-8")
        #expect(response.body.isEmpty)
    }
}
