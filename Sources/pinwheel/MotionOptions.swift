// The options of `/motion`, `/hit`, `fields`, `toggle` and `dragFrom` as command-line options, beside QueryOptions.swift's.

import ArgumentParser
import HTTPCore
import PinwheelAPI

/// Every layout's options: what `motion` and `hit` take before their own.
struct AnyLayoutOptions: QueryOptions {
    @OptionGroup(title: "Every layout") var common: CommonOptions
    @OptionGroup(title: "Wheel") var wheel: WheelOptions
    @OptionGroup(title: "Circle") var circle: CircleOptions
    @OptionGroup(title: "Parallax") var parallax: ParallaxOptions
    @OptionGroup(title: "Carousel") var carousel: CarouselQueryOptions
    @OptionGroup(title: "Slider") var slider: SliderOptions
    @OptionGroup(title: "Parallax and slider") var sizes: SizesOption
    @OptionGroup(title: "Wheel, carousel and slider") var direction: RightToLeftOption
    @OptionGroup(title: "Masonry, justified rows and the CSS grid") var grids: GridOptions

    var queryItems: [QueryItem] {
        common.queryItems + wheel.queryItems + circle.queryItems + parallax.queryItems + carousel.queryItems
            + slider.queryItems + sizes.queryItems + direction.queryItems + grids.queryItems
    }
}

struct FieldsOption: QueryOptions {
    @Option(.fields, on: [.layout, .motion]) var fields: String?

    var queryItems: [QueryItem] { items([(.fields, fields)]) }
}

struct ToggleOption: QueryOptions {
    @Option(.toggle, on: [.layout, .hit]) var toggle: String?

    var queryItems: [QueryItem] { items([(.toggle, toggle)]) }
}

struct DragFromOption: QueryOptions {
    @Option(.dragFrom, on: [.layout, .hit]) var dragFrom: String?

    var queryItems: [QueryItem] { items([(.dragFrom, dragFrom)]) }
}

struct MotionOptions: QueryOptions {
    @Option(.velocity, on: [.motion]) var velocity: String?
    @Option(.item, on: [.motion]) var item: String?
    @Option(.section, on: [.motion]) var section: String?
    @Option(.fps, on: [.motion]) var fps: String?
    @Option(.rate, on: [.motion]) var rate: String?

    var queryItems: [QueryItem] {
        items([(.velocity, velocity), (.item, item), (.section, section), (.fps, fps), (.rate, rate)])
    }
}

struct PointOptions: QueryOptions {
    @Option(.x, on: [.hit]) var x: String?
    @Option(.y, on: [.hit]) var y: String?

    var queryItems: [QueryItem] { items([(.x, x), (.y, y)]) }
}
