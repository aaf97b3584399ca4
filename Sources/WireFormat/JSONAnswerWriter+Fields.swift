// JSONAnswerWriter's items cut to the keys `fields` keeps (the API's `fields`), in the same sorted order.

import LayoutEngine

extension JSONAnswerWriter {
    /// An item with only the keys `fields` keeps, in the same sorted order. The matrix is
    /// printed once when `css` is kept, as `attributes(_:)` prints it, and directly otherwise.
    mutating func attributes(_ item: UnsafePointer<LayoutAttributes>, keeping fields: ItemFields) {
        var first = true
        raw("{")
        if fields.contains(.alpha) {
            key(#""alpha":"#, &first)
            number(item.pointee.alpha)
        }
        if fields.contains(.anchorPoint) {
            key(#""anchorPoint":"#, &first)
            anchorPoint(item.pointee.anchorPoint)
        }
        if let angle = item.pointee.angle, fields.contains(.angle) {
            key(#""angle":"#, &first)
            number(angle)
        }
        if fields.contains(.center) {
            key(#""center":"#, &first)
            center(item.pointee.center)
        }
        // Whether `affine` (or else `entries`) holds the matrix, when `css` was written.
        var writtenIsAffine: Bool?
        if fields.contains(.css) {
            key(#""css":"matrix3d("#, &first)
            let isAffine = item.pointee.isTransform3DAffine
            matrixEntries(item, isAffine: isAffine)
            writtenIsAffine = isAffine
            raw(#")""#)
        }
        if fields.contains(.frame) {
            key(#""frame":"#, &first)
            frame(item.pointee.frame)
        }
        if let alpha = item.pointee.headerOverlayAlpha, fields.contains(.headerOverlayAlpha) {
            key(#""headerOverlayAlpha":"#, &first)
            number(alpha)
        }
        key(#""item":"#, &first)
        integer(item.pointee.item)
        raw(#","kind":""#)
        kind(item.pointee.kind)
        raw(#"""#)
        if let parallax = item.pointee.parallax, fields.contains(.parallax) {
            raw(#","parallax":"#)
            transform(parallax)
        }
        if let progress = item.pointee.progress, fields.contains(.progress) {
            raw(#","progress":"#)
            number(progress)
        }
        raw(#","section":"#)
        integer(item.pointee.section)
        shadows(item, keeping: fields)
        if fields.contains(.size) {
            raw(#","size":"#)
            itemSize(item.pointee.size)
        }
        if let transform = item.pointee.transform, fields.contains(.transform) {
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
            case nil: transform3D(item.pointee.transform3D)
            }
        }
        if fields.contains(.transformOrigin) {
            raw(#","transformOrigin":""#)
            transformOrigin(item.pointee.anchorPoint)
            raw(#"""#)
        }
        if fields.contains(.zIndex) {
            raw(#","zIndex":"#)
            integer(item.pointee.zIndex)
        }
        raw("}")
    }

    /// A slide's shadow alphas that `fields` keeps, each after a comma (they follow `section`).
    mutating func shadows(_ item: UnsafePointer<LayoutAttributes>, keeping fields: ItemFields) {
        if let shadow = item.pointee.shadow, fields.contains(.shadow) {
            raw(#","shadow":"#)
            number(shadow)
        }
        if let shadowAfter = item.pointee.shadowAfter, fields.contains(.shadowAfter) {
            raw(#","shadowAfter":"#)
            number(shadowAfter)
        }
        if let shadowBefore = item.pointee.shadowBefore, fields.contains(.shadowBefore) {
            raw(#","shadowBefore":"#)
            number(shadowBefore)
        }
    }

    /// A key (with what opens its value), after a comma unless it is the object's first.
    mutating func key(_ text: StaticString, _ first: inout Bool) {
        if !first { raw(",") }
        first = false
        raw(text)
    }
}
