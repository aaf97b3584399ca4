// Which keys of each item an answer keeps (the API's `fields`, on `/layout` and `/motion`).

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

    /// Every key: an answer without `fields`. Made from a constant: the writer asks for every
    /// item, and a global made by code is reached through a once-only check at each use.
    public static var all: ItemFields { ItemFields(bits: allBits) }
    /// The twenty keys' bits, 0 to 19 (`ItemFieldsTests` holds it to `Key.allCases`).
    static let allBits: UInt32 = 0xF_FFFF
    /// The keys kept whatever `fields` lists.
    public static let identifying = ItemFields(keys: [.kind, .section, .item])

    /// `keys` and the identifying ones.
    public init(keys: some Sequence<Key>) {
        bits = keys.reduce(Self.identifyingBits) { $0 | $1.bit }
    }

    private static let identifyingBits = Key.kind.bit | Key.section.bit | Key.item.bit

    public func contains(_ key: Key) -> Bool { bits & key.bit != 0 }

    /// Whether every key is kept, so the items are written whole.
    public var isAll: Bool { bits == Self.allBits }
}
