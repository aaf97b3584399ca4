// Pinwheel's engine benchmarks: the time of one layout pass per layout and item count, and the
// JSON encoding of a wheel answer as the server encodes it today.
//
// One benchmark iteration is one layout pass (or one encoding), so wallClock is the time per pass,
// throughput is passes per second and mallocCountTotal is the allocations of one pass. The
// geometry is the API's defaults (a 375 × 667 viewport, each layout's default item size), so each
// benchmark computes what `GET /layout?…` with the same count and offset computes.

import Benchmark
import Foundation
import LayoutEngine
import PinwheelAPI
import WireFormat

/// The API's default viewport.
let viewport = Size(width: 375, height: 667)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 100,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    motionBenchmarks()
    requestStageBenchmarks()
    sizeBenchmarks()

    // The wheel, culled (the API's default): only the visible items are computed, so the cost
    // should not grow with the item count. Offset 300 shows the same six items (0–5) whatever the count.
    for count in [20, 10_000, 1_000_000] {
        let wheel = WheelLayout(itemCount: count, viewport: viewport)
        Benchmark("wheel culled, count=\(count), offset=300") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(wheel.layout(atOffset: 300, culling: true))
            }
        }
    }

    // The circle computes every item; the API caps it at 1000.
    for count in [20, 1000] {
        let circle = CircleLayout(itemCount: count, viewport: viewport)
        Benchmark("circle, count=\(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(circle.layout(atOffset: 0))
            }
        }
    }

    // The parallax layout with one section, scrolled to the middle of its content, so each pass
    // lays out a screenful of cells plus the sticky menu and section header. The layout is built
    // once (prefix sums of the section tops); the pass is `layout(atOffset:)` alone.
    for count in [20, 10_000, 1_000_000] {
        let stretchy = ParallaxLayout(sectionItemCounts: [count], viewport: viewport)
        let offset = ((stretchy.contentSize.height - viewport.height) / 2).rounded()
        Benchmark("parallax one section, count=\(count), offset=\(Int(offset))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(stretchy.layout(atOffset: offset))
            }
        }
    }

    // The carousel (iCarousel's types) lays out only its visible items (at most 30 by default),
    // so 1,000,000 items should cost what 20 do. Offset 500 is scroll offset 2.5 for linear,
    // rotary and cylinder (200-point items, spacing 1) and 10 for coverFlow (spacing 0.25): inside
    // both counts.
    for type in [CarouselType.linear, .rotary, .cylinder, .coverFlow] {
        for count in [20, 1_000_000] {
            let carousel = CarouselLayout(
                type: type, itemCount: count, viewport: viewport, itemSize: CarouselLayout.defaultItemSize,
                settings: CarouselSettings())
            Benchmark("carousel \(type.rawValue), count=\(count), offset=500") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(carousel.layout(atOffset: 500))
                }
            }
        }
    }

    // The slider (Swiper 14.0.6), 20 slides: cards at 1625 (the centred slide 4 and the cards
    // within progress 4 of it, 10 slides) and coverflow at 1000 with slidesPerView=3 and
    // centeredSlides (the slides within a viewport of the wrapper on each side). "laid out" is
    // `layout(atOffset:)` of a layout built once; "built and laid out" adds the layout's
    // construction (its grid's walks), as each `GET /layout?layout=slider&…` pays it.
    var cards = SliderSettings()
    cards.effect = .cards
    var coverflow = SliderSettings()
    coverflow.effect = .coverflow
    coverflow.slidesPerView = .count(3)
    coverflow.centeredSlides = true
    for (name, settings, offset) in [
        ("cards, count=20, offset=1625", cards, 1625.0),
        ("coverflow, count=20, slidesPerView=3, centered, offset=1000", coverflow, 1000.0),
    ] {
        let slider = SliderLayout(slideCount: 20, viewport: viewport, settings: settings)
        Benchmark("slider \(name): laid out") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(slider.layout(atOffset: offset))
            }
        }
        Benchmark("slider \(name): built and laid out") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(SliderLayout(slideCount: 20, viewport: viewport, settings: settings).layout(atOffset: offset))
            }
        }
    }

    // Encoding, as `JSONBody.encode` does it today: a new JSONEncoder with sorted keys per answer,
    // its Data copied into [UInt8]. Two answers: a 20-item wheel (cull=false, so all 20 items) and
    // the body of HTTP goal 1 (`/layout?layout=wheel&count=20&offset=300`, culled).
    let encodings: [(String, LayoutResult)] = [
        (
            "JSONEncoder, wheel count=20 cull=false (20 items)",
            WheelLayout(itemCount: 20, viewport: viewport).layout(atOffset: 300, culling: false)
        ),
        (
            "JSONEncoder, wheel count=20 offset=300 culled (HTTP goal 1 body)",
            WheelLayout(itemCount: 20, viewport: viewport).layout(atOffset: 300, culling: true)
        ),
    ]
    for (name, result) in encodings {
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                // The values are finite, so encoding cannot fail; `try!` keeps the loop minimal.
                blackHole(Array(try! encoder.encode(result)))
            }
        }
    }
}
