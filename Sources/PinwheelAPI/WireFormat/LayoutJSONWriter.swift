// A hand-written JSON writer for the layout answers: the bytes JSONEncoder with `.sortedKeys`
// gives, at a small fraction of its cost.

import LayoutEngine

/// Writes `LayoutResult`, `SnapResult`, `MotionResult` and `HitResult` as JSON (items whole or
/// cut to `ItemFields`), byte for byte what `JSONEncoder` with `.sortedKeys` writes (keys in the
/// same order, numbers as `JSONNumberFormat` prints them: `description` with a trailing `.0`
/// dropped). `JSONEncoder` goes through `Codable`'s containers and boxes every value, which
/// makes encoding cost far more than laying out (BENCHMARKS.md); this writes straight into one
/// buffer.
/// The property test in `LayoutJSONWriterTests` holds the two to the same bytes.
///
/// It writes through a raw pointer into an array allocated once at an upper bound of the
/// answer's size (`Array(unsafeUninitializedCapacity:)`): appending to an array byte by byte
/// costs a uniqueness and capacity check per byte.
struct LayoutJSONWriter {
    /// The next byte to write; the buffer is large enough for everything written.
    private var cursor: UnsafeMutablePointer<UInt8>
    /// The last anchor point's coordinates and transform origin, as written: the wheel's items
    /// all share one anchor point, so its text is copied from the item before instead of being
    /// printed again (each is a long decimal).
    private var anchorX = NumberMemo()
    private var anchorY = NumberMemo()
    private var originX = NumberMemo()
    private var originY = NumberMemo()
    /// The current item's matrix as written into `css`, read back for its `transform` and
    /// `transform3D`: a 2D element's six numbers in `affine`, a 3D matrix's entries in
    /// `entries`. Kept here rather than returned: returning the six positions as a value
    /// copied them through memory, which stalled the processor once per item.
    private var affine: WrittenAffine
    private var entries: WrittenEntries
    /// Whether the writer computes the answer's entity tag as it writes; where hashing has
    /// reached; the hash of the bytes before that.
    private let tagging: Bool
    private var hashed: UnsafeMutablePointer<UInt8>
    private var hash = EntityTagHash()

    private init(cursor: UnsafeMutablePointer<UInt8>, tagging: Bool) {
        self.cursor = cursor
        self.tagging = tagging
        hashed = cursor
        let empty = Written(start: cursor, count: 0)
        affine = WrittenAffine(a: empty, b: empty, c: empty, d: empty, tx: empty, ty: empty)
        entries = WrittenEntries(start: cursor)
    }

    /// At most what one item takes: 20 keys, 16 matrix keys and punctuation (about 700 bytes),
    /// 63 numbers of at most 24 bytes (`-1.7976931348623157e+308`), 3 integers of at most 20:
    /// about 2,300 bytes.
    private static let maximumBytesPerItem = 3_072
    /// At most what surrounds the items, and a whole snap or hit answer.
    private static let maximumFixedBytes = 256
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
    private static func write(upTo capacity: Int, tagging: Bool, _ body: (inout LayoutJSONWriter) -> Void) -> TaggedBody {
        var tag = ""
        // The scratch bytes a number's digits may be written over past its text (`JSONNumberFormat`).
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity + JSONNumberFormat.scratchLength) { buffer, count in
            let start = buffer.baseAddress!
            var writer = LayoutJSONWriter(cursor: start, tagging: tagging)
            body(&writer)
            count = writer.cursor - start
            precondition(count <= capacity, "LayoutJSONWriter overran its bound")
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
        switch result.layout {
        case .wheel: raw(#"],"layout":"wheel"}"#)
        case .circle: raw(#"],"layout":"circle"}"#)
        case .parallax: raw(#"],"layout":"parallax"}"#)
        case .carousel: raw(#"],"layout":"carousel"}"#)
        case .slider: raw(#"],"layout":"slider"}"#)
        }
    }

    private mutating func items(_ items: [LayoutAttributes], _ fields: ItemFields) {
        let whole = fields.isAll
        for (index, item) in items.enumerated() {
            if index > 0 { raw(",") }
            if whole {
                attributes(item)
            } else {
                attributes(item, keeping: fields)
            }
            hashWritten()
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

    private mutating func attributes(_ item: LayoutAttributes) {
        raw(#"{"alpha":"#)
        number(item.alpha)
        raw(#","anchorPoint":{"x":"#)
        anchorX = rememberedNumber(item.anchorPoint.x, anchorX)
        raw(#","y":"#)
        anchorY = rememberedNumber(item.anchorPoint.y, anchorY)
        raw("}")
        if let angle = item.angle {
            raw(#","angle":"#)
            number(angle)
        }
        raw(#","center":"#)
        point(item.center)
        raw(#","css":"matrix3d("#)
        let isAffine = item.isTransform3DAffine
        matrixEntries(item, isAffine: isAffine)
        raw(#")","frame":"#)
        rect(item.frame)
        if let alpha = item.headerOverlayAlpha {
            raw(#","headerOverlayAlpha":"#)
            number(alpha)
            raw(#","item":"#)
        } else {
            raw(#","item":"#)
        }
        integer(item.item)
        raw(#","kind":""#)
        kind(item.kind)
        if let parallax = item.parallax {
            raw(#"","parallax":"#)
            transform(parallax)
            if let progress = item.progress {
                raw(#","progress":"#)
                number(progress)
            }
            raw(#","section":"#)
        } else if let progress = item.progress {
            raw(#"","progress":"#)
            number(progress)
            raw(#","section":"#)
        } else {
            raw(#"","section":"#)
        }
        integer(item.section)
        shadows(item, keeping: .all)
        raw(#","size":"#)
        size(item.size)
        if let transform = item.transform {
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
        originX = rememberedNumber(item.anchorPoint.x * 100, originX)
        raw("% ")
        originY = rememberedNumber(item.anchorPoint.y * 100, originY)
        raw(#"%","zIndex":"#)
        integer(item.zIndex)
        raw("}")
    }

    /// An item with only the keys `fields` keeps, in the same sorted order. The matrix is
    /// printed once when `css` is kept, as `attributes(_:)` prints it, and directly otherwise.
    private mutating func attributes(_ item: LayoutAttributes, keeping fields: ItemFields) {
        var first = true
        raw("{")
        if fields.contains(.alpha) {
            key(#""alpha":"#, &first)
            number(item.alpha)
        }
        if fields.contains(.anchorPoint) {
            key(#""anchorPoint":{"x":"#, &first)
            anchorX = rememberedNumber(item.anchorPoint.x, anchorX)
            raw(#","y":"#)
            anchorY = rememberedNumber(item.anchorPoint.y, anchorY)
            raw("}")
        }
        if let angle = item.angle, fields.contains(.angle) {
            key(#""angle":"#, &first)
            number(angle)
        }
        if fields.contains(.center) {
            key(#""center":"#, &first)
            point(item.center)
        }
        // Whether `affine` (or else `entries`) holds the matrix, when `css` was written.
        var writtenIsAffine: Bool?
        if fields.contains(.css) {
            key(#""css":"matrix3d("#, &first)
            let isAffine = item.isTransform3DAffine
            matrixEntries(item, isAffine: isAffine)
            writtenIsAffine = isAffine
            raw(#")""#)
        }
        if fields.contains(.frame) {
            key(#""frame":"#, &first)
            rect(item.frame)
        }
        if let alpha = item.headerOverlayAlpha, fields.contains(.headerOverlayAlpha) {
            key(#""headerOverlayAlpha":"#, &first)
            number(alpha)
        }
        key(#""item":"#, &first)
        integer(item.item)
        raw(#","kind":""#)
        kind(item.kind)
        raw(#"""#)
        if let parallax = item.parallax, fields.contains(.parallax) {
            raw(#","parallax":"#)
            transform(parallax)
        }
        if let progress = item.progress, fields.contains(.progress) {
            raw(#","progress":"#)
            number(progress)
        }
        raw(#","section":"#)
        integer(item.section)
        shadows(item, keeping: fields)
        if fields.contains(.size) {
            raw(#","size":"#)
            size(item.size)
        }
        if let transform = item.transform, fields.contains(.transform) {
            raw(#","transform":"#)
            if writtenIsAffine == true {
                copiedTransform(affine)
            } else {
                self.transform(transform)
            }
        }
        if fields.contains(.transform3D) {
            raw(#","transform3D":"#)
            switch writtenIsAffine {
            case true?: copiedTransform3D(affine)
            case false?: copiedTransform3D(entries)
            case nil: transform3D(item.transform3D)
            }
        }
        if fields.contains(.transformOrigin) {
            raw(#","transformOrigin":""#)
            originX = rememberedNumber(item.anchorPoint.x * 100, originX)
            raw("% ")
            originY = rememberedNumber(item.anchorPoint.y * 100, originY)
            raw(#"%""#)
        }
        if fields.contains(.zIndex) {
            raw(#","zIndex":"#)
            integer(item.zIndex)
        }
        raw("}")
    }

    /// A slide's shadow alphas that `fields` keeps, each after a comma (they follow `section`).
    private mutating func shadows(_ item: LayoutAttributes, keeping fields: ItemFields) {
        if let shadow = item.shadow, fields.contains(.shadow) {
            raw(#","shadow":"#)
            number(shadow)
        }
        if let shadowAfter = item.shadowAfter, fields.contains(.shadowAfter) {
            raw(#","shadowAfter":"#)
            number(shadowAfter)
        }
        if let shadowBefore = item.shadowBefore, fields.contains(.shadowBefore) {
            raw(#","shadowBefore":"#)
            number(shadowBefore)
        }
    }

    /// A key (with what opens its value), after a comma unless it is the object's first.
    private mutating func key(_ text: StaticString, _ first: inout Bool) {
        if !first { raw(",") }
        first = false
        raw(text)
    }

    private mutating func optionalInteger(_ value: Int?) {
        if let value {
            integer(value)
        } else {
            raw("null")
        }
    }

    /// A matrix printed entry by entry, for an item whose `css` was not written.
    private mutating func transform3D(_ matrix: Transform3D) {
        for (key, entry) in zip(Self.matrixKeys, matrix.entries) {
            raw(key)
            number(entry)
        }
        raw("}")
    }

    @inline(__always)
    private mutating func rect(_ rect: Rect) {
        raw(#"{"height":"#)
        number(rect.height)
        raw(#","width":"#)
        number(rect.width)
        raw(#","x":"#)
        number(rect.x)
        raw(#","y":"#)
        number(rect.y)
        raw("}")
    }

    @inline(__always)
    private mutating func point(_ point: Point) {
        raw(#"{"x":"#)
        number(point.x)
        raw(#","y":"#)
        number(point.y)
        raw("}")
    }

    @inline(__always)
    private mutating func size(_ size: Size) {
        raw(#"{"height":"#)
        number(size.height)
        raw(#","width":"#)
        number(size.width)
        raw("}")
    }

    @inline(__always)
    private mutating func transform(_ transform: AffineTransform) {
        raw(#"{"a":"#)
        number(transform.a)
        raw(#","b":"#)
        number(transform.b)
        raw(#","c":"#)
        number(transform.c)
        raw(#","d":"#)
        number(transform.d)
        raw(#","tx":"#)
        number(transform.tx)
        raw(#","ty":"#)
        number(transform.ty)
        raw("}")
    }

    // MARK: The matrix, printed once

    // An item's matrix appears up to three times (`css`, `transform3D`, `transform`) and printing
    // a double is most of the writer's time, so each number is printed once, in `css`, and its
    // bytes copied for the others.

    /// Where one number's text was written, earlier in the buffer.
    private struct Written {
        var start: UnsafeMutablePointer<UInt8>
        var count: Int
    }

    /// The six numbers of an affine transform, as written in its `css` matrix.
    private struct WrittenAffine {
        var a: Written, b: Written, c: Written, d: Written, tx: Written, ty: Written
    }

    /// A 3D matrix's sixteen comma-separated entries as written into `css`: where the text
    /// starts and how long each entry is, so that they are copied without looking for the
    /// commas. The lengths (24 bytes at most) are one byte each in two words, entries 0 to 7
    /// from the first word's lowest byte, 8 to 15 in the second: no array to allocate, and
    /// `InlineArray` would need Swift 6.2.
    private struct WrittenEntries {
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
    }

    /// A number printed once and the text it printed as.
    private struct NumberMemo {
        var bits: UInt64 = 0
        var text: Written?
    }

    /// `value`, copied from the text `memo` holds when it is the same number; the memo to keep.
    @inline(__always)
    private mutating func rememberedNumber(_ value: Double, _ memo: NumberMemo) -> NumberMemo {
        if let text = memo.text, memo.bits == value.bitPattern {
            copy(text)
            return memo
        }
        return NumberMemo(bits: value.bitPattern, text: recordedNumber(value))
    }

    @inline(__always)
    private mutating func recordedNumber(_ value: Double) -> Written {
        let start = cursor
        number(value)
        return Written(start: start, count: cursor - start)
    }

    /// A copy of text written before (which ends before the cursor: the two do not overlap).
    @inline(__always)
    private mutating func copy(_ written: Written) {
        append(UnsafeBufferPointer(start: written.start, count: written.count))
    }

    @inline(__always)
    private mutating func recordedCopy(_ written: Written) -> Written {
        let start = cursor
        copy(written)
        return Written(start: start, count: cursor - start)
    }

    /// The text of `−x` from that of `x`: JSON (like `description`) writes a number's sign as a
    /// leading `-` and nothing else depends on it.
    @inline(__always)
    private mutating func negatedCopy(_ written: Written) -> Written {
        let start = cursor
        if written.start.pointee == UInt8(ascii: "-") {
            copy(Written(start: written.start + 1, count: written.count - 1))
        } else {
            append(UInt8(ascii: "-"))
            copy(written)
        }
        return Written(start: start, count: cursor - start)
    }

    /// `CATransform3DMakeAffineTransform(affine)`'s sixteen entries, comma-separated, as
    /// `Transform3D.css` lists them: `a,b,0,0,c,d,0,0,0,0,1,0,tx,ty,0,1`.
    /// A rotation's `c` is `−b` and its `d` is `a`: those are copied (with the sign turned)
    /// rather than printed again.
    @inline(__always)
    private mutating func affineMatrixEntries(_ transform: AffineTransform) {
        affine.a = recordedNumber(transform.a)
        raw(",")
        affine.b = recordedNumber(transform.b)
        raw(",0,0,")
        affine.c =
            transform.c.bitPattern == (-transform.b).bitPattern ? negatedCopy(affine.b) : recordedNumber(transform.c)
        raw(",")
        affine.d = transform.d.bitPattern == transform.a.bitPattern ? recordedCopy(affine.a) : recordedNumber(transform.d)
        raw(",0,0,0,0,1,0,")
        affine.tx = recordedNumber(transform.tx)
        raw(",")
        affine.ty = recordedNumber(transform.ty)
        raw(",0,1")
    }

    /// `item`'s matrix into `css`, its positions into `affine` or `entries`. A 2D element's
    /// matrix is its affine transform embedded: ten constant entries, six numbers.
    @inline(__always)
    private mutating func matrixEntries(_ item: LayoutAttributes, isAffine: Bool) {
        if isAffine {
            affineMatrixEntries(item.transform ?? .identity)
        } else {
            matrixEntries(item.transform3D)
        }
    }

    /// The sixteen entries of a 3D matrix, comma-separated, row by row as `Transform3D.css`;
    /// where each is goes into `entries`, for `copiedTransform3D` to copy them.
    private mutating func matrixEntries(_ matrix: Transform3D) {
        var entries = WrittenEntries(start: cursor)
        entry(matrix.m11, 0, &entries)
        entry(matrix.m12, 1, &entries)
        entry(matrix.m13, 2, &entries)
        entry(matrix.m14, 3, &entries)
        entry(matrix.m21, 4, &entries)
        entry(matrix.m22, 5, &entries)
        entry(matrix.m23, 6, &entries)
        entry(matrix.m24, 7, &entries)
        entry(matrix.m31, 8, &entries)
        entry(matrix.m32, 9, &entries)
        entry(matrix.m33, 10, &entries)
        entry(matrix.m34, 11, &entries)
        entry(matrix.m41, 12, &entries)
        entry(matrix.m42, 13, &entries)
        entry(matrix.m43, 14, &entries)
        entry(matrix.m44, 15, &entries)
        self.entries = entries
    }

    /// Entry `index` of a 3D matrix (after a comma but for the first), and its length.
    @inline(__always)
    private mutating func entry(_ value: Double, _ index: Int, _ entries: inout WrittenEntries) {
        if index > 0 { raw(",") }
        let start = cursor
        number(value)
        entries.setLength(index, cursor - start)
    }

    @inline(__always)
    private mutating func copiedTransform3D(_ numbers: WrittenAffine) {
        raw(#"{"m11":"#)
        copy(numbers.a)
        raw(#","m12":"#)
        copy(numbers.b)
        raw(#","m13":0,"m14":0,"m21":"#)
        copy(numbers.c)
        raw(#","m22":"#)
        copy(numbers.d)
        raw(#","m23":0,"m24":0,"m31":0,"m32":0,"m33":1,"m34":0,"m41":"#)
        copy(numbers.tx)
        raw(#","m42":"#)
        copy(numbers.ty)
        raw(#","m43":0,"m44":1}"#)
    }

    private static let matrixKeys: [StaticString] = [
        #"{"m11":"#, #","m12":"#, #","m13":"#, #","m14":"#, #","m21":"#, #","m22":"#, #","m23":"#, #","m24":"#,
        #","m31":"#, #","m32":"#, #","m33":"#, #","m34":"#, #","m41":"#, #","m42":"#, #","m43":"#, #","m44":"#,
    ]

    /// The matrix whose sixteen entries `entries` holds, as a JSON object.
    @inline(__always)
    private mutating func copiedTransform3D(_ entries: WrittenEntries) {
        var next = entries.start
        for index in 0..<16 {
            raw(Self.matrixKeys[index])
            let length = entries.length(index)
            copy(Written(start: next, count: length))
            next += length + 1
        }
        raw("}")
    }

    @inline(__always)
    private mutating func copiedTransform(_ numbers: WrittenAffine) {
        raw(#"{"a":"#)
        copy(numbers.a)
        raw(#","b":"#)
        copy(numbers.b)
        raw(#","c":"#)
        copy(numbers.c)
        raw(#","d":"#)
        copy(numbers.d)
        raw(#","tx":"#)
        copy(numbers.tx)
        raw(#","ty":"#)
        copy(numbers.ty)
        raw("}")
    }

    // MARK: Scalars

    /// ASCII text, written as it is (keys and enum values: nothing to escape).
    @inline(__always)
    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func kind(_ kind: ElementKind) {
        switch kind {
        case .cell: raw("cell")
        case .header: raw("header")
        case .menu: raw("menu")
        case .sectionHeader: raw("sectionHeader")
        case .sectionFooter: raw("sectionFooter")
        case .slide: raw("slide")
        case .shadow: raw("shadow")
        }
    }

    @inline(__always)
    private mutating func integer(_ value: Int) {
        cursor = JSONNumberFormat.write(integer: value, at: cursor)
    }

    /// A number as `JSONEncoder` writes it (`JSONNumberFormat`).
    @inline(__always)
    private mutating func number(_ value: Double) {
        cursor = JSONNumberFormat.write(value, at: cursor)
    }

    // MARK: The buffer

    private mutating func append(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    /// Keys and punctuation are a few bytes each: copied a word at a time (the last word
    /// overlapping the one before), which beats a call to `memmove` and a loop of bytes.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
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
