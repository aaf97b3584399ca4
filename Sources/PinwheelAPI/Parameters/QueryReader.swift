// Reads a request's query by the parameter table's entries, or says which parameter is wrong.

import HTTPCore
import LayoutEngine

/// The query of one request, each parameter given at most once, read by name. A query holds
/// at most 64 items and usually three or four, so lookups scan the items: cheaper than hashing
/// every name into a dictionary built for each request. Values are read from their bytes as
/// received (`Query`): numbers, whole numbers, booleans and choices make no `String`; only text
/// parameters and problems' details do.
struct QueryReader {
    private let query: Query
    /// The size tables `sizes=@id` may name; nil where none are held (the CLI).
    let sizeTables: SizeTableStore?
    /// Where the bits of the names looked up are gathered, when they are (`ReadDefaults`).
    private var lookups: NameLookups?

    /// Checks the query, then makes the reader through an initializer that cannot throw: one
    /// that throws after its checks and then assigns the fields made the value twice, a copy
    /// (a retain of each reference) and the destruction of the first.
    init(_ query: Query, length: Int, sizeTables: SizeTableStore? = nil) throws(Problem) {
        try Self.check(query, length: length)
        self.init(checked: query, sizeTables: sizeTables)
    }

    private init(checked query: Query, sizeTables: SizeTableStore?) {
        self.query = query
        self.sizeTables = sizeTables
    }

    /// Fails on a query over the limits, or giving a parameter twice.
    private static func check(_ query: Query, length: Int) throws(Problem) {
        guard length <= Limits.queryBytes else {
            throw .queryTooLong("\(length) bytes, over the limit of \(Limits.queryBytes)")
        }
        guard query.count <= Limits.queryParameters else {
            throw .queryTooLong("\(query.count) parameters, over the limit of \(Limits.queryParameters)")
        }
        if let name = query.firstRepeatedName() { throw .invalidParameter(name, "given more than once") }
    }

    /// The bytes of `parameter`'s value, nil when absent: found so by its name's bit alone, inlined.
    @inline(__always)
    private func value(_ parameter: QueryParameter) -> ArraySlice<UInt8>? {
        lookups?.note(parameter)
        guard query.mayHaveName(ofBit: parameter.nameBit) else { return nil }
        let name = parameter.staticName
        return query.value(ascii: ByteView(name))
    }

    /// What `read` gives, or its defaults read once (`defaults`) when the query names none of the
    /// parameters it looks up: one test of the query's bits instead of a lookup each.
    func reading<Value>(_ defaults: ReadDefaults<Value>, _ read: (QueryReader) throws(Problem) -> Value) throws(Problem)
        -> Value
    {
        guard query.mayHaveName(amongBits: defaults.lookedUp) else { return defaults.value }
        return try read(self)
    }

    /// Whether the query may name one of the parameters `defaults` looks up: when not, reading
    /// them gives `defaults.value`.
    func names<Value>(anyOf defaults: ReadDefaults<Value>) -> Bool { query.mayHaveName(amongBits: defaults.lookedUp) }

    /// An empty query's reader that gathers the bits of the names it looks up.
    fileprivate static func gathering(into lookups: NameLookups) -> QueryReader {
        do {
            var reader = try QueryReader(Query(), length: 0)
            reader.lookups = lookups
            return reader
        } catch {
            preconditionFailure("an empty query is read: \(error)")
        }
    }

    /// The layout a request is for: `pathLayout`, the one its path names (`/slider/layout`), or
    /// else the `layout` parameter's.
    func layout(named pathLayout: LayoutName?) throws(Problem) -> LayoutName {
        if let pathLayout { return pathLayout }
        return try choice(.layout)
    }

    /// Fails on the first parameter, in the order sent, that a request of `endpoint` for
    /// `layout` does not take: one the API knows elsewhere, or an unknown one. Where the path
    /// names the layout, `layout` is one of those.
    func accept(on endpoint: Endpoint, for layout: LayoutName, pathNamesLayout: Bool = false) throws(Problem) {
        let item: QueryItem?
        if query.namesAreASCII {
            let accepted = QueryParameter.acceptedNameBytes(on: endpoint, for: layout, pathNamesLayout: pathNamesLayout)
            item = query.firstItem { !accepted.contains($0) }
        } else {
            let accepted = QueryParameter.names(on: endpoint, for: layout)
            item = query.items.first { !accepted.contains($0.name) || (pathNamesLayout && $0.name == QueryParameter.layout.name) }
        }
        guard let item else { return }
        if pathNamesLayout && item.name == QueryParameter.layout.name {
            throw .unknownParameter(item.name, "not a parameter of \(endpoint.path(for: layout)), whose path names the layout")
        }
        if QueryParameter.allNames.contains(item.name) {
            throw .unknownParameter(item.name, "not a parameter of \(endpoint.context(layout))")
        }
        throw .unknownParameter(item.name, "unknown parameter")
    }

    // MARK: Reading an entry of the table

    // Each reader takes the entries of one type and default; another is a mistake in the code,
    // which traps (`ParameterTableTests` sends every entry to every request that reads it). An
    // entry read but not listed in `table` is refused by `accept` as unknown.

    /// A number with a default.
    func number(_ parameter: QueryParameter) throws(Problem) -> Double {
        guard parameter.valueKind == .number, parameter.defaultKind == .number else {
            preconditionFailure("\(parameter.name) is not a number with a default")
        }
        guard let bytes = try given(parameter) else { return parameter.defaultNumber }
        return try Self.number(bytes, of: parameter, in: parameter.numberRange)
    }

    /// A number whose default the layout applies: nil when absent. (The table states that
    /// default when it is one number whatever the other parameters, as for `fadeRange`.)
    func optionalNumber(_ parameter: QueryParameter) throws(Problem) -> Double? {
        guard parameter.valueKind == .number, parameter.defaultKind != .required else {
            preconditionFailure("\(parameter.name) is not an optional number")
        }
        guard let bytes = try given(parameter) else { return nil }
        return try Self.number(bytes, of: parameter, in: parameter.numberRange)
    }

    /// A number that must be given.
    func requiredNumber(_ parameter: QueryParameter) throws(Problem) -> Double {
        guard parameter.valueKind == .number, parameter.defaultKind == .required else {
            preconditionFailure("\(parameter.name) is not a required number")
        }
        guard let bytes = try given(parameter) else { throw .missingParameter(parameter.name, parameter.requiredDetail) }
        return try Self.number(bytes, of: parameter, in: parameter.numberRange)
    }

    /// A whole number with a default.
    func integerWithDefault(_ parameter: QueryParameter) throws(Problem) -> Int {
        guard parameter.valueKind == .integer, parameter.defaultKind == .number else {
            preconditionFailure("\(parameter.name) is not a whole number with a default")
        }
        guard let bytes = try given(parameter) else { return Int(parameter.defaultNumber) }
        return try Self.integer(bytes, of: parameter, in: parameter.integerRange)
    }

    /// The text of a parameter its request reads itself: nil when absent, never empty.
    func text(_ parameter: QueryParameter) throws(Problem) -> String? {
        guard parameter.valueKind == .text else { preconditionFailure("\(parameter.name) is not read as text") }
        return try given(parameter).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of a parameter its request reads itself: nil when absent, never empty.
    func bytes(_ parameter: QueryParameter) throws(Problem) -> ArraySlice<UInt8>? {
        guard parameter.valueKind == .text else { preconditionFailure("\(parameter.name) is not read as text") }
        return try given(parameter)
    }

    /// Whether the query may give `parameter`: false when no name of its bit is given (one test,
    /// no lookup); true may still be absent.
    func mayGive(_ parameter: QueryParameter) -> Bool {
        lookups?.note(parameter)
        return query.mayHaveName(ofBit: parameter.nameBit)
    }

    /// Whether the query gives `parameter` at all.
    func contains(_ parameter: QueryParameter) -> Bool { value(parameter) != nil }

    /// A whole number that must be given.
    func integer(_ parameter: QueryParameter) throws(Problem) -> Int {
        guard parameter.valueKind == .integer, parameter.defaultKind == .required else {
            preconditionFailure("\(parameter.name) is not a required whole number")
        }
        guard let bytes = try given(parameter) else { throw .missingParameter(parameter.name, parameter.requiredDetail) }
        return try Self.integer(bytes, of: parameter, in: parameter.integerRange)
    }

    /// A whole number whose default the layout computes: nil when absent.
    func optionalInteger(_ parameter: QueryParameter) throws(Problem) -> Int? {
        guard parameter.valueKind == .integer, parameter.defaultKind == .own else {
            preconditionFailure("\(parameter.name) is not a whole number of the layout's own default")
        }
        guard let bytes = try given(parameter) else { return nil }
        return try Self.integer(bytes, of: parameter, in: parameter.integerRange)
    }

    /// Comma-separated whole numbers that must be given.
    func integerList(_ parameter: QueryParameter) throws(Problem) -> [Int] {
        guard parameter.valueKind == .integerList, parameter.defaultKind == .required else {
            preconditionFailure("\(parameter.name) is not a required list")
        }
        let name = parameter.name
        guard let bytes = try given(parameter) else { throw .missingParameter(name, parameter.requiredDetail) }
        // The parts between commas, empty ones included (each then an error), read in place: no
        // array of slices is made.
        let comma = UInt8(ascii: ",")
        let partCount = bytes.reduce(1) { $1 == comma ? $0 + 1 : $0 }
        guard partCount <= parameter.maximumCount else {
            throw .invalidParameter(name, "\(partCount) sections, over the limit of \(parameter.maximumCount)")
        }
        var list: [Int] = []
        list.reserveCapacity(partCount)
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: comma) ?? bytes.endIndex
            list.append(try Self.integer(bytes[start..<end], of: parameter, in: parameter.integerRange))
            guard end < bytes.endIndex else { return list }
            start = end + 1
        }
    }

    /// `true` or `false`, with a default.
    func boolean(_ parameter: QueryParameter) throws(Problem) -> Bool {
        guard parameter.valueKind == .boolean, parameter.defaultKind == .boolean else {
            preconditionFailure("\(parameter.name) is not a boolean with a default")
        }
        guard let bytes = try given(parameter) else { return parameter.defaultNumber != 0 }
        return try Self.boolean(bytes, of: parameter)
    }

    /// `true` or `false`, nil when absent (the layout then decides).
    func optionalBoolean(_ parameter: QueryParameter) throws(Problem) -> Bool? {
        guard parameter.valueKind == .boolean, parameter.defaultKind == .own else {
            preconditionFailure("\(parameter.name) is not a boolean of the layout's own default")
        }
        guard let bytes = try given(parameter) else { return nil }
        return try Self.boolean(bytes, of: parameter)
    }

    /// One of `Choice`'s raw values (a layout, a carousel type), its default when absent.
    func choice<Choice: QueryChoice>(_ parameter: QueryParameter) throws(Problem) -> Choice {
        guard parameter.valueKind == .choice, parameter.defaultKind == .choice else {
            preconditionFailure("\(parameter.name) is not a choice")
        }
        guard let bytes = try given(parameter) else {
            guard case .choice(let defaultName) = parameter.defaultValue, let defaultValue = Choice(rawValue: defaultName) else {
                preconditionFailure("\(parameter.name)'s default is not a \(Choice.self)")
            }
            return defaultValue
        }
        guard let choice = Choice.named(bytes) else {
            let text = String(decoding: bytes, as: UTF8.self)
            throw .invalidParameter(parameter.name, "'\(text)' is not one of \(parameter.choiceNames.joined(separator: ", "))")
        }
        return choice
    }

    // MARK: Reading by name

    /// The bytes of `parameter`'s value, nil when absent; an empty value is an error. Inlined
    /// into each reader: most reads are of absent entries, which then cost one test and no call.
    @inline(__always)
    private func given(_ parameter: QueryParameter) throws(Problem) -> ArraySlice<UInt8>? {
        guard let value = value(parameter) else { return nil }
        guard !value.isEmpty else { throw .invalidParameter(parameter.name, "empty value") }
        return value
    }

    // The readers below take the entry rather than its name, which only a problem makes.

    private static func number(_ bytes: ArraySlice<UInt8>, of parameter: QueryParameter, in range: NumberRange) throws(Problem)
        -> Double
    {
        guard DecimalSyntax.isNumber(bytes) else {
            throw .invalidParameter(parameter.name, "'\(String(decoding: bytes, as: UTF8.self))' is not a decimal number")
        }
        let value = DecimalSyntax.value(of: bytes)
        guard value.isFinite, range.contains(value) else {
            throw .invalidParameter(parameter.name, "\(String(decoding: bytes, as: UTF8.self)) is out of range: must be \(range)")
        }
        return value
    }

    private static func boolean(_ bytes: ArraySlice<UInt8>, of parameter: QueryParameter) throws(Problem) -> Bool {
        if spells(bytes, "true") { return true }
        if spells(bytes, "false") { return false }
        throw .invalidParameter(parameter.name, "'\(String(decoding: bytes, as: UTF8.self))' is not true or false")
    }

    private static func integer(_ bytes: ArraySlice<UInt8>, of parameter: QueryParameter, in range: ClosedRange<Int>)
        throws(Problem) -> Int
    {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw .invalidParameter(parameter.name, "'\(String(decoding: bytes, as: UTF8.self))' is not a whole number")
        }
        guard let value = decimal(bytes), range.contains(value) else {
            throw .invalidParameter(
                parameter.name,
                "\(String(decoding: bytes, as: UTF8.self)) is out of range: must be \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// The whole number that decimal `digits` spell, nil when it does not fit an `Int` (as `Int(_:)`).
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return value
    }

    /// Whether `bytes` spell `text` as `String`'s `==` says (`Query.spells`).
    private static func spells(_ bytes: ArraySlice<UInt8>, _ text: StaticString) -> Bool {
        ByteView.reading(bytes) { Query.spells($0, ByteView(text)) }
    }

}

/// What a reading gives an empty query, and the bits of the names it looks up to find it: made
/// once, by running the reading on an empty query. Only for readings that look up the same
/// parameters whatever the values (no read depends on another's value), so that a query naming
/// none of them reads as the empty one.
struct ReadDefaults<Value: Sendable>: Sendable {
    let value: Value
    /// `Query.bit(of:)` of every name looked up, or'ed.
    let lookedUp: UInt64
    /// The names looked up.
    let names: [String]

    init(_ read: (QueryReader) throws(Problem) -> Value) {
        let lookups = NameLookups()
        do {
            value = try read(QueryReader.gathering(into: lookups))
        } catch {
            preconditionFailure("the parameter table's defaults are read: \(error)")
        }
        lookedUp = lookups.bits
        names = lookups.names
    }

    /// The defaults of a reading that sets some of `Value()`'s fields in place.
    init(reading read: @escaping (QueryReader) -> (inout Value) throws(Problem) -> Void) where Value: DefaultInitializable {
        self.init { (reader: QueryReader) throws(Problem) in
            var value = Value()
            try read(reader)(&value)
            return value
        }
    }
}

/// The bits of the names a reader looks up, or'ed (`ReadDefaults`): used while a default is made,
/// on one thread.
private final class NameLookups {
    private(set) var bits: UInt64 = 0
    private(set) var names: [String] = []

    func note(_ parameter: QueryParameter) {
        bits |= parameter.nameBit
        names.append(parameter.name)
    }
}

/// A value with defaults of its own, which a reading may set fields of (`ReadDefaults(reading:)`).
protocol DefaultInitializable { init() }

extension SliderSettings: DefaultInitializable {}
