// Where the layout writer's numbers and repeated values were written, so that later items copy their text (JSONAnswerWriter+Matrix.swift, JSONAnswerWriter+Memo.swift).

extension JSONAnswerWriter {
    /// Where one number's text was written, earlier in the buffer.
    struct Written {
        var start: UnsafeMutablePointer<UInt8>
        var count: Int
    }

    /// The six numbers of an affine transform, as written in its `css` matrix.
    struct WrittenAffine {
        var a: Written, b: Written, c: Written, d: Written, tx: Written, ty: Written
    }

    /// A 3D matrix's sixteen comma-separated entries as written into `css`: where the text
    /// starts and how long each entry is, so that they are copied without looking for the
    /// commas. The lengths (24 bytes at most) are one byte each in two words, entries 0 to 7
    /// from the first word's lowest byte, 8 to 15 in the second: no array to allocate, and
    /// `InlineArray` would need Swift 6.2.
    struct WrittenEntries {
        var start: UnsafeMutablePointer<UInt8>
        var firstLengths: UInt64 = 0
        var lastLengths: UInt64 = 0

        /// The length of entry `index`.
        func length(_ index: Int) -> Int {
            let lengths = index < 8 ? firstLengths : lastLengths
            return Int(truncatingIfNeeded: (lengths &>> UInt64(truncatingIfNeeded: (index & 7) * 8)) & 0xFF)
        }

        mutating func setLength(_ index: Int, _ length: Int) {
            let byte = UInt64(truncatingIfNeeded: length) &<< UInt64(truncatingIfNeeded: (index & 7) * 8)
            if index < 8 { firstLengths |= byte } else { lastLengths |= byte }
        }

        /// Whether any entry has been written (every entry's text is one byte at least).
        var isEmpty: Bool { firstLengths == 0 }

        /// The lengths of `other`'s first `count` entries (1 to 16), whose text is copied; the
        /// rest none yet.
        mutating func setLengths(of other: WrittenEntries, upTo count: Int) {
            firstLengths = other.firstLengths & Self.lowBytes(count)
            lastLengths = other.lastLengths & Self.lowBytes(count &- 8)
        }

        /// The length of the text from the first entry to the last with a length, commas
        /// included, when the first `count` have one.
        func textLength(upTo count: Int) -> Int {
            // Multiplied by 0x0101…01, a word's top byte is the sum of its bytes: lengths of 24
            // bytes at most, eight to a word, sum to less than 256.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let sum = (firstLengths &* ones) &>> 56 &+ (lastLengths &* ones) &>> 56
            return Int(truncatingIfNeeded: sum) &+ count &- 1
        }

        /// A mask of a word's lowest `count` bytes, `count` clamped to 0…8.
        @inline(__always)
        private static func lowBytes(_ count: Int) -> UInt64 {
            if count >= 8 { return ~0 }
            if count <= 0 { return 0 }
            return (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
        }
    }

    /// Text written once in this answer, and the bits of the numbers it was written for.
    struct TextMemo {
        var key = MemoKey()
        var text: Written?
    }

    /// The bits of up to four numbers (zero for those not used).
    struct MemoKey: Equatable {
        var first: UInt64 = 0
        var second: UInt64 = 0
        var third: UInt64 = 0
        var fourth: UInt64 = 0
    }
}
