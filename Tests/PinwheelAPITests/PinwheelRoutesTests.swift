// The API's router driven without a socket: each endpoint's path reaches its own request type, and answers as the CLI does.

import HTTPCore
import HTTPTypes
import PinwheelAPI
import Testing
import WireFormat

/// The API's router, once: its routes are plain values, and each request is answered on its own.
private let router = PinwheelRoutes.router()

/// `router`'s answer to `GET path?query`.
private func get(_ path: String, _ query: String, fields: HTTPFields = [:]) -> Response {
    router.respond(to: Request(method: .get, path: path, query: queryItems(query), headerFields: fields))
}

/// Each endpoint's path and each layout's own path answer what that endpoint's body function gives.
@Test func eachEndpointsPathAnswersItsOwnRequest() throws {
    let layout = "count=20&offset=300&fields=css,zIndex"
    #expect(get("/layout", layout).body == (try PinwheelRoutes.layoutBody(query: queryItems(layout))))
    #expect(get("/wheel/layout", layout).body == (try PinwheelRoutes.layoutBody(query: queryItems("layout=wheel&" + layout))))
    let snap = "layout=carousel&count=20&offset=310&velocity=500"
    #expect(get("/snap", snap).body == (try PinwheelRoutes.snapBody(query: queryItems(snap))))
    let motion = "count=20&offset=15&velocity=1200&fields=css"
    #expect(get("/motion", motion).body == (try PinwheelRoutes.motionBody(query: queryItems(motion))))
    let hit = "count=20&offset=300&x=10&y=10"
    #expect(get("/hit", hit).body == (try PinwheelRoutes.hitBody(query: queryItems(hit))))
    #expect(get("/circle/hit", hit).body == (try PinwheelRoutes.hitBody(query: queryItems("layout=circle&" + hit))))
    // Four different answers: no path reached another's request.
    #expect(
        Set([get("/layout", layout).body, get("/snap", snap).body, get("/motion", motion).body, get("/hit", hit).body]).count == 4
    )
}

/// `fields` is read by the request on `/layout` as on `/motion`: the same keys kept, the same problem.
@Test func layoutAndMotionReadFieldsAlike() throws {
    let request = try LayoutEndpointRequest(query: queryItems("count=3&fields=css,zIndex"))
    let motion = try MotionRequest(query: queryItems("count=3&fields=css,zIndex"))
    #expect(request.fields == ItemFields(keys: [.css, .zIndex]) && motion.fields == request.fields)
    #expect(try LayoutEndpointRequest(query: queryItems("count=3")).fields == .all)
    for path in ["/layout", "/motion"] {
        let refused = get(path, "count=3&fields=css,nothing")
        #expect(refused.status == .badRequest)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("'nothing' is not an item key"))
    }
}

/// A `200` carries its body's tag; asked again with that tag, the answer is a `304` that states
/// the `200`'s length and has no body.
@Test func aTaggedAnswerAskedAgainWithItsTagIs304() throws {
    let whole = get("/layout", "layout=circle&count=5")
    let tag = try #require(whole.entityTag)
    #expect(whole.status == .ok && tag == HTTPCaching.entityTag(of: whole.body))
    let again = get("/layout", "layout=circle&count=5", fields: [.ifNoneMatch: tag])
    #expect(again.status == .notModified && again.body.isEmpty)
    #expect(again.entityTag == tag && again.notModifiedLength == whole.body.count)
    #expect(get("/layout", "layout=circle&count=5", fields: [.ifNoneMatch: "\"0123456789abcdef\""]).status == .ok)
}

@Test func anotherMethodOnAnEndpointIs405NamingItsMethods() {
    let response = router.respond(to: Request(method: .delete, path: "/layout"))
    #expect(response.status == .methodNotAllowed)
    #expect(response.headerFields[.allow] == "GET, HEAD")
    #expect(router.respond(to: Request(method: .get, path: "/grid/snap")).status == .notFound)
}
