// openapi.yaml's query parameters against the parameter table: each layout's own operations and the page operations, exactly.

// Each layout's own path (`/slider/layout`) lists exactly the entries its requests take, each with
// that entry's schema; `/layout` and the other generic paths list `layout` (optional: the wheel's)
// and what every layout requires, with the values any of their layouts takes. A parameter added to the table and forgotten in
// openapi.yaml (or the reverse) fails here; `scripts/openapi-parameters` writes the lists anew
// (Tools/OpenAPIParameterTool).

import ArgumentParser
import Foundation
import LayoutEngine
@testable import OpenAPIParameterTool
@testable import PinwheelAPI
import Testing
import Yams

/// openapi.yaml as the server publishes it (Yams's nodes are not `Sendable`, so each test parses it).
private func openAPIDocument() throws -> Node {
    try #require(try Yams.compose(yaml: String(decoding: OpenAPIDocument.bytes, as: UTF8.self)))
}

/// Every endpoint with each layout it answers for: one path each.
private let pairs = Endpoint.allCases.flatMap { endpoint in endpoint.layouts.map { (endpoint, $0) } }

/// The query parameters of the operations (GET and HEAD) at `path`, in the order listed, `$ref`s resolved.
private func operations(at path: String, in document: Node) throws -> [String: [(name: String, node: Node)]] {
    let item = try #require(document["paths"]?[path], "openapi.yaml has no \(path)")
    var operations: [String: [(name: String, node: Node)]] = [:]
    for method in ["get", "head"] {
        let listed = try #require(item[method]?["parameters"]?.sequence, "\(method) \(path) lists no parameters")
        operations[method] = try listed.compactMap { item in
            let parameter = try resolved(item, in: document)
            guard parameter["in"]?.string == "query", let name = parameter["name"]?.string else { return nil }
            return (name, parameter)
        }
    }
    return operations
}

private func resolved(_ node: Node, in document: Node) throws -> Node {
    guard let reference = node["$ref"]?.string else { return node }
    let name = try #require(reference.split(separator: "/").last.map(String.init))
    return try #require(document["components"]?["parameters"]?[name], "no component for \(reference)")
}

private func number(_ node: Node?) -> Double? { node?.string.flatMap(Double.init) }

// MARK: Each layout's own operations

@Test func everyLayoutHasItsOwnPathOnEveryEndpointThatAnswersForIt() throws {
    let document = try openAPIDocument()
    let listed = Set(try #require(document["paths"]?.mapping?.keys.compactMap(\.string)))
    for (endpoint, layout) in pairs { #expect(listed.contains(endpoint.path(for: layout))) }
    // And no other: `/circle/snap` is not served.
    for endpoint in Endpoint.allCases {
        for layout in LayoutName.allCases where !endpoint.layouts.contains(layout) {
            #expect(!listed.contains(endpoint.path(for: layout)))
        }
    }
}

@Test(arguments: pairs)
func aLayoutsOperationsListItsEntriesExactly(endpoint: Endpoint, layout: LayoutName) throws {
    let entries = OpenAPIParameterLists.entries(on: endpoint, for: layout)
    for (method, parameters) in try operations(at: endpoint.path(for: layout), in: try openAPIDocument()) {
        let label = "\(method) \(endpoint.path(for: layout))"
        #expect(parameters.map(\.name) == entries.map(\.name), "\(label): openapi.yaml and the table disagree")
        for (entry, parameter) in zip(entries, parameters) where entry.name == parameter.name {
            try checkSchema(parameter.node, against: entry, on: endpoint, "\(label) \(entry.name)")
        }
    }
}

/// The refusals a layout's own GET lists in its description, in the form the contract test reads
/// (scripts/contract-test.d/refusals.py): lines "- `type` naming `parameter`…", each parameter
/// one the operation lists, and the query's limit on every operation.
@Test(arguments: pairs)
func aLayoutsOperationListsItsRefusals(endpoint: Endpoint, layout: LayoutName) throws {
    let path = endpoint.path(for: layout)
    let description = try #require(try openAPIDocument()["paths"]?[path]?["get"]?["description"]?.string)
    let named = try refusedNames(in: description)
    #expect(named.contains("query"), "\(path): the query's limit, `query-too-long` naming `query`")
    let listed = Set(OpenAPIParameterLists.entries(on: endpoint, for: layout).map(\.name)).union(["query"])
    #expect(Set(named).subtracting(listed).isEmpty, "\(path): refusals naming parameters it does not list")
}

// MARK: The page operations (`/page/layout` …)

/// Each page operation lists exactly what the server reads for it (`PageEndpoint.parameters`:
/// the page's own entries, outside the table, and the table's), each with its entry's schema.
@Test(arguments: PageEndpoint.allCases)
func aPageOperationListsWhatTheServerReads(endpoint: PageEndpoint) throws {
    let entries = OpenAPIParameterLists.pageEntries(on: endpoint)
    #expect(Set(entries.map(\.name)) == endpoint.parameters, "\(endpoint.rawValue): the entries and what PageQuery takes")
    #expect(Set(entries.map(\.name)).count == entries.count, "\(endpoint.rawValue): a name twice")
    for (method, parameters) in try operations(at: endpoint.rawValue, in: try openAPIDocument()) {
        let label = "\(method) \(endpoint.rawValue)"
        #expect(parameters.map(\.name) == entries.map(\.name), "\(label): openapi.yaml and the server disagree")
        for (entry, parameter) in zip(entries, parameters) where entry.name == parameter.name {
            try checkSchema(parameter.node, against: entry, on: .layout, "\(label) \(entry.name)")
        }
    }
}

/// The refusals a page operation lists, in the contract test's form: each naming a parameter
/// the operation lists, `query`, or a section's query (`sections[k].query`).
@Test(arguments: PageEndpoint.allCases)
func aPageOperationListsItsRefusals(endpoint: PageEndpoint) throws {
    let description = try #require(try openAPIDocument()["paths"]?[endpoint.rawValue]?["get"]?["description"]?.string)
    let named = try refusedNames(in: description)
    #expect(named.contains("query"), "\(endpoint.rawValue): the query's limit, `query-too-long` naming `query`")
    #expect(named.contains("page"), "\(endpoint.rawValue): `page-unknown` naming `page`")
    let listed = Set(OpenAPIParameterLists.pageEntries(on: endpoint).map(\.name)).union(["query", "sections[k].query"])
    #expect(Set(named).subtracting(listed).isEmpty, "\(endpoint.rawValue): refusals naming parameters it does not list")
}

/// The names of the refusals a description lists (lines "- `type` naming `parameter`…", as
/// scripts/contract-test.d/refusals.py reads them; a JSON path's index written `[k]`).
private func refusedNames(in description: String) throws -> [String] {
    let name = #"`[A-Za-z0-9]+(?:\[k\])?(?:\.[A-Za-z0-9]+)*`"#
    let refusal = try NSRegularExpression(
        pattern: #"^ *- `([a-z-]+)` naming ((?:"# + name + #"(?:,\s+|\s+or\s+)?)+)"#, options: .anchorsMatchLines)
    let names = try NSRegularExpression(pattern: "`([A-Za-z0-9.\\[\\]]+)`")
    let text = description as NSString
    var named: [String] = []
    for match in refusal.matches(in: description, range: NSRange(location: 0, length: text.length)) {
        let list = text.substring(with: match.range(at: 2))
        for found in names.matches(in: list, range: NSRange(location: 0, length: (list as NSString).length)) {
            named.append((list as NSString).substring(with: found.range(at: 1)))
        }
    }
    return named
}

/// The repository's openapi.yaml.
private let openAPIFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../openapi.yaml").standardized

/// Each layout's and page operation's parameter list is the one the tool writes from the table
/// (Tools/OpenAPIParameterTool, which `scripts/openapi-parameters` runs when the table has changed).
@Test func theParameterListsAreWrittenFromTheTable() throws {
    let text = try String(contentsOf: openAPIFile, encoding: .utf8)
    #expect(
        try OpenAPIParameterLists.writing(text) == text,
        "openapi.yaml's parameter lists are not the table's: run scripts/openapi-parameters")
}

/// The tool on a copy of openapi.yaml whose lists are stale (an entry dropped, another added,
/// one out of order): `--check` refuses it and writes nothing, a run writes the lists back.
@Test func theToolChecksAndWritesTheLists() throws {
    let original = try String(contentsOf: openAPIFile, encoding: .utf8)
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let sliderList = try #require(lines.firstIndex(of: "      parameters: &sliderLayoutParameters"))
    lines.remove(at: sliderList + 1)
    let pageList = try #require(lines.firstIndex(of: "      parameters: &pageMotionParameters"))
    lines.insert("        - $ref: '#/components/parameters/Radius'", at: pageList + 1)
    lines.swapAt(pageList + 2, pageList + 3)
    let stale = lines.joined(separator: "\n")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-parameters-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("openapi.yaml")
    try stale.write(to: copy, atomically: true, encoding: .utf8)

    #expect(throws: StaleLists.self) { try OpenAPIParameterCommand.parse(["--check", copy.path]).run() }
    #expect(try String(contentsOf: copy, encoding: .utf8) == stale)
    try OpenAPIParameterCommand.parse([copy.path]).run()
    #expect(try String(contentsOf: copy, encoding: .utf8) == original)
    // Now the server's: checked, and left as it is.
    try OpenAPIParameterCommand.parse(["--check", copy.path]).run()
    // A document without an operation's list: its prose is written by hand first.
    try original.replacingOccurrences(of: "&sliderLayoutParameters", with: "&other").write(
        to: copy, atomically: true, encoding: .utf8)
    #expect(throws: OpenAPIParameterLists.MissingOperation.self) { try OpenAPIParameterCommand.parse([copy.path]).run() }
}

@Test func everyParameterComponentIsListedByAnOperation() throws {
    let document = try openAPIDocument()
    let components = Set(try #require(document["components"]?["parameters"]?.mapping?.keys.compactMap(\.string)))
    var listed: Set<String> = []
    for item in try #require(document["paths"]?.mapping?.values) {
        for method in ["get", "head", "post"] {
            for parameter in item[method]?["parameters"]?.sequence ?? [] {
                if let reference = parameter["$ref"]?.string { listed.insert(String(reference.split(separator: "/").last!)) }
            }
        }
    }
    #expect(components.subtracting(listed).isEmpty, "components no operation lists")
}

// MARK: The generic operations (`/layout?layout=…`)

@Test(arguments: Endpoint.allCases)
func aGenericOperationListsTheLayoutAndWhatEveryLayoutRequires(endpoint: Endpoint) throws {
    let required = endpoint.layouts.map { layout in
        Set(QueryParameter.entries(on: endpoint, for: layout).filter(\.isRequired).map(\.name))
    }
    let names = required.dropFirst().reduce(required[0]) { $0.intersection($1) }
    var listed = [QueryParameter.layout.name]
    for entry in QueryParameter.table where names.contains(entry.name) && !listed.contains(entry.name) {
        listed.append(entry.name)
    }
    for (method, parameters) in try operations(at: endpoint.path, in: try openAPIDocument()) {
        let label = "\(method) \(endpoint.path)"
        #expect(parameters.map(\.name) == listed, "\(label): parameters")
        for (name, parameter) in parameters {
            let schema = try #require(parameter["schema"], "\(label) \(name): no schema")
            // Values any layout takes, as the server does: `layout`'s choices and its default,
            // or the union of the ranges.
            let entries = endpoint.layouts.flatMap { QueryParameter.entries(on: endpoint, for: $0) }.filter { $0.name == name }
            if name == QueryParameter.layout.name {
                #expect(parameter["required"]?.bool != true, "\(label): layout is optional")
                #expect(schema["default"]?.string == LayoutName.wheel.rawValue, "\(label): the wheel by default")
                #expect(schema["enum"]?.sequence?.compactMap(\.string) == endpoint.layouts.map(\.rawValue), "\(label): enum")
                continue
            }
            #expect(parameter["required"]?.bool == true, "\(label) \(name): required")
            if let ranges = integerRanges(entries), entries.allSatisfy({ if case .integer = $0.type { true } else { false } }) {
                #expect(schema["type"]?.string == "integer", "\(label) \(name): type")
                #expect(number(schema["minimum"]) == ranges.map(\.lowerBound).min().map(Double.init), "\(label) \(name)")
                #expect(number(schema["maximum"]) == ranges.map(\.upperBound).max().map(Double.init), "\(label) \(name)")
            } else if integerRanges(entries) != nil {
                try checkUnion(schema, of: entries, "\(label) \(name)")
            } else {
                #expect(Set(entries).count == 1, "\(label) \(name): one entry for every layout")
                try checkSchema(parameter, against: entries[0], on: endpoint, "\(label) \(name)")
            }
        }
    }
}

/// Whole numbers and a list (`count`): a string whose pattern takes a whole number in any
/// entry's range and the list's values, and nothing else.
private func checkUnion(_ schema: Node, of entries: [QueryParameter], _ label: String) throws {
    #expect(schema["type"]?.string == "string", "\(label): type")
    let pattern = try NSRegularExpression(pattern: try #require(schema["pattern"]?.string, "\(label): no pattern"))
    func matches(_ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    let widest = try #require(integerRanges(entries)?.map(\.upperBound).max())
    #expect(matches("0") && matches(String(widest)), "\(label): pattern refuses 0 or \(widest)")
    #expect(!matches(String(widest + 1)) && !matches("-1") && !matches(""), "\(label): pattern takes a value no layout does")
    for entry in entries {
        guard case .integerList(let range, let maximumCount) = entry.type else { continue }
        let most = Array(repeating: String(range.upperBound), count: maximumCount)
        #expect(matches(most.joined(separator: ",")), "\(label): pattern refuses \(maximumCount) items")
        #expect(!matches((most + ["0"]).joined(separator: ",")), "\(label): pattern takes \(maximumCount + 1) items")
        #expect(!matches("\(range.upperBound + 1),0"), "\(label): pattern takes a section over \(range.upperBound)")
    }
}

/// The ranges of whole numbers (a list's, of one item) of `entries`, nil if one is not whole numbers.
private func integerRanges(_ entries: [QueryParameter]) -> [ClosedRange<Int>]? {
    let ranges = entries.compactMap { entry -> ClosedRange<Int>? in
        switch entry.type {
        case .integer(let range), .integerList(let range, _): range
        default: nil
        }
    }
    return ranges.count == entries.count ? ranges : nil
}

// MARK: Schemas

/// One parameter's schema against its entry on one endpoint.
private func checkSchema(_ parameter: Node, against entry: QueryParameter, on endpoint: Endpoint, _ label: String) throws {
    let schema = try #require(parameter["schema"], "\(label): no schema")
    #expect((parameter["required"]?.bool ?? false) == entry.isRequired, "\(label): required")
    switch entry.defaultValue {
    case .number(let value): #expect(number(schema["default"]) == value, "\(label): default")
    case .boolean(let value): #expect(schema["default"]?.bool == value, "\(label): default")
    case .choice(let name): #expect(schema["default"]?.string == name, "\(label): default")
    case .own, .required: #expect(schema["default"] == nil, "\(label): a default the table does not have")
    }
    switch entry.type {
    case .number(let range):
        #expect(schema["type"]?.string == "number", "\(label): type")
        #expect(number(schema["minimum"]) == range.lower, "\(label): minimum")
        #expect(number(schema["maximum"]) == range.upper, "\(label): maximum")
    case .boolean:
        #expect(schema["type"]?.string == "boolean", "\(label): type")
    case .choice:
        #expect(schema["type"]?.string == "string", "\(label): type")
        #expect(schema["enum"]?.sequence?.compactMap(\.string) == entry.choices(on: endpoint), "\(label): enum")
    case .integer(let range):
        #expect(schema["type"]?.string == "integer", "\(label): type")
        #expect(number(schema["minimum"]) == Double(range.lowerBound), "\(label): minimum")
        #expect(number(schema["maximum"]) == Double(range.upperBound), "\(label): maximum")
    case .integerList(let range, let maximumCount):
        try checkList(schema, range, maximumCount, label)
    case .text:
        break  // Read by the request itself: the contract test checks what the pattern or oneOf takes.
    }
}

/// A list of whole numbers: a string whose pattern takes the range's ends, as many items as
/// allowed but not one more.
private func checkList(_ schema: Node, _ range: ClosedRange<Int>, _ maximumCount: Int, _ label: String) throws {
    #expect(schema["type"]?.string == "string", "\(label): type")
    let pattern = try NSRegularExpression(pattern: try #require(schema["pattern"]?.string, "\(label): no pattern"))
    func matches(_ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    #expect(matches(String(range.lowerBound)) && matches(String(range.upperBound)), "\(label): pattern refuses \(range)")
    #expect(!matches(String(range.upperBound + 1)), "\(label): pattern takes \(range.upperBound + 1)")
    let most = Array(repeating: String(range.upperBound), count: maximumCount)
    #expect(matches(most.joined(separator: ",")), "\(label): pattern refuses \(maximumCount) items")
    #expect(!matches((most + ["0"]).joined(separator: ",")), "\(label): pattern takes \(maximumCount + 1) items")
}
