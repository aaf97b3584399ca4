// One query parameter of the API: its name, who takes it, its type and range, its default and its help.

import HTTPCore
public import LayoutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A query parameter as the API declares it, once, in `QueryParameter.table`. Validation, the
/// CLI's options and the checks against openapi.yaml and the fuzz dictionary all read it from
/// there. A name may have several entries when its type or range differs between layouts
/// (`count`, `radius`); their layouts then do not overlap. A class, immutable: a read passes a
/// reference to the entry, where a struct this size is copied out of its static at every read.
public final class QueryParameter: Hashable, Sendable {
    public let name: String
    public let type: ValueType
    public let defaultValue: DefaultValue
    /// The layouts that take it (on every endpoint in `endpoints` that answers for them).
    public let layouts: Set<LayoutName>
    public let endpoints: Set<Endpoint>
    /// One sentence for `--help`, without the default (`optionHelp` adds it).
    public let help: String

    // What a read needs (`QueryReader`), made once from `name`, `type` and `defaultValue`, none
    // of it reference-counted: a read copies no String or array out of the entry, and loads
    // only the fields it uses.

    /// `name`, for reading a query without making a String.
    let staticName: StaticString
    /// `name`'s bit (`Query.bit(of:)`): most entries a request reads are absent, found so by
    /// the bit alone.
    let nameBit: UInt64
    let valueKind: ValueKind
    let defaultKind: DefaultKind
    /// A number's range (`.number`); an unused one otherwise.
    let numberRange: NumberRange
    /// A whole number's range, or each of a list's (`.integer`, `.integerList`); 0...0 otherwise.
    let integerRange: ClosedRange<Int>
    /// How many whole numbers a list holds at most (`.integerList`); 0 otherwise.
    let maximumCount: Int
    /// The default of `.number`, or of `.boolean` (then 0 or 1); 0 otherwise.
    let defaultNumber: Double

    /// What kind of value the parameter holds, and the values it accepts.
    public enum ValueType: Hashable, Sendable {
        /// A decimal number (see `DecimalSyntax`) within the range.
        case number(NumberRange)
        /// A whole number of decimal digits within the range.
        case integer(ClosedRange<Int>)
        /// Comma-separated whole numbers, each within the range, at most `maximumCount` of them.
        case integerList(ClosedRange<Int>, maximumCount: Int)
        /// `true` or `false`.
        case boolean
        /// One of these names.
        case choice([String])
        /// Text the request reads itself (a list of keys; a name or a number); the string says
        /// what it takes, for `--help`.
        case text(String)
    }

    /// What an absent parameter means.
    public enum DefaultValue: Hashable, Sendable {
        /// It must be given; the text says what it is, after "required; " in the problem.
        case required(String)
        /// The layout computes its own, which depends on the other parameters; `help` says how.
        case own
        case number(Double)
        case boolean(Bool)
        case choice(String)
    }

    /// An entry of the table: by default taken by every layout on every endpoint.
    init(
        _ name: StaticString, _ type: ValueType, default defaultValue: DefaultValue,
        layouts: [LayoutName] = LayoutName.allCases, endpoints: [Endpoint] = Endpoint.allCases, help: String
    ) {
        precondition(name.isASCII, "\(name) is not ASCII")
        self.name = name.description
        self.type = type
        self.defaultValue = defaultValue
        self.layouts = Set(layouts)
        self.endpoints = Set(endpoints)
        self.help = help
        precondition(name.hasPointerRepresentation, "\(name) is not a literal")
        staticName = name
        nameBit = Query.bit(of: ByteView(name))
        (valueKind, numberRange, integerRange, maximumCount) = Self.reading(type)
        (defaultKind, defaultNumber) = Self.reading(defaultValue)
    }

    /// `ValueType`'s case, without its values.
    enum ValueKind { case number, integer, integerList, boolean, choice, text }
    /// `DefaultValue`'s case, without its values.
    enum DefaultKind { case required, own, number, boolean, choice }

    private static func reading(_ type: ValueType)
        -> (ValueKind, numberRange: NumberRange, integerRange: ClosedRange<Int>, maximumCount: Int)
    {
        let none = NumberRange(lower: 0, upper: 0)
        switch type {
        case .number(let range): return (.number, range, 0...0, 0)
        case .integer(let range): return (.integer, none, range, 0)
        case .integerList(let range, let count): return (.integerList, none, range, count)
        case .boolean: return (.boolean, none, 0...0, 0)
        case .choice: return (.choice, none, 0...0, 0)
        case .text: return (.text, none, 0...0, 0)
        }
    }

    private static func reading(_ defaultValue: DefaultValue) -> (DefaultKind, defaultNumber: Double) {
        switch defaultValue {
        case .required: (.required, 0)
        case .own: (.own, 0)
        case .number(let value): (.number, value)
        case .boolean(let value): (.boolean, value ? 1 : 0)
        case .choice: (.choice, 0)
        }
    }

    public static func == (left: QueryParameter, right: QueryParameter) -> Bool {
        (left.name, left.type, left.defaultValue, left.layouts, left.endpoints, left.help)
            == (right.name, right.type, right.defaultValue, right.layouts, right.endpoints, right.help)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(defaultValue)
        hasher.combine(layouts)
        hasher.combine(endpoints)
        hasher.combine(help)
    }

    /// Whether a request must give it.
    public var isRequired: Bool {
        if case .required = defaultValue { return true }
        return false
    }

    /// What a required entry is, for the problem of its absence.
    var requiredDetail: String {
        guard case .required(let detail) = defaultValue else { preconditionFailure("\(name) is not required") }
        return detail
    }

    /// The names a choice takes, for the problem of another.
    var choiceNames: [String] {
        guard case .choice(let names) = type else { preconditionFailure("\(name) is not a choice") }
        return names
    }

    /// Whether a request of `endpoint` for `layout` takes it.
    public func isTaken(on endpoint: Endpoint, for layout: LayoutName) -> Bool {
        endpoints.contains(endpoint) && layouts.contains(layout) && endpoint.layouts.contains(layout)
    }

    /// The values a choice accepts on `endpoint`: `layout` names only the endpoint's layouts.
    public func choices(on endpoint: Endpoint) -> [String] {
        guard case .choice(let choices) = type else { return [] }
        return self == .layout ? endpoint.layouts.map(\.rawValue) : choices
    }
}

// MARK: - Derived from the table

extension QueryParameter {
    /// Every name the API knows, on any endpoint and layout.
    public static let allNames = Set(table.map(\.name))

    /// The entries a request of `endpoint` for `layout` takes, in the table's order.
    public static func entries(on endpoint: Endpoint, for layout: LayoutName) -> [QueryParameter] {
        table.filter { $0.isTaken(on: endpoint, for: layout) }
    }

    /// The entries of `endpoint`, for any of its layouts, in the table's order.
    public static func entries(on endpoint: Endpoint) -> [QueryParameter] {
        table.filter { entry in endpoint.layouts.contains { entry.isTaken(on: endpoint, for: $0) } }
    }

    /// The names a request of `endpoint` for `layout` takes, as bytes, computed once: what a
    /// query of ASCII names is checked against without making a String of any. Where the path
    /// names the layout, without `layout`.
    static func acceptedNameBytes(on endpoint: Endpoint, for layout: LayoutName, pathNamesLayout: Bool) -> NameBytes {
        nameBytesByRequest[requestIndex(endpoint, layout, pathNamesLayout: pathNamesLayout)]
    }

    /// Where `acceptedNameBytes` keeps the names of a request, without searching `allCases`.
    private static func requestIndex(_ endpoint: Endpoint, _ layout: LayoutName, pathNamesLayout: Bool) -> Int {
        let endpointIndex =
            switch endpoint {
            case .layout: 0
            case .snap: 1
            case .motion: 2
            case .hit: 3
            }
        return (endpointIndex * layoutCount + layout.ordinal) * 2 + (pathNamesLayout ? 1 : 0)
    }

    private static let layoutCount = LayoutName.allCases.count

    /// ASCII names, their bytes end to end, grouped by their bit (`Query.bit(of:)`): a name is
    /// compared only with the names of its bit, most often one or none. A class, immutable: a
    /// request takes a reference to its set, where a struct of three arrays is copied out.
    final class NameBytes: Sendable {
        private let bytes: [UInt8]
        /// Where each name ends in `bytes` (it starts where the one before ends), by bit.
        private let ends: [Int]
        /// Where each bit's names start in `ends`; the last, where they end.
        private let bucketStarts: [Int]
        /// The bits of all the names.
        private let bits: UInt64

        init(_ names: some Sequence<String>) {
            var buckets = [[String]](repeating: [], count: 64)
            var bits: UInt64 = 0
            for name in names {
                precondition(name.utf8.allSatisfy { $0 < 0x80 }, "\(name) is not ASCII")
                // Through an array, made and freed once a name at start-up: without these
                // allocations the heap settles otherwise, and every parallax and carousel request
                // then pays about 700 and 450 instructions in `malloc` (docs/BENCHMARKS-LOG.md,
                // "Unsafe code in two types").
                let bit = ByteView.reading(Array(name.utf8)) { Query.bit(of: $0) }
                bits |= bit
                buckets[bit.trailingZeroBitCount].append(name)
            }
            var bytes: [UInt8] = []
            var ends: [Int] = []
            var bucketStarts: [Int] = []
            for bucket in buckets {
                bucketStarts.append(ends.count)
                for name in bucket {
                    bytes += name.utf8
                    ends.append(bytes.count)
                }
            }
            bucketStarts.append(ends.count)
            self.bytes = bytes
            self.ends = ends
            self.bucketStarts = bucketStarts
            self.bits = bits
        }

        /// Whether `name`, ASCII, is one of the names.
        func contains(_ name: ByteView) -> Bool {
            let bit = Query.bit(of: name)
            guard bits & bit != 0 else { return false }
            let bucket = bit.trailingZeroBitCount
            return name.withUnsafeBytes { name in
                bytes.withUnsafeBytes { bytes in
                    for index in bucketStarts[bucket]..<bucketStarts[bucket + 1] {
                        let start = index == 0 ? 0 : ends[index - 1]
                        guard ends[index] - start == name.count else { continue }
                        if memcmp(bytes.baseAddress! + start, name.baseAddress!, name.count) == 0 { return true }
                    }
                    return false
                }
            }
        }
    }

    /// For each endpoint and layout (`requestIndex`), the names with `layout`, then without.
    private static let nameBytesByRequest: [NameBytes] = {
        var table = [NameBytes](repeating: NameBytes([]), count: 2 * Endpoint.allCases.count * layoutCount)
        for endpoint in Endpoint.allCases {
            for layout in LayoutName.allCases {
                let names = names(on: endpoint, for: layout)
                table[requestIndex(endpoint, layout, pathNamesLayout: false)] = NameBytes(names)
                table[requestIndex(endpoint, layout, pathNamesLayout: true)] =
                    NameBytes(names.subtracting([QueryParameter.layout.name]))
            }
        }
        return table
    }()

    /// The names a request of `endpoint` for `layout` takes, computed once.
    static func names(on endpoint: Endpoint, for layout: LayoutName) -> Set<String> {
        acceptedNames[NameSetKey(endpoint: endpoint, layout: layout)] ?? []
    }

    private struct NameSetKey: Hashable {
        var endpoint: Endpoint
        var layout: LayoutName
    }

    private static let acceptedNames: [NameSetKey: Set<String>] = {
        var sets: [NameSetKey: Set<String>] = [:]
        for endpoint in Endpoint.allCases {
            for layout in endpoint.layouts {
                sets[NameSetKey(endpoint: endpoint, layout: layout)] = Set(entries(on: endpoint, for: layout).map(\.name))
            }
        }
        return sets
    }()
}
