// A posted list of item lengths and its id: the value the size-table store holds.

public import LayoutEngine

/// A posted list of item lengths, named by the SHA-256 of its canonical text (docs/LAYOUTS.md §6).
public struct SizeTable: Hashable, Sendable {
    /// `sha256-` and 64 lowercase hexadecimal digits.
    public let id: String
    public let lengths: ItemLengths

    /// The table of `lengths`, its id computed.
    init(lengths: ItemLengths) {
        self.lengths = lengths
        id = "\(Self.idPrefix)" + SizeList.canonicalDigest(lengths)
    }

    /// What every id starts with.
    static let idPrefix: StaticString = "sha256-"

    /// A hash of an id's first 16 hexadecimal digits: ids are SHA-256 digests, as good a hash as
    /// any, and equal ids share them. What the store's and the derivations' dictionaries hash.
    static func hashID(_ id: String, into hasher: inout Hasher) {
        var id = id
        id.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let start = idPrefix.utf8CodeUnitCount
            guard raw.count >= start + 16 else { return hasher.combine(bytes: raw) }
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[start..<start + 16]))
        }
    }

    /// Whether `text` has an id's form (it may still name no table held).
    static func isID(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isID(utf8: UnsafeRawBufferPointer($0)) }
            ?? isID(utf8: ArraySlice(text.utf8))
    }

    /// Whether `bytes` spell an id, read as bytes.
    static func isID(utf8 bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { isID(utf8: $0) }
    }

    private static func isID(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
        let prefix = idPrefix
        let prefixCount = prefix.utf8CodeUnitCount
        guard bytes.count == prefixCount + 64 else { return false }
        for index in 0..<prefixCount where bytes[index] != prefix.utf8Start[index] { return false }
        for index in prefixCount..<bytes.count {
            let byte = bytes[index]
            if byte &- 0x30 > 9 && byte &- 0x61 > 5 { return false }
        }
        return true
    }

    /// What holding the table costs, in bytes, as the allocator counts it (`SizeTableMemoryTests`
    /// measures it with malloc_info): its runs' arrays at their capacity (a length, a start and a
    /// prefix sum each), and `bookkeepingCost`.
    var memoryCost: Int { Self.memoryCost(storageBytes: lengths.storageBytes) }

    /// What holding a table whose runs' arrays hold `storageBytes` costs.
    static func memoryCost(storageBytes: Int) -> Int {
        // Arrays at the mmap threshold or over (with their 32-byte headers; the three hold within
        // a few elements of each other) are each mapped apart, in whole pages.
        let isMapped = storageBytes / 3 + 64 >= AllocatorRelease.mmapThreshold
        let mapped = isMapped ? 3 * AllocatorRelease.pageSize : 0
        return storageBytes + mapped + bookkeepingCost
    }

    /// What making a table of at most `entries` runs takes while its post is answered, its body
    /// aside (the transport counts that): the table itself, whose arrays the body is read into
    /// (three of `entries` 8-byte elements and one more each, with two more for the allocator's
    /// rounding). Blocks of a few KiB that every answer makes (the pieces the id's text is hashed
    /// in, the answer's JSON) are not counted.
    static func buildingCost(entries: Int) -> Int {
        memoryCost(storageBytes: 3 * (entries + 3) * MemoryLayout<Double>.stride)
    }

    /// Everything else a held table costs: the three arrays' headers and the storage object, with
    /// the allocator's own overhead on each; the id's text; the store's slot, dictionary entry
    /// and free-slot entry, each at the most its container grows to (twice its entries); and its
    /// derivations' lock (a `PthreadMutex` and its `pthread_mutex_t`, 96 bytes).
    static let bookkeepingCost = 672
}
