// Tests of the parallax list: which elements are returned, the parallax cells, and the flags turned off (docs/LAYOUTS.md §3).

import Foundation
import LayoutEngine
import Testing

extension ParallaxLayoutTests {
    // MARK: Which elements are returned

    @Test(arguments: [
        // Viewport (0, offset, 375, 667); each element's rect transformed about its centre must overlap it.
        // −100: header (−62.5, −100, 500, 400); cell (0, 1) starts at 626 ≥ 567.
        (-100.0, [header, menu, sectionHeader(0), cell(0, 0)]),
        // 0: cell (0, 1) 626 < 667; cell (0, 2) starts at 829.
        (0.0, [header, menu, sectionHeader(0), cell(0, 0), cell(0, 1)]),
        // 600: header moved to 300…600 only touches 600; cell (0, 0) ends at 623 > 600;
        // footer 0 at 1232 < 1267; section 1's header at 1282 ≥ 1267.
        (600.0, [menu, sectionHeader(0), cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), footer(0)]),
        // 668: cell (0, 0) ends at 623 < 668; cell (1, 0) starts at 1335 = 668 + 667: touching, not returned.
        (668.0, [menu, sectionHeader(0), cell(0, 1), cell(0, 2), cell(0, 3), footer(0), sectionHeader(1)]),
        // 1000: menu 1000…1070; sh0 ty 700 → 1070…1120; cell (0, 2) ends 1029 > 1000; cell (1, 1) 1538 < 1667.
        (1000.0, [menu, sectionHeader(0), cell(0, 2), cell(0, 3), footer(0), sectionHeader(1), cell(1, 0), cell(1, 1)]),
        // 1029: cell (0, 2) ends at 1029, touching the viewport's top: not returned.
        (1029.0, [menu, sectionHeader(0), cell(0, 3), footer(0), sectionHeader(1), cell(1, 0), cell(1, 1)]),
        // 2900: sh2 ty = min(1015, 2900 − 1991 + 70 = 979) → 2970…3020; sh1 at 1891…1941; cell (2, 3) ends 2853.
        (2900.0, [menu, sectionHeader(2), cell(2, 4), footer(2)]),
        // 5000: past the content, only the sticky menu (5000…5070).
        (5000.0, [menu]),
    ])
    func returnedElements(offset: Double, expected: [ElementID]) {
        let result = layout.layout(atOffset: offset)
        #expect(ids(result) == Set(expected))
        #expect(result.items.count == expected.count)  // no duplicates
        #expect(layout.visibleElementCount(atOffset: offset) == expected.count)
        for attributes in result.items {
            #expect(attributes.alpha == 1)
        }
    }

    @Test(arguments: [
        (counts, ParallaxSettings()),
        ([2, 0, 1], ParallaxSettings()),
        ([3, 1], settings { $0.sectionFooterHeight = 0 }),
        ([3, 1], settings { $0.sectionHeaderHeight = 0 }),
        ([3, 1], settings { $0.headerHeight = 0 }),
        ([3, 1], settings { $0.menuHeight = 0 }),
        (counts, settings { $0.isMenuSticky = false }),
        (
            counts,
            settings {
                $0.isHeaderStretchy = false
                $0.areSectionHeadersSticky = false
            }
        ),
        (
            [3, 2],
            settings {
                $0.lineSpacing = 10
                $0.interitemSpacing = 5
                $0.itemSize = Size(width: 300, height: 100)
            }
        ),
        ([3, 2], settings { $0.interitemSpacing = 375 }),  // cells start at the viewport's right edge: never shown
        ([1, 1, 1, 1, 1, 1, 1, 1], settings { $0.headerHeight = 900 }),  // a header taller than the viewport
    ])
    func returnedElementsMatchABruteForceScan(sectionItemCounts: [Int], settings: ParallaxSettings) {
        // Every prepared element, transformed as docs/LAYOUTS.md §3 says, tested against the viewport
        // (0, offset, 375, 667) with strict inequalities.
        let all = ParallaxLayout(sectionItemCounts: sectionItemCounts, viewport: tallViewport, settings: settings)
            .layout(atOffset: 0).items
        let subject = ParallaxLayout(sectionItemCounts: sectionItemCounts, viewport: parallaxViewport, settings: settings)
        let itemHeight = settings.itemSize?.height ?? 200
        let headerHeight = settings.headerHeight
        var offset = -400.0
        while offset <= subject.contentSize.height + 100 {
            var expected: Set<ElementID> = []
            for element in all {
                var ty = 0.0
                var scale = 1.0
                switch element.kind {
                case .header where settings.isHeaderStretchy:
                    let height = min(667, max(headerHeight, headerHeight - offset))
                    scale = height / headerHeight
                    ty = min(offset, headerHeight) + (height - headerHeight) / 2
                case .menu where settings.isMenuSticky:
                    ty = max(element.frame.y, offset) - headerHeight
                case .sectionHeader where settings.areSectionHeadersSticky:
                    let upper = Double(sectionItemCounts[element.section]) * (itemHeight + settings.lineSpacing)
                    let menuOffset = settings.isMenuSticky ? settings.menuHeight : 0
                    ty = min(upper, max(0, offset - element.frame.y + menuOffset))
                default:
                    break
                }
                let halfWidth = element.frame.width / 2 * scale
                let halfHeight = element.frame.height / 2 * scale
                let midX = element.frame.midX
                let midY = element.frame.midY + ty
                if midX - halfWidth < 375 && 0 < midX + halfWidth
                    && midY - halfHeight < offset + 667 && offset < midY + halfHeight
                {
                    expected.insert(ElementID(element))
                }
            }
            let result = subject.layout(atOffset: offset)
            #expect(ids(result) == expected, "offset \(offset)")
            #expect(result.items.count == expected.count, "offset \(offset)")
            #expect(subject.visibleElementCount(atOffset: offset) == expected.count, "offset \(offset)")
            offset += 29
        }
    }

    // MARK: Parallax cells

    @Test(arguments: [
        // p = −(60 · dist)/(667/2 + 200/2) = −60·dist/433.5, dist = centre.y − offset − 333.5
        (0.0, cell(0, 0), -11_370.0 / 433.5),  // dist = 523 − 0 − 333.5 = 189.5; −60·189.5 ≈ −26.228
        (0.0, cell(0, 1), -23_550.0 / 433.5),  // dist = 726 − 333.5 = 392.5 → ≈ −54.325
        (1000.0, cell(0, 2), 24_270.0 / 433.5),  // dist = 929 − 1000 − 333.5 = −404.5 → ≈ 55.986
        (1000.0, cell(0, 3), 12_090.0 / 433.5),  // dist = 1132 − 1333.5 = −201.5 → ≈ 27.889
        (1000.0, cell(1, 0), -6_090.0 / 433.5),  // dist = 1435 − 1333.5 = 101.5 → ≈ −14.048
        (1000.0, cell(1, 1), -18_270.0 / 433.5),  // dist = 1638 − 1333.5 = 304.5 → ≈ −42.145
        (622.0, cell(0, 0), 25_950.0 / 433.5),  // dist = 523 − 955.5 = −432.5 → ≈ 59.862, just inside ±60
        (2900.0, cell(2, 4), 16_650.0 / 433.5),  // dist = 2956 − 3233.5 = −277.5 → ≈ 38.408
    ])
    func parallax(offset: Double, id: ElementID, expected: Double) throws {
        let attributes = try #require(find(layout.layout(atOffset: offset), id))
        #expect(isClose(attributes.parallax, AffineTransform(translationX: 0, y: expected)))
        // The cell moves its image, not itself.
        #expect(isClose(attributes.transform, .identity))
    }

    @Test func parallaxStaysWithinTheMaximum() {
        var offset = -300.0
        while offset <= 3300 {
            for attributes in layout.layout(atOffset: offset).items where attributes.kind == .cell {
                let parallax = attributes.parallax ?? .identity
                #expect(abs(parallax.ty) <= 60, "offset \(offset) \(ElementID(attributes))")
                #expect(parallax.a == 1 && parallax.b == 0 && parallax.c == 0 && parallax.d == 1 && parallax.tx == 0)
            }
            offset += 13
        }
    }

    @Test func parallaxMaximumIsASetting() throws {
        let custom = fixture { $0.maxParallaxOffset = 30 }
        let attributes = try #require(find(custom.layout(atOffset: 0), cell(0, 0)))
        #expect(isClose(attributes.parallax, AffineTransform(translationX: 0, y: -5_685.0 / 433.5)))  // −(30 · 189.5)/433.5
    }

    // MARK: Flags turned off

    @Test func headerNotStretchy() throws {
        let flat = fixture { $0.isHeaderStretchy = false }
        for offset in [-100.0, 0, 150] {
            let attributes = try #require(find(flat.layout(atOffset: offset), header))
            #expect(isClose(attributes.transform, .identity))
            #expect((attributes.headerOverlayAlpha ?? 0) == 0)
        }
        // The header no longer follows the offset: at 400 it (0…300) is above the viewport.
        #expect(!ids(flat.layout(atOffset: 400)).contains(header))
    }

    @Test func headerOverlayOff() throws {
        let noOverlay = fixture { $0.isHeaderOverlayOn = false }
        let attributes = try #require(find(noOverlay.layout(atOffset: 150), header))
        #expect((attributes.headerOverlayAlpha ?? 0) == 0)
        #expect(isClose(attributes.transform, AffineTransform(translationX: 0, y: 150)))  // still stretchy
    }

    @Test func menuNotSticky() throws {
        let loose = fixture { $0.isMenuSticky = false }
        let attributes = try #require(find(loose.layout(atOffset: 100), menu))
        #expect(isClose(attributes.transform, .identity))
        #expect(!ids(loose.layout(atOffset: 1000)).contains(menu))  // 300…370 is above 1000
        // Section headers no longer leave room for the menu: ty = offset − initialOrigin.y.
        let at1500 = try #require(find(loose.layout(atOffset: 1500), sectionHeader(1)))
        #expect(isClose(at1500.transform, AffineTransform(translationX: 0, y: 218)))  // 1500 − 1282
        let at1000 = try #require(find(loose.layout(atOffset: 1000), sectionHeader(0)))
        #expect(isClose(at1000.transform, AffineTransform(translationX: 0, y: 630)))  // 1000 − 370
    }

    @Test func sectionHeadersNotSticky() throws {
        let loose = fixture { $0.areSectionHeadersSticky = false }
        let at1000 = loose.layout(atOffset: 1000)
        #expect(!ids(at1000).contains(sectionHeader(0)))  // 370…420 is above 1000
        #expect(isClose(try #require(find(at1000, sectionHeader(1))).transform, .identity))  // 1282…1332
        #expect(!ids(loose.layout(atOffset: 1500)).contains(sectionHeader(1)))
        // The menu stays sticky.
        #expect(isClose(try #require(find(at1000, menu)).transform, AffineTransform(translationX: 0, y: 700)))
    }

    @Test func parallaxOff() throws {
        let still = fixture { $0.isParallaxOnCellsOn = false }
        let cells = still.layout(atOffset: 1000).items.filter { $0.kind == .cell }
        #expect(cells.count == 4)  // (0, 2), (0, 3), (1, 0), (1, 1)
        for attributes in cells {
            #expect(isClose(attributes.parallax ?? .identity, .identity))
            #expect(isClose(attributes.transform, .identity))
        }
    }
}
