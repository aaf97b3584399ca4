// The engine ceiling's query: the few parameters of bench-http's ceiling goals, read without validation, and the answer they make.

import LayoutEngine
import PinwheelAPI
import WireFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the ceiling reads of a query: `layout`, `type`, `count`, `offset`, `velocity` and
/// `fields`, the slider's `effect`, `slidesPerView` and `centeredSlides`, and the grids' `width`,
/// `height`, `columnWidth` and `gutter` and the table `sizes` or `aspectRatios` names (`@ID`, one
/// of CeilingTables'), and the `page` of `/page/layout` (CeilingPages), each as it is (`strtod`, `strtol`, a name matched or ignored). Every other
/// parameter takes the API's default, so only queries that leave the rest out (goals 1, 6 to 10,
/// 13, 14 and 17) get Pinwheel's answer; `Performance/http/bench-http` checks that they do, byte for byte.
struct CeilingQuery {
    enum Layout { case wheel, parallax, carousel, slider, masonry, justified }

    var layout = Layout.wheel
    var type = CarouselType.linear
    var count = 0
    /// nil: the slider's own start, its first snap point.
    var offset: Double?
    var velocity = 0.0
    var fields = ItemFields.all
    var slider = SliderSettings()
    var width: Double?
    var height = viewport.height
    var columnWidth: Double?
    var gutter = 0.0
    /// The id after `@` in `sizes` or `aspectRatios`.
    var table = ""
    /// The id after `@` in `page` (`/page/layout`).
    var page = ""

    /// The API's default viewport and frame rate (Sources/PinwheelAPI/Parameters/ParameterTable.swift).
    private static let viewport = Size(width: 375, height: 667)
    private static let framesPerSecond = 60.0

    /// Reads one `name=value` pair as libmicrohttpd hands it over (NUL-terminated, percent-decoded).
    mutating func read(name: UnsafeRawBufferPointer, value: UnsafePointer<CChar>, valueSize: Int) {
        let bytes = UnsafeRawBufferPointer(start: value, count: valueSize)
        if Self.equals(name, "count") {
            count = strtol(value, nil, 10)
        } else if Self.equals(name, "offset") {
            offset = strtod(value, nil)
        } else if Self.equals(name, "velocity") {
            velocity = strtod(value, nil)
        } else if Self.equals(name, "layout") {
            layout = Self.layout(named: bytes)
        } else if Self.equals(name, "width") {
            width = strtod(value, nil)
        } else if Self.equals(name, "height") {
            height = strtod(value, nil)
        } else if Self.equals(name, "columnWidth") {
            columnWidth = strtod(value, nil)
        } else if Self.equals(name, "gutter") {
            gutter = strtod(value, nil)
        } else if Self.equals(name, "sizes") || Self.equals(name, "aspectRatios") {
            table = String(decoding: bytes.dropFirst(), as: UTF8.self)
        } else if Self.equals(name, "page") {
            page = String(decoding: bytes.dropFirst(), as: UTF8.self)
        } else if Self.equals(name, "type") {
            type = CarouselType.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) } ?? .linear
        } else if Self.equals(name, "fields") {
            let keys = bytes.split(separator: UInt8(ascii: ",")).compactMap { part in
                ItemFields.Key.allCases.first { $0.rawValue.utf8.elementsEqual(part) }
            }
            fields = ItemFields(keys: keys)
        } else if Self.equals(name, "effect") {
            slider.effect = SliderEffect.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) } ?? .slide
        } else if Self.equals(name, "slidesPerView") {
            slider.slidesPerView = .count(strtod(value, nil))
        } else if Self.equals(name, "centeredSlides") {
            slider.centeredSlides = Self.equals(bytes, "true")
        }
    }

    /// `/layout`'s answer and its entity tag, as Pinwheel's writer writes and hashes them.
    func layoutBody() -> TaggedBody {
        let offset = offset ?? 0
        let result: LayoutResult
        switch layout {
        case .wheel:
            result = WheelLayout(itemCount: count, viewport: Self.viewport).layout(atOffset: offset)
        case .parallax:
            var settings = ParallaxSettings()
            settings.itemSize = Size(width: Self.viewport.width, height: ParallaxSettings.defaultItemHeight)
            result = ParallaxLayout(sectionItemCounts: [count], viewport: Self.viewport, settings: settings)
                .layout(atOffset: offset)
        case .carousel:
            result = carousel.layout(atOffset: offset)
        case .slider:
            let layout = SliderLayout(slideCount: count, viewport: Self.viewport, settings: slider)
            let answer = layout.layout(atOffset: self.offset ?? layout.grid.snap(0))
            result = LayoutResult(
                layout: .slider, contentSize: answer.contentSize, items: answer.elements, activeIndex: answer.activeIndex)
        case .masonry, .justified:
            do {
                result = try gridWindow(atOffset: offset)
            } catch {
                Arguments.fail("\(layout) at \(offset): \(error)")
            }
        }
        return ResponseEncoder.fast.encodeTagged(result, fields: fields)
    }

    /// `/page/layout`'s answer and its entity tag (CeilingPages), at the page's default width.
    func pageBody() -> TaggedBody {
        CeilingPages.shared.layoutBody(
            page: page, width: width ?? Self.viewport.width, height: height, offset: offset ?? 0)
    }

    /// A masonry or justified window over the ceiling's table, with Pinwheel's item limit.
    private func gridWindow(atOffset offset: Double) throws -> LayoutResult {
        if layout == .masonry {
            let settings = MasonrySettings(width: width ?? Self.viewport.width, columnWidth: columnWidth, gutter: gutter)
            let layout = try MasonryLayout(
                checkpoints: try CeilingTables.shared.masonry(table: table, settings), viewportHeight: height)
            return try layout.window(atOffset: offset, itemLimit: Limits.itemsPerResponse).result(.masonry)
        }
        var settings = JustifiedSettings()
        settings.width = width ?? settings.width
        let layout = try JustifiedLayout(
            checkpoints: try CeilingTables.shared.justified(table: table, settings), viewportHeight: height)
        return try layout.window(atOffset: offset, itemLimit: Limits.itemsPerResponse).result(.justified)
    }

    /// `/motion`'s answer for a carousel release (goal 8's), as Pinwheel computes, writes and hashes it.
    func motionBody() -> TaggedBody {
        let carousel = carousel
        let motion = carousel.release(fromOffset: offset ?? 0, velocity: velocity)
        let frames = motion.frames(fps: Self.framesPerSecond).map { frame in
            MotionResult.Frame(
                items: carousel.layout(atOffset: frame.offset, toggle: frame.toggle ?? 0).items,
                offset: frame.offset, time: frame.time, toggle: frame.toggle)
        }
        let result = MotionResult(
            duration: frames.last?.time ?? 0, frames: frames, index: motion.index, offset: motion.restOffset)
        return ResponseEncoder.fast.encodeTagged(result, fields: fields)
    }

    private var carousel: CarouselLayout {
        CarouselLayout(type: type, itemCount: count, viewport: Self.viewport)
    }

    /// No array a request: the ceiling's own reading is kept as cheap as it can be.
    private static func layout(named bytes: UnsafeRawBufferPointer) -> Layout {
        if equals(bytes, "carousel") { return .carousel }
        if equals(bytes, "parallax") { return .parallax }
        if equals(bytes, "slider") { return .slider }
        if equals(bytes, "masonry") { return .masonry }
        return equals(bytes, "justified") ? .justified : .wheel
    }

    private static func equals(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        guard let start = bytes.baseAddress, bytes.count == text.utf8CodeUnitCount else { return text.utf8CodeUnitCount == 0 }
        return memcmp(start, text.utf8Start, bytes.count) == 0
    }
}
