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
    for name in Set(QueryParameter.entries(on: endpoint).map(\.name)) {
        let option = try #require(QueryParameter.table.first { $0.name == name }).optionName
        // `-1` too: parsed unconditionally, a value that starts with a dash is still a value.
        for value in ["7", "-1"] {
            #expect(try query(endpoint, ["--\(option)", value]) == [QueryItem(name: name, value: value)], "--\(option)")
        }
    }
}
