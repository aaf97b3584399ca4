// A motion of a layout's offset (a release, a scroll to an item) and the frames it is sampled at.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a layout's offset moves after a release or toward an item (MOTION.md §1–§3): where and
/// when it comes to rest, the offset at any time, and the frames a client draws.
///
/// Build one with a layout's `release(fromOffset:velocity:…)` or `scroll(fromOffset:toItem:…)`.
/// `restTime` is known in closed form, so a caller can refuse a motion too long to sample before
/// sampling anything.
public struct Motion: Hashable, Sendable {
    /// `ε`: the distance, in points, below which a UIKit-family motion counts as arrived.
    public static let arrivalDistance = 0.5

    /// The offset the motion starts from.
    public let startOffset: Double
    /// The offset it comes to rest at.
    public let restOffset: Double
    /// The item at rest (the wheel's centred card, the carousel's current item) or the item
    /// scrolled to (for the parallax list, the item within its section); `nil` when a circle or
    /// parallax release does not rest on an item.
    public let index: Int?
    /// `T_offset`: the time, in seconds from the start, at which the offset comes to rest; 0 when
    /// it does not move.
    public let restTime: Double
    /// The curves before `restTime`, in the motion's own units (points; items for the carousel).
    let phases: [MotionPhase]
    /// The carousel's units and coverFlow2's toggle; `nil` for the UIKit family.
    let carousel: CarouselTrack?

    init(
        startOffset: Double, restOffset: Double, index: Int?, restTime: Double, phases: [MotionPhase],
        carousel: CarouselTrack? = nil
    ) {
        self.startOffset = startOffset
        self.restOffset = restOffset
        self.index = index
        self.restTime = restTime
        self.phases = phases
        self.carousel = carousel
    }

    /// A motion that is already at rest: one frame, at `offset`.
    static func still(at offset: Double, from startOffset: Double, index: Int?, carousel: CarouselTrack? = nil) -> Motion {
        Motion(startOffset: startOffset, restOffset: offset, index: index, restTime: 0, phases: [], carousel: carousel)
    }

    /// The offset at `time` seconds: the curve in force then, or `restOffset` from `restTime` on.
    public func offset(atTime time: Double) -> Double {
        guard time < restTime, let phase = phase(atTime: time) else { return restOffset }
        let position = phase.curve.position(at: max(0, time) - phase.start)
        return carousel?.offset(atPosition: position) ?? position
    }

    /// The velocity, in points a second, at `time` seconds; 0 from `restTime` on.
    public func velocity(atTime time: Double) -> Double {
        guard time < restTime, let phase = phase(atTime: time) else { return 0 }
        let velocity = phase.curve.velocity(at: max(0, time) - phase.start)
        return velocity * (carousel?.itemLength ?? 1)
    }

    /// The position (points, or items for the carousel) at `time`, before `restTime`.
    func position(atTime time: Double) -> Double {
        guard let phase = phase(atTime: time) else { return carousel?.restPosition ?? restOffset }
        return phase.curve.position(at: max(0, time) - phase.start)
    }

    /// The last phase begun by `time` (the first before any has).
    private func phase(atTime time: Double) -> MotionPhase? {
        phases.last { $0.start <= time } ?? phases.first
    }
}

/// One frame of a motion: its time, the offset to lay out then, and (coverFlow2 only, else
/// `nil`) the toggle to lay it out with.
public struct MotionFrame: Hashable, Codable, Sendable {
    /// Seconds from the start of the motion.
    public var time: Double
    public var offset: Double
    /// coverFlow2's `toggle` at this frame (MOTION.md §2); `nil` for every other layout.
    public var toggle: Double?

    public init(time: Double, offset: Double, toggle: Double? = nil) {
        self.time = time
        self.offset = offset
        self.toggle = toggle
    }
}

// MARK: - Frames

extension Motion {
    /// The frames a client draws at `fps` frames a second (MOTION.md §3): at `k / fps` while
    /// before `restTime`, then one at `restTime` at the resting offset; for coverFlow2, more at rest
    /// until the toggle is back to 0. Times within `frameTimeTolerance` of those boundaries are the
    /// boundaries' own frames. `fps` must be positive and finite.
    public func frames(fps: Double = 60) -> [MotionFrame] {
        precondition(fps > 0 && fps.isFinite, "fps must be positive and finite")
        var frames: [MotionFrame] = []
        frames.reserveCapacity(min(Self.framesBefore(restTime, fps: fps), 1 << 20) + 1)
        forEachFrame(fps: fps) { frames.append($0) }
        return frames
    }

    /// How many frames `frames(fps:)` gives, without building them: from `restTime` alone, but
    /// for coverFlow2 (whose frames after rest depend on when the current item last changed) from
    /// a walk over the frame times that lays nothing out.
    public func frameCount(fps: Double = 60) -> Int {
        precondition(fps > 0 && fps.isFinite, "fps must be positive and finite")
        guard carousel?.toggleDuration != nil else { return Self.framesBefore(restTime, fps: fps) + 1 }
        var count = 0
        forEachFrame(fps: fps) { _ in count += 1 }
        return count
    }

    /// The motion's duration: the time of its last frame (`restTime`, or later for coverFlow2).
    public func duration(fps: Double = 60) -> Double {
        precondition(fps > 0 && fps.isFinite, "fps must be positive and finite")
        guard carousel?.toggleDuration != nil else { return restTime }
        var last = restTime
        forEachFrame(fps: fps) { last = $0.time }
        return last
    }

    private func forEachFrame(fps: Double, _ body: (MotionFrame) -> Void) {
        if let carousel, let toggleDuration = carousel.toggleDuration {
            forEachToggledFrame(fps: fps, carousel: carousel, toggleDuration: toggleDuration, body)
            return
        }
        for frame in 0..<Self.framesBefore(restTime, fps: fps) {
            let time = Double(frame) / fps
            body(MotionFrame(time: time, offset: offset(atTime: time)))
        }
        body(MotionFrame(time: restTime, offset: restOffset))
    }

    /// Frame times this close (seconds) are one instant. `T_offset` and `toggleTime +
    /// toggleDuration` are sums that can round off a frame time `k / fps` they equal (`8/30 + 0.4`
    /// is one unit in the last place above `20/30`); such a frame is the boundary's own, not a
    /// second frame beside it.
    public static let frameTimeTolerance = 1e-9

    /// How many frame times `k / fps` (k = 0, 1, …) fall before `time`: the least `k` with
    /// `k / fps ≥ time − frameTimeTolerance`, so that a `time` on a frame time is not sampled
    /// twice. Saturates at 2⁵² for times no caller should sample.
    static func framesBefore(_ time: Double, fps: Double) -> Int {
        let limit = time - frameTimeTolerance
        guard limit > 0 else { return 0 }
        let estimate = (limit * fps).rounded(.up)
        guard estimate < 0x1p52 else { return 1 << 52 }
        var count = Int(estimate)
        while count > 0 && Double(count - 1) / fps >= limit { count -= 1 }
        while Double(count) / fps < limit { count += 1 }
        return count
    }
}
