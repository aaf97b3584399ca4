// `GET /{layout}/layout.css` over HTTP: the first frame's rules from /layout's answer, the selector escaped, refusals as problems.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
@testable import WireFormat
import Testing

@Test func theWheelsStylesheetPlacesEachItemFromTheJSONAnswer() throws {
    try withAPIServer { client throws in
        let query = "count=14&offset=310&width=800&height=480"
        let css = try client.get("/wheel/layout.css?\(query)")
        #expect(css.status == 200)
        #expect(css.header("content-type") == "text/css; charset=utf-8")
        let layout = try decode(LayoutResult.self, try client.get("/wheel/layout?\(query)"))
        let text = css.bodyText
        for item in layout.items {
            // The module's left is the frame's x less the offset (the wheel scrolls along x):
            // the same double, printed as the JSON prints it.
            let rule =
                ".pinwheel:not([data-pinwheel-attached])>:nth-child(\(item.item + 1)){left:\(CSSNumber.text(item.frame.x - 310))px!important;"
                + "top:\(CSSNumber.text(item.frame.y))px!important;width:\(CSSNumber.text(item.frame.width))px!important;"
                + "height:\(CSSNumber.text(item.frame.height))px!important;transform-origin:\(item.transformOrigin)!important;"
                + "transform:\(item.css)!important;z-index:\(item.zIndex)!important;opacity:\(CSSNumber.text(item.alpha))!important}"
            #expect(text.contains(rule), "item \(item.item)")
        }
        // The others hidden, the shown ones named for the module.
        let shown = layout.items.map(\.item).sorted()
        #expect(text.contains("--pinwheel-first-frame:\(shown.map(String.init).joined(separator: " "))}"))
        let kept = shown.map { ":nth-child(\($0 + 1))," }.joined()
        #expect(text.contains(":not(\(kept)[data-pinwheel-live]){display:none!important}"))
    }
}

@Test func theParallaxListsChildrenAreInTheModulesDocumentOrder() throws {
    try withAPIServer { client throws in
        // Header, menu, then per section its header, cells and footer: the second section's
        // header is child 2 + (1 + 3 + 1) = 7 (from 0), its cell 1 is child 9.
        let query = "count=3,4&offset=900&width=400&height=600"
        let layout = try decode(LayoutResult.self, try client.get("/parallax/layout?\(query)"))
        let text = try client.get("/parallax/layout.css?\(query)").bodyText
        for item in layout.items where item.section == 1 && item.kind == .cell && item.item == 1 {
            let top = CSSNumber.text(item.frame.y - 900)
            #expect(text.contains(":nth-child(10){left:\(CSSNumber.text(item.frame.x))px!important;top:\(top)px"))
            if let parallax = item.parallax {
                #expect(text.contains(":nth-child(10) [data-pinwheel-parallax]{transform:matrix(\(CSSNumber.text(parallax.a)), "))
            }
        }
        #expect(layout.items.contains { $0.section == 1 && $0.kind == .cell && $0.item == 1 })
        // Without section headers, the second section's first cell is child 2 + (3 + 1) = 6.
        let without = "count=3,4&offset=900&width=400&height=600&sectionHeaderHeight=0"
        let cells = try decode(LayoutResult.self, try client.get("/parallax/layout?\(without)")).items
        let cell = try #require(cells.first { $0.section == 1 && $0.kind == .cell && $0.item == 0 })
        let rule = ":nth-child(7){left:\(CSSNumber.text(cell.frame.x))px!important;top:\(CSSNumber.text(cell.frame.y - 900))px"
        #expect(try client.get("/parallax/layout.css?\(without)").bodyText.contains(rule))
    }
}

@Test func theSlidersShadowsArePseudoElements() throws {
    try withAPIServer { client throws in
        let query = "effect=coverflow&count=7&slidesPerView=3&centeredSlides=true&offset=533&width=800&height=480"
        let layout = try decode(LayoutResult.self, try client.get("/slider/layout?\(query)"))
        let text = try client.get("/slider/layout.css?\(query)").bodyText
        let shadowed = layout.items.filter { $0.shadowBefore != nil }
        #expect(!shadowed.isEmpty)
        for item in shadowed {
            let before = try #require(item.shadowBefore)
            #expect(text.contains(":nth-child(\(item.item + 1))::before{content:\"\";"))
            #expect(text.contains("linear-gradient(to left, rgba(0,0,0,0.5), rgba(0,0,0,0));opacity:\(CSSNumber.text(before))}"))
        }
    }
}

@Test(arguments: [
    ("#3d-stage", #"#\33 d-stage"#), (".-9lives", #".-\39 lives"#), ("#-", #"#\-"#), (".a_b-C9", ".a_b-C9"),
    ("#_1", "#_1"),
])
func theSelectorIsEscapedAsCSSRequires(selector: String, css: String) throws {
    try withAPIServer { client throws in
        let encoded = try #require(selector.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let text = try client.get("/circle/layout.css?count=3&selector=\(encoded)").bodyText
        #expect(text.contains(":where(\(css)){position:relative}"))
        #expect(text.contains("\n\(css){overflow:hidden!important;"))
    }
}

@Test(arguments: [
    "%23a%20b", ".a%7B", "%23a%7D", "%23a%3Bb", "%3C%2Fstyle%3E", "%23a%0Ab", "." + String(repeating: "a", count: 64),
    "pinwheel", "%23", "", ".a.b", "%23a%3Ahover", "*", "%23%C3%A9",
])
func aBadSelectorIsAProblemNamingIt(selector: String) throws {
    try withAPIServer { client throws in
        let response = try client.get("/wheel/layout.css?count=3&selector=\(selector)")
        #expect(response.status == 400)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(try decode(Problem.self, response).parameter == "selector")
    }
}

@Test(arguments: [
    ("/wheel/layout.css?count=3&radius=-1", "radius"), ("/layout.css?count=3&layout=spiral", "layout"),
    ("/wheel/layout.css?count=3&layout=wheel", "layout"), ("/circle/layout.css?count=3&bogus=1", "bogus"),
    ("/wheel/layout.css?count=3&fields=nope", "fields"), ("/slider/layout.css?count=3&selector=.a&selector=.b", "selector"),
    ("/layout?count=3&selector=.a", "selector"),
])
func aBadParameterIsAProblemNamingIt(target: String, parameter: String) throws {
    try withAPIServer { client throws in
        let response = try client.get(target)
        #expect(response.status == 400)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(try decode(Problem.self, response).parameter == parameter)
    }
}

@Test func theStylesheetIsCacheable() throws {
    try withAPIServer { client throws in
        let target = "/layout.css?layout=carousel&type=rotary&count=12&offset=2&selector=%23stage"
        let response = try client.get(target)
        let tag = try #require(response.header("etag"))
        #expect(response.header("cache-control") == HTTPCaching.cacheControl)
        let again = try client.send(method: "GET", target: target, headers: ["If-None-Match: \(tag)"])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("content-length") == String(response.body.count))
        // Another selector is another stylesheet.
        #expect(try client.get(target.replacingOccurrences(of: "%23stage", with: ".stage")).header("etag") != tag)
    }
}

@Test func theFirstFrameDemoHasNoScriptAndEachStylesheetAnswers() throws {
    try withAPIServer { client throws in
        let page = try client.get(FirstFramePage.path)
        #expect(page.status == 200)
        #expect(page.header("content-type") == FirstFramePage.contentType)
        #expect(!page.bodyText.contains("<script"))
        let links = page.bodyText.split(separator: "\n").filter { $0.hasPrefix("<link rel=\"stylesheet\" href=\"") }
        #expect(links.count == 3)
        for link in links {
            let href = link.dropFirst("<link rel=\"stylesheet\" href=\"".count).prefix { $0 != "\"" }
            let stylesheet = try client.get(String(href).replacing("&amp;", with: "&"))
            #expect(stylesheet.status == 200, "\(href): \(stylesheet.bodyText)")
            #expect(stylesheet.header("content-type") == StylesheetRoutes.contentType)
        }
        let withModule = try client.get(FirstFramePage.modulePath).bodyText
        #expect(withModule.contains(#"import { Pinwheel } from "/pinwheel.js";"#))
        let script = /<script type="module">.*<\/script>\n/.dotMatchesNewlines()
        #expect(withModule.replacing(script, with: "<!-- module -->\n") == page.bodyText)
    }
}
