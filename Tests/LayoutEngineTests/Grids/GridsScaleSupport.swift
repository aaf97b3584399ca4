// Support for the grids' tests at scale: seeded windows, and what a full walk puts in each of them.

@testable import LayoutEngine
import TestSupport

/// Windows `[offset, offset + height)` of one height, and the cells a full walk puts in each,
/// gathered as the walk streams its frames past (a binary search over the sorted offsets an item).
struct WindowExpectations {
    let offsets: [Double]
    let height: Double
    private(set) var expected: [[(item: Int, frame: Rect)]]

    init(count: Int, upTo contentHeight: Double, height: Double, using generator: inout SeededGenerator) {
        offsets = (0..<count).map { _ in Double.random(in: -height...contentHeight, using: &generator) }.sorted()
        self.height = height
        expected = Array(repeating: [], count: count)
    }

    /// Whether some window may overlap `[y, y + height)` (a little wide: `offer` decides).
    func reaches(y: Double, height: Double) -> Bool {
        let slack = 1e-6 * (abs(y) + self.height + 1)
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= y - self.height - slack { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < y + height + slack
    }

    /// Files the walk's cell `item` at `frame` under every window it overlaps, by docs/GRID.md's test.
    mutating func offer(item: Int, frame: Rect) {
        guard frame.height > 0 else { return }
        // Candidates: offsets in (y − H, y + h), found a little wide; the exact test decides.
        let slack = 1e-6 * (abs(frame.y) + height + 1)
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= frame.y - height - slack { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < offsets.count && offsets[index] < frame.y + frame.height + slack {
            let offset = offsets[index]
            if frame.y < offset + height && frame.y + frame.height > offset { expected[index].append((item, frame)) }
            index += 1
        }
    }
}

/// A cell's identity and exact frame bits.
func frameBits(_ item: Int, _ frame: Rect) -> [UInt64] {
    [UInt64(item), frame.x.bitPattern, frame.y.bitPattern, frame.width.bitPattern, frame.height.bitPattern]
}
