// `GET /motion`'s query, validated into a layout, what moves it and the frames to sample, within the limits.

public import LayoutEngine
public import HTTPCore
public import WireFormat

/// A validated `/motion` request: the layout at the offset the motion starts from, what moves it
/// (a release or a scroll to an item), the frame rate and the item keys to write. Validation
/// computes the motion and its frame times (no layouts), so that an answer over the limits is
/// refused before any frame is laid out.
public struct MotionRequest: EndpointRequest, Hashable {
    /// What moves the offset.
    public enum Movement: Hashable, Sendable {
        /// A release at `velocity` points a second.
        case release(velocity: Double)
        /// An animated scroll to `item` of `section` (the parallax list's; 0 elsewhere).
        case scroll(section: Int, item: Int)
    }

    /// The layout, at the offset the motion starts from.
    public var layout: LayoutRequest
    public var movement: Movement
    public var framesPerSecond: Int
    /// The UIKit family's deceleration rate; the carousel has its own physics and takes none.
    public var rate: DecelerationRate
    public var fields: ItemFields
    /// The motion and its frames, without their layouts.
    public private(set) var motion: Motion
    public private(set) var frames: [MotionFrame]

    /// `EndpointRequest`'s validation, for this endpoint.
    public init(query: Query, length: Int, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil) throws(Problem) {
        let reader = try QueryReader(query, length: length, sizeTables: sizeTables)
        layout = try LayoutRequest(reader, endpoint: .motion, pathLayout: pathLayout)
        movement = try Self.movement(reader, layout)
        framesPerSecond = try reader.integerWithDefault(.fps)
        rate = try Self.rate(reader)
        fields = try ItemFields(reader)
        motion = Self.motion(layout, movement, rate)
        frames = []
        frames = try framesWithinLimits()
    }

    /// The answer: each frame laid out as `/layout` lays it out at that offset (coverFlow2: with
    /// that frame's toggle).
    public func result() -> MotionResult {
        MotionResult(
            duration: frames.last?.time ?? 0,
            frames: zip(frames, layout.results(frames: frames)).map { frame, result in
                MotionResult.Frame(
                    items: result.items, offset: frame.offset, time: frame.time, toggle: frame.toggle,
                    activeIndex: result.activeIndex)
            },
            index: motion.index, offset: motion.restOffset)
    }

    // MARK: Validation

    /// `velocity` or `item` (with `section` for the parallax list), not both; a release at 0 when
    /// neither. The item must exist, as `UICollectionView.scrollToItem` requires.
    private static func movement(_ reader: QueryReader, _ layout: LayoutRequest) throws(Problem) -> Movement {
        let velocity = try reader.optionalNumber(.velocity) ?? 0
        let section = try reader.optionalInteger(.section)
        guard let item = try reader.optionalInteger(.item) else {
            if section != nil {
                throw .invalidParameter(QueryParameter.section.name, "only with item, the item of that section to scroll to")
            }
            return .release(velocity: velocity)
        }
        if reader.contains(.velocity) {
            throw .invalidParameter(
                QueryParameter.item.name, "not with velocity: a motion is a release (velocity) or a scroll to an item (item)")
        }
        let itemCount: Int
        switch layout {
        case .wheel(let wheel, _, _): itemCount = wheel.itemCount
        case .carousel(let carousel, _, _): itemCount = carousel.numberOfItems
        case .slider(let slider, _, _): itemCount = slider.slideCount
        case .parallax(let stretchy, _):
            let counts = stretchy.sectionItemCounts
            guard counts.indices.contains(section ?? 0) else {
                throw .invalidParameter(QueryParameter.section.name, "no section \(section ?? 0): the list has \(counts.count)")
            }
            itemCount = counts[section ?? 0]
        case .circle: itemCount = 0  // not accepted: nothing scrolls
        case .grids(let grid): itemCount = grid.itemCount
        }
        guard item < itemCount else {
            let range = itemCount > 0 ? "there are \(itemCount), 0 to \(itemCount - 1)" : "there are none"
            throw .invalidParameter(QueryParameter.item.name, "no item \(item): \(range)")
        }
        return .scroll(section: section ?? 0, item: item)
    }

    /// `normal` (the default), `fast`, or a decimal `0.9 ≤ d < 1`.
    static func rate(_ reader: QueryReader) throws(Problem) -> DecelerationRate {
        let name = QueryParameter.rate.name
        switch try reader.text(.rate) {
        case nil, "normal": return .normal
        case "fast": return .fast
        case let text?:
            guard DecimalSyntax.isNumber(text.utf8), let value = Double(text) else {
                throw .invalidParameter(name, "'\(text)' is not normal, fast or a decimal number")
            }
            guard let rate = DecelerationRate(rawValue: value) else {
                throw .invalidParameter(name, "\(text) is out of range: must be normal, fast or 0.9 up to (not including) 1")
            }
            return rate
        }
    }

    private static func motion(_ layout: LayoutRequest, _ movement: Movement, _ rate: DecelerationRate) -> Motion {
        switch (layout, movement) {
        case (.wheel(let wheel, let offset, _), .release(let velocity)):
            wheel.release(fromOffset: offset, velocity: velocity, rate: rate)
        case (.wheel(let wheel, let offset, _), .scroll(_, let item)):
            wheel.scroll(fromOffset: offset, toItem: item, rate: rate)
        case (.circle(let circle, let offset), .release(let velocity)):
            circle.release(fromOffset: offset, velocity: velocity, rate: rate)
        case (.circle(let circle, let offset), .scroll):
            // Never validated (`item` is no parameter of the circle's, since nothing scrolls): at rest.
            circle.release(fromOffset: offset, velocity: 0, rate: rate)
        case (.parallax(let stretchy, let offset), .release(let velocity)):
            stretchy.release(fromOffset: offset, velocity: velocity, rate: rate)
        case (.parallax(let stretchy, let offset), .scroll(let section, let item)):
            // The item exists (validated), so the scroll does.
            stretchy.scroll(fromOffset: offset, toSection: section, item: item, rate: rate)
                ?? stretchy.release(fromOffset: offset, velocity: 0, rate: rate)
        case (.carousel(let carousel, let offset, _), .release(let velocity)):
            carousel.release(fromOffset: offset, velocity: velocity)
        case (.carousel(let carousel, let offset, _), .scroll(_, let item)):
            carousel.scroll(fromOffset: offset, toItem: item)
        case (.slider(let slider, let offset, _), .release(let velocity)):
            slider.release(fromOffset: offset, velocity: velocity)
        case (.slider(let slider, let offset, _), .scroll(_, let item)):
            slider.scroll(fromOffset: offset, toItem: item)
        case (.grids(let grid), .release(let velocity)):
            grid.layout.release(fromOffset: grid.offset, velocity: velocity, rate: rate)
        case (.grids(let grid), .scroll(_, let item)):
            // The item exists (validated); one the layout leaves out (past maxNumRows, a hidden
            // widow) has no top to scroll to: the motion rests.
            grid.layout.scroll(fromOffset: grid.offset, toItem: item, rate: rate)
                ?? grid.layout.release(fromOffset: grid.offset, velocity: 0, rate: rate)
        }
    }

    /// The frame times, once the answer is known to fit: at most `Limits.framesPerMotion` frames
    /// (`restTime · fps` first, so that no long motion is walked), every offset one `/layout` takes,
    /// at most `Limits.itemsPerResponse` items in a frame and `Limits.itemsPerMotion` in all.
    private func framesWithinLimits() throws(Problem) -> [MotionFrame] {
        let fps = Double(framesPerSecond)
        let estimate = motion.restTime * fps
        guard estimate <= Double(Limits.framesPerMotion) else {
            let count = estimate < 0x1p62 ? Int(estimate) + 1 : Int.max
            throw .tooManyFrames(frameLimitParameter, count: count, duration: motion.restTime, fps: framesPerSecond)
        }
        let frameCount = motion.frameCount(fps: fps)
        guard frameCount <= Limits.framesPerMotion else {
            throw .tooManyFrames(
                frameLimitParameter, count: frameCount, duration: motion.duration(fps: fps), fps: framesPerSecond)
        }
        let frames = motion.frames(fps: fps)
        let itemsAt = layout.itemCounter()
        var itemCount = 0
        for frame in frames {
            guard abs(frame.offset) <= Limits.offset else {
                throw .invalidParameter(
                    movementParameter,
                    "the motion would reach offset \(frame.offset), beyond the ±\(Int(Limits.offset)) /layout takes")
            }
            let (count, parameter) = itemsAt(frame.offset)
            guard count <= Limits.itemsPerResponse else { throw .tooManyItems(parameter, count: count) }
            itemCount += count
        }
        guard itemCount <= Limits.itemsPerMotion else {
            throw .tooManyMotionItems(QueryParameter.fps.name, count: itemCount, frames: frames.count)
        }
        return frames
    }

    /// What to change when the motion has too many frames: `fps`, unless even one frame a second
    /// is too many, which only a `rate` near 1 makes (the default's motions last seconds), or for
    /// the slider a long `speed`.
    private var frameLimitParameter: String {
        guard motion.restTime >= Double(Limits.framesPerMotion - 1) else { return QueryParameter.fps.name }
        if case .slider = layout { return QueryParameter.speed.name }
        return QueryParameter.rate.name
    }

    /// The parameter that says where the motion goes.
    private var movementParameter: String {
        switch movement {
        case .release: QueryParameter.velocity.name
        case .scroll: QueryParameter.item.name
        }
    }
}
