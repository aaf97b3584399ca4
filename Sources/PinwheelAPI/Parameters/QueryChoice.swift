// The types a choice parameter names (`QueryReader.choice`, and `fields`' keys), found by their names' bytes.

import HTTPCore
import LayoutEngine
import WireFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A type whose cases a query names by their raw values: the names' bytes are kept once per
/// type, so that matching a request's value compares bytes without making a String per case.
protocol QueryChoice: RawRepresentable<String>, CaseIterable, Sendable {
    static var choiceTable: ChoiceTable<Self> { get }
}

extension QueryChoice {
    /// The case `bytes` name, as `init(rawValue:)` of their String would find it.
    static func named(_ bytes: ArraySlice<UInt8>) -> Self? {
        // The names are ASCII (ParameterTableTests), and ASCII bytes spell one only byte for byte.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return allCases.first { Query.spells(bytes, $0.rawValue) } }
        return bytes.withUnsafeBytes { choiceTable.value(named: $0) }
    }
}

/// A choice type's cases and their names, end to end in one array. A class, immutable: a
/// lookup reads the type's table through a reference, where a struct of three arrays is copied
/// out of its static.
final class ChoiceTable<Choice: QueryChoice>: Sendable {
    private let cases: [Choice]
    private let bytes: [UInt8]
    /// Where each case's name ends in `bytes` (it starts where the one before ends).
    private let ends: [Int]

    init() {
        cases = Array(Choice.allCases)
        bytes = cases.flatMap(\.rawValue.utf8)
        var end = 0
        ends = cases.map { choice in
            end += choice.rawValue.utf8.count
            return end
        }
    }

    /// The case whose name is `name`, byte for byte.
    func value(named name: UnsafeRawBufferPointer) -> Choice? {
        bytes.withUnsafeBytes { bytes in
            var start = 0
            for (index, end) in ends.enumerated() {
                defer { start = end }
                guard end - start == name.count else { continue }
                if name.isEmpty || memcmp(bytes.baseAddress! + start, name.baseAddress!, name.count) == 0 { return cases[index] }
            }
            return nil
        }
    }
}

extension LayoutName: QueryChoice {
    static let choiceTable = ChoiceTable<LayoutName>()
}

extension CarouselType: QueryChoice {
    static let choiceTable = ChoiceTable<CarouselType>()
}

extension SliderAxis: QueryChoice {
    static let choiceTable = ChoiceTable<SliderAxis>()
}

extension SliderEffect: QueryChoice {
    static let choiceTable = ChoiceTable<SliderEffect>()
}

extension ItemFields.Key: QueryChoice {
    static let choiceTable = ChoiceTable<ItemFields.Key>()
}
