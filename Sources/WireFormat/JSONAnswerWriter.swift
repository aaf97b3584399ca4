// A hand-written JSON writer for every answer (layouts, snaps, motions, hits, pages): the bytes
// JSONEncoder with `.sortedKeys` gives, at a small fraction of its cost.

import LayoutEngine

/// Writes `LayoutResult`, `SnapResult`, `MotionResult`, `HitResult` and `PageLayoutResult` as JSON (items whole or
/// cut to `ItemFields`), byte for byte what `JSONEncoder` with `.sortedKeys` writes (keys in the
/// same order, numbers as `JSONNumberFormat` prints them: `description` with a trailing `.0`
/// dropped). `JSONEncoder` goes through `Codable`'s containers and boxes every value, which
/// makes encoding cost far more than laying out (BENCHMARKS.md); this writes straight into one
/// buffer.
/// The property test in `JSONAnswerWriterTests` holds the two to the same bytes.
///
/// It writes through a raw pointer into an array allocated once at an upper bound of the
/// answer's size (`Array(unsafeUninitializedCapacity:)`): appending to an array byte by byte
/// costs a uniqueness and capacity check per byte.
struct JSONAnswerWriter {
    /// The next byte to write; the buffer is large enough for everything written.
    var cursor: UnsafeMutablePointer<UInt8>
    /// The last item's anchor point, transform origin, center, frame and size, as written: the
    /// items of a wheel (or a carousel) share all of them, so each is copied from the item before
    /// when its numbers are the same, instead of being printed again (the wheel's anchor point
    /// is a long decimal, its center half points).
    var anchorPointText = TextMemo()
    var transformOriginText = TextMemo()
    var centerText = TextMemo()
    var frameText = TextMemo()
    var sizeText = TextMemo()
    /// The current item's matrix as written into `css`, read back for its `transform` and
    /// `transform3D`: a 2D element's six numbers in `affine`, a 3D matrix's entries in
    /// `entries`. Kept here rather than returned: the six positions returned as a value go
    /// through memory, which stalls the processor once per item.
    var affine: WrittenAffine
    var entries: WrittenEntries
    /// The last 3D matrix written into `css`, and where its entries are (no lengths until one
    /// is): a carousel's items share their matrices' leading entries, whose text is copied
    /// (JSONAnswerWriter+Matrix.swift).
    var previousMatrix: Transform3D
    var previousEntries: WrittenEntries
    /// Whether the writer computes the answer's entity tag as it writes; where hashing has
    /// reached; the hash of the bytes before that.
    private let tagging: Bool
    private var hashed: UnsafeMutablePointer<UInt8>
    private var hash = EntityTagHash()

    init(cursor: UnsafeMutablePointer<UInt8>, tagging: Bool) {
        self.cursor = cursor
        self.tagging = tagging
        hashed = cursor
        let empty = Written(start: cursor, count: 0)
        affine = WrittenAffine(a: empty, b: empty, c: empty, d: empty, tx: empty, ty: empty)
        entries = WrittenEntries(start: cursor)
        previousMatrix = Transform3D(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
        previousEntries = entries
    }

    /// At most what one item takes: 20 keys, 16 matrix keys and punctuation (about 700 bytes),
    /// 63 numbers of at most 24 bytes (`-1.7976931348623157e+308`), 3 integers of at most 20:
    /// about 2,300 bytes.
    static let maximumBytesPerItem = 3_072
    /// The bytes past the text that writing it may write over: a number's digits
    /// (`JSONNumberFormat.scratchLength`), a copied number's longest text (`copyNumber`).
    private static let scratchLength = max(JSONNumberFormat.scratchLength, JSONNumberFormat.maximumLength)
    /// At most what surrounds the items, and a whole snap or hit answer.
    static let maximumFixedBytes = 256
    /// At most what surrounds a motion frame's items: five keys, three numbers, an integer,
    /// punctuation.
    private static let maximumBytesPerFrame = 192

    static func encode(_ result: LayoutResult, fields: ItemFields = .all) -> [UInt8] {
        encodeTagged(result, fields: fields, tagging: false).bytes
    }

    /// The answer and its entity tag, hashed while it is written.
    static func encodeTagged(_ result: LayoutResult, fields: ItemFields = .all, tagging: Bool = true) -> TaggedBody {
        write(upTo: maximumFixedBytes + result.items.count * maximumBytesPerItem, tagging: tagging) { $0.write(result, fields) }
    }

    static func encode(_ motion: MotionResult, fields: ItemFields) -> [UInt8] {
        encodeTagged(motion, fields: fields, tagging: false).bytes
    }

    static func encodeTagged(_ motion: MotionResult, fields: ItemFields, tagging: Bool = true) -> TaggedBody {
        let itemCount = motion.frames.reduce(0) { $0 + $1.items.count }
        let capacity = maximumFixedBytes + motion.frames.count * maximumBytesPerFrame + itemCount * maximumBytesPerItem
        return write(upTo: capacity, tagging: tagging) { $0.write(motion, fields) }
    }

    static func encode(_ hit: HitResult) -> [UInt8] {
        write(upTo: maximumFixedBytes, tagging: false) { writer in
            writer.raw(#"{"item":"#)
            writer.optionalInteger(hit.item)
            if let kind = hit.kind {
                writer.raw(#","kind":""#)
                writer.kind(kind)
                writer.raw(#"","section":"#)
            } else {
                writer.raw(#","kind":null,"section":"#)
            }
            writer.optionalInteger(hit.section)
            writer.raw("}")
        }.bytes
    }

    static func encode(_ snap: SnapResult) -> [UInt8] {
        write(upTo: maximumFixedBytes, tagging: false) { writer in
            writer.raw(#"{"index":"#)
            writer.integer(snap.index)
            writer.raw(#","offset":"#)
            writer.number(snap.offset)
            writer.raw("}")
        }.bytes
    }

    /// The bytes `body` writes, into an array of `capacity` bytes, and when `tagging` their
    /// entity tag (else an empty one).
    static func write(upTo capacity: Int, tagging: Bool, _ body: (inout JSONAnswerWriter) -> Void) -> TaggedBody {
        var tag = ""
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity + scratchLength) { buffer, count in
            let start = buffer.baseAddress!
            var writer = JSONAnswerWriter(cursor: start, tagging: tagging)
            body(&writer)
            count = writer.cursor - start
            precondition(count <= capacity, "JSONAnswerWriter overran its bound")
            if tagging {
                writer.hashWritten()
                tag = writer.hash.tag(
                    ofRest: UnsafeRawBufferPointer(start: writer.hashed, count: writer.cursor - writer.hashed), count: count)
            }
        }
        return TaggedBody(bytes: bytes, entityTag: tag)
    }

    /// Hashes the whole rounds written since the last call. Called between items, whose bytes no
    /// later write changes, so that each round is hashed while it is still in the cache, instead
    /// of in a second pass over the whole answer.
    private mutating func hashWritten() {
        guard tagging else { return }
        hashed += hash.absorbRounds(of: UnsafeRawBufferPointer(start: hashed, count: cursor - hashed))
    }

    private mutating func write(_ result: LayoutResult, _ fields: ItemFields) {
        if let activeIndex = result.activeIndex {
            raw(#"{"activeIndex":"#)
            integer(activeIndex)
            raw(#","contentSize":"#)
        } else {
            raw(#"{"contentSize":"#)
        }
        size(result.contentSize)
        raw(#","items":["#)
        items(result.items, fields)
        raw(#"],"layout":""#)
        var name = result.layout.rawValue
        name.withUTF8 { append($0) }
        raw(#"""#)
        // Keys sorted, as `JSONEncoder` sorts them: `widowCount` (justified rows) after `layout`.
        if let widowCount = result.widowCount {
            raw(#","widowCount":"#)
            integer(widowCount)
        }
        raw("}")
    }

    /// The items read where the array holds them (a pointer to each rather than a copy: an item
    /// is some 460 bytes, which a loop over the values copies to the stack before writing it).
    mutating func items(_ items: [LayoutAttributes], _ fields: ItemFields) {
        let whole = fields.isAll
        items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for index in 0..<items.count {
                if index > 0 { raw(",") }
                if whole {
                    attributes(first + index)
                } else {
                    attributes(first + index, keeping: fields)
                }
                hashWritten()
            }
        }
    }

    private mutating func write(_ motion: MotionResult, _ fields: ItemFields) {
        raw(#"{"duration":"#)
        number(motion.duration)
        raw(#","frames":["#)
        for (index, frame) in motion.frames.enumerated() {
            if index > 0 { raw(",") }
            if let activeIndex = frame.activeIndex {
                raw(#"{"activeIndex":"#)
                integer(activeIndex)
                raw(#","items":["#)
            } else {
                raw(#"{"items":["#)
            }
            items(frame.items, fields)
            raw(#"],"offset":"#)
            number(frame.offset)
            if let scroll = frame.scroll {
                raw(#","scroll":"#)
                number(scroll)
            }
            raw(#","time":"#)
            number(frame.time)
            if let toggle = frame.toggle {
                raw(#","toggle":"#)
                number(toggle)
            }
            raw("}")
        }
        raw(#"],"index":"#)
        optionalInteger(motion.index)
        raw(#","offset":"#)
        number(motion.offset)
        raw("}")
    }

    /// An item with every key. The values items repeat are copied from the item before when they
    /// are the same (JSONAnswerWriter+Memo.swift), the steps written out here.
    private mutating func attributes(_ item: UnsafePointer<LayoutAttributes>) {
        raw(#"{"alpha":"#)
        number(item.pointee.alpha)
        raw(#","anchorPoint":"#)
        let anchorKey = MemoKey(item.pointee.anchorPoint)
        if !copied(anchorPointText, anchorKey) {
            let start = cursor
            point(item.pointee.anchorPoint)
            anchorPointText = TextMemo(anchorKey, from: start, to: cursor)
        }
        if let angle = item.pointee.angle {
            raw(#","angle":"#)
            number(angle)
        }
        raw(#","center":"#)
        let centerKey = MemoKey(item.pointee.center)
        if !copied(centerText, centerKey) {
            let start = cursor
            point(item.pointee.center)
            centerText = TextMemo(centerKey, from: start, to: cursor)
        }
        raw(#","css":"matrix3d("#)
        let isAffine = item.pointee.isTransform3DAffine
        matrixEntries(item, isAffine: isAffine)
        raw(#")","frame":"#)
        let frameKey = MemoKey(item.pointee.frame)
        if !copied(frameText, frameKey) {
            let start = cursor
            rect(item.pointee.frame)
            frameText = TextMemo(frameKey, from: start, to: cursor)
        }
        if let alpha = item.pointee.headerOverlayAlpha {
            raw(#","headerOverlayAlpha":"#)
            number(alpha)
            raw(#","item":"#)
        } else {
            raw(#","item":"#)
        }
        integer(item.pointee.item)
        raw(#","kind":""#)
        kind(item.pointee.kind)
        if let parallax = item.pointee.parallax {
            raw(#"","parallax":"#)
            transform(parallax)
            if let progress = item.pointee.progress {
                raw(#","progress":"#)
                number(progress)
            }
            raw(#","section":"#)
        } else if let progress = item.pointee.progress {
            raw(#"","progress":"#)
            number(progress)
            raw(#","section":"#)
        } else {
            raw(#"","section":"#)
        }
        integer(item.pointee.section)
        shadows(item, keeping: .all)
        raw(#","size":"#)
        let sizeKey = MemoKey(item.pointee.size)
        if !copied(sizeText, sizeKey) {
            let start = cursor
            size(item.pointee.size)
            sizeText = TextMemo(sizeKey, from: start, to: cursor)
        }
        if let transform = item.pointee.transform {
            raw(#","transform":"#)
            if isAffine {
                copiedTransform(affine)
            } else {
                self.transform(transform)
            }
        }
        raw(#","transform3D":"#)
        if isAffine {
            copiedTransform3D(affine)
        } else {
            copiedTransform3D(entries)
        }
        raw(#","transformOrigin":""#)
        let originKey = MemoKey(item.pointee.anchorPoint)
        if !copied(transformOriginText, originKey) {
            let start = cursor
            percentages(item.pointee.anchorPoint)
            transformOriginText = TextMemo(originKey, from: start, to: cursor)
        }
        raw(#"","zIndex":"#)
        integer(item.pointee.zIndex)
        raw("}")
    }
}
