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
/// (`count`, `radius`); their layouts then do not overlap.
public struct QueryParameter: Hashable, Sendable {
    public let name: String
    /// `name`, for reading a query without making a String (`Query.value(named:)`).
    let staticName: StaticString
    public let type: ValueType
    public let defaultValue: DefaultValue
    /// The layouts that take it (on every endpoint in `endpoints` that answers for them).
    public let layouts: Set<LayoutName>
    public let endpoints: Set<Endpoint>
    /// One sentence for `--help`, without the default (`optionHelp` adds it).
    public let help: String

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
        self.staticName = name
        self.type = type
        self.defaultValue = defaultValue
        self.layouts = Set(layouts)
        self.endpoints = Set(endpoints)
        self.help = help
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
        let request =
            Endpoint.allCases.firstIndex(of: endpoint)! * LayoutName.allCases.count
            + LayoutName.allCases.firstIndex(of: layout)!
        return nameBytesByRequest[2 * request + (pathNamesLayout ? 1 : 0)]
    }

    /// ASCII names, their bytes end to end, found by their bit (`Query.bit(of:)`): a name is
    /// compared only with the names of its bit, most often one or none.
    struct NameBytes: Sendable {
        private var bytes: [UInt8] = []
        /// The ranges of the names of each bit.
        private var buckets = [[Range<Int>]](repeating: [], count: 64)

        init(_ names: some Sequence<String>) {
            for name in names {
                precondition(name.utf8.allSatisfy { $0 < 0x80 }, "\(name) is not ASCII")
                let range = bytes.count..<(bytes.count + name.utf8.count)
                bytes += name.utf8
                let bit = Array(name.utf8).withUnsafeBytes { Query.bit(of: $0) }
                buckets[bit.trailingZeroBitCount].append(range)
            }
        }

        /// Whether `name`, ASCII, is one of the names.
        func contains(_ name: UnsafeRawBufferPointer) -> Bool {
            let bucket = buckets[Query.bit(of: name).trailingZeroBitCount]
            guard !bucket.isEmpty else { return false }
            return bytes.withUnsafeBytes { bytes in
                for range in bucket where range.count == name.count {
                    if memcmp(bytes.baseAddress! + range.lowerBound, name.baseAddress!, range.count) == 0 { return true }
                }
                return false
            }
        }
    }

    /// For each endpoint and layout, the names with `layout`, then without.
    private static let nameBytesByRequest: [NameBytes] = Endpoint.allCases.flatMap { endpoint in
        LayoutName.allCases.flatMap { layout in
            let names = names(on: endpoint, for: layout)
            return [NameBytes(names), NameBytes(names.subtracting([QueryParameter.layout.name]))]
        }
    }

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
