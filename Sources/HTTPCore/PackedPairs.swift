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
        let size = pairs.reduce(0) { $0 + Self.size(nameCount: $1.0.count, valueCount: $1.1?.count) }
        let storage = ByteView.array(count: size) { output in
            var writer = Writer(output, count: pairs.count)
            for (name, value) in pairs {
                ByteView.reading(name) { name in
                    if let value {
                        ByteView.reading(value) { writer.append(name: name, value: $0) }
                    } else {
                        writer.append(name: name, value: nil)
                    }
                }
            }
        }
        self.init(storage: storage, range: 0..<size, count: pairs.count)
    }

    /// The bytes a pair of these lengths takes, its record included.
    package static func size(nameCount: Int, valueCount: Int?) -> Int {
        recordSize + nameCount + (valueCount ?? 0)
    }

    /// A pair's name and value where a transport holds them, until they are packed.
    package typealias Span = ByteView.Span

    /// Two lists of pairs packed into one array: `first` in `0..<split`, `second` from `split` to
    /// the end (on the stack first when they fit: `ByteView.array(count:_:)`).
    package static func pack(_ first: ByteView.Spans, _ second: ByteView.Spans) -> (storage: [UInt8], split: Int) {
        let split = first.reduce(0) { $0 + size(nameCount: $1.name.count, valueCount: $1.value?.count) }
        let total = second.reduce(split) { $0 + size(nameCount: $1.name.count, valueCount: $1.value?.count) }
        let storage = ByteView.array(count: total) { output in
            var writer = Writer(output[rebasing: 0..<split], count: first.count)
            for pair in first { writer.append(name: ByteView.name(of: pair), value: ByteView.value(of: pair)) }
            writer = Writer(output[rebasing: split..<total], count: second.count)
            for pair in second { writer.append(name: ByteView.name(of: pair), value: ByteView.value(of: pair)) }
        }
        return (storage, split)
    }

    /// Writes `count` pairs into bytes sized for them (`size(nameCount:valueCount:)`): their
    /// records at the start, their bytes after.
    struct Writer {
        private let output: ByteView.Output
        private var pair = 0
        private var byteOffset: Int

        init(_ output: ByteView.Output, count: Int) {
            self.output = output
            byteOffset = count * PackedPairs.recordSize
        }

        @inline(__always)
        mutating func append(name: ByteView, value: ByteView?) {
            let record = pair * PackedPairs.recordSize
            output.store(UInt32(byteOffset), at: record)
            output.store(UInt32(name.count), at: record + 4)
            output.copy(name, to: byteOffset)
            byteOffset += name.count
            output.store(UInt32(byteOffset), at: record + 8)
            output.store(value.map { UInt32($0.count) } ?? PackedPairs.absent, at: record + 12)
            if let value {
                output.copy(value, to: byteOffset)
                byteOffset += value.count
            }
            pair += 1
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
    func pair(_ index: Int, in bytes: ByteView) -> Pair {
        let record = range.lowerBound + index * Self.recordSize
        let nameStart = range.lowerBound + Int(bytes.loadUInt32(at: record))
        let nameCount = Int(bytes.loadUInt32(at: record + 4))
        let valueStart = range.lowerBound + Int(bytes.loadUInt32(at: record + 8))
        let valueCount = bytes.loadUInt32(at: record + 12)
        return Pair(
            name: nameStart..<(nameStart + nameCount),
            value: valueCount == Self.absent ? nil : valueStart..<(valueStart + Int(valueCount)))
    }

    /// The pair at `index`.
    func pair(at index: Int) -> Pair { ByteView.reading(storage) { pair(index, in: $0) } }

    /// Calls `body` with each pair in order (positions in `storage`, and the pair's bytes) until
    /// it returns false.
    func forEach(_ body: (Pair, _ name: ByteView, _ value: ByteView?) -> Bool) {
        ByteView.reading(storage) { bytes in
            for index in 0..<count {
                let pair = pair(index, in: bytes)
                guard body(pair, bytes[rebasing: pair.name], pair.value.map { bytes[rebasing: $0] }) else { return }
            }
        }
    }

    /// The first pair whose name `matches`.
    func first(where matches: (_ name: ByteView) -> Bool) -> Pair? {
        var found: Pair?
        forEach { pair, name, _ in
            if matches(name) { found = pair }
            return found == nil
        }
        return found
    }

    /// The first pair whose name is `name`, byte for byte: the lookup a request makes by the
    /// dozen, reading lengths from the records and comparing bytes only where they agree.
    func first(named name: ByteView) -> Pair? {
        ByteView.reading(storage) { bytes in
            for index in 0..<count {
                let record = range.lowerBound + index * Self.recordSize
                guard Int(bytes.loadUInt32(at: record + 4)) == name.count else { continue }
                let nameStart = range.lowerBound + Int(bytes.loadUInt32(at: record))
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

    /// The name of the first pair whose name an earlier pair's is, as `equal` says (given the
    /// later name first).
    func firstRepeatedName(_ equal: (_ name: ByteView, _ earlier: ByteView) -> Bool) -> Range<Int>? {
        ByteView.reading(storage) { bytes in
            for index in 0..<count {
                let name = pair(index, in: bytes).name
                for earlier in 0..<index where equal(bytes[rebasing: name], bytes[rebasing: pair(earlier, in: bytes).name]) {
                    return name
                }
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
