// `fields` and `toggle` on GET /layout: items cut to the keys asked for, coverFlow2 laid out with a
// toggle, the same bytes as before when neither is given, and a 400 naming the parameter otherwise.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing
import WireFormat

private func items(_ response: RawResponse) throws -> [[String: Any]] {
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    return try #require(answer["items"] as? [[String: Any]])
}

private func sortedJSON(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
}

@Suite("fields and toggle on GET /layout")
struct LayoutFieldsTests {
    @Test(arguments: [
        ("count=20&offset=300", "css,transformOrigin,zIndex,alpha"),
        ("layout=parallax&count=4,3,5&offset=-80", "headerOverlayAlpha,parallax,frame"),
        ("layout=carousel&type=rotary&count=20&offset=450", "transform3D,anchorPoint"),
        ("layout=circle&count=9", "kind,center,size,item"),
        ("count=20&offset=300", "transform"),
    ])
    func itemsKeepTheKeysAskedForAndTheirIdentity(query: String, fields: String) throws {
        try withAPIServer { client throws in
            let whole = try items(try client.get("/layout?\(query)"))
            let cut = try items(try client.get("/layout?\(query)&fields=\(fields)"))
            let kept = Set(fields.split(separator: ",").map(String.init)).union(["kind", "section", "item"])
            #expect(whole.count == cut.count && !cut.isEmpty)
            for (full, item) in zip(whole, cut) {
                // A key the item does not have (`angle` off the wheel) stays absent.
                #expect(try sortedJSON(item) == sortedJSON(full.filter { kept.contains($0.key) }))
            }
        }
    }

    @Test func noFieldsOrEveryFieldIsTheWholeAnswer() throws {
        let every = ItemFields.Key.allCases.map(\.rawValue).joined(separator: ",")
        try withAPIServer { client throws in
            for query in [
                "count=20&offset=300", "layout=parallax&count=4,3,5&offset=-80", "layout=carousel&type=rotary&count=20",
                "layout=slider&effect=cube&count=5&offset=200",
            ] {
                let whole = try client.get("/layout?\(query)")
                #expect(try client.get("/layout?\(query)&fields=\(every)").body == whole.body)
                // Without `fields` the bytes are JSONEncoder's of the engine's answer, as before.
                #expect(whole.body == JSONBody.encode(try LayoutRequest(query: queryItems(query)).result()))
            }
        }
    }

    @Test func theKeysAreTheItemsOwn() throws {
        // Every key a whole item can have, and no other: a wheel item has `angle`, the parallax
        // header `headerOverlayAlpha`, its cells `parallax`, slides `progress`, coverflow's
        // `shadowBefore` and `shadowAfter`, cards' `shadow`.
        var keys = Set<String>()
        for query in [
            "count=20&offset=300", "layout=parallax&count=4,3,5&offset=-80",
            "layout=slider&effect=coverflow&count=5&offset=200", "layout=slider&effect=cards&count=5&offset=200",
        ] {
            let result = try LayoutRequest(query: queryItems(query)).result()
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(JSONBody.encode(result))) as? [String: Any])
            for item in try #require(answer["items"] as? [[String: Any]]) { keys.formUnion(item.keys) }
        }
        #expect(keys == Set(ItemFields.Key.allCases.map(\.rawValue)))
    }

    @Test(arguments: [
        ("fields=bogus", "'bogus' is not an item key"), ("fields=css,css", "'css' is listed twice"),
        ("fields=css,,alpha", "'' is not an item key"), ("fields=", "empty value"), ("fields=CSS", "'CSS' is not"),
    ])
    func aBadListIs400NamingFields(parameter: String, detail: String) throws {
        try withAPIServer { client throws in
            let problem = try decode(Problem.self, try client.get("/layout?count=20&\(parameter)"))
            #expect(problem.status == 400 && problem.parameter == "fields")
            #expect(problem.detail.hasPrefix("fields: ") && problem.detail.contains(detail), "\(problem.detail)")
        }
    }

    @Test func coverFlow2IsLaidOutWithTheToggleGiven() throws {
        let coverFlow2 = CarouselLayout(type: .coverFlow2, itemCount: 20, viewport: Size(width: 375, height: 667))
        try withAPIServer { client throws in
            for toggle in [-1.0, -0.35, 0, 0.5, 1] {
                let answer = try decode(
                    LayoutResult.self,
                    try client.get("/layout?layout=carousel&type=coverFlow2&count=20&offset=130&toggle=\(toggle)"))
                #expect(answer == coverFlow2.layout(atOffset: 130, toggle: toggle), "toggle \(toggle)")
            }
            // The default is 0, iCarousel's toggle at rest; another toggle turns the middle cards otherwise.
            let atRest = try client.get("/layout?layout=carousel&type=coverFlow2&count=20&offset=130").body
            #expect(try client.get("/layout?layout=carousel&type=coverFlow2&count=20&offset=130&toggle=0").body == atRest)
            #expect(try client.get("/layout?layout=carousel&type=coverFlow2&count=20&offset=130&toggle=0.5").body != atRest)
        }
    }

    @Test(arguments: [
        ("layout=carousel&type=coverFlow2&count=20&toggle=1.5", "invalid-parameter"),
        ("layout=carousel&type=coverFlow2&count=20&toggle=-1.01", "invalid-parameter"),
        ("layout=carousel&type=coverFlow2&count=20&toggle=nan", "invalid-parameter"),
        // Another type ignores a toggle, but only one in its range (APIDecisionTests).
        ("layout=carousel&type=coverFlow&count=20&toggle=2", "invalid-parameter"),
        ("count=20&toggle=0.5", "unknown-parameter"),
        ("layout=parallax&count=3&toggle=0.5", "unknown-parameter"),
    ])
    func aBadToggleIs400NamingToggle(query: String, type: String) throws {
        try withAPIServer { client throws in
            let problem = try decode(Problem.self, try client.get("/layout?\(query)"))
            #expect(problem.status == 400 && problem.parameter == "toggle", "\(query): \(problem.detail)")
            #expect(problem.type == "urn:pinwheel:problem:\(type)")
            // /snap takes neither.
            let snap = try decode(Problem.self, try client.get("/snap?count=20&fields=css"))
            #expect(snap.parameter == "fields" && snap.type == "urn:pinwheel:problem:unknown-parameter")
        }
    }
}
