// `fields` through Codable: JSONEncoder's bytes for items cut to the kept keys, the reference the
// fast writer is held to.

import Foundation
import LayoutEngine

extension CodingUserInfoKey {
    /// The `ItemFields` an encoding keeps (every key when absent).
    static let itemFields = CodingUserInfoKey(rawValue: "pinwheel.itemFields")!
}

extension JSONBody {
    /// `encode(value)` with the items inside it cut to `fields`.
    static func encode(_ value: some Encodable, fields: ItemFields) -> [UInt8] {
        encode(value) { $0.userInfo[.itemFields] = fields }
    }
}

/// A list of items, each as the encoder's `ItemFields` keeps it.
struct FieldFilteredItems: Encodable {
    var items: [LayoutAttributes]

    func encode(to encoder: any Encoder) throws {
        let fields = encoder.userInfo[.itemFields] as? ItemFields ?? .all
        var container = encoder.unkeyedContainer()
        for item in items {
            if fields.isAll {
                try container.encode(item)
            } else {
                try container.encode(FieldFilteredItem(item: item, fields: fields))
            }
        }
    }
}

/// A `LayoutResult` as synthesized Codable writes it, its items cut to the encoder's `ItemFields`.
struct FieldFilteredLayout: Encodable {
    var result: LayoutResult

    private enum CodingKeys: String, CodingKey {
        case layout, contentSize, items, activeIndex, widowCount
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(result.layout, forKey: .layout)
        try container.encode(result.contentSize, forKey: .contentSize)
        try container.encode(FieldFilteredItems(items: result.items), forKey: .items)
        try container.encodeIfPresent(result.activeIndex, forKey: .activeIndex)
        try container.encodeIfPresent(result.widowCount, forKey: .widowCount)
    }
}

/// One item as `LayoutAttributes.encode(to:)` writes it, less the keys `fields` drops: its own
/// encoding, through a container that leaves those keys out.
struct FieldFilteredItem: Encodable {
    var item: LayoutAttributes
    var fields: ItemFields

    func encode(to encoder: any Encoder) throws {
        try item.encode(to: KeyDroppingEncoder(base: encoder, fields: fields))
    }
}

/// An encoder whose keyed container drops the item keys `fields` does not keep.
private struct KeyDroppingEncoder: Encoder {
    let base: any Encoder
    let fields: ItemFields

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyDroppingContainer(base: base.container(keyedBy: type), fields: fields))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { base.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { base.singleValueContainer() }
}

/// Forwards what is encoded under a kept key (or a key that is no item key) and drops the rest.
private struct KeyDroppingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let fields: ItemFields

    var codingPath: [any CodingKey] { base.codingPath }

    private func keeps(_ key: Key) -> Bool {
        ItemFields.Key(rawValue: key.stringValue).map(fields.contains) ?? true
    }

    mutating func encodeNil(forKey key: Key) throws { if keeps(key) { try base.encodeNil(forKey: key) } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: String, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { if keeps(key) { try base.encode(value, forKey: key) } }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if keeps(key) { try base.encode(value, forKey: key) }
    }

    // `LayoutAttributes` encodes its nested values as values, never through these.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder { base.superEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { base.superEncoder(forKey: key) }
}
