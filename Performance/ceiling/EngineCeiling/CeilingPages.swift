// The engine ceiling's pages: descriptions read from files at start, each section's layout built once per viewport size, a window composed as Pinwheel composes it.

import Foundation
import LayoutEngine
import PinwheelAPI
import Synchronization
import WireFormat

/// The pages `--page ID=PATH` gives (a description as posted to Pinwheel's `/pages`, naming the
/// tables of `--table`), found by the id a query names (`page=@ID`). Each viewport size's stack
/// and sections' layouts are built by the first request at that size and held, as Pinwheel holds
/// a page's stack and its tables' checkpoints, so that a window costs the ceiling only laying out
/// its sections at their offsets, composing and writing. Only the layouts and parameters of
/// Performance/http/bench-http's goal 17 page (clients/fixtures/home-screen.json) are read: grid
/// (`count`, `minColumnWidth`, `itemHeight`, `gap`), masonry over a table (`count`,
/// `columnWidth`, `gutter`, `sizes`), carousel (`type`, `count`, `itemWidth`, `itemHeight`) and
/// slider (`count`, `loop`), each box at its layout's own offset; anything else is refused at start.
final class CeilingPages: Sendable {
    static let shared = CeilingPages()

    private let pages = Mutex<[String: Page]>([:])

    /// A page's sections and each viewport size's composition.
    private final class Page: Sendable {
        let sections: [PageSection]
        let queries: [[String: String]]
        let composed = Mutex<[Size: Composition]>([:])

        init(sections: [PageSection], queries: [[String: String]]) {
            self.sections = sections
            self.queries = queries
        }
    }

    /// A section's layout, built once per viewport size.
    private enum SectionLayout: Sendable {
        case flow(any GridFamilyLayout, LayoutName)
        case carousel(CarouselLayout)
        case slider(SliderLayout)
    }

    /// The stack at one width and each section's layout at that width and viewport height.
    private struct Composition: Sendable {
        let stack: PageStack
        let layouts: [SectionLayout]
    }

    /// Reads each `ID=PATH` of `--page`.
    func load(_ arguments: [String]) {
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else { Arguments.fail("--page takes ID=PATH, not \(argument)") }
            let path = String(argument[argument.index(after: equals)...])
            guard let data = FileManager.default.contents(atPath: path),
                let description = try? JSONDecoder().decode(Description.self, from: data)
            else { Arguments.fail("\(path): not a page description") }
            let page = Page(
                sections: description.sections.map(\.section), queries: description.sections.map { Self.items($0.query) })
            pages.withLock { $0[String(argument[..<equals])] = page }
        }
    }

    /// `/page/layout`'s answer for the page `id` names at `width`, `height` and `offset`.
    func layoutBody(page id: String, width: Double, height: Double, offset: Double) -> TaggedBody {
        guard let page = pages.withLock({ $0[id] }) else { Arguments.fail("no page \(id)") }
        let composition = Self.composition(of: page, width: width, height: height)
        let stack = composition.stack
        let viewport = PageViewport(offset: offset, height: height)
        var items: [LayoutAttributes] = []
        var states: [PageSectionState] = []
        for k in stack.window(in: viewport) {
            let content = stack.blocks[k].contentFrame
            let (elements, state) = Self.laidOut(composition.layouts[k], k, stack: stack, viewport: viewport)
            items += stack.answer(ofSection: k, in: viewport, layoutElements: elements, boxOffset: state.offset)
            states.append(
                PageSectionState(
                    section: k, kind: state.kind, frame: content, offset: state.offset, activeIndex: state.activeIndex))
        }
        return ResponseEncoder.fast.encodeTagged(
            PageLayoutResult(contentSize: stack.contentSize, sections: states, items: items))
    }

    /// Section `k`'s layout elements at `viewport`, its kind, the offset it was asked at and its `activeIndex`.
    private static func laidOut(
        _ layout: SectionLayout, _ k: Int, stack: PageStack, viewport: PageViewport
    ) -> ([LayoutAttributes], (kind: PageSectionState.Kind, offset: Double, activeIndex: Int?)) {
        switch layout {
        case .flow(let grid, let name):
            let offset = stack.flowOffset(ofSection: k, in: viewport)
            guard let window = try? grid.window(atOffset: offset, itemLimit: Limits.itemsPerResponse) else {
                Arguments.fail("section \(k): too many items at \(offset)")
            }
            let result = window.result(name)
            return (result.items, (.flow, offset, result.activeIndex))
        case .carousel(let carousel):
            let result = carousel.layout(atOffset: 0)
            return (result.items, (.box, 0, result.activeIndex))
        case .slider(let slider):
            let offset = slider.grid.snap(0)
            let result = slider.layout(atOffset: offset)
            return (result.elements, (.box, offset, result.activeIndex))
        }
    }

    /// The page's composition at `width` × `height`, built the first time.
    private static func composition(of page: Page, width: Double, height: Double) -> Composition {
        page.composed.withLock { composed in
            let size = Size(width: width, height: height)
            if let held = composed[size] { return held }
            let layouts = page.sections.indices.map { k in
                let contentWidth = width - page.sections[k].insets.left - page.sections[k].insets.right
                return layout(page.queries[k], section: page.sections[k], contentWidth: contentWidth, height: height)
            }
            do {
                let stack = try PageStack(width: width, sections: page.sections) { k, _ in
                    guard case .flow(let grid, _) = layouts[k] else { return 0 }
                    return grid.contentSize.height
                }
                let composition = Composition(stack: stack, layouts: layouts)
                composed[size] = composition
                return composition
            } catch {
                Arguments.fail("the page at \(width): \(error)")
            }
        }
    }

    /// A section's layout from its query, read without validation.
    private static func layout(
        _ query: [String: String], section: PageSection, contentWidth: Double, height: Double
    ) -> SectionLayout {
        let number = { (name: String) -> Double? in query[name].flatMap { Double($0) } }
        let count = query["count"].flatMap { Int($0) } ?? 0
        do {
            switch query["layout"] {
            case "grid":
                let gap = number("gap") ?? 0
                let settings = GridSettings(
                    width: contentWidth, columns: .autoFill(minimumWidth: number("minColumnWidth") ?? 0), columnGap: gap,
                    rowGap: gap)
                let checkpoints = try GridCheckpoints(
                    heights: ItemLengths(repeating: number("itemHeight") ?? 0, count: count), settings: settings)
                return .flow(try CSSGridLayout(checkpoints: checkpoints, viewportHeight: height), .grid)
            case "masonry":
                let settings = MasonrySettings(
                    width: contentWidth, columnWidth: number("columnWidth"), gutter: number("gutter") ?? 0)
                let table = String((query["sizes"] ?? "").dropFirst())
                let checkpoints = try CeilingTables.shared.masonry(table: table, settings)
                return .flow(try MasonryLayout(checkpoints: checkpoints, viewportHeight: height), .masonry)
            case "carousel":
                guard case .box(let boxHeight, _) = section.kind else { break }
                let type = CarouselType.allCases.first { $0.rawValue == query["type"] } ?? .linear
                let itemSize = Size(width: number("itemWidth") ?? 200, height: number("itemHeight") ?? 200)
                return .carousel(
                    CarouselLayout(
                        type: type, itemCount: count, viewport: Size(width: contentWidth, height: boxHeight),
                        itemSize: itemSize))
            case "slider":
                guard case .box(let boxHeight, _) = section.kind else { break }
                var settings = SliderSettings()
                settings.loop = query["loop"] == "true"
                return .slider(
                    SliderLayout(slideCount: count, viewport: Size(width: contentWidth, height: boxHeight), settings: settings))
            default: break
            }
        } catch {
            Arguments.fail("\(query): \(error)")
        }
        Arguments.fail("the engine ceiling's pages do not lay out \(query)")
    }

    /// A query's `name=value` pairs (the goal's queries need no decoding).
    private static func items(_ query: String) -> [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            items[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return items
    }

    /// The description's JSON, as docs/PAGE.md §1 gives it.
    private struct Description: Decodable {
        var sections: [Entry]
    }

    private struct Entry: Decodable {
        struct Boundary: Decodable {
            var height: Double
            var pinned: Bool?
            var stretchy: Bool?
        }

        struct Insets: Decodable {
            var top, left, bottom, right: Double?
        }

        var query: String
        var height: Double?
        var header: Boundary?
        var footer: Boundary?
        var insets: Insets?
        var background: Bool?

        /// A flow without a height; a box (whose frames are in its viewport's coordinates, as the
        /// carousel's and the slider's are) with one.
        var section: PageSection {
            PageSection(
                kind: height.map { .box(height: $0, frameScrollAxis: nil) } ?? .flow,
                header: header.map(Self.boundary), footer: footer.map(Self.boundary),
                insets: PageInsets(
                    top: insets?.top ?? 0, left: insets?.left ?? 0, bottom: insets?.bottom ?? 0, right: insets?.right ?? 0),
                background: background ?? false)
        }

        private static func boundary(_ boundary: Boundary) -> PageBoundary {
            PageBoundary(height: boundary.height, pinned: boundary.pinned ?? false, stretchy: boundary.stretchy ?? false)
        }
    }
}
