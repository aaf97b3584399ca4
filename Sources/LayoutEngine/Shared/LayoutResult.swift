// A layout pass's answer, and where a fling comes to rest.

/// One layout pass: the content size the scroll view scrolls over and the attributes of the
/// elements it shows, in section, then item order (the carousel: nearest the current position
/// first, as iCarousel ranks them).
public struct LayoutResult: Hashable, Sendable {
    public var layout: LayoutName
    public var contentSize: Size
    public var items: [LayoutAttributes]
    /// Swiper's `activeIndex` at the offset (the slider only; docs/SLIDER.md §2).
    public var activeIndex: Int?
    /// justified-layout's `widowCount` (justified rows only; docs/GRID.md §2.2).
    public var widowCount: Int?

    public init(
        layout: LayoutName, contentSize: Size, items: [LayoutAttributes], activeIndex: Int? = nil, widowCount: Int? = nil
    ) {
        self.layout = layout
        self.contentSize = contentSize
        self.items = items
        self.activeIndex = activeIndex
        self.widowCount = widowCount
    }
}

/// Where a fling comes to rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`):
/// the offset a scroll view settles at and the item at rest there (the wheel's centred card, the
/// carousel's current item).
public struct SnapResult: Hashable, Sendable {
    public var offset: Double
    public var index: Int

    public init(offset: Double, index: Int) {
        self.offset = offset
        self.index = index
    }
}
