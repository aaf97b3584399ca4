// openapi.yaml's query parameters against the parameter table: names, operations, ranges, defaults, enums.

// A parameter added to the table and forgotten in openapi.yaml (or the reverse) fails here.

import Foundation
import LayoutEngine
import PinwheelAPI
import Testing
import Yams

/// openapi.yaml as the server publishes it (Yams's nodes are not `Sendable`, so each test parses it).
private func openAPIDocument() throws -> Node {
    try #require(try Yams.compose(yaml: String(decoding: OpenAPIDocument.bytes, as: UTF8.self)))
}

/// The operations of `endpoint`'s path (GET and HEAD), each with its query parameters by name,
/// `$ref`s resolved.
private func operations(of endpoint: Endpoint) throws -> [String: [String: Node]] {
    let document = try openAPIDocument()
    let path = try #require(document["paths"]?[endpoint.path], "openapi.yaml has no \(endpoint.path)")
    var operations: [String: [String: Node]] = [:]
    for method in ["get", "head"] {
        let listed = try #require(path[method]?["parameters"]?.sequence, "\(method) \(endpoint.path) lists no parameters")
        var parameters: [String: Node] = [:]
        for item in listed {
            let parameter = try resolved(item, in: document)
            guard parameter["in"]?.string == "query", let name = parameter["name"]?.string else { continue }
            #expect(parameters[name] == nil, "\(method) \(endpoint.path) lists \(name) twice")
            parameters[name] = parameter
        }
        operations[method] = parameters
    }
    return operations
}

private func resolved(_ node: Node, in document: Node) throws -> Node {
    guard let reference = node["$ref"]?.string else { return node }
    let name = try #require(reference.split(separator: "/").last.map(String.init))
    return try #require(document["components"]?["parameters"]?[name], "no component for \(reference)")
}

private func number(_ node: Node?) -> Double? { node?.string.flatMap(Double.init) }

@Test(arguments: Endpoint.allCases)
func everyOperationListsTheTablesParameters(endpoint: Endpoint) throws {
    let tableNames = Set(QueryParameter.entries(on: endpoint).map(\.name))
    for (method, parameters) in try operations(of: endpoint) {
        #expect(Set(parameters.keys) == tableNames, "\(method) \(endpoint.path): openapi.yaml and the table disagree")
    }
}

@Test(arguments: Endpoint.allCases)
func everyParameterHasTheTablesSchema(endpoint: Endpoint) throws {
    for (method, parameters) in try operations(of: endpoint) {
        for (name, parameter) in parameters {
            let entries = QueryParameter.entries(on: endpoint).filter { $0.name == name }
            try checkSchema(parameter, against: entries, on: endpoint, "\(method) \(endpoint.path) \(name)")
        }
    }
}

/// One name's schema against its entries on one endpoint: several entries (`radius`, `count`)
/// span the hull of their ranges, and share a default only if each has the same one.
private func checkSchema(_ parameter: Node, against entries: [QueryParameter], on endpoint: Endpoint, _ label: String) throws {
    let schema = try #require(parameter["schema"], "\(label): no schema")
    let required = parameter["required"]?.bool ?? false
    #expect(required == entries.allSatisfy(\.isRequired), "\(label): required")
    let defaults = Set(entries.map(\.defaultValue))
    switch defaults.count == 1 ? defaults.first! : .own {
    case .number(let value): #expect(number(schema["default"]) == value, "\(label): default")
    case .boolean(let value): #expect(schema["default"]?.bool == value, "\(label): default")
    case .choice(let name): #expect(schema["default"]?.string == name, "\(label): default")
    case .own, .required: #expect(schema["default"] == nil, "\(label): a default the table does not have")
    }
    let numberRanges = entries.compactMap { entry -> NumberRange? in
        if case .number(let range) = entry.type { return range }
        return nil
    }
    if !numberRanges.isEmpty {
        #expect(schema["type"]?.string == "number", "\(label): type")
        #expect(number(schema["minimum"]) == numberRanges.map(\.lower).min(), "\(label): minimum")
        #expect(number(schema["maximum"]) == numberRanges.map(\.upper).max(), "\(label): maximum")
    }
    if entries.contains(where: { $0.type == .boolean }) {
        #expect(schema["type"]?.string == "boolean", "\(label): type")
    }
    for entry in entries {
        if case .choice = entry.type {
            #expect(schema["type"]?.string == "string", "\(label): type")
            #expect(schema["enum"]?.sequence?.compactMap(\.string) == entry.choices(on: endpoint), "\(label): enum")
        }
    }
    try checkIntegers(schema, entries, label)
}

/// Whole numbers are either `type: integer` with the range, or a string whose pattern takes the
/// range's ends (and, for a list, as many items as allowed but not one more).
private func checkIntegers(_ schema: Node, _ entries: [QueryParameter], _ label: String) throws {
    var ranges: [ClosedRange<Int>] = []
    var lists: [(range: ClosedRange<Int>, maximumCount: Int)] = []
    for entry in entries {
        switch entry.type {
        case .integer(let range): ranges.append(range)
        case .integerList(let range, let maximumCount): lists.append((range, maximumCount))
        default: break
        }
    }
    guard !ranges.isEmpty || !lists.isEmpty else { return }
    if schema["type"]?.string == "integer" {
        #expect(lists.isEmpty, "\(label): a list is not an integer")
        #expect(number(schema["minimum"]) == ranges.map(\.lowerBound).min().map(Double.init), "\(label): minimum")
        #expect(number(schema["maximum"]) == ranges.map(\.upperBound).max().map(Double.init), "\(label): maximum")
        return
    }
    #expect(schema["type"]?.string == "string", "\(label): type")
    let pattern = try NSRegularExpression(pattern: try #require(schema["pattern"]?.string, "\(label): no pattern"))
    func matches(_ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    for range in ranges + lists.map(\.range) {
        #expect(matches(String(range.lowerBound)) && matches(String(range.upperBound)), "\(label): pattern refuses \(range)")
    }
    for list in lists {
        let most = Array(repeating: String(list.range.upperBound), count: list.maximumCount)
        #expect(matches(most.joined(separator: ",")), "\(label): pattern refuses \(list.maximumCount) items")
        #expect(!matches((most + ["0"]).joined(separator: ",")), "\(label): pattern takes \(list.maximumCount + 1) items")
    }
    if lists.isEmpty, let upper = ranges.map(\.upperBound).max() {
        #expect(!matches(String(upper + 1)), "\(label): pattern takes \(upper + 1)")
    }
}
