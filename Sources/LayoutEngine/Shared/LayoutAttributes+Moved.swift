// An element moved by a vector: its frame and centre shift, everything else stays the layout's.

extension LayoutAttributes {
    /// The element with its `frame` and `center` moved by `vector`; its size, transforms, anchor
    /// point, `zIndex`, `alpha` and every layout-specific field unchanged, as a page moves a
    /// section's elements into page coordinates (docs/PAGE.md §3.1).
    public func moved(by vector: Point) -> LayoutAttributes {
        var moved = self
        moved.frame.x += vector.x
        moved.frame.y += vector.y
        moved.center.x += vector.x
        moved.center.y += vector.y
        return moved
    }
}
