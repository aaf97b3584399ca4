// The parameter table is the API: each entry validated as it says where it is taken, refused elsewhere.

import Foundation
import HTTPCore
import LayoutEngine
@testable import PinwheelAPI
import Testing
import WireFormat

/// Every endpoint with each layout it answers for.
private let requestKinds = Endpoint.allCases.flatMap { endpoint in endpoint.layouts.map { (endpoint, $0) } }

/// The smallest query each kind of request takes: the layout and three items (three sections),
/// and what the grids cannot do without (masonry's widths, justified rows' ratios, the grid's columns).
private func baseQuery(_ layout: LayoutName) -> [QueryItem] {
    let required: [QueryItem] =
        switch layout {
        case .masonry: [QueryItem(name: "widths", value: "100*3")]
        case .justified: [QueryItem(name: "aspectRatios", value: "1.5,1,0.7")]
        case .grid: [QueryItem(name: "minColumnWidth", value: "100")]
        default: []
        }
    return [
        QueryItem(name: "layout", value: layout.rawValue), QueryItem(name: "count", value: layout == .parallax ? "3,3,3" : "3"),
    ]
        + required
}

/// The problem `endpoint` answers `query` with, nil when it accepts it.
private func problem(_ endpoint: Endpoint, _ query: [QueryItem]) -> Problem? {
    do throws(Problem) {
        _ = try answerBody(endpoint, query)
        return nil
    } catch {
        return error
    }
}

/// The encoded answer of `endpoint` to `query`, to compare two queries' meaning.
private func answer(_ endpoint: Endpoint, _ query: [QueryItem]) throws -> [UInt8] {
    try answerBody(endpoint, query)
}

private func answerBody(_ endpoint: Endpoint, _ query: [QueryItem]) throws(Problem) -> [UInt8] {
    switch endpoint {
    case .layout: try PinwheelRoutes.layoutBody(query: query)
    case .snap: try PinwheelRoutes.snapBody(query: query)
    case .motion: try PinwheelRoutes.motionBody(query: query)
    case .hit: try PinwheelRoutes.hitBody(query: query)
    }
}

/// Entries whose acceptance depends on other parameters (the item must exist; a section only
/// comes with an item; the slider's offsets must leave the viewport room for slides; masonry's
/// columns, the grid's one of two column definitions, justified rows' width past the padding):
/// only their syntax and range are checked here; MotionEndpointTests, SliderParameterTests and
/// GridEndpointTests cover the rest.
private let dependsOnOtherParameters: Set<QueryParameter> = [
    .item, .section, .slidesOffsetBefore, .slidesOffsetAfter, .masonryItemWidth, .columnWidth, .columns, .justifiedWidth,
]

@Test func namesWithSeveralEntriesNeverOverlap() {
    for (endpoint, layout) in requestKinds {
        let names = QueryParameter.entries(on: endpoint, for: layout).map(\.name)
        #expect(names.count == Set(names).count, "\(endpoint.path) with \(layout) takes a name twice")
    }
}

@Test func everyDefaultIsOfItsTypeAndInItsRange() {
    for entry in QueryParameter.table {
        switch (entry.type, entry.defaultValue) {
        case (_, .required), (_, .own): break
        case (.number(let range), .number(let value)): #expect(range.contains(value), "\(entry.name)")
        case (.integer(let range), .number(let value)): #expect(range.contains(Int(value)), "\(entry.name)")
        case (.boolean, .boolean), (.text, .choice): break
        case (.choice(let names), .choice(let name)): #expect(names.contains(name), "\(entry.name)")
        default: Issue.record("\(entry.name): default \(entry.defaultValue) is not a \(entry.type)")
        }
    }
}

@Test func theChoicesAreTheEnginesCases() {
    // The readers turn a choice into the engine's enum; a problem lists the table's names.
    #expect(QueryParameter.layout.type == .choice(LayoutName.allCases.map(\.rawValue)))
    #expect(QueryParameter.carouselType.type == .choice(CarouselType.allCases.map(\.rawValue)))
}

@Test func everyChoiceIsASCII() {
    // QueryReader.choice compares ASCII bytes with the names byte for byte, which is String's ==
    // only for ASCII names.
    for entry in QueryParameter.table {
        guard case .choice(let names) = entry.type else { continue }
        for name in names { #expect(name.utf8.allSatisfy { $0 < 0x80 }, "\(entry.name): \(name)") }
    }
}

@Test func theDefaultsTheTableStatesForTheCarouselAreEveryTypesOwn() {
    // fadeRange and fadeMinAlpha are left to the layout, whose own is one number for every type.
    for type in CarouselType.allCases {
        let carousel = CarouselLayout(type: type, itemCount: 3, viewport: Size(width: 375, height: 667))
        #expect(QueryParameter.fadeRange.defaultValue == .number(carousel.fadeRange))
        #expect(QueryParameter.fadeMinAlpha.defaultValue == .number(carousel.fadeMinAlpha))
    }
}

/// For each request kind and each entry it takes (but `layout` and the required `count`): a
/// malformed value and one past the range are refused naming it, with the range the table
/// gives; its ends are accepted; and giving its default changes nothing.
@Test(arguments: requestKinds.indices)
func everyEntryIsValidatedAsTheTableSays(kind: Int) throws {
    let (endpoint, layout) = requestKinds[kind]
    // /hit needs its point before it answers.
    let point = [QueryItem(name: "x", value: "1"), QueryItem(name: "y", value: "1")]
    let base = baseQuery(layout) + (endpoint == .hit ? point : [])
    for entry in QueryParameter.entries(on: endpoint, for: layout) where !entry.isRequired && entry != .layout {
        let label = "\(entry.name) on \(endpoint.path) with \(layout)"
        // The toggle turns coverFlow2 alone; another carousel type refuses it.
        let typed = entry == .toggle ? base + [QueryItem(name: "type", value: "coverFlow2")] : base
        // The entry's value replaces the base query's (the grids' widths, ratios or columns).
        func given(_ value: String) -> [QueryItem] {
            typed.filter { $0.name != entry.name } + [QueryItem(name: entry.name, value: value)]
        }
        func refusal(_ value: String) -> String? {
            guard let problem = problem(endpoint, given(value)), problem.parameter == entry.name else { return nil }
            return problem.detail
        }
        switch entry.type {
        case .number(let range):
            #expect(refusal("x") == "\(entry.name): 'x' is not a decimal number", "\(label)")
            let beyond = range.upper + max(1, abs(range.upper))
            #expect(refusal("\(beyond)") == "\(entry.name): \(beyond) is out of range: must be \(range)", "\(label)")
            if !dependsOnOtherParameters.contains(entry) {
                #expect(refusal("\(range.lower)") == nil && refusal("\(range.upper)") == nil, "\(label)")
            }
        case .integer(let range):
            #expect(refusal("x") == "\(entry.name): 'x' is not a whole number", "\(label)")
            let beyond = range.upperBound + 1
            #expect(
                refusal("\(beyond)")
                    == "\(entry.name): \(beyond) is out of range: must be \(range.lowerBound) to \(range.upperBound)", "\(label)")
            if !dependsOnOtherParameters.contains(entry) {
                #expect(refusal("\(range.lowerBound)") == nil && refusal("\(range.upperBound)") == nil, "\(label)")
            }
        case .boolean:
            #expect(refusal("yes") == "\(entry.name): 'yes' is not true or false", "\(label)")
            #expect(refusal("true") == nil && refusal("false") == nil, "\(label)")
        case .choice(let names):
            #expect(refusal("none") == "\(entry.name): 'none' is not one of \(names.joined(separator: ", "))", "\(label)")
            for name in names { #expect(refusal(name) == nil, "\(label) = \(name)") }
        case .integerList:
            Issue.record("\(label): only count is a list")
        case .text:
            #expect(refusal("none") != nil, "\(label): 'none' accepted")
        }
        let defaultText: String? =
            switch entry.defaultValue {
            case .number(let value): entry.type.isInteger ? "\(Int(value))" : "\(value)"
            case .boolean(let value): "\(value)"
            case .choice(let name): name
            case .own, .required: nil
            }
        if let defaultText {
            #expect(try answer(endpoint, given(defaultText)) == answer(endpoint, typed), "\(label): default")
        }
    }
}

@Test(arguments: requestKinds.indices)
func countIsRequiredWithTheTablesDetail(kind: Int) throws {
    let (endpoint, layout) = requestKinds[kind]
    let count = try #require(QueryParameter.entries(on: endpoint, for: layout).first { $0.name == "count" })
    guard case .required(let detail) = count.defaultValue else {
        Issue.record("count has a default")
        return
    }
    let missing = problem(endpoint, [QueryItem(name: "layout", value: layout.rawValue)])
    #expect(missing?.detail == "count: required; \(detail)")
    switch count.type {
    case .integer(let range):
        #expect(
            problem(
                endpoint,
                [QueryItem(name: "layout", value: layout.rawValue), QueryItem(name: "count", value: "\(range.upperBound + 1)")])?
                .parameter == "count")
    case .integerList(_, let maximumCount):
        let tooMany = Array(repeating: "0", count: maximumCount + 1).joined(separator: ",")
        #expect(
            problem(endpoint, [QueryItem(name: "layout", value: layout.rawValue), QueryItem(name: "count", value: tooMany)])?
                .detail
                == "count: \(maximumCount + 1) sections, over the limit of \(maximumCount)")
    default: Issue.record("count is not a whole number or a list")
    }
}

/// A name the API knows, sent where the table does not take it, is refused as not a parameter
/// of that request; a name the table lacks is unknown.
@Test(arguments: requestKinds.indices)
func namesTheRequestDoesNotTakeAreRefused(kind: Int) {
    let (endpoint, layout) = requestKinds[kind]
    let taken = Set(QueryParameter.entries(on: endpoint, for: layout).map(\.name))
    let context =
        switch endpoint {
        case .layout: "the \(layout.rawValue) layout"
        case .snap: "/snap with the \(layout.rawValue)"
        case .motion: "/motion with the \(layout.rawValue) layout"
        case .hit: "/hit with the \(layout.rawValue) layout"
        }
    for name in QueryParameter.allNames.subtracting(taken) {
        let refused = problem(endpoint, baseQuery(layout) + [QueryItem(name: name, value: "1")])
        #expect(refused?.detail == "\(name): not a parameter of \(context)")
        #expect(refused?.type == "urn:pinwheel:problem:unknown-parameter")
    }
    #expect(problem(endpoint, baseQuery(layout) + [QueryItem(name: "colour", value: "1")])?.detail == "colour: unknown parameter")
}

@Test func optionHelpAddsTheLayoutsAndTheDefault() {
    #expect(QueryParameter.width.optionName == "width")
    #expect(QueryParameter.fadeMinAlpha.optionName == "fade-min-alpha")
    #expect(
        QueryParameter.optionHelp(for: "width")
            == "Wheel, circle, parallax, carousel, slider, masonry, grid: viewport width in points (masonry: the container's "
            + "inner width; grid: the grid's width). Default 375. Justified: justified-layout's containerWidth, in points. "
            + "Default 1060.")
    // Two entries: the wheel's (default 500) and the carousel's (its own, so no default).
    #expect(
        QueryParameter.optionHelp(for: "radius")
            == "Wheel: distance from the items' centre to the pivot. Default 500. "
            + "Carousel: the type's radius (computed as iCarousel does by default).")
    // Eight entries, seven with the same help, all required: the default once, at the end.
    #expect(
        QueryParameter.optionHelp(for: "count")
            == "Wheel, circle, carousel, slider, masonry, justified, grid: number of items. "
            + "Parallax: comma-separated item counts per section. Required.")
    #expect(
        QueryParameter.optionHelp(for: "layout", on: [.snap]) == "Which layout (wheel, carousel or slider). Default wheel.")
}

// MARK: The fuzz dictionary

/// Fuzz/query.dict's tokens, unquoted (escapes left as they are).
private func dictionaryTokens() throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/query.dict")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    return Set(lines.filter { $0.hasPrefix("\"") && $0.hasSuffix("\"") }.map { String($0.dropFirst().dropLast()) })
}

@Test func theFuzzDictionaryHasEveryNameAndValue() throws {
    let tokens = try dictionaryTokens()
    for name in QueryParameter.allNames {
        for token in [name, "\(name)=", "&\(name)="] { #expect(tokens.contains(token), "query.dict lacks \"\(token)\"") }
    }
    for entry in QueryParameter.table {
        if case .choice(let names) = entry.type {
            for name in names { #expect(tokens.contains(name), "query.dict lacks \"\(name)\"") }
        }
    }
    for endpoint in Endpoint.allCases {
        for path in [endpoint.path] + endpoint.layouts.map(endpoint.path(for:)) {
            #expect(tokens.contains(path), "query.dict lacks \"\(path)\"")
        }
    }
    // And no parameter the API does not have (the stylesheet's `selector` and the pages' `page` and
    // `scroll` are their own, beside the table's).
    let dictionaryNames = tokens.filter { $0.hasPrefix("&") && $0.hasSuffix("=") }.map { String($0.dropFirst().dropLast()) }
    let ownNames = [QueryParameter.page.name, QueryParameter.scroll.name, "selector"]
    #expect(Set(dictionaryNames).subtracting(QueryParameter.allNames).subtracting(ownNames).isEmpty)
    for path in PageEndpoint.allCases.map(\.rawValue) + ["/pages"] {
        #expect(tokens.contains(path), "query.dict lacks \"\(path)\"")
    }
}

extension QueryParameter.ValueType {
    fileprivate var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }
}

/// The names nearly every request gives share no bit (`Query.bit(of:)`) with the options a layout
/// reads together (`ReadDefaults`), so that a request giving none of those options is answered
/// with their defaults without looking each up; nor with each other, so that a query of them is
/// found free of repeats from its bits alone. A new parameter may break this: then pick another
/// multiplier in `Query.bit(of:)` (a search over random odd ones finds one in seconds).
@Test func commonNamesShareNoBitWithTheLayoutsOptions() {
    let common = [
        "layout", "count", "offset", "type", "fields", "effect", "slidesPerView", "centeredSlides", "velocity", "spaceBetween",
    ]
    func bit(_ name: String) -> UInt64 { ByteView.reading(name) { Query.bit(of: $0) } }
    let distinct = common + ["width", "height", "sizes", "index", "x", "y"]
    #expect(distinct.reduce(UInt64(0)) { $0 | bit($1) }.nonzeroBitCount == distinct.count)
    let groups = [
        QueryReader.wheelGeometryDefaults.names, QueryReader.carouselSettingsDefaults.names,
        QueryReader.parallaxSettingsDefaults.names, QueryReader.motionDefaults.names, QueryReader.effectOptionsDefaults.names,
        QueryReader.axisDefaults.names, QueryReader.marginsAndGroupsDefaults.names, QueryReader.placementDefaults.names,
    ]
    for names in groups {
        let lookedUp = names.reduce(UInt64(0)) { $0 | bit($1) }
        #expect(!names.isEmpty)
        for name in common where !names.contains(name) {
            #expect(lookedUp & bit(name) == 0, "\(name) shares a bit with one of \(names)")
        }
    }
}
