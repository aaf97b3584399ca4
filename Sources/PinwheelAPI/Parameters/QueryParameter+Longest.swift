// The longest valid value of each parameter and the widest query of each operation, from which
// the query's limits are derived (`Limits.queryParameters`, `Limits.queryBytes`).

public import LayoutEngine
import WireFormat

extension QueryParameter {
    /// Bytes of the longest number a client writes for a double: its shortest round-trip form at
    /// its longest, a sign, 17 significant digits, a point and a three-digit exponent
    /// (`-1.2345678901234567e-308`). Longer spellings of the same number (trailing zeros) are
    /// valid too, but no client needs them.
    public static let longestNumber = 24

    /// Bytes of this parameter's longest valid value, percent-decoded, as the query's length
    /// counts it: a number at `longestNumber`, a whole number at its range's widest bound, a
    /// list at its most entries, a choice at its longest name, text at what it declares below.
    public var longestValueBytes: Int {
        switch type {
        case .number: Self.longestNumber
        case .integer(let range): Self.digits(range)
        case .integerList(let range, let maximumCount): maximumCount * (Self.digits(range) + 1) - 1
        case .boolean: "false".utf8.count
        case .choice(let names): names.map(\.utf8.count).max() ?? 0
        case .text: longestText
        }
    }

    /// The longest value of each text parameter, which the table's types cannot say.
    private var longestText: Int {
        switch self {
        case .sizes, .widths, .aspectRatios: Limits.sizesInQuery
        // top,right,bottom,left and horizontal,vertical
        case .containerPadding: 4 * Self.longestNumber + 3
        case .boxSpacing: 2 * Self.longestNumber + 1
        case .fields: ItemFields.Key.allCases.map(\.rawValue.utf8.count).reduce(0, +) + ItemFields.Key.allCases.count - 1
        case .slidesPerView, .rate: Self.longestNumber
        // x,y,z
        case .creativePrevTranslate, .creativeNextTranslate, .creativePrevRotate, .creativeNextRotate:
            3 * Self.longestNumber + 2
        // `x y`, each a percentage at its longest (`center` is shorter)
        case .creativePrevOrigin, .creativeNextOrigin: 2 * (Self.longestNumber + 1) + 1
        default: preconditionFailure("\(name): a text parameter whose longest value QueryParameter+Longest.swift lacks")
        }
    }

    private static func digits(_ range: ClosedRange<Int>) -> Int {
        max(String(range.lowerBound).utf8.count, String(range.upperBound).utf8.count)
    }

    /// The entries an operation takes: `endpoint`'s for `layout`, with `layout` itself unless the
    /// path names the layout (`/slider/layout`).
    public static func entries(on endpoint: Endpoint, for layout: LayoutName, pathNamesLayout: Bool) -> [QueryParameter] {
        entries(on: endpoint, for: layout).filter { !(pathNamesLayout && $0 == .layout) }
    }

    /// An operation's query with every parameter at its longest valid value: how many items,
    /// and its length as the server counts it (each name and value, plus two separators).
    public struct QueryWidth: Equatable, Sendable {
        public var parameters: Int
        public var bytes: Int
    }

    /// `QueryWidth` of an operation's widest query.
    public static func widestQuery(on endpoint: Endpoint, for layout: LayoutName, pathNamesLayout: Bool) -> QueryWidth {
        let entries = entries(on: endpoint, for: layout, pathNamesLayout: pathNamesLayout)
        return QueryWidth(
            parameters: entries.count,
            bytes: entries.reduce(0) { $0 + $1.name.utf8.count + $1.longestValueBytes + 2 })
    }

    /// The most parameters, and the most bytes, any operation's widest query holds (the two may
    /// come from different operations).
    public static let widestQuery: QueryWidth = {
        var widest = QueryWidth(parameters: 0, bytes: 0)
        for endpoint in Endpoint.allCases {
            for layout in endpoint.layouts {
                let width = widestQuery(on: endpoint, for: layout, pathNamesLayout: false)
                widest.parameters = max(widest.parameters, width.parameters)
                widest.bytes = max(widest.bytes, width.bytes)
            }
        }
        return widest
    }()
}
