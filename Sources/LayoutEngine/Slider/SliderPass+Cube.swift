// The cube effect's part of a slider pass (docs/SLIDER.md §4): the wrapper's turn and the cube's shadow.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SliderPass {
    /// `w = 90 · j + 90 · clamp(p_j, −1, 1)`, `j` the highest slide with `p_j > −1`; 0 if none.
    func cubeAngle() -> Double {
        let center = slideAtCenter
        for slide in stride(from: center + 2, through: center - 1, by: -1) where exists(slide) {
            let progress = state(of: slide).progress
            if progress > -1 { return Double(slide) * 90 + clamp(progress, -1, 1) * 90 }
        }
        return 0
    }

    /// `Wr = T(−O) · rotateY(−w) · T(O)` (vertical `rotateX(w)`), `O = (W/2, H/2, −V/2)`.
    func cubeTurn(_ angle: Double) -> Transform3D {
        let origin = (x: viewport.width / 2, y: viewport.height / 2, z: -grid.viewportLength / 2)
        let rotation = settings.isHorizontal ? CSSTransform.rotateY(-angle) : CSSTransform.rotateX(angle)
        return Transform3D(translationX: -origin.x, y: -origin.y, z: -origin.z)
            .concatenating(rotation.matrix)
            .concatenating(Transform3D(translationX: origin.x, y: origin.y, z: origin.z))
    }

    /// The cube's shadow element (`kind = shadow`, item 0): inside the wrapper when horizontal.
    func cubeShadow() -> LayoutAttributes {
        let (width, height) = (viewport.width, viewport.height)
        let scale = settings.cube.shadowScale
        let shadowOffset = settings.cube.shadowOffset
        let frame: Rect
        let effect: Transform3D
        if settings.isHorizontal {
            frame = Rect(x: 0, y: height - width, width: width, height: width)
            effect = CSSTransform.list(
                .translate3d(0, width / 2 + shadowOffset, -width / 2), .rotateX(89.99), .rotateZ(0), .scale(scale))
        } else {
            let angle = abs(wrapperAngle) - (abs(wrapperAngle) / 90).rounded(.down) * 90
            let radians: Double = angle * 2 * Double.pi / 360
            let multiplier: Double = 1.5 - (sin(radians) / 2 + cos(radians) / 2)
            let depthScale = scale / multiplier
            frame = Rect(x: 0, y: 0, width: width, height: height)
            effect = CSSTransform.list(
                .scale3d(scale, 1, depthScale), .translate3d(0, height / 2 + shadowOffset, -height / 2 / depthScale),
                .rotateX(-89.99))
        }
        return LayoutAttributes(
            kind: SliderLayout.shadowKind, item: 0, center: frame.center, size: frame.size, transform: nil,
            transform3D: matrix(effect, frame: frame, origin: LayoutAttributes.centerAnchor, turns: settings.isHorizontal),
            zIndex: 0, alpha: 0.6)
    }
}
