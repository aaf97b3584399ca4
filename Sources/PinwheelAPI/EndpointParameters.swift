// The query parameters `/layout`, `/motion` and `/hit` take beyond a layout's own: their names and
// which endpoint takes which, for each layout.

import LayoutEngine

/// The endpoints that take a layout's parameters (`LayoutParameter`) and answer at an offset.
enum Endpoint: Hashable, Sendable {
    case layout
    case motion
    case hit

    /// What a refusal calls a layout's parameter set on this endpoint.
    func context(_ layout: LayoutName) -> String {
        switch self {
        case .layout: "the \(layout.rawValue) layout"
        case .motion: "/motion with the \(layout.rawValue) layout"
        case .hit: "/hit with the \(layout.rawValue) layout"
        }
    }

    /// Every parameter this endpoint takes with `layout`: the layout's own and the endpoint's.
    func accepted(_ layout: LayoutName) -> Set<String> {
        switch (self, layout) {
        case (.layout, .wheel): EndpointParameter.layoutWheel
        case (.layout, .circle): EndpointParameter.layoutCircle
        case (.layout, .parallax): EndpointParameter.layoutParallax
        case (.layout, .carousel): EndpointParameter.layoutCarousel
        case (.motion, .wheel): EndpointParameter.motionWheel
        case (.motion, .circle): EndpointParameter.motionCircle
        case (.motion, .parallax): EndpointParameter.motionParallax
        case (.motion, .carousel): EndpointParameter.motionCarousel
        case (.hit, .wheel): EndpointParameter.hitWheel
        case (.hit, .circle): EndpointParameter.hitCircle
        case (.hit, .parallax): EndpointParameter.hitParallax
        case (.hit, .carousel): EndpointParameter.hitCarousel
        }
    }
}

/// The names `fields`, `toggle`, the motion's and the hit's parameters, and the sets each endpoint
/// accepts (built once: validation looks them up on every request).
enum EndpointParameter {
    /// `/layout`, `/motion`: the item keys to keep (`ItemFields`).
    static let fields = "fields"
    /// `/layout`, `/hit`, carousel `type=coverFlow2` only: iCarousel's `_toggle`, −1…1.
    static let toggle = "toggle"
    /// `/motion`: a release's velocity, points a second.
    static let velocity = "velocity"
    /// `/motion` (not the circle): the item to scroll to.
    static let item = "item"
    /// `/motion`, parallax only: the section of `item`.
    static let section = "section"
    /// `/motion`: frames a second.
    static let fps = "fps"
    /// `/motion`, the UIKit family only: `UIScrollView.DecelerationRate`.
    static let rate = "rate"
    /// `/hit`: the point, in viewport points.
    static let x = "x"
    static let y = "y"

    /// Every name above.
    static let all: Set<String> = [fields, toggle, velocity, item, section, fps, rate, x, y]
    /// Every parameter any endpoint knows: a name outside it is "unknown", not "of another layout".
    static let known = LayoutParameter.all.union(all)

    static let layoutWheel = LayoutParameter.wheel.union([fields])
    static let layoutCircle = LayoutParameter.circle.union([fields])
    static let layoutParallax = LayoutParameter.parallax.union([fields])
    static let layoutCarousel = LayoutParameter.carousel.union([fields, toggle])

    /// What every motion takes; a scroll to an item and a deceleration rate where they exist.
    private static let motion: Set<String> = [fields, velocity, fps]
    static let motionWheel = LayoutParameter.wheel.union(motion).union([item, rate])
    static let motionCircle = LayoutParameter.circle.union(motion).union([rate])
    static let motionParallax = LayoutParameter.parallax.union(motion).union([item, section, rate])
    static let motionCarousel = LayoutParameter.carousel.union(motion).union([item])

    static let hitWheel = LayoutParameter.wheel.union([x, y])
    static let hitCircle = LayoutParameter.circle.union([x, y])
    static let hitParallax = LayoutParameter.parallax.union([x, y])
    static let hitCarousel = LayoutParameter.carousel.union([x, y, toggle])

    /// `toggle` for `carousel`: −1…1, 0 when absent; a 400 for a type other than coverFlow2,
    /// which no toggle turns (iCarousel reads `_toggle` for coverFlow2 alone).
    static func coverFlowToggle(_ parameters: QueryParameters, _ carousel: CarouselLayout) throws(Problem) -> Double {
        guard try parameters.text(toggle) != nil else { return 0 }
        guard carousel.type == .coverFlow2 else {
            throw .invalidParameter(toggle, "only type=coverFlow2 has a toggle, not type=\(carousel.type.rawValue)")
        }
        return try parameters.number(toggle, default: 0, in: toggleRange)
    }

    static let toggleRange = NumberRange(lower: -1, upper: 1)
}
