// Reads a request's query by the parameter table's entries, or says which parameter is wrong.

import HTTPCore
import LayoutEngine

/// The query of one request, each parameter given at most once, read by name. A query holds
/// at most 64 items and usually three or four, so lookups scan the items: cheaper than hashing
/// every name into a dictionary built for each request.
struct QueryReader {
    private let items: [QueryItem]
    /// The size tables `sizes=@id` may name; nil where none are held (the CLI).
    let sizeTables: SizeTableStore?

    init(_ items: [QueryItem], length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        guard length <= Limits.queryBytes else {
            throw .queryTooLong("\(length) bytes, over the limit of \(Limits.queryBytes)")
        }
        guard items.count <= Limits.queryParameters else {
            throw .queryTooLong("\(items.count) parameters, over the limit of \(Limits.queryParameters)")
        }
        for (index, item) in items.enumerated() where items[..<index].contains(where: { $0.name == item.name }) {
            throw .invalidParameter(item.name, "given more than once")
        }
        self.items = items
        self.sizeTables = sizeTables
    }

    private func value(_ name: String) -> String? {
        guard let item = items.first(where: { $0.name == name }) else { return nil }
        return item.value ?? ""
    }

    /// Fails on the first parameter, in the order sent, that a request of `endpoint` for
    /// `layout` does not take: one the API knows elsewhere, or an unknown one.
    func accept(on endpoint: Endpoint, for layout: LayoutName) throws(Problem) {
        let accepted = QueryParameter.names(on: endpoint, for: layout)
        for item in items where !accepted.contains(item.name) {
            if QueryParameter.allNames.contains(item.name) {
                throw .unknownParameter(item.name, "not a parameter of \(endpoint.context(layout))")
            }
            throw .unknownParameter(item.name, "unknown parameter")
        }
    }

    // MARK: Reading an entry of the table

    // Each reader takes the entries of one type and default; another is a mistake in the code,
    // which traps (`ParameterTableTests` sends every entry to every request that reads it). An
    // entry read but not listed in `table` is refused by `accept` as unknown.

    /// A number with a default.
    func number(_ parameter: QueryParameter) throws(Problem) -> Double {
        guard case .number(let range) = parameter.type, case .number(let defaultValue) = parameter.defaultValue else {
            preconditionFailure("\(parameter.name) is not a number with a default")
        }
        return try number(parameter.name, default: defaultValue, in: range)
    }

    /// A number whose default the layout applies: nil when absent. (The table states that
    /// default when it is one number whatever the other parameters, as for `fadeRange`.)
    func optionalNumber(_ parameter: QueryParameter) throws(Problem) -> Double? {
        guard case .number(let range) = parameter.type, !parameter.isRequired else {
            preconditionFailure("\(parameter.name) is not an optional number")
        }
        guard value(parameter.name) != nil else { return nil }
        return try number(parameter.name, default: 0, in: range)
    }

    /// A number that must be given.
    func requiredNumber(_ parameter: QueryParameter) throws(Problem) -> Double {
        guard case .number(let range) = parameter.type, case .required(let detail) = parameter.defaultValue else {
            preconditionFailure("\(parameter.name) is not a required number")
        }
        guard value(parameter.name) != nil else { throw .missingParameter(parameter.name, detail) }
        return try number(parameter.name, default: 0, in: range)
    }

    /// A whole number with a default.
    func integerWithDefault(_ parameter: QueryParameter) throws(Problem) -> Int {
        guard case .integer(let range) = parameter.type, case .number(let defaultValue) = parameter.defaultValue else {
            preconditionFailure("\(parameter.name) is not a whole number with a default")
        }
        guard let text = try text(parameter.name) else { return Int(defaultValue) }
        return try Self.integer(text, name: parameter.name, in: range)
    }

    /// The text of a parameter its request reads itself: nil when absent, never empty.
    func text(_ parameter: QueryParameter) throws(Problem) -> String? {
        guard case .text = parameter.type else { preconditionFailure("\(parameter.name) is not read as text") }
        return try text(parameter.name)
    }

    /// Whether the query gives `parameter` at all.
    func contains(_ parameter: QueryParameter) -> Bool { value(parameter.name) != nil }

    /// A whole number that must be given.
    func integer(_ parameter: QueryParameter) throws(Problem) -> Int {
        guard case .integer(let range) = parameter.type, case .required(let detail) = parameter.defaultValue else {
            preconditionFailure("\(parameter.name) is not a required whole number")
        }
        guard let text = try text(parameter.name) else { throw .missingParameter(parameter.name, detail) }
        return try Self.integer(text, name: parameter.name, in: range)
    }

    /// A whole number whose default the layout computes: nil when absent.
    func optionalInteger(_ parameter: QueryParameter) throws(Problem) -> Int? {
        guard case .integer(let range) = parameter.type, parameter.defaultValue == .own else {
            preconditionFailure("\(parameter.name) is not a whole number of the layout's own default")
        }
        guard let text = try text(parameter.name) else { return nil }
        return try Self.integer(text, name: parameter.name, in: range)
    }

    /// Comma-separated whole numbers that must be given.
    func integerList(_ parameter: QueryParameter) throws(Problem) -> [Int] {
        guard case .integerList(let range, let maximumCount) = parameter.type,
            case .required(let detail) = parameter.defaultValue
        else {
            preconditionFailure("\(parameter.name) is not a required list")
        }
        let name = parameter.name
        guard let text = try text(name) else { throw .missingParameter(name, detail) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= maximumCount else {
            throw .invalidParameter(name, "\(parts.count) sections, over the limit of \(maximumCount)")
        }
        var list: [Int] = []
        list.reserveCapacity(parts.count)
        for part in parts { list.append(try Self.integer(part, name: name, in: range)) }
        return list
    }

    /// `true` or `false`, with a default.
    func boolean(_ parameter: QueryParameter) throws(Problem) -> Bool {
        guard parameter.type == .boolean, case .boolean(let defaultValue) = parameter.defaultValue else {
            preconditionFailure("\(parameter.name) is not a boolean with a default")
        }
        return try boolean(parameter.name, default: defaultValue)
    }

    /// `true` or `false`, nil when absent (the layout then decides).
    func optionalBoolean(_ parameter: QueryParameter) throws(Problem) -> Bool? {
        guard parameter.type == .boolean, parameter.defaultValue == .own else {
            preconditionFailure("\(parameter.name) is not a boolean of the layout's own default")
        }
        guard value(parameter.name) != nil else { return nil }
        return try boolean(parameter.name, default: false)
    }

    /// One of `Choice`'s raw values (a layout, a carousel type), its default when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ parameter: QueryParameter) throws(Problem) -> Choice
    where Choice.RawValue == String {
        guard case .choice(let names) = parameter.type, case .choice(let defaultName) = parameter.defaultValue,
            let defaultValue = Choice(rawValue: defaultName)
        else {
            preconditionFailure("\(parameter.name) is not a choice of \(Choice.self)")
        }
        guard let text = try text(parameter.name) else { return defaultValue }
        guard let choice = Choice(rawValue: text) else {
            throw .invalidParameter(parameter.name, "'\(text)' is not one of \(names.joined(separator: ", "))")
        }
        return choice
    }

    // MARK: Reading by name

    /// The raw text of `name`, nil when absent; an empty value is an error.
    private func text(_ name: String) throws(Problem) -> String? {
        guard let value = value(name) else { return nil }
        guard !value.isEmpty else { throw .invalidParameter(name, "empty value") }
        return value
    }

    private func number(_ name: String, default defaultValue: Double, in range: NumberRange) throws(Problem) -> Double {
        guard let text = try text(name) else { return defaultValue }
        guard DecimalSyntax.isNumber(text.utf8), let value = Double(text) else {
            throw .invalidParameter(name, "'\(text)' is not a decimal number")
        }
        guard value.isFinite, range.contains(value) else {
            throw .invalidParameter(name, "\(text) is out of range: must be \(range)")
        }
        return value
    }

    private func boolean(_ name: String, default defaultValue: Bool) throws(Problem) -> Bool {
        switch try text(name) {
        case nil: defaultValue
        case "true": true
        case "false": false
        case let other?: throw .invalidParameter(name, "'\(other)' is not true or false")
        }
    }

    private static func integer(_ text: some StringProtocol, name: String, in range: ClosedRange<Int>) throws(Problem) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw .invalidParameter(name, "'\(text)' is not a whole number")
        }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidParameter(name, "\(text) is out of range: must be \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
