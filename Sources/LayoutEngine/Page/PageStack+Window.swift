// Which sections come back at a viewport (docs/PAGE.md §3.5), found by binary search over the blocks.

extension PageStack {
    /// The sections whose block meets `viewport` (`top_k < Y + H` and `bottom_k > Y`), in order:
    /// the first is the first block whose bottom is past `Y`, the end the first block whose top is
    /// at or past `Y + H`, both found by binary search (tops and bottoms never decrease), so that
    /// 10,000 sections cost about 14 steps each. Empty when none does.
    public func window(in viewport: PageViewport) -> Range<Int> {
        let first = firstBlock { $0.bottom > viewport.offset }
        let end = firstBlock { $0.top >= viewport.offset + viewport.height }
        return first..<max(first, end)
    }

    /// The section whose block holds the page point's `y`: `top_k ≤ y < bottom_k` (a block of
    /// height 0 holds nothing), or `nil` above the first block or past the last.
    public func section(holding y: Double) -> Int? {
        guard y >= 0 else { return nil }
        let index = firstBlock { $0.bottom > y }
        return index < blocks.count ? index : nil
    }

    /// The first block for which `isPast` holds, `blocks.count` if none; `isPast` must be false
    /// then true along the blocks.
    func firstBlock(where isPast: (PageBlock) -> Bool) -> Int {
        var (low, high) = (0, blocks.count)
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(blocks[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
