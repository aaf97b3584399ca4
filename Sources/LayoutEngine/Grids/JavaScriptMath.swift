// JavaScript's Math.round on doubles, which masonry and justified-layout round with (docs/GRID.md's `roundJS`).

extension Double {
    /// `Math.round`: the nearest integer, halves toward +∞. Not `floor(x + 0.5)`, which rounds
    /// 0.49999999999999994 up (the sum rounds to 1); `x − floor(x)` is exact, so this does not.
    var roundedAsJavaScript: Double {
        guard isFinite else { return self }
        let floor = rounded(.down)
        return self - floor >= 0.5 ? floor + 1 : floor
    }
}
