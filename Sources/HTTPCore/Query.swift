// A request's query as received: its items' bytes, made into Strings only when read.

/// One `name=value` pair of a query string, percent-decoded. `value` is nil for a bare `name`.
public struct QueryItem: Hashable, Sendable {
    public var name: String
    public var value: String?

    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// The query items in the order the client sent them, repeats included, percent-decoded: their
/// bytes as received, in one buffer. A name or value becomes a `String` only when read as one,
/// so a route that looks its parameters up by name and reads numbers from their bytes makes
/// none. Names compare as Swift compares strings (canonical equivalence): byte for byte when
/// both are ASCII, the usual case, where no other spelling can be equal; as Strings otherwise.
public struct Query: Hashable, Sendable, ExpressibleByArrayLiteral, RandomAccessCollection {
    private let pairs: PackedPairs
    /// Whether every name is ASCII: names are then compared byte for byte.
    @usableFromInline let namesAreASCIIFlag: Bool
    /// A bit for each name (`Query.bit(of:)`): a name whose bit is clear is no item's.
    @usableFromInline let nameBits: UInt64

    public init() { self.init(pairs: PackedPairs()) }

    public init(_ items: [QueryItem]) {
        self.init(pairs: PackedPairs(items.map { (Array($0.name.utf8), $0.value.map { Array($0.utf8) }) }))
    }

    public init(arrayLiteral items: QueryItem...) { self.init(items) }

    /// The items the transport packed, in `range` of `storage` (see `PackedPairs`).
    package init(packed storage: [UInt8], range: Range<Int>, count: Int) {
        self.init(pairs: PackedPairs(storage: storage, range: range, count: count))
    }

    private init(pairs: PackedPairs) {
        self.pairs = pairs
        var ascii = true
        var bits: UInt64 = 0
        pairs.forEach { _, name, _ in
            ascii = ascii && name.isASCII
            bits |= Self.bit(of: name)
            return true
        }
        namesAreASCIIFlag = ascii
        nameBits = bits
    }

    public var count: Int { pairs.count }
    public var startIndex: Int { 0 }
    public var endIndex: Int { pairs.count }

    /// The item at `position`, as Strings (invalid UTF-8 repaired).
    public subscript(position: Int) -> QueryItem {
        precondition(position >= 0 && position < count, "Query index out of range")
        return item(pairs.pair(at: position))
    }
    /// Whether every name is ASCII, so that names compare byte for byte.
    public var namesAreASCII: Bool { namesAreASCIIFlag }
    public var isEmpty: Bool { pairs.count == 0 }

    /// The items, as Strings (invalid UTF-8 repaired).
    public var items: [QueryItem] { Array(self) }

    /// The value of the first item named `name`: its bytes (empty for a bare name), nil when no
    /// item has that name.
    public func value(named name: String) -> ArraySlice<UInt8>? {
        let found = ByteView.reading(name) { wanted -> PackedPairs.Pair? in
            // ASCII names of a clear bit are no item's, without reading any.
            if namesAreASCIIFlag, nameBits & Self.bit(of: wanted) == 0, wanted.isASCII { return nil }
            // Byte for byte first: equal bytes are an equal name. Another spelling of the same name
            // can only be found when one of the two names is not ASCII.
            if let pair = pairs.first(named: wanted) { return pair }
            return namesAreASCIIFlag && wanted.isASCII ? nil : pairs.first { Self.spells($0, wanted) }
        }
        guard let found else { return nil }
        return found.value.map(pairs.bytes) ?? []
    }

    /// The same, for a name known when the program was built (a parameter table's): most names
    /// a request asks for are absent, and are found so from one bit, without reading any item.
    public func value(named name: StaticString) -> ArraySlice<UInt8>? {
        guard name.hasPointerRepresentation, name.isASCII else { return value(named: name.description) }
        let wanted = ByteView(name)
        guard mayHaveName(ofBit: Self.bit(of: wanted)) else { return nil }
        return value(ascii: wanted)
    }

    /// Whether an item may be named by a name of `bit` (`bit(of:)`): when not, no ASCII name of
    /// that bit is any item's. Inlined, so that an absent name, the usual case, costs its caller
    /// one test.
    @inlinable
    public func mayHaveName(ofBit bit: UInt64) -> Bool { !namesAreASCIIFlag || nameBits & bit != 0 }

    /// Whether an item may be named by a name of any of `bits` (an or of `bit(of:)`s): when
    /// not, none of those ASCII names is any item's.
    @inlinable
    public func mayHaveName(amongBits bits: UInt64) -> Bool { !namesAreASCIIFlag || nameBits & bits != 0 }

    /// The value of the first item named `name`, an ASCII name, as `value(named:)` finds it.
    public func value(ascii name: ByteView) -> ArraySlice<UInt8>? {
        guard namesAreASCIIFlag else { return value(named: name.string) }
        guard let found = pairs.first(named: name) else { return nil }
        return found.value.map(pairs.bytes) ?? []
    }

    /// One of 64 bits, from a name's length and its first, second and last bytes, mixed by a
    /// multiplication whose top six bits pick the bit: equal names have the same bit. The
    /// multiplier is one under which the names nearly every request gives share no bit with a
    /// layout's options (`ParameterTableTests`), so that a request giving none of those options
    /// is found to from its bits alone.
    public static func bit(of name: ByteView) -> UInt64 {
        guard let first = name.first, let last = name.last else { return 1 }
        let second = name.count > 1 ? UInt64(name[1]) : 0
        let key = UInt64(truncatingIfNeeded: name.count) | UInt64(first) << 8 | UInt64(last) << 16 | second << 24
        return 1 << ((key &* 0xe558_6dd5_36a5_5ee3) >> 58)
    }

    /// The first item, in the order sent, whose name's bytes satisfy `predicate`.
    public func firstItem(whereName predicate: (_ name: ByteView) -> Bool) -> QueryItem? {
        var found: PackedPairs.Pair?
        pairs.forEach { pair, name, _ in
            if predicate(name) { found = pair }
            return found == nil
        }
        return found.map(item)
    }

    /// The name of the first item whose name an earlier item already has.
    public func firstRepeatedName() -> String? {
        // ASCII names with a bit each are all different.
        if namesAreASCIIFlag, nameBits.nonzeroBitCount == count { return nil }
        let repeated =
            namesAreASCIIFlag ? pairs.firstRepeatedName { $0.equals($1) } : pairs.firstRepeatedName(Self.spells)
        return repeated.map { String(decoding: pairs.bytes($0), as: UTF8.self) }
    }

    /// Whether the bytes `name` and `wanted` spell the same name, as `String`'s `==` says.
    public static func spells(_ name: ByteView, _ wanted: ByteView) -> Bool {
        // Equal bytes spell the same name; other bytes can only when one of the two is not ASCII.
        if name.equals(wanted) { return true }
        if name.isASCII && wanted.isASCII { return false }
        return name.string == wanted.string
    }

    /// Whether `bytes` spell `text` as `String`'s `==` says (as `spells(_:_:)` of two views):
    /// equal bytes do; other bytes can only when one of the two is not ASCII.
    public static func spells(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.count == bytes.count, utf8.elementsEqual(bytes) { return true }
        if bytes.allSatisfy({ $0 < 0x80 }), utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: bytes, as: UTF8.self) == text
    }

    private func item(_ pair: PackedPairs.Pair) -> QueryItem {
        QueryItem(
            name: String(decoding: pairs.bytes(pair.name), as: UTF8.self),
            value: pair.value.map { String(decoding: pairs.bytes($0), as: UTF8.self) })
    }
}
