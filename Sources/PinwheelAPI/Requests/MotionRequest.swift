// `GET /motion`'s query, validated into a layout, what moves it and the frames to sample, within the limits.

public import LayoutEngine
public import HTTPCore
public import WireFormat

/// A validated `/motion` request: the layout at the offset the motion starts from, what moves it
/// (a release or a scroll to an item), the frame rate and the item keys to write. Validation
/// computes the motion and its frame times (no layouts), so that an answer over the limits is
/// refused before any frame is laid out.
public struct MotionRequest: AnsweringRequest, Hashable {
    public static var endpoint: Endpoint { .motion }

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

    /// The frames, each item cut to `fields`.
    public func answer(_ encoder: ResponseEncoder) -> [UInt8] { encoder.encode(result(), fields: fields) }

    public func taggedAnswer(_ encoder: ResponseEncoder) -> TaggedBody { encoder.encodeTagged(result(), fields: fields) }

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
        let inSection = section ?? 0
        let itemCount = try layout.visit(ScrollTargets(section: inSection))
        guard item < itemCount else {
            let range = itemCount > 0 ? "there are \(itemCount), 0 to \(itemCount - 1)" : "there are none"
            throw .invalidParameter(QueryParameter.item.name, "no item \(item): \(range)")
        }
        return .scroll(section: inSection, item: item)
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
        layout.visit(Moving(movement: movement, rate: rate))
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
        let itemCount = try layout.visit(FrameItems(frames: frames, movementParameter: movementParameter))
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
        return layout.visit(MotionLengthParameter()).name
    }

    /// The parameter that says where the motion goes.
    private var movementParameter: String {
        switch movement {
        case .release: QueryParameter.velocity.name
        case .scroll: QueryParameter.item.name
        }
    }
}

/// The items of `section` a scroll may go to; a problem naming `section` when there is none.
private struct ScrollTargets: LayoutVisitor {
    typealias Failure = Problem
    let section: Int

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) throws(Problem) -> Int {
        guard let count = posed.layout.scrollTargetCount(inSection: section) else {
            throw .invalidParameter(
                QueryParameter.section.name, "no section \(section): the list has \(posed.layout.sectionCount)")
        }
        return count
    }
}

/// The motion of the request's movement.
private struct Moving: LayoutVisitor {
    let movement: MotionRequest.Movement
    let rate: DecelerationRate

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> Motion {
        switch movement {
        case .release(let velocity): posed.layout.releaseMotion(fromOffset: posed.offset, velocity: velocity, rate: rate)
        case .scroll(let section, let item):
            posed.layout.scrollMotion(fromOffset: posed.offset, toSection: section, item: item, rate: rate)
        }
    }
}

/// Every frame's offset one `/layout` takes, at most `Limits.itemsPerResponse` items in a frame:
/// the items of all the frames.
private struct FrameItems: LayoutVisitor {
    typealias Failure = Problem
    let frames: [MotionFrame]
    let movementParameter: String

    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) throws(Problem) -> Int {
        var itemCount = 0
        let everyFrame = posed.layout.itemCountAtEveryOffset
        for frame in frames {
            guard abs(frame.offset) <= Limits.offset else {
                throw .invalidParameter(
                    movementParameter,
                    "the motion would reach offset \(frame.offset), beyond the ±\(Int(Limits.offset)) /layout takes")
            }
            let pose = posed.layout.pose(posed.pose, startingAt: posed.offset, atFrame: frame)
            let count = everyFrame ?? posed.layout.itemCount(atOffset: frame.offset, pose: pose)
            guard count <= Limits.itemsPerResponse else {
                throw .tooManyItems(posed.layout.itemLimitParameter(pose), count: count)
            }
            itemCount += count
        }
        return itemCount
    }
}

private struct MotionLengthParameter: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> QueryParameter { Layout.motionLengthParameter }
}
