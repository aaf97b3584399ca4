// Eight bytes of a field tested at once: the word-at-a-time paths of FieldBytes' scans.

/// Eight bytes read as one little-endian `UInt64`, each test answering for all eight at once
/// (SWAR): an answer holds the high bit of each byte that passes. The tests add to every byte,
/// so they hold for bytes below 0x80 only: a larger byte would carry into its neighbour. A scan
/// that meets such a byte, or a word that fails, judges its bytes one at a time instead.
struct ByteWord {
    let bits: UInt64

    init(bits: UInt64) { self.bits = bits }

    /// The eight bytes of `bytes` from `offset`.
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        bits = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// `byte` in every lane.
    static func lanes(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether all eight bytes are below 0x80, so that the tests hold.
    var isASCII: Bool { bits & Self.highBits == 0 }

    /// The bytes at least `byte` (at most 0x80).
    func atLeast(_ byte: UInt8) -> UInt64 { (bits &+ Self.lanes(0x80 - byte)) & Self.highBits }

    /// The bytes from `lower` through `upper` (below 0x80).
    func within(_ lower: UInt8, _ upper: UInt8) -> UInt64 { atLeast(lower) & ~atLeast(upper + 1) }

    /// The bytes equal to `byte`.
    func equal(_ byte: UInt8) -> UInt64 {
        ~((bits ^ Self.lanes(byte)) &+ Self.lanes(0x7F)) & Self.highBits
    }

    /// Whether all eight are letters, digits or `-`, the bytes of nearly every field name: each is
    /// a token byte (`FieldBytes.isToken`).
    var isNameLike: Bool {
        // A letter in either case is a lowercase letter with bit 0x20 set.
        let letters = ByteWord(bits: bits | Self.lanes(0x20)).within(0x61, 0x7A)
        return isASCII && (letters | within(0x30, 0x39) | equal(0x2D)) == Self.highBits
    }

    /// Whether all eight are letters, digits, `-`, `.` or `:`, the bytes of nearly every host and
    /// port: each is a host byte (`FieldBytes.isHostByte`).
    var isHostLike: Bool {
        let letters = ByteWord(bits: bits | Self.lanes(0x20)).within(0x61, 0x7A)
        return isASCII && (letters | within(0x30, 0x3A) | within(0x2D, 0x2E)) == Self.highBits
    }

    /// Whether all eight are printable ASCII or 0x80 and above, so that none is a control byte
    /// (`FieldBytes.isControl`). A tab, which is none, fails it too.
    var isPrintable: Bool {
        let ascii = ByteWord(bits: bits & ~Self.highBits)
        return (bits & Self.highBits) | (ascii.atLeast(0x20) & ~ascii.equal(0x7F)) == Self.highBits
    }
}
