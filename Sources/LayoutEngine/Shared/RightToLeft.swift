// Right-to-left: a horizontal layout's picture mirrored about the viewport's vertical centre line (docs/LAYOUTS.md §5).

extension LayoutAttributes {
    /// The element as a right-to-left page draws it: the mirror image, about the vertical line
    /// `x = W/2` of the viewport, of the element drawn left to right, with the client's placement
    /// rule unchanged. `frameShift` is what the client subtracts from `frame.x` (the offset for a
    /// layout whose frames are in content coordinates, 0 for frames in viewport coordinates).
    ///
    /// With `S` the mirror and `F = diag(−1, 1, 1, 1)`, a corner `p` drawn at `o + (p − o)·M` is
    /// drawn at `S(o) + (p − o)·M·F`. Mirroring the box and its anchor point puts the corner
    /// `S(p)` at `S(o) + (p − o)·F·M'`, so `M' = F·M·F`: the entries that mix x with another
    /// coordinate change sign (m12, m13, m14, m21, m31, m41; for the 2D transform b, c and tx).
    /// A rotation turns the other way, so the wheel's `angle` changes sign; `zIndex` and `alpha`
    /// stay, so the same element is on top.
    public func mirroredHorizontally(viewportWidth width: Double, frameShift shift: Double) -> LayoutAttributes {
        var mirrored = self
        mirrored.center.x = width - center.x + 2 * shift
        mirrored.frame.x = width - frame.x - frame.width + 2 * shift
        mirrored.anchorPoint.x = 1 - anchorPoint.x
        mirrored.transform = transform?.mirroredHorizontally
        if !isTransform3DAffine { mirrored.ownTransform3D = ownTransform3D.mirroredHorizontally }
        mirrored.angle = angle.map { -$0 }
        return mirrored
    }
}

extension LayoutResult {
    /// Every element mirrored (`LayoutAttributes.mirroredHorizontally`), in the same order.
    public func mirroredHorizontally(viewportWidth width: Double, frameShift shift: Double) -> LayoutResult {
        var mirrored = self
        mirrored.items = items.map { $0.mirroredHorizontally(viewportWidth: width, frameShift: shift) }
        return mirrored
    }
}

extension AffineTransform {
    /// `F·T·F` with `F` the reflection `x ↦ −x`.
    var mirroredHorizontally: AffineTransform {
        AffineTransform(a: a, b: -b, c: -c, d: d, tx: -tx, ty: ty)
    }
}

extension Transform3D {
    /// `F·M·F` with `F = diag(−1, 1, 1, 1)`.
    var mirroredHorizontally: Transform3D {
        // swift-format-ignore
        Transform3D(
            m11: m11, m12: -m12, m13: -m13, m14: -m14,
            m21: -m21, m22: m22, m23: m23, m24: m24,
            m31: -m31, m32: m32, m33: m33, m34: m34,
            m41: -m41, m42: m42, m43: m43, m44: m44)
    }
}
