// A hand-written JSON writer for the layout answers: the bytes JSONEncoder with `.sortedKeys`
// gives, at a small fraction of its cost.

import LayoutEngine

/// Writes `LayoutResult` and `WheelSnap` as JSON, byte for byte what `JSONEncoder` with
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

    static func encode(_ snap: WheelSnap) -> [UInt8] {
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
        matrixEntries(item.transform3D)
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
            self.transform(transform)
        }
        raw(#","transform3D":"#)
        transform3D(item.transform3D)
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

    private mutating func transform3D(_ t: Transform3D) {
        raw(#"{"m11":"#); number(t.m11); raw(#","m12":"#); number(t.m12)
        raw(#","m13":"#); number(t.m13); raw(#","m14":"#); number(t.m14)
        raw(#","m21":"#); number(t.m21); raw(#","m22":"#); number(t.m22)
        raw(#","m23":"#); number(t.m23); raw(#","m24":"#); number(t.m24)
        raw(#","m31":"#); number(t.m31); raw(#","m32":"#); number(t.m32)
        raw(#","m33":"#); number(t.m33); raw(#","m34":"#); number(t.m34)
        raw(#","m41":"#); number(t.m41); raw(#","m42":"#); number(t.m42)
        raw(#","m43":"#); number(t.m43); raw(#","m44":"#); number(t.m44)
        raw("}")
    }

    /// The sixteen entries, comma-separated, as `Transform3D.css` lists them.
    private mutating func matrixEntries(_ t: Transform3D) {
        number(t.m11); raw(","); number(t.m12); raw(","); number(t.m13); raw(","); number(t.m14); raw(",")
        number(t.m21); raw(","); number(t.m22); raw(","); number(t.m23); raw(","); number(t.m24); raw(",")
        number(t.m31); raw(","); number(t.m32); raw(","); number(t.m33); raw(","); number(t.m34); raw(",")
        number(t.m41); raw(","); number(t.m42); raw(","); number(t.m43); raw(","); number(t.m44)
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
