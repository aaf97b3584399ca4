// `GET /motion`'s answer and its JSON shape: the reference `LayoutJSONWriter` is held to.

public import LayoutEngine

/// A `/motion` answer: where and when the motion comes to rest, and the layout at every frame.
public struct MotionResult: Hashable, Codable, Sendable {
    /// The last frame's time, in seconds.
    public var duration: Double
    public var frames: [Frame]
    /// The item at rest (wheel, carousel) or scrolled to; nil for a circle or parallax release.
    public var index: Int?
    /// The offset at rest.
    public var offset: Double

    /// One frame: its time, offset, coverFlow2's toggle and what `/layout` answers there (the
    /// items, and the slider's `activeIndex`).
    public struct Frame: Hashable, Codable, Sendable {
        public var items: [LayoutAttributes]
        public var offset: Double
        public var time: Double
        /// coverFlow2 only; absent from the JSON for every other layout.
        public var toggle: Double?
        /// The slider only; absent from the JSON for every other layout.
        public var activeIndex: Int?

        public init(items: [LayoutAttributes], offset: Double, time: Double, toggle: Double?, activeIndex: Int? = nil) {
            self.items = items
            self.offset = offset
            self.time = time
            self.toggle = toggle
            self.activeIndex = activeIndex
        }

        private enum CodingKeys: String, CodingKey {
            case activeIndex, items, offset, time, toggle
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(activeIndex, forKey: .activeIndex)
            try container.encode(FieldFilteredItems(items: items), forKey: .items)
            try container.encode(offset, forKey: .offset)
            try container.encode(time, forKey: .time)
            try container.encodeIfPresent(toggle, forKey: .toggle)
        }
    }

    public init(duration: Double, frames: [Frame], index: Int?, offset: Double) {
        self.duration = duration
        self.frames = frames
        self.index = index
        self.offset = offset
    }

    private enum CodingKeys: String, CodingKey {
        case duration, frames, index, offset
    }

    /// As synthesized, but `index` is written as `null` when there is none rather than left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(duration, forKey: .duration)
        try container.encode(frames, forKey: .frames)
        try container.encode(index, forKey: .index)
        try container.encode(offset, forKey: .offset)
    }
}
