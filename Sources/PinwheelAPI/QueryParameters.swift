// Reads typed, range-checked values out of a request's query, or says which parameter is wrong.

import HTTPCore

/// The query of one request, each parameter given at most once, read by name. A query holds
/// at most 64 items and usually three or four, so lookups scan the items: cheaper than hashing
/// every name into a dictionary built for each request.
struct QueryParameters {
    private let items: [QueryItem]

    init(_ items: [QueryItem], length: Int) throws(Problem) {
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
    }

    private func value(_ name: String) -> String? {
        guard let item = items.first(where: { $0.name == name }) else { return nil }
        return item.value ?? ""
    }

    /// Fails on the first parameter, in the order sent, that is not in `accepted`.
    func accept(only accepted: Set<String>, known: Set<String>, context: String) throws(Problem) {
        for item in items where !accepted.contains(item.name) {
            if known.contains(item.name) {
                throw .unknownParameter(item.name, "not a parameter of \(context)")
            }
            throw .unknownParameter(item.name, "unknown parameter")
        }
    }

    /// The raw text of `name`, nil when absent; an empty value is an error.
    func text(_ name: String) throws(Problem) -> String? {
        guard let value = value(name) else { return nil }
        guard !value.isEmpty else { throw .invalidParameter(name, "empty value") }
        return value
    }

    func number(_ name: String, default defaultValue: Double, in range: NumberRange) throws(Problem) -> Double {
        guard let text = try text(name) else { return defaultValue }
        guard DecimalSyntax.isNumber(text.utf8), let value = Double(text) else {
            throw .invalidParameter(name, "'\(text)' is not a decimal number")
        }
        guard value.isFinite, range.contains(value) else {
            throw .invalidParameter(name, "\(text) is out of range: must be \(range)")
        }
        return value
    }

    /// One of `Choice`'s raw values (a layout, a carousel type), `defaultValue` when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, default defaultValue: Choice
    ) throws(Problem) -> Choice where Choice.RawValue == String {
        guard let text = try text(name) else { return defaultValue }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidParameter(name, "'\(text)' is not one of \(names)")
        }
        return choice
    }

    /// The number `name`, nil when absent (the layout then computes its own default).
    func optionalNumber(_ name: String, in range: NumberRange) throws(Problem) -> Double? {
        guard value(name) != nil else { return nil }
        return try number(name, default: 0, in: range)
    }

    func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let text = try text(name) else { return nil }
        return try Self.integer(text, name: name, in: range)
    }

    func optionalBoolean(_ name: String) throws(Problem) -> Bool? {
        guard value(name) != nil else { return nil }
        return try boolean(name, default: false)
    }

    func integer(_ name: String, in range: ClosedRange<Int>, required detail: String) throws(Problem) -> Int {
        guard let text = try text(name) else { throw .missingParameter(name, detail) }
        return try Self.integer(text, name: name, in: range)
    }

    /// Comma-separated integers, each in `range`, at most `maximumCount` of them.
    func integerList(_ name: String, in range: ClosedRange<Int>, maximumCount: Int, required detail: String) throws(Problem) -> [Int] {
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

    func boolean(_ name: String, default defaultValue: Bool) throws(Problem) -> Bool {
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

/// A closed range of numbers a parameter must fall in.
struct NumberRange: CustomStringConvertible {
    var lower: Double
    var upper: Double

    func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    var description: String { "\(Self.format(lower)) to \(Self.format(upper))" }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static let positiveLength = NumberRange(lower: Limits.smallestSize, upper: Limits.length)
    static let length = NumberRange(lower: 0, upper: Limits.length)
    static let offset = NumberRange(lower: -Limits.offset, upper: Limits.offset)
    static let radius = NumberRange(lower: Limits.smallestSize, upper: Limits.radius)
    static let unit = NumberRange(lower: 0, upper: 1)
    /// The carousel's spacing, in item widths: positive, so an offset in points converts to items.
    static let spacing = NumberRange(lower: Limits.smallestSize, upper: 1_000)
    /// The carousel's arc, in radians: at most a full turn, and not so small that its radius overflows.
    static let arc = NumberRange(lower: Limits.smallestSize, upper: 2 * Double.pi)
    /// An explicit carousel radius; negative turns the carousel inside out, as in iCarousel.
    static let signedRadius = NumberRange(lower: -Limits.radius, upper: Limits.radius)
    /// The carousel's tilt, a factor.
    static let factor = NumberRange(lower: -1_000, upper: 1_000)
    /// `m34`: `−1/d` for an eye at distance `d`; 0 is no perspective.
    static let perspective = NumberRange(lower: -1, upper: 1)
    /// The carousel's fade range, in items: positive, since alpha divides by it.
    static let fadeRange = NumberRange(lower: Limits.smallestSize, upper: Limits.offset)
}

/// The number syntax the API accepts: `[+-]digits[.digits][(e|E)[+-]digits]`, or a fraction
/// starting with `.`. No hexadecimal, no `inf`, no `nan` (which `Double(_:)` would take).
enum DecimalSyntax {
    static func isNumber(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func skipDigits() -> Int {
            var count = 0
            while index != bytes.endIndex, isDigit(bytes[index]) {
                count += 1
                index = bytes.index(after: index)
            }
            return count
        }
        func skip(_ characters: Character...) -> Bool {
            guard index != bytes.endIndex, characters.contains(Character(Unicode.Scalar(bytes[index]))) else { return false }
            index = bytes.index(after: index)
            return true
        }
        _ = skip("+", "-")
        var digits = skipDigits()
        if skip(".") { digits += skipDigits() }
        guard digits > 0 else { return false }
        if skip("e", "E") {
            _ = skip("+", "-")
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
