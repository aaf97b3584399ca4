// A layout's first frame as a stylesheet: the rules that place a container's children as the web module does.

public import LayoutEngine

/// Writes `GET /{layout}/layout.css`'s answer (docs/FIRST-FRAME.md): for a container matched by
/// `selector`, the styles the web module writes (pinwheel-placement.js, pinwheel-shadows.js), so
/// that a page shows the layout before any script runs. Numbers are printed as in the JSON
/// (`JSONNumberFormat`), which is the text the module writes from it.
///
/// The children's rules apply while the container lacks `data-pinwheel-attached`, which the module
/// sets once its own inline styles show the same picture (pinwheel-first-frame.js), and removes in
/// `destroy()`. They are `!important` because the module's inline styles override the page's
/// rules of any specificity, and so must the stylesheet's.
public struct StylesheetWriter {
    /// The attribute of a container whose children the module places.
    static let attachedAttribute = "data-pinwheel-attached"
    /// The container's custom property that says a first frame is there, and which children it shows.
    static let firstFrameProperty = "--pinwheel-first-frame"

    /// The next byte to write; the buffer holds `bound(_:selector:)` bytes and the number
    /// printer's scratch bytes after them (as `JSONAnswerWriter` does: appending to an array
    /// checks its capacity and uniqueness for every piece).
    private var cursor: UnsafeMutablePointer<UInt8>
    /// The container's selector, and the text that begins the rules of its children.
    private let selector: StylesheetSelector
    private let isVertical: Bool
    private let drawsOutside: Bool
    /// The text of the last item's size and transform origin, as written: the items of a wheel or
    /// a carousel share them, so each is copied rather than printed again when its number is the
    /// same (printing a double is most of the writing).
    private var written = WrittenNumbers()

    /// The stylesheet of `result` for the container `selector` (CSS text, escaped). `shift`: what
    /// the module subtracts from each frame's origin (the content offset, for the layouts whose
    /// frames are in content coordinates); `children`: which child shows each item; `vertical`: the
    /// slider scrolls along y, which turns its edge shadows' gradients; `drawsOutside`: the slider's
    /// cube, flip and cards, drawn outside the container (`overflow: visible`, as in Swiper).
    public static func encode(
        _ result: LayoutResult, selector: StylesheetSelector, shift: Point, children: ChildOrder, vertical: Bool = false,
        drawsOutside: Bool = false
    ) -> [UInt8] {
        let capacity = bound(itemCount: result.items.count, prefixLength: selector.childPrefix.count)
        return [UInt8](unsafeUninitializedCapacity: capacity + JSONNumberFormat.scratchLength) { buffer, count in
            let start = buffer.baseAddress!
            var writer = StylesheetWriter(
                cursor: start, selector: selector, isVertical: vertical, drawsOutside: drawsOutside, written: WrittenNumbers())
            writer.write(result, shift: shift, children: children)
            count = writer.cursor - start
            precondition(count <= capacity, "StylesheetWriter overran its bound")
        }
    }

    /// At most how many bytes a stylesheet of `itemCount` items takes, its rules beginning with
    /// `prefixLength` bytes. An item's rules are at most three prefixes and 1,600 bytes: its
    /// placement (a prefix, 230 bytes of text and 23 numbers of at most
    /// `JSONNumberFormat.maximumLength` and a whole number: 800) and either the shift and the
    /// overlay inside it (two prefixes, 360) or two shadows (two prefixes, 730), or the cube's
    /// shadow (a prefix, 950); 60 more name its child in the container's rules, which are three
    /// prefixes and 600 bytes besides.
    private static func bound(itemCount: Int, prefixLength: Int) -> Int {
        600 + 3 * prefixLength + itemCount * (1_660 + 3 * prefixLength)
    }

    private mutating func write(_ result: LayoutResult, shift: Point, children: ChildOrder) {
        let items = result.items
        // The children named once each, in order: as the items come (one child each, in document
        // order) but for a carousel that wraps or a slider that loops.
        var inOrder = true
        var lastChild = -1
        for index in items.indices {
            guard let child = children.child(of: items[index]) else { continue }
            if child <= lastChild {
                inOrder = false
                break
            }
            lastChild = child
        }
        let named = inOrder ? nil : Set(items.compactMap(children.child(of:))).sorted()
        container(ShownChildren(items: items, order: children, sorted: named))
        // Each child shown, in the answer's order: a later item placed in the same child wins, as in the module.
        for index in items.indices {
            if let child = children.child(of: items[index]) { item(items[index], child: child, shift: shift) }
        }
        if let cubeShadow = items.lastIndex(where: { $0.kind == .shadow }) { self.cubeShadow(items[cubeShadow], shift: shift) }
    }

    // MARK: The container and its children as the module sets them up

    private mutating func container(_ shown: ShownChildren) {
        raw("/* Pinwheel's first frame (docs/FIRST-FRAME.md): link it after the page's own styles. */\n")
        // Positioned unless the page positions it: no specificity, so that any rule of the page wins.
        raw(":where(")
        prefix(selector.selectorLength)
        raw("){position:relative}\n")
        prefix(selector.selectorLength)
        if drawsOutside { raw("{overflow:visible!important;") } else { raw("{overflow:hidden!important;") }
        raw("isolation:isolate!important;--pinwheel-first-frame:")
        // The children shown (from 0), for the module; `none` when none is (an empty value reads as no property).
        var none = true
        shown.forEach(writing: &self) { writer, child in
            if !none { writer.raw(" ") }
            none = false
            writer.integer(child)
        }
        if none { raw("none") }
        raw("}\n")
        // Every child, as the module makes it (its aria-live region aside).
        unattached()
        raw(">:not([data-pinwheel-live]){position:absolute!important;box-sizing:border-box!important;margin:0!important}\n")
        // The others hidden; the page's own `display` of the children shown is left alone.
        unattached()
        raw(">:not(")
        shown.forEach(writing: &self) { writer, child in
            writer.raw(":nth-child(")
            writer.integer(child + 1)
            writer.raw("),")
        }
        raw("[data-pinwheel-live]){display:none!important}\n")
    }

    private mutating func item(_ item: LayoutAttributes, child: Int, shift: Point) {
        childSelector(child)
        raw("{")
        placement(item, shift: shift)
        raw("}\n")
        if let parallax = item.parallax {
            childSelector(child)
            raw(" [data-pinwheel-parallax]{transform:matrix(")
            number(parallax.a)
            raw(", ")
            number(parallax.b)
            raw(", ")
            number(parallax.c)
            raw(", ")
            number(parallax.d)
            raw(", ")
            number(parallax.tx)
            raw(", ")
            number(parallax.ty)
            raw(")!important}\n")
        }
        if let alpha = item.headerOverlayAlpha {
            childSelector(child)
            raw(" [data-pinwheel-overlay]{opacity:")
            number(alpha)
            raw("!important}\n")
        }
        shadows(item, child: child)
    }

    /// The declarations of placement.js's `place`: the frame less `shift`, the origin, the matrix, z and alpha.
    private mutating func placement(_ item: LayoutAttributes, shift: Point) {
        raw("left:")
        number(item.frame.x - shift.x)
        raw("px!important;top:")
        number(item.frame.y - shift.y)
        raw("px!important;width:")
        remembered(item.frame.width, .width)
        raw("px!important;height:")
        remembered(item.frame.height, .height)
        raw("px!important;transform-origin:")
        remembered(item.anchorPoint.x * 100, .originX)
        raw("% ")
        remembered(item.anchorPoint.y * 100, .originY)
        raw("%!important;transform:matrix3d(")
        matrix(item.transform3D)
        raw(")!important;z-index:")
        integer(item.zIndex)
        raw("!important;opacity:")
        number(item.alpha)
        raw("!important")
    }

    /// `Transform3D.css`'s sixteen entries, comma-separated. A rotation's `m21` is `−m12` and its
    /// `m22` is `m11`: those are copied (with the sign turned) rather than printed again.
    private mutating func matrix(_ matrix: Transform3D) {
        let m11 = recorded(matrix.m11)
        raw(",")
        let m12 = recorded(matrix.m12)
        if Self.isPlanar(matrix) {
            // A 2D transform's ten constant entries, as their printed text (`0` and `1`).
            raw(",0,0,")
            secondRow(matrix, m11: m11, m12: m12)
            raw(",0,0,0,0,1,0,")
            number(matrix.m41)
            raw(",")
            number(matrix.m42)
            raw(",0,1")
            return
        }
        raw(",")
        number(matrix.m13)
        raw(",")
        number(matrix.m14)
        raw(",")
        secondRow(matrix, m11: m11, m12: m12)
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
    }

    /// `m21,m22`, copied from the text of `m12` and `m11` where a rotation repeats them.
    private mutating func secondRow(_ matrix: Transform3D, m11: UnsafeBufferPointer<UInt8>, m12: UnsafeBufferPointer<UInt8>) {
        if matrix.m21.bitPattern == (-matrix.m12).bitPattern { negatedCopy(m12) } else { number(matrix.m21) }
        raw(",")
        if matrix.m22.bitPattern == matrix.m11.bitPattern { copy(m11) } else { number(matrix.m22) }
    }

    /// Whether `matrix` moves only in the plane: its entries outside the 2D ones are those of the
    /// identity, bit for bit (`-0` is printed `-0`, so it is not one of them).
    private static func isPlanar(_ matrix: Transform3D) -> Bool {
        let zero = (0.0).bitPattern
        let one = (1.0).bitPattern
        return matrix.m13.bitPattern | matrix.m14.bitPattern | matrix.m23.bitPattern | matrix.m24.bitPattern == zero
            && matrix.m31.bitPattern | matrix.m32.bitPattern | matrix.m34.bitPattern | matrix.m43.bitPattern == zero
            && matrix.m33.bitPattern == one && matrix.m44.bitPattern == one
    }

    /// The slide's shadows (pinwheel-shadows.js's overlays) as its pseudo-elements: `shadowBefore`
    /// in `::before`, `shadowAfter` in `::after`, and `shadow` (cards, creative, which have no
    /// other) in `::before`, each over the slide's content at the item's alpha.
    private mutating func shadows(_ item: LayoutAttributes, child: Int) {
        if let alpha = item.shadowBefore {
            shadow(child, "::before", alpha) {
                if $0.isVertical { $0.raw("linear-gradient(to top, ") } else { $0.raw("linear-gradient(to left, ") }
                $0.raw("rgba(0,0,0,0.5), rgba(0,0,0,0))")
            }
        }
        if let alpha = item.shadowAfter {
            shadow(child, "::after", alpha) {
                if $0.isVertical { $0.raw("linear-gradient(to bottom, ") } else { $0.raw("linear-gradient(to right, ") }
                $0.raw("rgba(0,0,0,0.5), rgba(0,0,0,0))")
            }
        }
        if let alpha = item.shadow, item.shadowBefore == nil { shadow(child, "::before", alpha) { $0.raw("rgba(0,0,0,0.15)") } }
    }

    private mutating func shadow(
        _ child: Int, _ pseudoElement: StaticString, _ alpha: Double, background: (inout StylesheetWriter) -> Void
    ) {
        childSelector(child)
        raw(pseudoElement)
        raw("{content:\"\";display:block;position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;")
        raw("border-radius:inherit;z-index:2147483647;margin:0;padding:0;border:0;box-sizing:content-box;")
        raw("transform:none;background:")
        background(&self)
        raw(";opacity:")
        number(alpha)
        raw("}\n")
    }

    /// The cube's shadow, an element the module adds after the children: here the container's `::after`.
    private mutating func cubeShadow(_ item: LayoutAttributes, shift: Point) {
        unattached()
        raw("::after{content:\"\";display:block;position:absolute;box-sizing:border-box;margin:0;pointer-events:none;")
        raw("background:#000;filter:blur(50px);")
        placement(item, shift: shift)
        raw("}\n")
    }

    // MARK: Text

    private mutating func childSelector(_ child: Int) {
        prefix(selector.childPrefix.count)
        integer(child + 1)
        raw(")")
    }

    private mutating func raw(_ text: StaticString) {
        cursor.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        cursor += text.utf8CodeUnitCount
    }

    private mutating func unattached() { prefix(selector.unattachedLength) }

    /// The first `count` bytes of `selector.childPrefix`.
    private mutating func prefix(_ count: Int) {
        selector.childPrefix.withUnsafeBufferPointer { cursor.update(from: $0.baseAddress!, count: count) }
        cursor += count
    }

    private mutating func number(_ value: Double) {
        // A 3D matrix's many zeros (`+0`; `-0` is printed `-0`) as one byte.
        if value.bitPattern == 0 {
            cursor.pointee = UInt8(ascii: "0")
            cursor += 1
            return
        }
        cursor = JSONNumberFormat.write(value, at: cursor)
    }

    /// `value`'s text, copied from `memo` when that is the same number's, and remembered there.
    private mutating func remembered(_ value: Double, _ slot: WrittenNumbers.Slot) {
        if let last = written[slot], last.value.bitPattern == value.bitPattern {
            copy(last.text)
            return
        }
        let text = recorded(value)
        written[slot] = WrittenNumber(value: value, text: text)
    }

    /// Writes `value` and answers where its text is.
    private mutating func recorded(_ value: Double) -> UnsafeBufferPointer<UInt8> {
        let start = cursor
        number(value)
        return UnsafeBufferPointer(start: start, count: cursor - start)
    }

    /// A copy of text written before (which ends before the cursor: the two do not overlap).
    private mutating func copy(_ text: UnsafeBufferPointer<UInt8>) {
        cursor.update(from: text.baseAddress!, count: text.count)
        cursor += text.count
    }

    /// The text of `−x` from that of `x`: a number's sign is a leading `-` and nothing else.
    private mutating func negatedCopy(_ text: UnsafeBufferPointer<UInt8>) {
        if text.first == UInt8(ascii: "-") {
            copy(UnsafeBufferPointer(rebasing: text.dropFirst()))
        } else {
            raw("-")
            copy(text)
        }
    }

    private mutating func integer(_ value: Int) {
        cursor = JSONNumberFormat.write(integer: value, at: cursor)
    }
}

/// The children the items show, each once and in order: the items' own when they come in order
/// (`sorted` nil), else `sorted`.
private struct ShownChildren {
    let items: [LayoutAttributes]
    let order: ChildOrder
    let sorted: [Int]?

    func forEach(writing writer: inout StylesheetWriter, _ body: (inout StylesheetWriter, Int) -> Void) {
        if let sorted {
            for child in sorted { body(&writer, child) }
            return
        }
        for index in items.indices {
            if let child = order.child(of: items[index]) { body(&writer, child) }
        }
    }
}

/// A number written into the stylesheet, and where its text is.
private struct WrittenNumber {
    var value: Double
    var text: UnsafeBufferPointer<UInt8>
}

/// The last item's numbers that the next item often shares (a key path to each would allocate).
private struct WrittenNumbers {
    enum Slot { case width, height, originX, originY }

    private var width: WrittenNumber?
    private var height: WrittenNumber?
    private var originX: WrittenNumber?
    private var originY: WrittenNumber?

    subscript(slot: Slot) -> WrittenNumber? {
        get {
            switch slot {
            case .width: width
            case .height: height
            case .originX: originX
            case .originY: originY
            }
        }
        set {
            switch slot {
            case .width: width = newValue
            case .height: height = newValue
            case .originX: originX = newValue
            case .originY: originY = newValue
            }
        }
    }
}
