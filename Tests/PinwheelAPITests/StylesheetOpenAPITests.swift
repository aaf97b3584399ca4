// openapi.yaml's stylesheet operations (`/layout.css`, `/{layout}/layout.css`) against `/layout`'s.

import LayoutEngine
import PinwheelAPI
import Testing
import Yams

/// The names of the query parameters the GET at `path` lists, `$ref`s resolved.
private func listedNames(at path: String, in document: Node) throws -> [String] {
    let listed = try #require(document["paths"]?[path]?["get"]?["parameters"]?.sequence, "openapi.yaml has no GET \(path)")
    return try listed.compactMap { item in
        let parameter: Node
        if let reference = item["$ref"]?.string {
            let name = try #require(reference.split(separator: "/").last.map(String.init))
            parameter = try #require(document["components"]?["parameters"]?[name])
        } else {
            parameter = item
        }
        return parameter["in"]?.string == "query" ? parameter["name"]?.string : nil
    }
}

/// Each stylesheet path lists what its `/layout` path lists, then `selector`: the same parameters,
/// however the table changes (`scripts/openapi-parameters` writes the `/layout` lists).
@Test(arguments: [nil] + LayoutName.allCases.map(Optional.some))
func aStylesheetOperationListsLayoutsParametersAndTheSelector(layout: LayoutName?) throws {
    let document = try #require(try Yams.compose(yaml: String(decoding: OpenAPIDocument.bytes, as: UTF8.self)))
    let layoutPath = layout.map { Endpoint.layout.path(for: $0) } ?? Endpoint.layout.path
    let stylesheetPath = layout.map { StylesheetRoutes.path(for: $0) } ?? StylesheetRoutes.path
    let expected = try listedNames(at: layoutPath, in: document) + ["selector"]
    #expect(try listedNames(at: stylesheetPath, in: document) == expected)
    #expect(document["paths"]?[stylesheetPath]?["head"] != nil)
}
