// coverFlow2's toggle during a motion: iCarousel's `step` and `didScroll`, frame by frame.

/// The state iCarousel keeps for coverFlow2 between frames (MOTION.md §2): `_toggle`, the time
/// it was last set (`_toggleTime`), and the current item of the previous frame.
struct CoverFlowToggle {
    private(set) var toggle = 0.0
    private(set) var toggleTime = 0.0
    private var item: Int
    let duration: Double

    init(item: Int, duration: Double) {
        self.item = item
        self.duration = duration
    }

    /// `toggleDuration = 0.2 + 0.2 · (w ≠ 0 ? min(1, 1/|w|) : 1)` for a release at `w` items a
    /// second (`MIN_TOGGLE_DURATION`, `MAX_TOGGLE_DURATION`); 0.4 for a scroll to an item (w = 0).
    static func duration(itemsPerSecond velocity: Double) -> Double {
        0.2 + 0.2 * (velocity != 0 ? min(1, 1 / abs(velocity)) : 1)
    }

    /// The decay `step` applies while the toggle is not 0: eased back to 0 over `duration` from
    /// `toggleTime`, reaching it at `toggleTime + duration` (to `Motion.frameTimeTolerance`).
    mutating func decay(at time: Double) {
        guard toggle != 0 else { return }
        let elapsed = time - toggleTime
        let progress = elapsed >= duration - Motion.frameTimeTolerance ? 1 : min(1, elapsed / duration)
        let eased = MotionCurve.easeInOut(progress)
        toggle = toggle < 0 ? eased - 1 : 1 - eased
    }

    /// `didScroll`: a change of current item sets the toggle to the (clamped) distance from the
    /// new item back to the previous one.
    mutating func move(to current: Int, at time: Double, in layout: CarouselLayout) {
        defer { item = current }
        guard current != item else { return }
        let distance = layout.minScrollDistance(from: Double(current), to: Double(item))
        toggle = max(-1, min(1, distance))
        toggleTime = time
    }
}

extension Motion {
    /// coverFlow2's frames: those of the offset, each with the toggle after that frame's decay
    /// and move, then (when the toggle is not back to 0 at rest) frames at rest at `k / fps`
    /// after `restTime` and before `toggleTime + toggleDuration`, and a last one there, at 0
    /// (boundaries to `frameTimeTolerance`, as in `frames(fps:)`).
    func forEachToggledFrame(
        fps: Double, carousel: CarouselTrack, toggleDuration: Double, _ body: (MotionFrame) -> Void
    ) {
        let framesBefore = Self.framesBefore(restTime, fps: fps)
        var state = CoverFlowToggle(item: carousel.item(atPosition: position(atTime: 0)), duration: toggleDuration)
        for frame in 0..<framesBefore {
            let time = Double(frame) / fps
            if frame > 0 {
                state.decay(at: time)
                state.move(to: carousel.item(atPosition: position(atTime: time)), at: time, in: carousel.layout)
            }
            body(MotionFrame(time: time, offset: offset(atTime: time), toggle: state.toggle))
        }
        if framesBefore > 0 {
            state.decay(at: restTime)
            state.move(to: carousel.item(atPosition: carousel.restPosition), at: restTime, in: carousel.layout)
        }
        body(MotionFrame(time: restTime, offset: restOffset, toggle: state.toggle))
        let end = state.toggleTime + toggleDuration
        guard state.toggle != 0, end > restTime + Self.frameTimeTolerance else { return }
        var frame = framesBefore
        if Double(frame) / fps <= restTime + Self.frameTimeTolerance { frame += 1 }
        while Double(frame) / fps < end - Self.frameTimeTolerance {
            let time = Double(frame) / fps
            state.decay(at: time)
            body(MotionFrame(time: time, offset: restOffset, toggle: state.toggle))
            frame += 1
        }
        body(MotionFrame(time: end, offset: restOffset, toggle: 0))
    }
}
