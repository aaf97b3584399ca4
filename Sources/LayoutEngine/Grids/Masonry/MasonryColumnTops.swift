// Masonry's `colYs` and the searches over them (`_getTopColPosition`, `_getColGroupY`), in O(log cols) for one column.

/// The bottom of each column so far (`colYs`), with a tree of minimums over them so that the
/// shortest column, the leftmost of equals as `indexOf(Math.min(…))` finds it, costs
/// O(log cols) instead of a pass: the same answer, for the same doubles (a minimum computes
/// nothing, it only picks).
struct MasonryColumnTops {
    private(set) var tops: [Double]
    /// `tree[1]` is the minimum of all; node `k` covers its children `2k`, `2k + 1`; the leaves
    /// start at `leafStart`, padded with +∞. Empty when the walk never asks for the shortest column.
    private var tree: [Double]
    private let leafStart: Int

    init(_ tops: [Double], searchable: Bool) {
        self.tops = tops
        var leaves = 1
        while leaves < tops.count { leaves *= 2 }
        leafStart = leaves
        guard searchable else {
            tree = []
            return
        }
        tree = Array(repeating: .infinity, count: 2 * leaves)
        for (column, top) in tops.enumerated() { tree[leaves + column] = top }
        var node = leaves - 1
        while node >= 1 {
            tree[node] = Swift.min(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
    }

    var count: Int { tops.count }

    /// `colYs[column] = top`.
    mutating func set(_ column: Int, to top: Double) {
        tops[column] = top
        guard !tree.isEmpty else { return }
        var node = leafStart + column
        tree[node] = top
        node /= 2
        while node >= 1 {
            tree[node] = Swift.min(tree[2 * node], tree[2 * node + 1])
            node /= 2
        }
    }

    /// The lowest column top, when the tree keeps it: every later item starts at or below it
    /// (an item's top is at least the lowest column's, and a column only grows to an item's bottom).
    var lowestTop: Double? { tree.isEmpty ? nil : tree[1] }

    /// The lowest top and the first column holding it (span 0 or 1).
    func shortestColumn() -> (column: Int, top: Double) {
        let lowest = tree[1]
        var node = 1
        while node < leafStart {
            // The left child holds the minimum whenever it equals it: the leftmost wins.
            node = tree[2 * node] == lowest ? 2 * node : 2 * node + 1
        }
        return (node - leafStart, lowest)
    }

    /// `max(colYs[column ..< column + span])` (`_getColGroupY`).
    func groupTop(at column: Int, span: Int) -> Double {
        var top = tops[column]
        for other in column + 1..<column + span where tops[other] > top { top = tops[other] }
        return top
    }

    /// For `span ≥ 2`: `G_j = max(colYs[j ..< j + span])` for `j = 0 … cols − span`, the lowest
    /// `G_j` and the first `j` holding it; a sliding-window maximum, O(cols).
    func lowestGroup(span: Int) -> (column: Int, top: Double) {
        var window: [Int] = []  // columns whose tops decrease, front is the window's maximum
        window.reserveCapacity(span)
        var front = 0
        var best = (column: 0, top: Double.infinity)
        for column in 0..<tops.count {
            while window.count > front, tops[window[window.count - 1]] <= tops[column] { window.removeLast() }
            window.append(column)
            let start = column - span + 1
            if window[front] < start { front += 1 }
            if start >= 0, tops[window[front]] < best.top { best = (start, tops[window[front]]) }
        }
        return best
    }
}
