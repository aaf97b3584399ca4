// JSONAnswerWriter's values: geometry, matrices entry by entry, element kinds and numbers, as JSONEncoder writes them.

import LayoutEngine

extension JSONAnswerWriter {
    mutating func optionalInteger(_ value: Int?) {
        if let value {
            integer(value)
        } else {
            raw("null")
        }
    }

    /// A matrix printed entry by entry, for an item whose `css` was not written.
    mutating func transform3D(_ matrix: Transform3D) {
        for (key, entry) in zip(Self.matrixKeys, matrix.entries) {
            raw(key)
            number(entry)
        }
        raw("}")
    }

    @inline(__always)
    mutating func rect(_ rect: Rect) {
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
    mutating func point(_ point: Point) {
        raw(#"{"x":"#)
        number(point.x)
        raw(#","y":"#)
        number(point.y)
        raw("}")
    }

    @inline(__always)
    mutating func size(_ size: Size) {
        raw(#"{"height":"#)
        number(size.height)
        raw(#","width":"#)
        number(size.width)
        raw("}")
    }

    @inline(__always)
    mutating func transform(_ transform: AffineTransform) {
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

    // MARK: Scalars

    /// ASCII text, written as it is (keys and enum values: nothing to escape).
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func kind(_ kind: ElementKind) {
        switch kind {
        case .cell: raw("cell")
        case .header: raw("header")
        case .menu: raw("menu")
        case .sectionHeader: raw("sectionHeader")
        case .sectionFooter: raw("sectionFooter")
        case .slide: raw("slide")
        case .shadow: raw("shadow")
        case .pageHeader: raw("pageHeader")
        case .pageFooter: raw("pageFooter")
        case .pageBackground: raw("pageBackground")
        }
    }

    @inline(__always)
    mutating func integer(_ value: Int) {
        cursor = JSONNumberFormat.write(integer: value, at: cursor)
    }

    /// A number as `JSONEncoder` writes it (`JSONNumberFormat`).
    @inline(__always)
    mutating func number(_ value: Double) {
        cursor = JSONNumberFormat.write(value, at: cursor)
    }
}
