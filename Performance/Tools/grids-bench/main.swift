// The grids' first walk at 10⁶ and 10⁷ items, their checkpoints' memory, and a window's cost over 10⁶ items
// against a 100-item list (docs/GRID.md §4): `swift run -c release grids-bench` in Performance/. With
// `grids-bench masonry|justified|grid COUNT`, one layout's windows alone (to count their instructions with
// `valgrind --tool=callgrind --toggle-collect='*runWindows*'`).

import LayoutEngine
import TestSupport

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Microseconds a window, over `windows` seeded offsets in `0 ..< height`: the best of five rounds,
/// so that another process on the machine does not count.
func windowCost(_ layout: any GridFamilyLayout, windows: Int = 5_000, rounds: Int = 5) throws -> Double {
    var generator = SeededGenerator(seed: 7)
    let offsets = (0..<windows).map { _ in Double.random(in: 0..<max(1, layout.contentSize.height), using: &generator) }
    var cells = 0
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<rounds {
        let elapsed = try clock.measure { cells += try runWindows(layout, at: offsets) }
        best = min(best, seconds(elapsed) / Double(windows) * 1e6)
    }
    precondition(cells > 0)
    return best
}

/// The windows at `offsets`, one after another; the cells they hold. The only function whose
/// instructions callgrind counts (`--toggle-collect='*runWindows*'`).
@inline(never)
func runWindows(_ layout: any GridFamilyLayout, at offsets: [Double]) throws -> Int {
    var cells = 0
    for offset in offsets { cells += try layout.window(atOffset: offset, itemLimit: GridLimits.itemsPerWindow).items.count }
    return cells
}

/// `value` to `digits` decimals, for printing (no Foundation).
func rounded(_ value: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}

func report(_ name: String, count: Int, build: () throws -> (any GridFamilyLayout, Int)) throws {
    let clock = ContinuousClock()
    var result: (any GridFamilyLayout, Int)?
    var best = Double.infinity
    for _ in 0..<3 {
        result = nil  // the previous layout is freed before the next is built
        best = min(best, seconds(try clock.measure { result = try build() }))
    }
    let (layout, memory) = result!
    let perItem = Double(memory) / Double(count)
    let window = try windowCost(layout)
    print(
        "\(name): walk \(rounded(best, 3)) s, checkpoints \(memory) bytes"
            + " (\(rounded(perItem, 3)) an item), window \(rounded(window, 2)) µs"
    )
}

let viewport = 800.0
let masonrySettings = MasonrySettings(width: 1000, columnWidth: 155, gutter: 10)
let justifiedSettings = {
    var settings = JustifiedSettings()
    settings.width = 1200
    return settings
}()
let gridSettings = GridSettings(width: 1000.3, columns: .autoFill(minimumWidth: 170), columnGap: 10.5, rowGap: 7.3)

/// The lengths of `count` items for `name` (heights, or ratios for justified rows), in runs from 10⁷ on.
func itemLengths(_ name: String, count: Int) -> ItemLengths {
    let runs = count >= 10_000_000
    return name == "justified"
        ? seededLengths(count: count, 0.4...2.5, runs: runs, seed: 2)
        : seededLengths(count: count, 20...400, runs: runs, seed: 1)
}

/// The layout `name` over `lengths`, walked once, and its checkpoints' bytes.
func layout(_ name: String, _ lengths: ItemLengths) throws -> (any GridFamilyLayout, Int) {
    switch name {
    case "masonry":
        let checkpoints = try MasonryCheckpoints(heights: lengths, settings: masonrySettings)
        return (try MasonryLayout(checkpoints: checkpoints, viewportHeight: viewport), checkpoints.memoryBytes)
    case "justified":
        let checkpoints = try JustifiedCheckpoints(aspectRatios: lengths, settings: justifiedSettings)
        return (try JustifiedLayout(checkpoints: checkpoints, viewportHeight: viewport), checkpoints.memoryBytes)
    default:
        let checkpoints = try GridCheckpoints(heights: lengths, settings: gridSettings)
        return (try CSSGridLayout(checkpoints: checkpoints, viewportHeight: viewport), checkpoints.memoryBytes)
    }
}

let arguments = CommandLine.arguments
if arguments.count == 3, let count = Int(arguments[2]) {
    let (built, _) = try layout(arguments[1], itemLengths(arguments[1], count: count))
    print("\(arguments[1]) \(count): window \(rounded(try windowCost(built, windows: 2_000, rounds: 1), 2)) µs")
} else {
    for count in [100, 1_000_000, 10_000_000] {
        for name in ["masonry", "justified", "grid"] {
            let lengths = itemLengths(name, count: count)
            try report("\(name) \(count)\(count >= 10_000_000 ? " in runs" : "")", count: count) {
                try layout(name, lengths)
            }
        }
    }
}
