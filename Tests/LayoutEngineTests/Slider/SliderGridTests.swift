// Tests of the slider's grid (docs/SLIDER.md §2): sizes, slidesGrid, snapGrid, virtualSize, activeIndex.

import LayoutEngine
import TestSupport
import Testing

@testable import LayoutEngine

/// updateSlides.ts as a literal loop, written out here so the grid is checked against the walk it
/// replaces, bit for bit.
struct LiteralGrid {
    var sizes: [Double] = []
    var positions: [Double] = []
    var slidesGrid: [Double] = []
    var snapGrid: [Double] = []
    var virtualSize = 0.0

    init(count: Int, viewport: Double, settings: SliderSettings) {
        let settings = settings.effective
        let before = settings.slidesOffsetBefore
        let after = settings.slidesOffsetAfter
        let available = viewport - before - after
        let space = settings.spaceBetween
        var position = -before
        var previous = 0.0
        virtualSize = -space - before - after
        var place = 0.0
        for index in 0..<count {
            var size: Double
            switch settings.slidesPerView {
            case .count(let perView): size = (available - (perView - 1) * space) / perView
            case .auto(let lengths): size = lengths.length(at: index)
            }
            if settings.roundLengths { size = size.rounded(.down) }
            sizes.append(size)
            positions.append(place)
            place = place + size + space
            if settings.centeredSlides {
                position = position + size / 2 + previous / 2 + space
                if index == 0 { position = position - available / 2 - space }
                if abs(position) < 0.001 { position = 0 }
                if settings.roundLengths { position = position.rounded(.down) }
                if index % settings.slidesPerGroup == 0 { snapGrid.append(position) }
                slidesGrid.append(position)
            } else {
                if settings.roundLengths { position = position.rounded(.down) }
                let skip = min(settings.slidesPerGroupSkip, index)
                if (index - skip) % settings.slidesPerGroup == 0 { snapGrid.append(position) }
                slidesGrid.append(position)
                position = position + size + space
            }
            virtualSize += size + space
            previous = size
        }
        virtualSize = max(virtualSize, available) + after
        if !settings.centeredSlides {
            snapGrid = snapGrid.filter { $0 <= virtualSize - available }
            if let last = snapGrid.last, (virtualSize - available).rounded(.down) - last.rounded(.down) > 1 {
                snapGrid.append(virtualSize - available)
            }
        }
        if snapGrid.isEmpty { snapGrid = [0] }
        let total = sizes.reduce(0.0) { $0 + ($1 + space) } - space
        if settings.centeredSlides && settings.centeredSlidesBounds {
            let maxSnap = total > available ? total - available : 0
            snapGrid = snapGrid.map { $0 <= 0 ? -before : $0 > maxSnap ? maxSnap + after : $0 }
        }
        if settings.centerInsufficientSlides && total < available {
            let shift = (available - total) / 2
            snapGrid = snapGrid.map { $0 - shift }
            slidesGrid = slidesGrid.map { $0 + shift }
        }
    }
}

func sliderSettings(_ change: (inout SliderSettings) -> Void) -> SliderSettings {
    var settings = SliderSettings()
    change(&settings)
    return settings
}

@Suite("Slider grid")
struct SliderGridTests {
    @Test func exampleOneThreePerView() {
        // §7 example 1: S = 375, s = (375 − 2·10)/3 = 118.333…, P_i = 128.333…·i (walked),
        // virtualSize = −10 + 10·128.333… = 1273.333…; snapGrid = slidesGrid[0…6] then 898.33.
        let settings = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
        }
        let grid = SliderGrid(slideCount: 10, viewportLength: 375, settings: settings)
        #expect(grid.size(of: 0) == (375 - 2 * 10.0) / 3)
        #expect(isClose(grid.virtualSize, 1273.3333333333333, tolerance: 1e-15))
        #expect(grid.snapCount == 8)
        #expect(grid.snap(7) == 898.3333333333328)
        // The walk's own P_7 (898.3333333333334, "898.333333333333" to 15 digits) is dropped: it
        // exceeds virtualSize − S = 898.3333333333328; the edge snap restores it.
        #expect(grid.slideGrid(7) == 898.3333333333334)
        for index in 0..<7 { #expect(isClose(grid.snap(index), 128.33333333333334 * Double(index), tolerance: 1e-14)) }
    }

    @Test func exampleOneCenteredAndBoundsAndRounding() {
        // Centered: both grids 128.33·i − 128.33 (slide 0 at −(375/2 − 118.33/2) = −128.33).
        let centered = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
            $0.centeredSlides = true
        }
        let grid = SliderGrid(slideCount: 10, viewportLength: 375, settings: centered)
        #expect(grid.snapCount == 10)
        for index in 0..<10 { #expect(isClose(grid.snap(index), 128.33333333333334 * Double(index - 1), tolerance: 1e-13)) }
        // Bounds: total = 10·128.33 − 10 = 1273.33, maxSnap = 898.33: −128.33 and 0 → 0; 1026.67, 1155 → 898.33.
        var bounded = centered
        bounded.centeredSlidesBounds = true
        let boundedGrid = SliderGrid(slideCount: 10, viewportLength: 375, settings: bounded)
        let snaps = (0..<boundedGrid.snapCount).map(boundedGrid.snap)
        #expect(snaps[0] == 0 && snaps[1] == 0)
        #expect(isClose(snaps[2], 128.33333333333334, tolerance: 1e-14))
        #expect(isClose(snaps[8], 898.3333333333333, tolerance: 1e-14) && snaps[9] == snaps[8])
        // roundLengths: s = 118, P_i = 128·i, virtualSize = 1270, snaps 0…768, then 895 (1270 − 375).
        let rounded = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
            $0.roundLengths = true
        }
        let roundedGrid = SliderGrid(slideCount: 10, viewportLength: 375, settings: rounded)
        #expect(roundedGrid.size(of: 3) == 118)
        #expect((0..<roundedGrid.snapCount).map(roundedGrid.snap) == [0, 128, 256, 384, 512, 640, 768, 895])
    }

    @Test func closedFormGridEqualsTheLiteralWalk() {
        // Many random small configurations: every value of every grid equal to the bit.
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<400 {
            let count = Int.random(in: 0...60, using: &generator)
            let viewport = [375.0, 320, 414, 1000.5, 667][Int.random(in: 0...4, using: &generator)]
            let settings = sliderSettings { settings in
                settings.slidesPerView = .count([1, 2, 3, 1.5, 2.7, 4.25, 7][Int.random(in: 0...6, using: &generator)])
                if Bool.random(using: &generator) {
                    let lengths = (0..<count).map { _ in [50.0, 83.3, 120.25, 1 / 3.0][Int.random(in: 0...3, using: &generator)] }
                    settings.slidesPerView = .auto(ItemLengths(lengths))
                }
                settings.spaceBetween = [0, 10, 7.5, 13.37, 0.1][Int.random(in: 0...4, using: &generator)]
                settings.slidesOffsetBefore = [0, 0, 20, 33.3][Int.random(in: 0...3, using: &generator)]
                settings.slidesOffsetAfter = [0, 0, 15, 0.7][Int.random(in: 0...3, using: &generator)]
                settings.slidesPerGroup = Int.random(in: 1...3, using: &generator)
                settings.slidesPerGroupSkip = Int.random(in: 0...2, using: &generator)
                settings.centeredSlides = Bool.random(using: &generator)
                settings.centeredSlidesBounds = Bool.random(using: &generator)
                settings.centerInsufficientSlides = Bool.random(using: &generator)
                settings.roundLengths = Int.random(in: 0...3, using: &generator) == 0
            }
            let grid = SliderGrid(slideCount: count, viewportLength: viewport, settings: settings)
            let literal = LiteralGrid(count: count, viewport: viewport, settings: settings)
            #expect(grid.virtualSize == literal.virtualSize)
            #expect(grid.snapCount == literal.snapGrid.count, "\(settings)")
            #expect((0..<grid.snapCount).map(grid.snap) == literal.snapGrid)
            #expect((0..<count).map(grid.slideGrid) == literal.slidesGrid)
            #expect((0..<count).map(grid.position(of:)) == literal.positions)
            #expect((0..<count).map(grid.size(of:)) == literal.sizes)
        }
    }

    @Test func longWalksJumpButStayExact() {
        // A few thousand slides walked one by one against the jumping walk, at awkward sizes.
        for (perView, space, before) in [(3.0, 10.0, 0.0), (2.7, 13.37, 33.3), (7, 0.1, 20), (1, 0, 0)] {
            for centered in [false, true] {
                let settings = sliderSettings {
                    $0.slidesPerView = .count(perView)
                    $0.spaceBetween = space
                    $0.slidesOffsetBefore = before
                    $0.centeredSlides = centered
                }
                let count = 5000
                let grid = SliderGrid(slideCount: count, viewportLength: 375, settings: settings)
                let literal = LiteralGrid(count: count, viewport: 375, settings: settings)
                for index in stride(from: 0, to: count, by: 37) {
                    #expect(grid.slideGrid(index) == literal.slidesGrid[index])
                    #expect(grid.position(of: index) == literal.positions[index])
                }
                #expect(grid.virtualSize == literal.virtualSize)
                #expect(grid.snap(grid.snapCount - 1) == literal.snapGrid.last)
            }
        }
    }

    @Test func tenMillionSlidesCostWhatTwentyCost() {
        // The walk to slide 9,999,999 crosses ~24 binades: a few hundred steps, not ten million.
        let settings = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.spaceBetween = 10
        }
        let grid = SliderGrid(slideCount: 10_000_000, viewportLength: 375, settings: settings)
        // virtualSize is Swiper's running sum, which drifts from the product 1283333323.3333335 in
        // the sixth decimal: checked against ten million additions done here.
        var sum = -10.0
        for _ in 0..<10_000_000 { sum += 118.33333333333333 + 10 }
        #expect(grid.virtualSize == max(sum, 375))
        #expect(grid.activeIndex(at: grid.snap(grid.snapCount - 1)) == 9_999_997)
        #expect(grid.activeIndex(at: 128.33333333333334 * 5_000_000 + 1) == 5_000_000)
    }

    @Test func activeIndexHalfWay() {
        // G = 0, 375, 750 …: below half-way the lower, from half-way the upper; before G[0], 0.
        let grid = SliderGrid(slideCount: 5, viewportLength: 375, settings: SliderSettings())
        #expect(grid.activeIndex(at: 187.4) == 0)
        #expect(grid.activeIndex(at: 187.5) == 1)
        #expect(grid.activeIndex(at: -50) == 0)
        #expect(grid.activeIndex(at: 5000) == 4)
    }

    @Test func groupsSkipAndOffsets() {
        // 10 slides of 100 (V = 300, 3 per view, no space), g = 3, k = 1: snaps at slides 0, 1, 4, 7;
        // virtualSize − S = 700: slide 7 at 700 kept; no edge snap (700 − 700 = 0).
        let settings = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.slidesPerGroup = 3
            $0.slidesPerGroupSkip = 1
        }
        let grid = SliderGrid(slideCount: 10, viewportLength: 300, settings: settings)
        #expect((0..<grid.snapCount).map(grid.snap) == [0, 100, 400, 700])
        #expect(grid.snapIndex(ofSlide: 5) == 2)  // 1 + floor(4/3)
        // Offsets 20 before, 30 after: S = 250, s = 83.33; snaps from −20;
        // virtualSize = −20 − 30 + 10·83.33 = 783.33, then + 30.
        let offset = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.slidesOffsetBefore = 20
            $0.slidesOffsetAfter = 30
        }
        let offsetGrid = SliderGrid(slideCount: 10, viewportLength: 300, settings: offset)
        #expect(offsetGrid.snap(0) == -20)
        #expect(isClose(offsetGrid.virtualSize, 783.3333333333334 + 30, tolerance: 1e-14))
        // Insufficient: 2 slides of 100 in S = 300: total 200, δ = 50: snap −50, slidesGrid 50, 150.
        let few = sliderSettings {
            $0.slidesPerView = .count(3)
            $0.centerInsufficientSlides = true
        }
        let fewGrid = SliderGrid(slideCount: 2, viewportLength: 300, settings: few)
        #expect((0..<fewGrid.snapCount).map(fewGrid.snap) == [-50])
        #expect(fewGrid.slideGrid(1) == 150)
    }
}
