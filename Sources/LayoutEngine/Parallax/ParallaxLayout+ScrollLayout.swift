// The parallax list as a `ScrollLayout`: sections of cells to scroll to.

extension ParallaxLayout: ScrollLayout {
    public static var name: LayoutName { .parallax }
    public static var frameScrollAxis: ScrollAxis? { .y }
    public static var flowsInPage: Bool { true }

    public func result(atOffset offset: Double, pose: NoPose) -> LayoutResult { layout(atOffset: offset) }

    public func itemCount(atOffset offset: Double, pose: NoPose) -> Int { visibleElementCount(atOffset: offset) }

    /// Its whole length.
    public var itemCountBound: Int? { elementCount }

    public func releaseMotion(fromOffset offset: Double, velocity: Double, rate: DecelerationRate) -> Motion {
        release(fromOffset: offset, velocity: velocity, rate: rate)
    }

    public func scrollTargetCount(inSection section: Int) -> Int? {
        sectionItemCounts.indices.contains(section) ? sectionItemCounts[section] : nil
    }

    public var sectionCount: Int { sectionItemCounts.count }

    /// A cell of the first section (a page's parallax list has one).
    public func itemTop(_ item: Int) -> Double? {
        guard let count = sectionItemCounts.first, (0..<count).contains(item) else { return nil }
        return cellFrame(section: 0, item: item).minY
    }

    public func scrollMotion(fromOffset offset: Double, toSection section: Int, item: Int, rate: DecelerationRate) -> Motion {
        scroll(fromOffset: offset, toSection: section, item: item, rate: rate)
            ?? release(fromOffset: offset, velocity: 0, rate: rate)
    }
}
