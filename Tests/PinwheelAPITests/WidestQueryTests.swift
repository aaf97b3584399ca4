// Every operation asked once with all its declared parameters, at valid values and at their
// longest valid values: none may be refused as too long (414), and the limits are those the
// documents state.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import WireFormat
import Testing

/// An operation: an endpoint for a layout, on the generic path (`layout=` in the query) or the
/// layout's own (`/slider/layout`).
private struct Operation: CustomStringConvertible {
    var endpoint: Endpoint
    var layout: LayoutName
    var pathNamesLayout: Bool

    var path: String { pathNamesLayout ? endpoint.path(for: layout) : endpoint.path }
    var entries: [QueryParameter] {
        QueryParameter.entries(on: endpoint, for: layout, pathNamesLayout: pathNamesLayout)
    }
    var description: String { pathNamesLayout ? path : "\(path)?layout=\(layout.rawValue)" }

    static let all = Endpoint.allCases.flatMap { endpoint in
        endpoint.layouts.flatMap { layout in
            [false, true].map { Operation(endpoint: endpoint, layout: layout, pathNamesLayout: $0) }
        }
    }
}

/// A valid value of `entry` for `layout`: its default where it has one, else one in its range.
private func validValue(_ entry: QueryParameter, layout: LayoutName) -> String {
    switch (entry.type, entry.defaultValue) {
    case (.choice, _) where entry == .layout: return layout.rawValue
    case (_, .number(let value)) where value == value.rounded(): return String(Int(value))
    case (_, .number(let value)): return String(value)
    case (_, .boolean(let value)): return String(value)
    case (_, .choice(let value)): return value
    case (.number(let range), _): return range.contains(0) ? "0" : String(range.lower)
    case (.integer(let range), _): return String(min(max(3, range.lowerBound), range.upperBound))
    case (.integerList, _): return "3,2"
    case (.boolean, _): return "false"
    case (.choice(let names), _): return names[0]
    case (.text, _):
        switch entry {
        case .sizes, .widths, .aspectRatios: return layout == .parallax ? "10*5" : "10*3"
        case .slidesPerView: return "auto"
        case .fields: return "frame"
        case .creativePrevOrigin, .creativeNextOrigin: return "center center"
        default: return "0"
        }
    }
}

/// `entry`'s value at its longest valid length (`QueryParameter.longestValueBytes`): a valid
/// number padded with zeros after its point, a whole number with zeros before it, and so on.
private func longestValue(_ entry: QueryParameter, layout: LayoutName) -> String {
    let length = entry.longestValueBytes
    func padded(_ number: String, to length: Int = QueryParameter.longestNumber) -> String {
        let pointed = number.contains(".") ? number : number + "."
        return pointed + String(repeating: "0", count: length - pointed.utf8.count)
    }
    switch entry.type {
    case .choice where entry == .layout: return layout.rawValue
    case .number: return padded(validValue(entry, layout: layout))
    case .integer(let range):
        let value = String(min(max(1, range.lowerBound), range.upperBound))
        return String(repeating: "0", count: length - value.utf8.count) + value
    case .integerList(let range, let maximumCount):
        let width = String(range.upperBound).utf8.count
        return Array(repeating: String(repeating: "0", count: width - 1) + "1", count: maximumCount).joined(separator: ",")
    case .boolean: return "false"
    case .choice(let names): return names.max { $0.utf8.count < $1.utf8.count }!
    case .text:
        switch entry {
        case .sizes, .widths, .aspectRatios: return String(repeating: "1,", count: length / 2 - 1) + "10"
        case .containerPadding: return Array(repeating: padded("0"), count: 4).joined(separator: ",")
        case .boxSpacing: return Array(repeating: padded("0"), count: 2).joined(separator: ",")
        case .fields: return ItemFields.Key.allCases.map(\.rawValue).joined(separator: ",")
        case .slidesPerView: return padded("1")
        case .rate: return padded("0.99")
        case .creativePrevOrigin, .creativeNextOrigin:
            let percentage = padded("50", to: QueryParameter.longestNumber) + "%"
            return percentage + " " + percentage
        default: return Array(repeating: padded("0"), count: 3).joined(separator: ",")
        }
    }
}

/// The target of a query of `values`, `%` escaped, and its length as the server counts it.
private func target(_ operation: Operation, _ value: (QueryParameter) -> String) -> (target: String, length: Int) {
    let items = operation.entries.map { ($0.name, value($0)) }
    let query = items.map { "\($0)=\($1.replacingOccurrences(of: "%", with: "%25"))" }.joined(separator: "&")
    return ("\(operation.path)?\(query)", items.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 2 })
}

/// Fails on a 414, on a 5xx, and on a problem about the query's size.
private func expectAnswered(_ client: HTTPTestClient, _ target: String, _ operation: Operation) throws {
    let response = try client.get(target)
    #expect(response.status != 414 && response.status < 500, "\(operation): \(response.status) \(response.bodyText)")
    #expect(!response.bodyText.contains("query-too-long"), "\(operation): \(response.bodyText)")
    // Every parameter sent is one the operation declares.
    #expect(!response.bodyText.contains("unknown-parameter"), "\(operation): \(response.bodyText)")
}

@Test func everyOperationIsAnsweredWithAllItsParameters() throws {
    try withAPIServer { client throws in
        for operation in Operation.all {
            let (valid, _) = target(operation) { validValue($0, layout: operation.layout) }
            try expectAnswered(client, valid, operation)
            let (longest, length) = target(operation) { longestValue($0, layout: operation.layout) }
            // The values sent are the longest the table allows, so this query is the widest but
            // for `layout`, whose widest is the longest name.
            let widest = QueryParameter.widestQuery(
                on: operation.endpoint, for: operation.layout, pathNamesLayout: operation.pathNamesLayout)
            let longestName = LayoutName.allCases.map(\.rawValue.utf8.count).max() ?? 0
            let shorterLayout = operation.pathNamesLayout ? 0 : longestName - operation.layout.rawValue.utf8.count
            #expect(length + shorterLayout == widest.bytes, "\(operation)")
            #expect(operation.entries.count == widest.parameters, "\(operation)")
            try expectAnswered(client, longest, operation)
        }
    }
}

@Test func theQueryLimitsHoldEveryOperationsWidestQueryWithRoomToGrow() {
    for operation in Operation.all {
        let widest = QueryParameter.widestQuery(
            on: operation.endpoint, for: operation.layout, pathNamesLayout: operation.pathNamesLayout)
        // Half again the widest, as Limits.swift says: room for a third as many parameters more.
        #expect(widest.parameters * 3 / 2 <= Limits.queryParameters, "\(operation)")
        #expect(widest.bytes * 3 / 2 <= Limits.queryBytes, "\(operation)")
    }
    // The slider's /motion (with layout) takes the most parameters.
    #expect(QueryParameter.widestQuery.parameters == QueryParameter.entries(on: .motion, for: .slider).count)
}

@Test func theDocumentsStateTheQueryLimits() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let stated = "\(Limits.queryBytes) bytes and \(Limits.queryParameters) parameters"
    let openAPI = String(decoding: OpenAPIDocument.bytes, as: UTF8.self)
    let readme = try String(contentsOf: root.appendingPathComponent("docs/OPERATIONS.md"), encoding: .utf8)
    #expect(openAPI.contains(stated), "openapi.yaml does not say \(stated)")
    #expect(readme.contains(stated), "docs/OPERATIONS.md does not say \(stated)")
    #expect(!openAPI.contains("64 parameters"))
}

@Test func sizesOverWhatAQueryHoldsIs400NamingSizes() throws {
    // 4,097 bytes: "1," 2,048 times, then "1"; within the query's limit, over sizes' own.
    let sizes = String(repeating: "1,", count: Limits.sizesInQuery / 2) + "1"
    try withAPIServer { client throws in
        let response = try client.get("/parallax/layout?count=2049&sizes=\(sizes)")
        #expect(response.status == 400)
        #expect(try decode(Problem.self, response).parameter == "sizes")
        #expect(response.bodyText.contains("4097 bytes, over the 4096 a query holds"))
    }
}
