// A motion's answer: where and when it comes to rest, and the layout at every frame.

/// A `/motion` answer: where and when the motion comes to rest, and the layout at every frame.
public struct MotionResult: Hashable, Sendable {
    /// The last frame's time, in seconds.
    public var duration: Double
    public var frames: [Frame]
    /// The item at rest (wheel, carousel) or scrolled to; nil for a circle or parallax release.
    public var index: Int?
    /// The offset at rest.
    public var offset: Double

    /// One frame: its time, offset, coverFlow2's toggle and what `/layout` answers there (the
    /// items, and the slider's `activeIndex`).
    public struct Frame: Hashable, Sendable {
        public var items: [LayoutAttributes]
        public var offset: Double
        public var time: Double
        /// coverFlow2 only.
        public var toggle: Double?
        /// The slider only.
        public var activeIndex: Int?
        /// A page's box motion only (docs/PAGE.md §4): the box's own offset in the frame.
        public var scroll: Double?

        public init(
            items: [LayoutAttributes], offset: Double, time: Double, toggle: Double?, activeIndex: Int? = nil,
            scroll: Double? = nil
        ) {
            self.items = items
            self.offset = offset
            self.time = time
            self.toggle = toggle
            self.activeIndex = activeIndex
            self.scroll = scroll
        }
    }

    public init(duration: Double, frames: [Frame], index: Int?, offset: Double) {
        self.duration = duration
        self.frames = frames
        self.index = index
        self.offset = offset
    }
}
