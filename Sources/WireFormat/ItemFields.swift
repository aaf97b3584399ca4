// `fields`: which keys of each item an answer keeps (`/layout` and `/motion`).

public import HTTPCore

/// The item keys an answer writes: every key (the default), or those `fields` lists plus
/// `kind`, `section` and `item`, which identify the element and are always kept. A page or a game
/// that only places elements asks for `fields=css,transformOrigin,zIndex,alpha` and downloads a
/// third of the bytes; a `/motion` answer repeats the items in every frame.
public struct ItemFields: Hashable, Sendable {
    /// One key of an item's JSON object, as `LayoutAttributes` encodes it.
    public enum Key: String, CaseIterable, Sendable {
        case alpha, anchorPoint, angle, center, css, frame, headerOverlayAlpha, item, kind, parallax, progress, section
        case shadow, shadowAfter, shadowBefore, size, transform, transform3D, transformOrigin, zIndex

        var bit: UInt32 {
            switch self {
            case .alpha: 1 << 0
            case .anchorPoint: 1 << 1
            case .angle: 1 << 2
            case .center: 1 << 3
            case .css: 1 << 4
            case .frame: 1 << 5
            case .headerOverlayAlpha: 1 << 6
            case .item: 1 << 7
            case .kind: 1 << 8
            case .parallax: 1 << 9
            case .section: 1 << 10
            case .size: 1 << 11
            case .transform: 1 << 12
            case .transform3D: 1 << 13
            case .transformOrigin: 1 << 14
            case .zIndex: 1 << 15
            case .progress: 1 << 16
            case .shadow: 1 << 17
            case .shadowAfter: 1 << 18
            case .shadowBefore: 1 << 19
            }
        }
    }

    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// Every key: an answer without `fields`.
    public static let all = ItemFields(bits: Key.allCases.reduce(0) { $0 | $1.bit })
    /// The keys kept whatever `fields` lists.
    public static let identifying = ItemFields(keys: [.kind, .section, .item])

    /// `keys` and the identifying ones.
    public init(keys: some Sequence<Key>) {
        bits = keys.reduce(Self.identifyingBits) { $0 | $1.bit }
    }

    private static let identifyingBits = Key.kind.bit | Key.section.bit | Key.item.bit

    public func contains(_ key: Key) -> Bool { bits & key.bit != 0 }

    /// Whether every key is kept, so the items are written whole.
    public var isAll: Bool { self == .all }

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
        var bits = Self.identifyingBits
        var listed: UInt32 = 0
        for part in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let key = Key.named(part) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidParameter(
                    name, "'\(String(decoding: part, as: UTF8.self))' is not an item key; the keys are \(known)")
            }
            guard listed & key.bit == 0 else {
                throw .invalidParameter(name, "'\(String(decoding: part, as: UTF8.self))' is listed twice")
            }
            listed |= key.bit
            bits |= key.bit
        }
        self.bits = bits
    }
}
