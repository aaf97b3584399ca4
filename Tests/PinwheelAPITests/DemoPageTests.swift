// The demo page at GET /, from the real server.

import Foundation
import HTTPTestClient
import PinwheelAPI
import Testing

/// The web client's demo folder: the pages the binary embeds, and nothing else to serve.
private let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../clients/web/demo").standardized

@Test func theDemoPageServedIsTheRepositorysFile() throws {
    #expect(try FileManager.default.contentsOfDirectory(atPath: demoFolder.path).sorted() == ["demo.html", "first-frame.html"])
    let file = Array(try Data(contentsOf: demoFolder.appendingPathComponent("demo.html")))
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
        // The page is built on the web module, from the same server (or the one `?api=` names).
        #expect(page.contains("import(moduleURL)"))
        #expect(page.contains("new URL(\"pinwheel.js\""))
        #expect(!page.contains("/snap"))
        #expect(page.contains("id=\"layout-select\""))
        #expect(page.contains("id=\"carousel-type-select\""))
    }
}

@Test func theDemoPageLoadsNothingFromElsewhere() throws {
    try withAPIServer { client throws in
        let page = try client.get("/").bodyText
        for reference in ["<link", "src=", "@import", "url("] {
            #expect(!page.contains(reference), "the page mentions \(reference)")
        }
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
