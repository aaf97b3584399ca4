// `pinwheel layout` and `snap` have one option per table entry of their endpoint, standing for its query item.

import ArgumentParser
import Foundation
import HTTPCore
@testable import pinwheel
import PinwheelAPI
import Testing

/// What `--experimental-dump-help` says of a command's options.
private struct DumpedHelp: Decodable {
    struct Command: Decodable { var arguments: [Argument] }
    struct Argument: Decodable {
        struct Name: Decodable { var kind: String, name: String }
        var kind: String
        var names: [Name]
        var abstract: String?
    }
    var command: Command
}

/// The long options of a command and their help, `--help` aside.
private func options(_ dump: String) throws -> [String: String] {
    let help = try JSONDecoder().decode(DumpedHelp.self, from: Data(dump.utf8))
    var options: [String: String] = [:]
    for argument in help.command.arguments where argument.kind == "option" {
        for name in argument.names where name.kind == "long" { options[name.name] = argument.abstract ?? "" }
    }
    return options
}

/// The command's query for `--option value`.
private func query(_ endpoint: Endpoint, _ arguments: [String]) throws -> [QueryItem] {
    switch endpoint {
    case .layout: try LayoutCommand.parse(arguments).query
    case .snap: try SnapCommand.parse(arguments).query
    case .motion: try MotionCommand.parse(arguments).query
    case .hit: try HitCommand.parse(arguments).query
    }
}

@Test(arguments: Endpoint.allCases)
func theCommandsOptionsAreTheTablesEntries(endpoint: Endpoint) throws {
    let dump =
        switch endpoint {
        case .layout: LayoutCommand._dumpHelp()
        case .snap: SnapCommand._dumpHelp()
        case .motion: MotionCommand._dumpHelp()
        case .hit: HitCommand._dumpHelp()
        }
    let options = try options(dump)
    let entries = QueryParameter.entries(on: endpoint)
    #expect(Set(options.keys) == Set(entries.map(\.optionName)))
    for entry in entries {
        let help = QueryParameter.optionHelp(for: entry.name)
        let endpointHelp = QueryParameter.optionHelp(for: entry.name, on: [endpoint])
        #expect(options[entry.optionName] == help || options[entry.optionName] == endpointHelp, "--\(entry.optionName)")
    }
}

@Test(arguments: Endpoint.allCases)
func eachOptionStandsForItsQueryItem(endpoint: Endpoint) throws {
    // Every option in one parse: a debug build of ArgumentParser checks the command's whole
    // definition on each parse, which with the slider's options makes a parse per option take minutes.
    let names = Set(QueryParameter.entries(on: endpoint).map(\.name)).sorted()
    let options = try names.map { name in try #require(QueryParameter.table.first { $0.name == name }).optionName }
    // `-1` too: parsed unconditionally, a value that starts with a dash is still a value.
    for value in ["7", "-1"] {
        let items = try query(endpoint, options.flatMap { ["--\($0)", value] })
        #expect(items.sorted { $0.name < $1.name } == names.map { QueryItem(name: $0, value: value) })
    }
}
