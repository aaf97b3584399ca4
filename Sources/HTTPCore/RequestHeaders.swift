// A request's header fields as received: their bytes, made into Strings only when read by name.

public import HTTPTypes

/// The request's header fields in the order sent, their names and values as received, in one
/// buffer. Reading a field by name makes a `String` of its value alone; `fields` makes them all.
public struct RequestHeaders: Hashable, Sendable {
    private let pairs: PackedPairs

    public init() { pairs = PackedPairs() }

    public init(_ fields: HTTPFields) {
        pairs = PackedPairs(fields.map { (Array($0.name.rawName.utf8), Array($0.value.utf8)) })
    }

    /// The fields the transport packed, in `range` of `storage` (see `PackedPairs`).
    package init(packed storage: [UInt8], range: Range<Int>, count: Int) {
        pairs = PackedPairs(storage: storage, range: range, count: count)
    }

    /// The values of the fields named `name` (in any case), joined as `HTTPFields` joins them:
    /// with `; ` for `Cookie`, `, ` for any other; nil when there is none.
    public subscript(name: HTTPField.Name) -> String? {
        var values: [ArraySlice<UInt8>] = []
        ByteView.reading(name.canonicalName) { wanted in
            pairs.forEach { pair, field, _ in
                if field.count == wanted.count, Self.equalsIgnoringCase(field, wanted) {
                    values.append(pair.value.map(pairs.bytes) ?? [])
                }
                return true
            }
        }
        // Through `HTTPField`, whose value is what `HTTPFields` would give: illegal bytes as spaces.
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return HTTPField(name: name, value: first).value }
        let separator = name == .cookie ? "; " : ", "
        return values.map { HTTPField(name: name, value: $0).value }.joined(separator: separator)
    }

    /// Every field whose name is a valid token, in the order sent.
    public var fields: HTTPFields {
        var fields = HTTPFields()
        fields.reserveCapacity(pairs.count)
        for (name, value) in pairs.pairs {
            guard let name = HTTPField.Name(String(decoding: name, as: UTF8.self)) else { continue }
            fields.append(HTTPField(name: name, value: value ?? []))
        }
        return fields
    }

    /// Whether `field` is `lowercase` in any case (ASCII letters only change case).
    private static func equalsIgnoringCase(_ field: ByteView, _ lowercase: ByteView) -> Bool {
        zip(field, lowercase).allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0) == $1 }
    }
}
