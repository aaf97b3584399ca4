// `/page/motion` and `/page/snap` (docs/PAGE.md §4): the page released or scrolled along y, or one box moved by its own layout.

import HTTPCore
import LayoutEngine

extension PageAnswers {
    /// `/page/motion`'s answer: with `section` and `velocity` or `item` on a box, the box's own
    /// motion (the page still); with `section` alone, the page scrolled to the block's top; with
    /// `section` and `item` on a flow, to the item under the block's pinned header; else the
    /// page released at `velocity` (0 when absent). Every frame holds `/page/layout`'s items there.
    static func motion(_ query: PageQuery, store: SizeTableStore) throws(Problem) -> MotionResult {
        let reader = query.reader
        let stack = try stack(query, store: store)
        let entries = query.page.description.entries
        let section = try reader.optionalInteger(.pageSection)
        let item = try reader.optionalInteger(.item)
        let velocity = try reader.optionalNumber(.velocity)
        if item != nil, velocity != nil {
            throw .invalidParameter("item", "not with velocity: a motion is a release (velocity) or a scroll to an item (item)")
        }
        let fps = try reader.integerWithDefault(.fps)
        let rate = try MotionRequest.rate(reader)
        guard let section else {
            if item != nil { throw .invalidParameter("item", "only with section, the section whose item to scroll to") }
            let motion = stack.release(
                fromOffset: query.offset, velocity: velocity ?? 0, viewportHeight: query.height, rate: rate)
            return try pageFrames(motion, query: query, store: store, fps: fps, moving: "velocity")
        }
        guard entries.indices.contains(section) else {
            throw .invalidParameter("section", "no section \(section): the page has \(entries.count)")
        }
        let entry = entries[section]
        if case .box = entry.section.kind, item != nil || velocity != nil {
            return try boxMotion(section, query: query, stack: stack, store: store, rate: rate)
        }
        if velocity != nil {
            throw .invalidParameter("velocity", "section \(section) is a flow, which the page moves: leave section out")
        }
        let target: Double
        if let item {
            let viewport = PageViewport(offset: query.offset, height: query.height)
            let (request, _) = try sectionRequest(
                section, stack: stack, query: query, viewport: viewport, scroll: query.scroll, store: store)
            guard let top = request.itemTop(item) else {
                throw .invalidParameter("item", "no item \(item) in section \(section)")
            }
            target = stack.scrollOffset(toSection: section, itemTop: top, viewportHeight: query.height) ?? query.offset
        } else {
            target = stack.scrollOffset(toSection: section, viewportHeight: query.height)
        }
        let motion = stack.scroll(
            fromOffset: query.offset, to: target, index: item, viewportHeight: query.height, rate: rate)
        return try pageFrames(motion, query: query, store: store, fps: fps, moving: item == nil ? "section" : "item")
    }

    /// The page's own motion, each frame `/page/layout`'s items at the frame's offset; a frame
    /// beyond the offsets `/page/layout` takes is refused naming `moving`, the parameter that
    /// asked for the motion, as a layout's `/motion` refuses it.
    private static func pageFrames(
        _ motion: Motion, query: PageQuery, store: SizeTableStore, fps: Int, moving: String
    ) throws(Problem) -> MotionResult {
        let frameCount = motion.frameCount(fps: Double(fps))
        guard frameCount <= Limits.framesPerMotion else {
            throw .tooManyFrames("fps", count: frameCount, duration: motion.duration(fps: Double(fps)), fps: fps)
        }
        var frames: [MotionResult.Frame] = []
        var itemCount = 0
        let frameOffsets = motion.frames(fps: Double(fps))
        if let beyond = frameOffsets.first(where: { abs($0.offset) > Limits.offset }) {
            throw .invalidParameter(
                moving, "the motion would reach offset \(beyond.offset), beyond the ±\(Int(Limits.offset)) /page/layout takes")
        }
        for frame in frameOffsets {
            let items = try layout(query, store: store, offset: frame.offset).items
            itemCount += items.count
            guard itemCount <= Limits.itemsPerMotion else {
                throw .tooManyMotionItems("fps", count: itemCount, frames: frameCount)
            }
            frames.append(MotionResult.Frame(items: items, offset: frame.offset, time: frame.time, toggle: nil))
        }
        return MotionResult(duration: frames.last?.time ?? 0, frames: frames, index: motion.index, offset: motion.restOffset)
    }

    /// Box `k` moved by its own layout's `/motion` (its query, its `scroll` offset, and the
    /// request's `velocity` or `item`, `fps` and `rate`), the page still at its offset. A layout
    /// that decelerates its own way (the carousel, the slider) takes no `rate`: it is not passed
    /// on, and only its default, `normal`, which a client may always send, is answered.
    private static func boxMotion(
        _ k: Int, query: PageQuery, stack: PageStack, store: SizeTableStore, rate: DecelerationRate
    ) throws(Problem) -> MotionResult {
        let entry = query.page.description.entries[k]
        guard case .box(let height, _) = entry.section.kind else { preconditionFailure("section \(k) is a box") }
        let takesRate = QueryParameter.rate.layouts.contains(entry.query.layout)
        guard takesRate || rate == .normal else {
            throw .invalidParameter(
                "rate", "section \(k)'s \(entry.query.layout.rawValue) decelerates its own way: leave rate out (or normal)")
        }
        let names = takesRate ? ["velocity", "item", "fps", "rate"] : ["velocity", "item", "fps"]
        let passed = query.items.filter { names.contains($0.name) }
        let asked = entry.query.asked(
            width: stack.blocks[k].contentFrame.width, height: height, offset: query.scroll[k], adding: passed)
        let boxMotion: MotionResult
        do throws(Problem) {
            boxMotion = try MotionRequest(query: asked, length: Request.length(of: asked), sizeTables: store).result()
        } catch {
            throw error.parameter.map { ["velocity", "item", "fps", "rate"].contains($0) } == true
                ? error : error.naming("sections[\(k)].query")
        }
        var frames: [MotionResult.Frame] = []
        var itemCount = 0
        for frame in boxMotion.frames {
            var scroll = query.scroll
            scroll[k] = frame.offset
            let items = try layout(query, store: store, scroll: scroll, replacing: (k, frame)).items
            itemCount += items.count
            guard itemCount <= Limits.itemsPerMotion else {
                throw .tooManyMotionItems("fps", count: itemCount, frames: boxMotion.frames.count)
            }
            frames.append(
                MotionResult.Frame(
                    items: items, offset: query.offset, time: frame.time, toggle: frame.toggle,
                    activeIndex: frame.activeIndex, scroll: frame.offset))
        }
        return MotionResult(duration: boxMotion.duration, frames: frames, index: boxMotion.index, offset: query.offset)
    }

    /// `/page/snap`'s answer: box `section`'s `/snap` at its offset (`scroll`) and `velocity`.
    static func snap(_ query: PageQuery, store: SizeTableStore) throws(Problem) -> SnapResult {
        let entries = query.page.description.entries
        guard let section = try query.reader.optionalInteger(.pageSection) else {
            throw .missingParameter("section", "the box (a wheel, carousel or slider section) to snap")
        }
        guard entries.indices.contains(section), case .box(let height, _) = entries[section].section.kind,
            Endpoint.snap.layouts.contains(entries[section].query.layout)
        else {
            throw .invalidParameter("section", "section \(section) is not a wheel, carousel or slider box of this page")
        }
        let stack = try stack(query, store: store)
        let passed = query.items.filter { $0.name == "velocity" }
        let asked = entries[section].query.asked(
            width: stack.blocks[section].contentFrame.width, height: height, offset: query.scroll[section], adding: passed)
        do throws(Problem) {
            return try SnapRequest(query: asked, length: Request.length(of: asked), sizeTables: store).result()
        } catch {
            throw error.parameter == "velocity" ? error : error.naming("sections[\(section)].query")
        }
    }
}

extension LayoutRequest {
    /// The top of `item`'s frame in the layout's own content coordinates, for a page's flow
    /// (the parallax list's cells of its one section, the grids' items); nil when there is none.
    func itemTop(_ item: Int) -> Double? { visit(ItemTop(item: item)) }
}

private struct ItemTop: LayoutVisitor {
    let item: Int

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> Double? { posed.layout.itemTop(item) }
}
