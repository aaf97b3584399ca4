// The answers' entity tags: the hash behind them, fed in pieces so that a writer can hash bytes as it writes them.

/// An answer's bytes and their entity tag (`EntityTagHash.tag(of:)`), computed together.
public struct TaggedBody: Sendable {
    public var bytes: [UInt8]
    public var entityTag: String

    public init(bytes: [UInt8], entityTag: String) {
        self.bytes = bytes
        self.entityTag = entityTag
    }

    /// `bytes` and their tag, hashed after the fact.
    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, entityTag: EntityTagHash.tag(of: bytes))
    }
}

/// The answers' entity tags' hash, unlike `Hasher` the same in every process and on every
/// replica. Sixteen bytes at a time in four independent lanes (64 bytes a round): each lane takes
/// the full 128-bit product of its two words, the first xored with a key of its own and the
/// second with the lane, and keeps the product's halves xored (the step of wyhash and
/// rapidhash). Each lane then goes through MurmurHash3's 64-bit finalizer before the four are
/// mixed in turn, so that equal changes in two lanes cannot cancel; the last words and bytes,
/// and the length, are mixed in after. Four lanes, so that no multiply waits for the one before
/// it; sixteen bytes a multiply, so that hashing stays far cheaper than encoding (BENCHMARKS.md
/// has the profiles).
///
/// Fed in pieces: `absorbRounds(of:)` takes whole rounds as the bytes come, `tag(ofRest:count:)`
/// the last bytes, fewer than a round. The tag does not depend on how the rounds were split.
public struct EntityTagHash {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0xcbf2_9ce4_8422_2325, 0x9e37_79b9_7f4a_7c15, 0xbf58_476d_1ce4_e5b9, 0x94d0_49bb_1331_11eb
    )

    static let roundBytes = 64

    /// `"` + a 64-bit hash of the bytes in 16 hex digits + `"`: equal bytes, equal tag, on every
    /// replica.
    public static func tag(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { buffer in
            var hash = EntityTagHash()
            let hashed = hash.absorbRounds(of: buffer)
            return hash.tag(ofRest: UnsafeRawBufferPointer(rebasing: buffer[hashed...]), count: buffer.count)
        }
    }

    /// Each lane's key for its first word: odd, with bytes that UTF-8 text never holds (0xC0,
    /// 0xC1, 0xF5–0xFF) in the high half, so that no JSON word cancels one to zero.
    private static let keys: (UInt64, UInt64, UInt64, UInt64) = (
        0xf7c1_fac0_a0b4_28db, 0xfec0_f9c1_9c88_c6e3, 0xc1fb_c0f6_7537_4cc3, 0xc0f5_c1fd_c47d_124f
    )

    /// Mixes in the whole rounds at the start of `bytes`; returns how many bytes that was.
    mutating func absorbRounds(of bytes: UnsafeRawBufferPointer) -> Int {
        let roundCount = bytes.count / Self.roundBytes
        for round in 0..<roundCount {
            let offset = round * Self.roundBytes
            func word(_ index: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self) }
            lanes.0 = Self.foldedProduct(word(0) ^ Self.keys.0, word(1) ^ lanes.0)
            lanes.1 = Self.foldedProduct(word(2) ^ Self.keys.1, word(3) ^ lanes.1)
            lanes.2 = Self.foldedProduct(word(4) ^ Self.keys.2, word(5) ^ lanes.2)
            lanes.3 = Self.foldedProduct(word(6) ^ Self.keys.3, word(7) ^ lanes.3)
        }
        return roundCount * Self.roundBytes
    }

    /// The high and low halves of the full product, xored.
    private static func foldedProduct(_ first: UInt64, _ second: UInt64) -> UInt64 {
        let product = first.multipliedFullWidth(by: second)
        return product.high ^ product.low
    }

    /// The tag of the bytes absorbed so far followed by `rest` (fewer than a round), `count`
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
