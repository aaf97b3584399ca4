// A hand-written JSON writer for the layout answers: the bytes JSONEncoder with `.sortedKeys`
// gives, at a small fraction of its cost.

import LayoutEngine

/// Writes `LayoutResult` and `SnapResult` as JSON, byte for byte what `JSONEncoder` with
/// `.sortedKeys` writes (keys in the same order, numbers as `description` gives them with a
/// trailing `.0` dropped). `JSONEncoder` costs about 10 µs an item because it goes through
/// `Codable`'s containers and boxes every value; this writes straight into one buffer.
/// The property test in `LayoutJSONWriterTests` holds the two to the same bytes.
///
/// It writes through a raw pointer into an array allocated once at an upper bound of the
/// answer's size (`Array(unsafeUninitializedCapacity:)`): appending to an array byte by byte
/// cost a uniqueness and capacity check per byte, about a quarter of the writer's time.
struct LayoutJSONWriter: TextOutputStream {
    /// The next byte to write; the buffer is large enough for everything written.
    private var cursor: UnsafeMutablePointer<UInt8>

    private init(cursor: UnsafeMutablePointer<UInt8>) { self.cursor = cursor }

    /// At most what one item takes: 16 keys, 16 matrix keys and punctuation (about 600 bytes),
    /// 59 numbers of at most 24 bytes (`-1.7976931348623157e+308`), 3 integers of at most 20:
    /// about 2,100 bytes.
    private static let maximumBytesPerItem = 3_072
    /// At most what surrounds the items, and a whole snap answer.
    private static let maximumFixedBytes = 256

    static func encode(_ result: LayoutResult) -> [UInt8] {
        write(upTo: maximumFixedBytes + result.items.count * maximumBytesPerItem) { $0.write(result) }
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

    private mutating func write(_ result: LayoutResult) {
        raw(#"{"contentSize":"#)
        size(result.contentSize)
        raw(#","items":["#)
        for (index, item) in result.items.enumerated() {
            if index > 0 { raw(",") }
            attributes(item)
        }
        switch result.layout {
        case .wheel: raw(#"],"layout":"wheel"}"#)
        case .circle: raw(#"],"layout":"circle"}"#)
        case .parallax: raw(#"],"layout":"parallax"}"#)
        case .carousel: raw(#"],"layout":"carousel"}"#)
        }
    }

    private mutating func attributes(_ item: LayoutAttributes) {
        raw(#"{"alpha":"#)
        number(item.alpha)
        raw(#","anchorPoint":"#)
        point(item.anchorPoint)
        if let angle = item.angle {
            raw(#","angle":"#)
            number(angle)
        }
        raw(#","center":"#)
        point(item.center)
        raw(#","css":"matrix3d("#)
        let matrix = item.transform3D
        let entries = matrixEntries(matrix)
        raw(#")","frame":{"height":"#)
        number(item.frame.height)
        raw(#","width":"#)
        number(item.frame.width)
        raw(#","x":"#)
        number(item.frame.x)
        raw(#","y":"#)
        number(item.frame.y)
        if let alpha = item.headerOverlayAlpha {
            raw(#"},"headerOverlayAlpha":"#)
            number(alpha)
            raw(#","item":"#)
        } else {
            raw(#"},"item":"#)
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
            if entries.holdAffine(transform, of: matrix) {
                copiedTransform(entries)
            } else {
                self.transform(transform)
            }
        }
        raw(#","transform3D":"#)
        copiedTransform3D(entries)
        raw(#","transformOrigin":""#)
        number(item.anchorPoint.x * 100)
        raw("% ")
        number(item.anchorPoint.y * 100)
        raw(#"%","zIndex":"#)
        integer(item.zIndex)
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

    /// Where the sixteen numbers of a `css` matrix were written, so that `transform3D` and
    /// `transform`, which hold the same numbers, copy their bytes instead of printing them again
    /// (printing a double is most of the writer's time; an item's matrix appears up to three times).
    private struct WrittenEntries {
        /// The first entry's first byte.
        var base: UnsafeMutablePointer<UInt8>
        /// Entry `k` spans `starts[k] ..< starts[k + 1] - 1` from `base` (the `- 1` is the comma);
        /// `starts[16]` is one past the last entry plus one.
        var starts: InlineArray<17, Int>

        func bytes(_ k: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base + starts[k], count: starts[k + 1] - 1 - starts[k])
        }

        /// Whether `matrix`, whose entries these are, is `affine` embedded, bit for bit (so that
        /// the affine's numbers print as these entries did; `-0` and `0` differ in print).
        func holdAffine(_ affine: AffineTransform, of matrix: Transform3D) -> Bool {
            affine.a.bitPattern == matrix.m11.bitPattern && affine.b.bitPattern == matrix.m12.bitPattern
                && affine.c.bitPattern == matrix.m21.bitPattern && affine.d.bitPattern == matrix.m22.bitPattern
                && affine.tx.bitPattern == matrix.m41.bitPattern && affine.ty.bitPattern == matrix.m42.bitPattern
        }
    }

    /// The sixteen entries, comma-separated, as `Transform3D.css` lists them (row by row).
    private mutating func matrixEntries(_ t: Transform3D) -> WrittenEntries {
        var written = WrittenEntries(base: cursor, starts: InlineArray(repeating: 0))
        let values: InlineArray<16, Double> = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        for k in 0..<16 {
            if k > 0 { raw(",") }
            written.starts[k] = cursor - written.base
            number(values[k])
        }
        written.starts[16] = cursor - written.base + 1
        return written
    }

    private mutating func copiedTransform3D(_ entries: WrittenEntries) {
        raw(#"{"m11":"#); append(entries.bytes(0)); raw(#","m12":"#); append(entries.bytes(1))
        raw(#","m13":"#); append(entries.bytes(2)); raw(#","m14":"#); append(entries.bytes(3))
        raw(#","m21":"#); append(entries.bytes(4)); raw(#","m22":"#); append(entries.bytes(5))
        raw(#","m23":"#); append(entries.bytes(6)); raw(#","m24":"#); append(entries.bytes(7))
        raw(#","m31":"#); append(entries.bytes(8)); raw(#","m32":"#); append(entries.bytes(9))
        raw(#","m33":"#); append(entries.bytes(10)); raw(#","m34":"#); append(entries.bytes(11))
        raw(#","m41":"#); append(entries.bytes(12)); raw(#","m42":"#); append(entries.bytes(13))
        raw(#","m43":"#); append(entries.bytes(14)); raw(#","m44":"#); append(entries.bytes(15))
        raw("}")
    }

    /// An affine transform whose numbers are the matrix's `m11 m12 m21 m22 m41 m42`.
    private mutating func copiedTransform(_ entries: WrittenEntries) {
        raw(#"{"a":"#); append(entries.bytes(0)); raw(#","b":"#); append(entries.bytes(1))
        raw(#","c":"#); append(entries.bytes(4)); raw(#","d":"#); append(entries.bytes(5))
        raw(#","tx":"#); append(entries.bytes(12)); raw(#","ty":"#); append(entries.bytes(13))
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
        guard value != 0 else {
            append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        // Digits of the magnitude, least significant first, in a fixed-size stack buffer.
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &digits) { buffer -> Int in
            var count = 0
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            return count
        }
        withUnsafeBytes(of: &digits) { buffer in
            for index in stride(from: count - 1, through: 0, by: -1) { append(buffer[index]) }
        }
    }

    /// A finite number as `JSONEncoder` writes it: Swift's shortest round-trip `description`,
    /// without a trailing `.0`. Numbers with at most three decimals (most of a layout: whole
    /// sizes, half points) take a fast path; the rest go through Swift's own shortest-digits
    /// printer, through `_writeASCII`, with no String made.
    private mutating func number(_ value: Double) {
        if shortDecimal(value) { return }
        let start = cursor
        value.write(to: &self)
        if cursor - start >= 2, cursor[-1] == UInt8(ascii: "0"), cursor[-2] == UInt8(ascii: ".") {
            cursor -= 2
        }
    }

    /// Writes `value` if it is `n / 1000` for a whole `n` below 10^12 and answers true. Such a
    /// decimal is what `description` prints: division is correctly rounded, so `n / 1000 == value`
    /// means the decimal with those digits parses back to `value`, and below 10^9 the spacing of
    /// doubles is far finer than 0.001, so no decimal with fewer digits also does. (Below 10^9
    /// and down to 0.001, `description` uses plain notation, never an exponent.)
    private mutating func shortDecimal(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude < 1e9 else { return false }
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

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        cursor.update(from: source, count: bytes.count)
        cursor += bytes.count
    }
}
