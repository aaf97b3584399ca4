// The answers' entity tags: the hash behind them, fed in pieces so that a writer can hash bytes as it writes them.

/// An answer's bytes and their entity tag (`HTTPCaching.entityTag(of:)`), computed together.
public struct TaggedBody: Sendable {
    public var bytes: [UInt8]
    public var entityTag: String

    public init(bytes: [UInt8], entityTag: String) {
        self.bytes = bytes
        self.entityTag = entityTag
    }

    /// `bytes` and their tag, hashed after the fact.
    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, entityTag: HTTPCaching.entityTag(of: bytes))
    }
}

/// `HTTPCaching.entityTag(of:)`'s hash, unlike `Hasher` the same in every process and on every
/// replica. FNV-1a's multiply with a fold of the high half, eight bytes at a time in four
/// independent lanes (32 bytes a round); each lane then goes through MurmurHash3's 64-bit
/// finalizer before the four are mixed in turn, so that equal changes in two lanes cannot
/// cancel; the last words and bytes, and the length, are mixed in after. Four lanes, so that no
/// multiply waits for the one before it; eight bytes a step, so that hashing stays far cheaper
/// than encoding (BENCHMARKS.md has the profiles).
///
/// Fed in pieces: `absorbRounds(of:)` takes whole rounds as the bytes come, `tag(ofRest:count:)`
/// the last bytes, fewer than a round. The tag does not depend on how the rounds were split.
struct EntityTagHash {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0xcbf2_9ce4_8422_2325, 0x9e37_79b9_7f4a_7c15, 0xbf58_476d_1ce4_e5b9, 0x94d0_49bb_1331_11eb
    )

    static let roundBytes = 32

    /// Mixes in the whole rounds at the start of `bytes`; returns how many bytes that was.
    mutating func absorbRounds(of bytes: UnsafeRawBufferPointer) -> Int {
        let roundCount = bytes.count / Self.roundBytes
        for round in 0..<roundCount {
            let offset = round * Self.roundBytes
            lanes.0 = Self.mix(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1 = Self.mix(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2 = Self.mix(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3 = Self.mix(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        }
        return roundCount * Self.roundBytes
    }

    /// The tag of the bytes absorbed so far followed by `rest` (fewer than 32 bytes), `count`
    /// bytes in all.
    func tag(ofRest rest: UnsafeRawBufferPointer, count: Int) -> String {
        precondition(rest.count < Self.roundBytes, "the rest is less than a round")
        var hash = Self.mix(
            Self.mix(
                Self.mix(Self.mix(0xcbf2_9ce4_8422_2325, Self.finalized(lanes.0)), Self.finalized(lanes.1)),
                Self.finalized(lanes.2)),
            Self.finalized(lanes.3))
        let wordCount = rest.count / 8
        for index in 0..<wordCount {
            hash = Self.mix(hash, rest.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        }
        var tail = UInt64(count)
        for index in (wordCount * 8)..<rest.count {
            tail = tail << 8 | UInt64(rest[index])
        }
        hash = Self.mix(hash, tail)
        return String(unsafeUninitializedCapacity: 18) { text in
            text[0] = UInt8(ascii: "\"")
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(index))) & 0xF
                text[index + 1] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            text[17] = UInt8(ascii: "\"")
            return 18
        }
    }

    /// MurmurHash3's `fmix64`: a bijection in which every input bit reaches every output bit.
    private static func finalized(_ lane: UInt64) -> UInt64 {
        var value = lane
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x0000_0100_0000_01b3
        return product ^ (product >> 29)
    }
}
