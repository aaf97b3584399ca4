// A carousel's settings and the values derived from them, resolved once for a layout pass.

/// What every item of one layout pass shares: iCarousel's options with their defaults, the
/// circle's item count and radius (a `ceil` and a `tan` to find), how many items are visible and
/// the transform every item starts from. `CarouselLayout`'s resolved values are found afresh at
/// each read, and a pass needs them for every item, so it reads them from here; each holds what
/// the `CarouselLayout` property of the same name answers.
struct CarouselPass {
    let type: CarouselType
    let vertical: Bool
    let extent: Double
    let spacing: Double
    let tilt: Double?
    let circularItemCount: Int
    let circleArc: Double
    let circleRadius: Double
    let numberOfVisibleItems: Int
    let fadeMin: Double
    let fadeMax: Double
    let fadeRange: Double
    let fadeMinAlpha: Double
    /// The transform every item starts from: the identity with `m34 = perspective`. iCarousel then
    /// translates by −`viewpointOffset`, which is zero here.
    let baseTransform: Transform3D

    init(_ layout: CarouselLayout) {
        type = layout.type
        vertical = layout.settings.vertical
        extent = layout.extent
        spacing = layout.spacing
        tilt = layout.tilt
        circularItemCount = layout.circularItemCount
        circleArc = layout.circleArc
        circleRadius = layout.circleRadius(circularItemCount: circularItemCount)
        numberOfVisibleItems = layout.numberOfVisibleItems(circularItemCount: circularItemCount, circleRadius: circleRadius)
        fadeMin = layout.fadeMin
        fadeMax = layout.fadeMax
        fadeRange = layout.fadeRange
        fadeMinAlpha = layout.fadeMinAlpha
        var base = Transform3D.identity
        base.m34 = layout.settings.perspective
        baseTransform = base
    }
}
