// The fields a client without UIKit places an element with: transform3D, css, transformOrigin.
// Read from the real server's JSON, checked against the same answer's transform and anchorPoint.

import Foundation
import HTTPTestClient
import PinwheelAPI
import Testing
import WireFormat

/// One item of a `/layout` answer as the JSON has it, without the engine's types in between
/// (`JSONDecoder` parses numbers exactly; `JSONSerialization` on Linux may not).
private struct PlacedItem: Decodable {
    var item: Int
    var transform: [String: Double]?
    var transform3D: [String: Double]
    var css: String
    var transformOrigin: String
}

private struct PlacedAnswer: Decodable {
    var items: [PlacedItem]
}

private func items(_ client: HTTPTestClient, _ query: String) throws -> [PlacedItem] {
    let response = try client.get("/layout?\(query)")
    #expect(response.status == 200)
    return try decode(PlacedAnswer.self, response).items
}

/// `m11…m44`, row by row.
private let matrixKeys = (1...4).flatMap { row in (1...4).map { column in "m\(row)\(column)" } }

@Test(arguments: [
    "count=20&offset=300",
    "count=7&offset=-90&radius=250&itemWidth=90&itemHeight=140&cull=false",
    "layout=circle&count=9&offset=40",
    "layout=parallax&count=4,3&offset=-80",
    "layout=parallax&count=4,3&offset=700",
])
func transform3DEmbedsTheAffineTransform(query: String) throws {
    try withAPIServer { client throws in
        let answer = try items(client, query)
        #expect(!answer.isEmpty)
        for item in answer {
            let t = try #require(item.transform)
            // CATransform3DMakeAffineTransform: the 2D matrix in the z = 0 plane.
            let expected: [Double?] = [t["a"], t["b"], 0, 0, t["c"], t["d"], 0, 0, 0, 0, 1, 0, t["tx"], t["ty"], 0, 1]
            #expect(matrixKeys.map { item.transform3D[$0] } == expected, "\(query) item \(item.item)")
        }
    }
}

@Test(arguments: ["count=20&offset=300", "layout=circle&count=5", "layout=parallax&count=6&offset=150"])
func cssIsTheMatrixAsMatrix3dRowByRow(query: String) throws {
    try withAPIServer { client throws in
        for item in try items(client, query) {
            let css = item.css
            #expect(css.hasPrefix("matrix3d(") && css.hasSuffix(")"))
            let entries = css.dropFirst("matrix3d(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            #expect(entries.count == 16)
            // Each entry is the very number the JSON holds for it (same value, and no `.0` or spaces).
            for (key, text) in zip(matrixKeys, entries) {
                #expect(Double(text) == item.transform3D[key], "\(key) in \(css)")
                #expect(!text.hasSuffix(".0") && !text.contains(" "))
            }
        }
    }
}

@Test func transformOriginIsTheAnchorPointInPercent() throws {
    try withAPIServer { client throws in
        // The wheel's anchor is its pivot: (0.5, (173/2 + 500)/173) with the default card and radius.
        let wheel = try items(client, "count=20&offset=300")
        let expectedY = (173.0 / 2 + 500) / 173 * 100
        for item in wheel {
            #expect(item.transformOrigin == "50% \(expectedY)%")
        }
        for item in try items(client, "layout=parallax&count=3&offset=0") {
            #expect(item.transformOrigin == "50% 50%")
        }
    }
}

@Test func theFoundationEncoderWritesTheDerivedFieldsToo() throws {
    // `serve --encoder foundation` encodes through Codable, where css, transformOrigin and
    // transform3D are not stored properties; the property tests hold the two encoders to the
    // same bytes, this names the fields.
    let result = try LayoutRequest(query: queryItems("count=20&offset=300")).result()
    let text = String(decoding: ResponseEncoder.foundation.encode(result), as: UTF8.self)
    for field in [#""css":"matrix3d("#, #""transformOrigin":"50% "#, #""transform3D":{"m11":"#] {
        #expect(text.contains(field))
    }
}
