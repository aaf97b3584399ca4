// A layout's first frame as a stylesheet: the rules that place a container's children as the web module does.

import LayoutEngine

/// Writes `GET /{layout}/layout.css`'s answer (docs/FIRST-FRAME.md): for a container matched by
/// `selector`, the styles the web module writes (pinwheel-placement.js, pinwheel-shadows.js), so
/// that a page shows the layout before any script runs. Numbers are printed as in the JSON
/// (`JSONNumberFormat`), which is the text the module writes from it.
///
/// The children's rules apply while the container lacks `data-pinwheel-attached`, which the module
/// sets once its own inline styles show the same picture (pinwheel-first-frame.js), and removes in
/// `destroy()`. They are `!important` because the module's inline styles override the page's
/// rules of any specificity, and so must the stylesheet's.
struct StylesheetWriter {
    /// The attribute of a container whose children the module places.
    static let attachedAttribute = "data-pinwheel-attached"
    /// The container's custom property that says a first frame is there, and which children it shows.
    static let firstFrameProperty = "--pinwheel-first-frame"

    private var bytes: [UInt8] = []
    private var isVertical = false
    /// `SEL:not([data-pinwheel-attached])`, which begins every rule of the children.
    private let unattached: [UInt8]

    /// The stylesheet of `result` for the container `selector` (CSS text, escaped). `shift`: what
    /// the module subtracts from each frame's origin (the content offset, for the layouts whose
    /// frames are in content coordinates); `children`: which child shows each item; `vertical`: the
    /// slider scrolls along y, which turns its edge shadows' gradients.
    static func encode(
        _ result: LayoutResult, selector: [UInt8], shift: Point, children: ChildOrder, vertical: Bool = false
    ) -> [UInt8] {
        var writer = StylesheetWriter(selector: selector, capacity: 600 + result.items.count * (1_000 + 2 * selector.count))
        writer.isVertical = vertical
        writer.write(result, selector: selector, shift: shift, children: children)
        return writer.bytes
    }

    private init(selector: [UInt8], capacity: Int) {
        unattached = selector + Array(":not([\(Self.attachedAttribute)])".utf8)
        bytes.reserveCapacity(capacity)
    }

    private mutating func write(_ result: LayoutResult, selector: [UInt8], shift: Point, children: ChildOrder) {
        // Each child shown, in the answer's order: a later item placed in the same child wins, as in the module.
        var shown: [(child: Int, item: Int)] = []
        var cubeShadow: Int?
        for index in result.items.indices {
            if result.items[index].kind == .shadow {
                cubeShadow = index
            } else if let child = children.child(of: result.items[index]) {
                shown.append((child, index))
            }
        }
        container(selector, shown: shown.map(\.child))
        for (child, index) in shown { item(result.items[index], child: child, shift: shift) }
        if let cubeShadow { self.cubeShadow(result.items[cubeShadow], shift: shift) }
    }

    // MARK: The container and its children as the module sets them up

    private mutating func container(_ selector: [UInt8], shown: [Int]) {
        raw("/* Pinwheel's first frame (docs/FIRST-FRAME.md): link it after the page's own styles. */\n")
        // Positioned unless the page positions it: no specificity, so that any rule of the page wins.
        raw(":where(")
        bytes += selector
        raw("){position:relative}\n")
        bytes += selector
        raw("{overflow:hidden!important;isolation:isolate!important;\(Self.firstFrameProperty):")
        // The children shown (from 0), for the module; `none` when none is (an empty value reads as no property).
        let distinct = Set(shown).sorted()
        if distinct.isEmpty { raw("none") }
        for (position, child) in distinct.enumerated() {
            if position > 0 { raw(" ") }
            integer(child)
        }
        raw("}\n")
        // Every child, as the module makes it (its aria-live region aside).
        bytes += unattached
        raw(">:not([data-pinwheel-live]){position:absolute!important;box-sizing:border-box!important;margin:0!important}\n")
        // The others hidden; the page's own `display` of the children shown is left alone.
        bytes += unattached
        raw(">:not(")
        for child in distinct {
            raw(":nth-child(")
            integer(child + 1)
            raw("),")
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
            for (index, entry) in [parallax.a, parallax.b, parallax.c, parallax.d, parallax.tx, parallax.ty].enumerated() {
                if index > 0 { raw(", ") }
                number(entry)
            }
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
        number(item.frame.width)
        raw("px!important;height:")
        number(item.frame.height)
        raw("px!important;transform-origin:")
        number(item.anchorPoint.x * 100)
        raw("% ")
        number(item.anchorPoint.y * 100)
        raw("%!important;transform:matrix3d(")
        for (index, entry) in item.transform3D.entries.enumerated() {
            if index > 0 { raw(",") }
            number(entry)
        }
        raw(")!important;z-index:")
        integer(item.zIndex)
        raw("!important;opacity:")
        number(item.alpha)
        raw("!important")
    }

    /// The slide's shadows (pinwheel-shadows.js's overlays) as its pseudo-elements: `shadowBefore`
    /// in `::before`, `shadowAfter` in `::after`, and `shadow` (cards, creative, which have no
    /// other) in `::before`, each over the slide's content at the item's alpha.
    private mutating func shadows(_ item: LayoutAttributes, child: Int) {
        let alongX = !isVertical
        if let alpha = item.shadowBefore {
            shadow(child, "::before", alongX ? "linear-gradient(to left, \(edge))" : "linear-gradient(to top, \(edge))", alpha)
        }
        if let alpha = item.shadowAfter {
            shadow(child, "::after", alongX ? "linear-gradient(to right, \(edge))" : "linear-gradient(to bottom, \(edge))", alpha)
        }
        if let alpha = item.shadow, item.shadowBefore == nil { shadow(child, "::before", "rgba(0,0,0,0.15)", alpha) }
    }

    private let edge = "rgba(0,0,0,0.5), rgba(0,0,0,0)"

    private mutating func shadow(_ child: Int, _ pseudoElement: String, _ background: String, _ alpha: Double) {
        childSelector(child)
        raw(pseudoElement)
        raw(
            "{content:\"\";display:block;position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;"
                + "border-radius:inherit;z-index:2147483647;margin:0;padding:0;border:0;box-sizing:content-box;transform:none;"
                + "background:\(background);opacity:")
        number(alpha)
        raw("}\n")
    }

    /// The cube's shadow, an element the module adds after the children: here the container's `::after`.
    private mutating func cubeShadow(_ item: LayoutAttributes, shift: Point) {
        bytes += unattached
        raw("::after{content:\"\";display:block;position:absolute;box-sizing:border-box;margin:0;pointer-events:none;")
        raw("background:#000;filter:blur(50px);")
        placement(item, shift: shift)
        raw("}\n")
    }

    // MARK: Text

    private mutating func childSelector(_ child: Int) {
        bytes += unattached
        raw(">:nth-child(")
        integer(child + 1)
        raw(")")
    }

    private mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func number(_ value: Double) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONNumberFormat.maximumLength + 16) { buffer in
            let start = buffer.baseAddress!
            let end = JSONNumberFormat.write(value, at: start)
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    private mutating func integer(_ value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            let start = buffer.baseAddress!
            let end = JSONNumberFormat.write(integer: value, at: start)
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
    }
}
