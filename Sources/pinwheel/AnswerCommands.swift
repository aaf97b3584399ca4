// `pinwheel layout`, `snap`, `motion` and `hit`: one answer of the API, printed to stdout.

import ArgumentParser
import HTTPCore
import PinwheelAPI
import WireFormat

#if canImport(Glibc)
    import Glibc
#endif

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the JSON that GET /layout answers for the same parameters.")

    @Option(.layout, on: [.layout]) var layout: String?
    @OptionGroup(title: "Every layout") var common: CommonOptions
    @OptionGroup(title: "Wheel") var wheel: WheelOptions
    @OptionGroup(title: "Circle") var circle: CircleOptions
    @OptionGroup(title: "Parallax") var parallax: ParallaxOptions
    @OptionGroup(title: "Carousel") var carousel: CarouselQueryOptions
    @OptionGroup(title: "Carousel") var toggle: ToggleOption
    @OptionGroup(title: "Slider") var slider: SliderOptions
    @OptionGroup(title: "Slider") var dragFrom: DragFromOption
    @OptionGroup(title: "Parallax and slider") var sizes: SizesOption
    @OptionGroup(title: "Wheel, carousel and slider") var direction: RightToLeftOption
    @OptionGroup(title: "Masonry, justified rows and the CSS grid") var grids: GridOptions
    @OptionGroup(title: "Answer") var fields: FieldsOption

    /// The options as the query string of the same request.
    var query: [QueryItem] {
        (layout.map { [QueryItem(name: QueryParameter.layout.name, value: $0)] } ?? [])
            + common.queryItems + wheel.queryItems + circle.queryItems + parallax.queryItems + carousel.queryItems
            + toggle.queryItems + slider.queryItems + dragFrom.queryItems + sizes.queryItems + direction.queryItems
            + grids.queryItems + fields.queryItems
    }

    func run() throws {
        try printAnswer { () throws(Problem) in try PinwheelRoutes.layoutBody(query: query) }
    }
}

struct SnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snap",
        abstract: "Print the JSON that GET /snap answers: where a fling on the wheel, a carousel or the slider comes to rest.")

    @Option(.layout, on: [.snap]) var layout: String?
    @OptionGroup(title: "Every layout") var common: CommonOptions
    @OptionGroup(title: "Wheel") var wheel: WheelOptions
    @OptionGroup(title: "Carousel") var carousel: CarouselQueryOptions
    @OptionGroup(title: "Slider") var slider: SliderOptions
    @OptionGroup(title: "Slider") var sizes: SizesOption
    @OptionGroup(title: "Wheel, carousel and slider") var direction: RightToLeftOption
    @Option(.velocity, on: [.snap]) var velocity: String?

    /// The options as the query string of the same request.
    var query: [QueryItem] {
        (layout.map { [QueryItem(name: QueryParameter.layout.name, value: $0)] } ?? [])
            + common.queryItems + wheel.queryItems + carousel.queryItems + slider.queryItems + sizes.queryItems
            + direction.queryItems + (velocity.map { [QueryItem(name: QueryParameter.velocity.name, value: $0)] } ?? [])
    }

    func run() throws {
        try printAnswer { () throws(Problem) in try PinwheelRoutes.snapBody(query: query) }
    }
}

struct MotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract:
            "Print the JSON that GET /motion answers: a release or a scroll to an item, frame by frame (--offset is where it starts)."
    )

    @Option(.layout, on: [.motion]) var layout: String?
    @OptionGroup var layouts: AnyLayoutOptions
    @OptionGroup(title: "Motion") var motion: MotionOptions
    @OptionGroup(title: "Answer") var fields: FieldsOption

    /// The options as the query string of the same request.
    var query: [QueryItem] {
        (layout.map { [QueryItem(name: QueryParameter.layout.name, value: $0)] } ?? [])
            + layouts.queryItems + motion.queryItems + fields.queryItems
    }

    func run() throws {
        try printAnswer { () throws(Problem) in try PinwheelRoutes.motionBody(query: query) }
    }
}

struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the JSON that GET /hit answers: the element drawn on top at a point of the viewport.")

    @Option(.layout, on: [.hit]) var layout: String?
    @OptionGroup var layouts: AnyLayoutOptions
    @OptionGroup(title: "Carousel") var toggle: ToggleOption
    @OptionGroup(title: "Slider") var dragFrom: DragFromOption
    @OptionGroup(title: "Point") var point: PointOptions

    /// The options as the query string of the same request.
    var query: [QueryItem] {
        (layout.map { [QueryItem(name: QueryParameter.layout.name, value: $0)] } ?? [])
            + layouts.queryItems + toggle.queryItems + dragFrom.queryItems + point.queryItems
    }

    func run() throws {
        try printAnswer { () throws(Problem) in try PinwheelRoutes.hitBody(query: query) }
    }
}

/// Writes the answer's JSON and a newline to stdout; a refused request is a usage error whose
/// message is the problem's detail, as the HTTP API would give it.
struct PageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Print the JSON that GET /page/layout answers for the page a file describes (docs/PAGE.md).")

    @Argument(help: "The page's description: the JSON body POST /pages takes.") var file: String
    @Option(help: "The page's viewport width in points (375 by default).") var width: String?
    @Option(help: "The page's viewport height in points (667 by default).") var height: String?
    @Option(help: "The page's content offset Y (0 by default).") var offset: String?
    @Option(help: "The boxes' own offsets: section:offset pairs, comma-separated (0:420,3:-12.5).") var scroll: String?
    @OptionGroup(title: "Answer") var fields: FieldsOption

    /// The options as the query string of the same request, less its `page`.
    var query: [QueryItem] {
        [("width", width), ("height", height), ("offset", offset), ("scroll", scroll)].compactMap { name, value in
            value.map { QueryItem(name: name, value: $0) }
        } + fields.queryItems
    }

    func run() throws {
        guard let handle = fopen(file, "rb") else { throw ValidationError("\(file): cannot be read") }
        defer { fclose(handle) }
        var description: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count <= 0 { break }
            description += chunk[..<count]
        }
        try printAnswer { () throws(Problem) in try PageRoutes.layoutBody(description: description, query: query) }
    }
}

private func printAnswer(_ answer: () throws(Problem) -> [UInt8]) throws {
    var bytes: [UInt8]
    do {
        bytes = try answer()
    } catch {
        throw RefusedRequest(problem: error)
    }
    bytes.append(UInt8(ascii: "\n"))
    bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
            let result = write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
            guard result > 0 else { return }
            written += result
        }
    }
}

/// A request the API refuses; the command prints its detail and exits 1.
struct RefusedRequest: Error, CustomStringConvertible {
    let problem: Problem

    var description: String { problem.detail }
}
