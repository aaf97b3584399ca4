// `fields`: the item keys a query asks an answer to keep (`/layout` and `/motion`), read and checked.

public import HTTPCore
public import WireFormat

extension ItemFields {
    /// The `fields` parameter of `query`, `.all` when absent: comma-separated keys, each known
    /// and given once. The query's other rules (given once, not empty) are its request's to check.
    public init(query: [QueryItem]) throws(Problem) {
        guard let item = query.first(where: { $0.name == QueryParameter.fields.name }) else {
            self = .all
            return
        }
        try self.init(text: item.value ?? "")
    }

    /// The same, of a query as received.
    public init(query: Query) throws(Problem) {
        // By its static name: an absent `fields` (the usual case) is then found so from one bit.
        guard let value = query.value(named: QueryParameter.fields.staticName) else {
            self = .all
            return
        }
        try self.init(bytes: value)
    }

    init(_ reader: QueryReader) throws(Problem) {
        guard let bytes = try reader.bytes(.fields) else {
            self = .all
            return
        }
        try self.init(bytes: bytes)
    }

    init(text: String) throws(Problem) {
        try self.init(bytes: ArraySlice(text.utf8))
    }

    /// The keys `bytes` list, comma-separated, each matched as `Key(rawValue:)` matches a String
    /// (`QueryChoice`: by its bytes, with no String made per key).
    private init(bytes: ArraySlice<UInt8>) throws(Problem) {
        let name = QueryParameter.fields.name
        guard !bytes.isEmpty else { throw .invalidParameter(name, "empty value") }
        var listed: [Key] = []
        for part in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let key = Key.named(part) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidParameter(
                    name, "'\(String(decoding: part, as: UTF8.self))' is not an item key; the keys are \(known)")
            }
            guard !listed.contains(key) else {
                throw .invalidParameter(name, "'\(String(decoding: part, as: UTF8.self))' is listed twice")
            }
            listed.append(key)
        }
        self.init(keys: listed)
    }
}
