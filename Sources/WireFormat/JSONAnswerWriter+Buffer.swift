// The layout writer's output: bytes stored at its cursor, keys and punctuation a word at a time.

extension JSONAnswerWriter {
    mutating func append(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    /// Keys and punctuation are a few bytes each: copied a word at a time (the last word
    /// overlapping the one before), which beats a call to `memmove` and a loop of bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let count = bytes.count
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(cursor)
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            let last = count - 8
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last, as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
        } else if count >= 2 {
            to.storeBytes(of: from.loadUnaligned(as: UInt16.self), as: UInt16.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self), toByteOffset: count - 2, as: UInt16.self)
        } else if count == 1 {
            cursor.pointee = source.pointee
        }
        cursor += count
    }
}
