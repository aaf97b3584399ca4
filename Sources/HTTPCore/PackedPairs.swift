// Name-value pairs of bytes in one array: how a request keeps its query and header fields as received.

/// Pairs of byte strings (a name, and a value or none) in a range of one array: first a record
/// per pair (where its name starts and how long it is, then the same of its value; four
/// `UInt32`s, `absent` as the value's length when there is none), then the names' and values'
/// bytes. A lookup by name reads the records in turn, comparing lengths first: a request has a
/// few pairs. Several views may share one array (a request's query and header fields are
/// copied into one), so the transport allocates once per request. Offsets count from the
/// range's start.
package struct PackedPairs: Hashable, Sendable {
    let storage: [UInt8]
    let range: Range<Int>
    /// How many pairs there are.
    let count: Int

    static let absent = UInt32.max
    static let recordSize = 4 * MemoryLayout<UInt32>.size

    init() {
        storage = []
        range = 0..<0
        count = 0
    }

    package init(storage: [UInt8], range: Range<Int>, count: Int) {
        self.storage = storage
        self.range = range
        self.count = count
    }

    /// Pairs of `(name, value)` bytes, packed into an array of their own.
    init(_ pairs: [([UInt8], [UInt8]?)]) {
        // No pairs: the empty array, not `[UInt8](unsafeUninitializedCapacity: 0)`, whose count is
        // stored into the standard library's one shared empty-array object, so two threads making
        // empty pairs at once race there (ThreadSanitizer reports it).
        guard !pairs.isEmpty else {
            self.init()
            return
        }
        let size = pairs.reduce(0) { $0 + Self.size(nameCount: $1.0.count, valueCount: $1.1?.count) }
        let storage = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var writer = Writer(UnsafeMutableRawBufferPointer(buffer), count: pairs.count)
            for (name, value) in pairs {
                name.withUnsafeBytes { name in
                    if let value {
                        value.withUnsafeBytes { writer.append(name: name, value: $0) }
                    } else {
                        writer.append(name: name, value: nil)
                    }
                }
            }
            initialized = size
        }
        self.init(storage: storage, range: 0..<size, count: pairs.count)
    }

    /// The bytes a pair of these lengths takes, its record included.
    package static func size(nameCount: Int, valueCount: Int?) -> Int {
        recordSize + nameCount + (valueCount ?? 0)
    }

    /// A pair's name and value where a transport holds them, until they are packed. A tuple, so
    /// that a transport makes one without calling into this module.
    package typealias Span = (name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer?)

    /// The most bytes `pack(_:_:)` packs on the stack: a temporary allocation of at most 1,024
    /// bytes is always on the stack, a larger one asks where the thread's stack ends first.
    static let stackCapacity = 1024

    /// Two lists of pairs packed into one array: `first` in `0..<split`, `second` from `split` to
    /// the end. Pairs that fit `stackCapacity` are packed on the stack, and the array is made as a
    /// copy of them, a copy the compiler specializes for bytes:
    /// `[UInt8](unsafeUninitializedCapacity:)` looks the array's type up at run time on every call.
    package static func pack(
        _ first: UnsafeBufferPointer<Span>, _ second: UnsafeBufferPointer<Span>
    ) -> (storage: [UInt8], split: Int) {
        let split = first.reduce(0) { $0 + size(nameCount: $1.name.count, valueCount: $1.value?.count) }
        let total = second.reduce(split) { $0 + size(nameCount: $1.name.count, valueCount: $1.value?.count) }
        // No pairs: the empty array (see `init(_:)`).
        guard total > 0 else { return ([], 0) }
        func write(into buffer: UnsafeMutableRawBufferPointer) {
            var writer = Writer(UnsafeMutableRawBufferPointer(rebasing: buffer[..<split]), count: first.count)
            for pair in first { writer.append(name: pair.name, value: pair.value) }
            writer = Writer(UnsafeMutableRawBufferPointer(rebasing: buffer[split..<total]), count: second.count)
            for pair in second { writer.append(name: pair.name, value: pair.value) }
        }
        guard total <= stackCapacity else {
            let storage = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                write(into: UnsafeMutableRawBufferPointer(buffer))
                initialized = total
            }
            return (storage, split)
        }
        return withUnsafeTemporaryAllocation(byteCount: stackCapacity, alignment: 8) { scratch in
            let packed = UnsafeMutableRawBufferPointer(rebasing: scratch[..<total])
            write(into: packed)
            return (Array(UnsafeRawBufferPointer(packed)), split)
        }
    }

    /// Writes `count` pairs into a buffer sized for them (`size(nameCount:valueCount:)`): their
    /// records at its start, their bytes after.
    package struct Writer {
        private let buffer: UnsafeMutableRawBufferPointer
        private var pair = 0
        private var byteOffset: Int

        package init(_ buffer: UnsafeMutableRawBufferPointer, count: Int) {
            self.buffer = buffer
            byteOffset = count * PackedPairs.recordSize
        }

        @inline(__always)
        package mutating func append(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer?) {
            let record = pair * PackedPairs.recordSize
            store(UInt32(byteOffset), at: record)
            store(UInt32(name.count), at: record + 4)
            copy(name)
            store(UInt32(byteOffset), at: record + 8)
            store(value.map { UInt32($0.count) } ?? PackedPairs.absent, at: record + 12)
            if let value { copy(value) }
            pair += 1
        }

        @inline(__always)
        private func store(_ value: UInt32, at offset: Int) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
        }

        @inline(__always)
        private mutating func copy(_ bytes: UnsafeRawBufferPointer) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            (buffer.baseAddress! + byteOffset).copyMemory(from: source, byteCount: bytes.count)
            byteOffset += bytes.count
        }
    }

    /// Where one pair's name and value are in `storage`.
    struct Pair {
        var name: Range<Int>
        var value: Range<Int>?

        init(name: Range<Int>, value: Range<Int>?) {
            self.name = name
            self.value = value
        }
    }

    /// The pair at `index`, read from `bytes` (the storage's).
    @inline(__always)
    func pair(_ index: Int, in bytes: UnsafeRawBufferPointer) -> Pair {
        let record = range.lowerBound + index * Self.recordSize
        let nameStart = range.lowerBound + Int(Self.load(bytes, record))
        let nameCount = Int(Self.load(bytes, record + 4))
        let valueStart = range.lowerBound + Int(Self.load(bytes, record + 8))
        let valueCount = Self.load(bytes, record + 12)
        return Pair(
            name: nameStart..<(nameStart + nameCount),
            value: valueCount == Self.absent ? nil : valueStart..<(valueStart + Int(valueCount)))
    }

    /// The pair at `index`.
    func pair(at index: Int) -> Pair { storage.withUnsafeBytes { pair(index, in: $0) } }

    @inline(__always)
    static func load(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// Calls `body` with each pair in order (positions in `storage`, and the pair's bytes) until
    /// it returns false.
    func forEach(_ body: (Pair, _ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer?) -> Bool) {
        storage.withUnsafeBytes { bytes in
            for index in 0..<count {
                let pair = pair(index, in: bytes)
                let name = UnsafeRawBufferPointer(rebasing: bytes[pair.name])
                guard body(pair, name, pair.value.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }) else { return }
            }
        }
    }

    /// The first pair whose name `matches`.
    func first(where matches: (_ name: UnsafeRawBufferPointer) -> Bool) -> Pair? {
        var found: Pair?
        forEach { pair, name, _ in
            if matches(name) { found = pair }
            return found == nil
        }
        return found
    }

    /// The first pair whose name is `name`, byte for byte: the lookup a request makes by the
    /// dozen, reading lengths from the records and comparing bytes only where they agree.
    func first(named name: UnsafeRawBufferPointer) -> Pair? {
        storage.withUnsafeBytes { bytes in
            for index in 0..<count {
                let record = range.lowerBound + index * Self.recordSize
                guard Int(Self.load(bytes, record + 4)) == name.count else { continue }
                let nameStart = range.lowerBound + Int(Self.load(bytes, record))
                var equal = true
                for offset in 0..<name.count where bytes[nameStart + offset] != name[offset] {
                    equal = false
                    break
                }
                if equal { return pair(index, in: bytes) }
            }
            return nil
        }
    }

    /// The bytes at `range` of `storage`, sharing its storage.
    func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> { storage[range] }

    /// Every pair, as `(name, value)` bytes.
    var pairs: [(ArraySlice<UInt8>, ArraySlice<UInt8>?)] {
        var pairs: [(ArraySlice<UInt8>, ArraySlice<UInt8>?)] = []
        pairs.reserveCapacity(count)
        forEach { pair, _, _ in
            pairs.append((storage[pair.name], pair.value.map { storage[$0] }))
            return true
        }
        return pairs
    }

    package static func == (left: PackedPairs, right: PackedPairs) -> Bool {
        left.pairs.elementsEqual(right.pairs) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for (name, value) in pairs {
            hasher.combine(name)
            hasher.combine(value)
        }
    }
}
