// The parameter table as command-line options: `--item-width` for `itemWidth`, and its `--help`.

import LayoutEngine

extension QueryParameter {
    /// The option's name on the command line: `itemWidth` is `--item-width`.
    public var optionName: String {
        var option = ""
        for character in name {
            if character.isUppercase { option += "-" + character.lowercased() } else { option.append(character) }
        }
        return option
    }

    /// `--help` for the option that stands for `name` on `endpoints`: each entry's help, led by
    /// its layouts when not every layout takes it, then its default (once when all agree).
    public static func optionHelp(for name: String, on endpoints: [Endpoint] = Endpoint.allCases) -> String {
        if endpoints == Endpoint.allCases, let help = helpOnEveryEndpoint[name] { return help }
        return composedHelp(for: name, on: endpoints)
    }

    /// Made once: ArgumentParser builds a command's options several times for one parse.
    private static let helpOnEveryEndpoint = Dictionary(
        uniqueKeysWithValues: allNames.map { ($0, composedHelp(for: $0, on: Endpoint.allCases)) })

    private static func composedHelp(for name: String, on endpoints: [Endpoint]) -> String {
        let entries = table.filter { $0.name == name && !$0.endpoints.isDisjoint(with: endpoints) }
        let layouts = Set(endpoints.flatMap(\.layouts))
        let defaults = entries.map(\.defaultText)
        let defaultIsShared = Set(defaults).count == 1
        var sentences: [String] = []
        for entry in entries {
            let sameHelp = entries.filter { $0.help == entry.help }
            guard sameHelp[0] == entry else { continue }
            let entryLayouts = layouts.intersection(sameHelp.flatMap(\.layouts))
            var sentence = entry.help
            let choices = endpoints.flatMap(entry.choices(on:)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if !choices.isEmpty { sentence = "\(sentence.dropLast()) (\(listed(choices)))." }
            if entryLayouts != layouts {
                let names = LayoutName.allCases.filter(entryLayouts.contains).map(\.rawValue)
                sentence = names.joined(separator: ", ").capitalizedFirst + ": " + sentence.lowercasedFirst
            }
            if !defaultIsShared, let text = entry.defaultText { sentence += " " + text }
            sentences.append(sentence)
        }
        if defaultIsShared, let text = defaults[0] { sentences.append(text) }
        return sentences.joined(separator: " ")
    }

    private var defaultText: String? {
        switch defaultValue {
        case .required: "Required."
        case .own: nil
        case .number(let value): "Default \(NumberRange.text(value))."
        case .boolean(let value): "Default \(value)."
        case .choice(let name): "Default \(name)."
        }
    }

    /// `a, b or c`.
    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
