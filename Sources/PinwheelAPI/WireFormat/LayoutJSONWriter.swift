// A hand-written JSON writer for the layout answers: the bytes JSONEncoder with `.sortedKeys`
// gives, at a small fraction of its cost.

import LayoutEngine

/// Writes `LayoutResult`, `SnapResult`, `MotionResult` and `HitResult` as JSON (items whole or
/// cut to `ItemFields`), byte for byte what `JSONEncoder` with `.sortedKeys` writes (keys in the same order, numbers as `description` gives them with a
/// trailing `.0` dropped). `JSONEncoder` goes through `Codable`'s containers and
/// boxes every value, which makes encoding cost far more than laying out (BENCHMARKS.md); this
/// writes straight into one buffer.
/// The property test in `LayoutJSONWriterTests` holds the two to the same bytes.
///
/// It writes through a raw pointer into an array allocated once at an upper bound of the
/// answer's size (`Array(unsafeUninitializedCapacity:)`): appending to an array byte by byte
/// costs a uniqueness and capacity check per byte.
struct LayoutJSONWriter: TextOutputStream {
    /// The next byte to write; the buffer is large enough for everything written.
    private var cursor: UnsafeMutablePointer<UInt8>
    /// The last anchor point's coordinates and transform origin, as written: the wheel's items
    /// all share one anchor point, so its text is copied from the item before instead of being
    /// printed again (each is a long decimal).
    private var anchorX = NumberMemo()
    private var anchorY = NumberMemo()
    private var originX = NumberMemo()
    private var originY = NumberMemo()

    private init(cursor: UnsafeMutablePointer<UInt8>) { self.cursor = cursor }

    /// At most what one item takes: 16 keys, 16 matrix keys and punctuation (about 600 bytes),
    /// 59 numbers of at most 24 bytes (`-1.7976931348623157e+308`), 3 integers of at most 20:
    /// about 2,100 bytes.
    private static let maximumBytesPerItem = 3_072
    /// At most what surrounds the items, and a whole snap or hit answer.
    private static let maximumFixedBytes = 256
    /// At most what surrounds a motion frame's items: four keys, three numbers, punctuation.
    private static let maximumBytesPerFrame = 128

    static func encode(_ result: LayoutResult, fields: ItemFields = .all) -> [UInt8] {
        write(upTo: maximumFixedBytes + result.items.count * maximumBytesPerItem) { $0.write(result, fields) }
    }

    static func encode(_ motion: MotionResult, fields: ItemFields) -> [UInt8] {
        let itemCount = motion.frames.reduce(0) { $0 + $1.items.count }
        let capacity = maximumFixedBytes + motion.frames.count * maximumBytesPerFrame + itemCount * maximumBytesPerItem
        return write(upTo: capacity) { $0.write(motion, fields) }
    }

    static func encode(_ hit: HitResult) -> [UInt8] {
        write(upTo: maximumFixedBytes) { writer in
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
        }
    }

    static func encode(_ snap: SnapResult) -> [UInt8] {
        write(upTo: maximumFixedBytes) { writer in
            writer.raw(#"{"index":"#)
            writer.integer(snap.index)
            writer.raw(#","offset":"#)
            writer.number(snap.offset)
            writer.raw("}")
        }
    }

    private static func write(upTo capacity: Int, _ body: (inout LayoutJSONWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let start = buffer.baseAddress!
            var writer = LayoutJSONWriter(cursor: start)
            body(&writer)
            count = writer.cursor - start
            precondition(count <= capacity, "LayoutJSONWriter overran its bound")
        }
    }

    private mutating func write(_ result: LayoutResult, _ fields: ItemFields) {
        raw(#"{"contentSize":"#)
        size(result.contentSize)
        raw(#","items":["#)
        items(result.items, fields)
        switch result.layout {
        case .wheel: raw(#"],"layout":"wheel"}"#)
        case .circle: raw(#"],"layout":"circle"}"#)
        case .parallax: raw(#"],"layout":"parallax"}"#)
        case .carousel: raw(#"],"layout":"carousel"}"#)
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
        }
    }

    private mutating func write(_ motion: MotionResult, _ fields: ItemFields) {
        raw(#"{"duration":"#)
        number(motion.duration)
        raw(#","frames":["#)
        for (index, frame) in motion.frames.enumerated() {
            raw(index > 0 ? #",{"items":["# : #"{"items":["#)
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
        // A 2D element's matrix is its affine transform embedded: ten constant entries, six numbers.
        let matrix: WrittenMatrix =
            item.isTransform3DAffine
            ? .affine(affineMatrixEntries(item.transform ?? .identity)) : .entries(matrixEntries(item.transform3D))
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
            raw(#","section":"#)
        } else {
            raw(#"","section":"#)
        }
        integer(item.section)
        raw(#","size":"#)
        size(item.size)
        if let transform = item.transform {
            raw(#","transform":"#)
            if case .affine(let numbers) = matrix {
                copiedTransform(numbers)
            } else {
                self.transform(transform)
            }
        }
        raw(#","transform3D":"#)
        switch matrix {
        case .affine(let numbers): copiedTransform3D(numbers)
        case .entries(let text): copiedTransform3D(text)
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
        var matrix: WrittenMatrix?
        if fields.contains(.css) {
            key(#""css":"matrix3d("#, &first)
            matrix =
                item.isTransform3DAffine
                ? .affine(affineMatrixEntries(item.transform ?? .identity)) : .entries(matrixEntries(item.transform3D))
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
        raw(#","section":"#)
        integer(item.section)
        if fields.contains(.size) {
            raw(#","size":"#)
            size(item.size)
        }
        if let transform = item.transform, fields.contains(.transform) {
            raw(#","transform":"#)
            if case .affine(let numbers)? = matrix {
                copiedTransform(numbers)
            } else {
                self.transform(transform)
            }
        }
        if fields.contains(.transform3D) {
            raw(#","transform3D":"#)
            switch matrix {
            case .affine(let numbers)?: copiedTransform3D(numbers)
            case .entries(let text)?: copiedTransform3D(text)
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

    private mutating func point(_ point: Point) {
        raw(#"{"x":"#)
        number(point.x)
        raw(#","y":"#)
        number(point.y)
        raw("}")
    }

    private mutating func size(_ size: Size) {
        raw(#"{"height":"#)
        number(size.height)
        raw(#","width":"#)
        number(size.width)
        raw("}")
    }

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

    /// How an item's matrix was written into `css`: a 2D element's six numbers (the rest are
    /// constants), or a 3D matrix's sixteen comma-separated entries.
    private enum WrittenMatrix {
        case affine(WrittenAffine)
        case entries(Written)
    }

    /// A number printed once and the text it printed as.
    private struct NumberMemo {
        var bits: UInt64 = 0
        var text: Written?
    }

    /// `value`, copied from the text `memo` holds when it is the same number; the memo to keep.
    private mutating func rememberedNumber(_ value: Double, _ memo: NumberMemo) -> NumberMemo {
        if let text = memo.text, memo.bits == value.bitPattern {
            copy(text)
            return memo
        }
        return NumberMemo(bits: value.bitPattern, text: recordedNumber(value))
    }

    private mutating func recordedNumber(_ value: Double) -> Written {
        let start = cursor
        number(value)
        return Written(start: start, count: cursor - start)
    }

    /// A copy of text written before: a few bytes, so a loop rather than a call to `memmove`.
    @inline(__always)
    private mutating func copy(_ written: Written) {
        for index in 0..<written.count { cursor[index] = written.start[index] }
        cursor += written.count
    }

    private mutating func recordedCopy(_ written: Written) -> Written {
        let start = cursor
        copy(written)
        return Written(start: start, count: cursor - start)
    }

    /// The text of `−x` from that of `x`: JSON (like `description`) writes a number's sign as a
    /// leading `-` and nothing else depends on it.
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
    private mutating func affineMatrixEntries(_ affine: AffineTransform) -> WrittenAffine {
        let a = recordedNumber(affine.a)
        raw(",")
        let b = recordedNumber(affine.b)
        raw(",0,0,")
        let c = affine.c.bitPattern == (-affine.b).bitPattern ? negatedCopy(b) : recordedNumber(affine.c)
        raw(",")
        let d = affine.d.bitPattern == affine.a.bitPattern ? recordedCopy(a) : recordedNumber(affine.d)
        raw(",0,0,0,0,1,0,")
        let tx = recordedNumber(affine.tx)
        raw(",")
        let ty = recordedNumber(affine.ty)
        raw(",0,1")
        return WrittenAffine(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The sixteen entries of a 3D matrix, comma-separated, row by row as `Transform3D.css`;
    /// answers where that text is, for `copiedTransform3D` to read the entries back.
    private mutating func matrixEntries(_ matrix: Transform3D) -> Written {
        let start = cursor
        number(matrix.m11)
        raw(",")
        number(matrix.m12)
        raw(",")
        number(matrix.m13)
        raw(",")
        number(matrix.m14)
        raw(",")
        number(matrix.m21)
        raw(",")
        number(matrix.m22)
        raw(",")
        number(matrix.m23)
        raw(",")
        number(matrix.m24)
        raw(",")
        number(matrix.m31)
        raw(",")
        number(matrix.m32)
        raw(",")
        number(matrix.m33)
        raw(",")
        number(matrix.m34)
        raw(",")
        number(matrix.m41)
        raw(",")
        number(matrix.m42)
        raw(",")
        number(matrix.m43)
        raw(",")
        number(matrix.m44)
        return Written(start: start, count: cursor - start)
    }

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

    /// The matrix whose sixteen comma-separated entries are `entries`, as a JSON object.
    private mutating func copiedTransform3D(_ entries: Written) {
        var next = entries.start
        let end = entries.start + entries.count
        for key in Self.matrixKeys {
            raw(key)
            let start = next
            while next < end, next.pointee != UInt8(ascii: ",") { next += 1 }
            copy(Written(start: start, count: next - start))
            next += 1
        }
        raw("}")
    }

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
        }
    }

    private mutating func integer(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digitCount += 1
        }
        // Digits from the last to the first, into the bytes they will occupy.
        cursor += digitCount
        var digit = cursor
        repeat {
            digit -= 1
            digit.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// A finite number as `JSONEncoder` writes it (`JSONNumberFormat`).
    private mutating func number(_ value: Double) {
        if shortDecimal(value) { return }
        cursor = JSONNumberFormat.write(value, at: cursor)
    }

    /// Writes `value` if it is `n / 1000` for a whole `n` below 10^12 and answers true. Such a
    /// decimal is what `description` prints: division is correctly rounded, so `n / 1000 == value`
    /// means the decimal with those digits parses back to `value`, and below 10^9 the spacing of
    /// doubles is far finer than 0.001, so no decimal with fewer digits also does. (Below 10^9
    /// and down to 0.001, `description` uses plain notation, never an exponent.)
    private mutating func shortDecimal(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude < 1e9 else { return false }
        // Whole numbers (most sizes and coordinates, every 0 and 1 of a matrix) need no rounding.
        let integral = Int(magnitude)
        if Double(integral) == magnitude {
            if value.sign == .minus { append(UInt8(ascii: "-")) }
            integer(integral)
            return true
        }
        let thousandths = (magnitude * 1000).rounded()
        guard thousandths / 1000 == magnitude else { return false }
        if value.sign == .minus { append(UInt8(ascii: "-")) }
        let whole = Int(thousandths)
        integer(whole / 1000)
        var fraction = whole % 1000
        guard fraction != 0 else { return true }
        append(UInt8(ascii: "."))
        var divisor = 100
        while fraction != 0 {
            append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
        return true
    }

    // MARK: TextOutputStream

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    // MARK: The buffer

    private mutating func append(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    /// Keys and punctuation are a few bytes each: a loop beats a call to `memmove` for those.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count <= 32 {
            for index in 0..<bytes.count { cursor[index] = source[index] }
        } else {
            cursor.update(from: source, count: bytes.count)
        }
        cursor += bytes.count
    }
}
