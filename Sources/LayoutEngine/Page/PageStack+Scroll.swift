// Where `/page/motion` scrolls the page to bring a section or a flow's item to the top (docs/PAGE.md §4).

extension PageStack {
    /// `max(0, contentHeight − H)`: the largest offset the page rests at.
    public func maximumOffset(viewportHeight: Double) -> Double {
        max(0, contentSize.height - viewportHeight)
    }

    /// The offset at which block `k`'s top meets the viewport's top, `top_k`, clamped to
    /// `[0, max(0, contentHeight − H)]` (docs/PAGE.md §4, `section=k`).
    public func scrollOffset(toSection k: Int, viewportHeight: Double) -> Double {
        clamp(blocks[k].top, 0, maximumOffset(viewportHeight: viewportHeight))
    }

    /// The offset at which a flow section's item, whose frame top is `itemTop` in the section's
    /// own coordinates, meets the bottom of block `k`'s pinned header there, or the viewport's
    /// top when the block has no pinned header (or one of height 0), clamped as
    /// `scrollOffset(toSection:viewportHeight:)` is (docs/PAGE.md §4, `section=k&item=i`); `nil`
    /// for a box, which scrolls itself.
    public func scrollOffset(toSection k: Int, itemTop: Double, viewportHeight: Double) -> Double? {
        guard case .flow = sections[k].kind else { return nil }
        // The item's top in the page: p = cTop + itemTop. The pinned header's bottom at offset Y is
        // clamp(Y, top, bottom − hh) + hh, and we want it at p. Between Y = top and Y = bottom − hh
        // the header follows Y, so Y = p − hh, which lies there when top + hh ≤ p ≤ bottom: every
        // item whose top is inside the content box, since p ≥ cTop = top + hh + t and
        // p ≤ cTop + ch ≤ bottom − b − fh. (An item above its content box, p < top + hh, is under the
        // header at every Y: p − hh is the nearest.) §5's grid: item 2's row at 208, p = 292 + 208 =
        // 500, Y = 500 − 44 = 456, and the header at clamp(456, 248, 864) = 456 ends at 500.
        // Without a pinned header the item's top meets the viewport's top: Y = p.
        let itemTopInPage = blocks[k].contentTop + itemTop
        var offset = itemTopInPage
        if let header = sections[k].header, header.pinned { offset -= header.height }
        return clamp(offset, 0, maximumOffset(viewportHeight: viewportHeight))
    }
}
