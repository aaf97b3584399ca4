// The options of `/motion`, `/hit`, `fields` and `toggle` as command-line options, beside QueryOptions.swift's.

import ArgumentParser
import HTTPCore

/// `--layout` and every layout's options: what `motion` and `hit` take before their own.
struct AnyLayoutOptions: QueryOptions {
    @Option(help: "wheel, circle, parallax or carousel. Default wheel.")
    var layout: String?
    @OptionGroup(title: "Layout") var wheel: WheelOptions
    @OptionGroup(title: "Circle") var circle: CircleOptions
    @OptionGroup(title: "Parallax") var parallax: ParallaxOptions
    @OptionGroup(title: "Carousel") var carousel: CarouselQueryOptions

    var queryItems: [QueryItem] {
        items([("layout", layout)]) + wheel.queryItems + circle.queryItems + parallax.queryItems + carousel.queryItems
    }
}

struct FieldsOption: QueryOptions {
    @Option(parsing: .unconditional, help: "Item keys to keep, comma-separated (e.g. css,transformOrigin,zIndex,alpha); kind, section and item are always kept. Default every key.")
    var fields: String?

    var queryItems: [QueryItem] { items([("fields", fields)]) }
}

struct ToggleOption: QueryOptions {
    @Option(parsing: .unconditional, help: "Carousel type coverFlow2 only: iCarousel's toggle, -1 to 1. Default 0.")
    var toggle: String?

    var queryItems: [QueryItem] { items([("toggle", toggle)]) }
}

struct MotionOptions: QueryOptions {
    @Option(parsing: .unconditional, help: "A release: velocity along the scroll axis, points per second. Default 0. Not with --item.")
    var velocity: String?
    @Option(parsing: .unconditional, help: "A scroll to this item (wheel, parallax, carousel): 0 to count - 1. Not with --velocity.")
    var item: String?
    @Option(parsing: .unconditional, help: "Parallax: the section of --item. Default 0.")
    var section: String?
    @Option(parsing: .unconditional, help: "Frames per second, 1 to 240. Default 60.")
    var fps: String?
    @Option(parsing: .unconditional, help: "Wheel, circle, parallax: the deceleration rate, normal, fast or 0.9 to (not including) 1. Default normal.")
    var rate: String?

    var queryItems: [QueryItem] {
        items([("velocity", velocity), ("item", item), ("section", section), ("fps", fps), ("rate", rate)])
    }
}

struct PointOptions: QueryOptions {
    @Option(parsing: .unconditional, help: "The point's x in viewport points, from the viewport's left. Required.")
    var x: String?
    @Option(parsing: .unconditional, help: "The point's y in viewport points, from the viewport's top. Required.")
    var y: String?

    var queryItems: [QueryItem] { items([("x", x), ("y", y)]) }
}
