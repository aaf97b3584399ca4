// Tests of the parallax list: its prepared frames, zero-height elements, the stretchy header, the sticky menu and
// section headers (docs/LAYOUTS.md §3); which elements are returned is in ParallaxVisibleElementsTests.swift.

import Foundation
import LayoutEngine
import Testing

@Suite("Parallax list")
struct ParallaxLayoutTests {
    // MARK: Preparing

    @Test func seedDefaults() {
        let defaults = ParallaxSettings()
        #expect(defaults.itemSize == nil)
        #expect(ParallaxSettings.defaultItemHeight == 200)
        #expect(defaults.headerHeight == 300)
        #expect(defaults.menuHeight == 70)
        #expect(defaults.sectionHeaderHeight == 50)
        #expect(defaults.sectionFooterHeight == 50)
        #expect(defaults.lineSpacing == 3)
        #expect(defaults.interitemSpacing == 0)
        #expect(defaults.maxParallaxOffset == 60)
        #expect(defaults.headerOverlayMaxAlpha == 0.6)
        #expect(defaults.isHeaderStretchy && defaults.isHeaderOverlayOn && defaults.isMenuSticky)
        #expect(defaults.areSectionHeadersSticky && defaults.isParallaxOnCellsOn)
        #expect(layout.itemSize == Size(width: 375, height: 200))  // (W, 200)
    }

    @Test func contentSize() {
        #expect(isClose(layout.contentSize, Size(width: 375, height: 3106)))  // footer 2 maxY = 3056 + 50
        #expect(layout.layout(atOffset: 0).contentSize == layout.contentSize)
        #expect(layout.layout(atOffset: 0).layout == .parallax)
    }

    @Test func preparedFramesAndZOrder() throws {
        let all = ParallaxLayout(sectionItemCounts: counts, viewport: tallViewport).layout(atOffset: 0)
        // (element, frame, zIndex). z runs in document order; the section headers are then raised to
        // 20, 21, 22 (z after the last footer, 19) and the menu to 23.
        let expected: [(ElementID, Rect, Int)] = [
            (header, Rect(x: 0, y: 0, width: parallaxWidth, height: 300), 0),  // (0, 0, W, 300)
            (menu, Rect(x: 0, y: 300, width: parallaxWidth, height: 70), 23),  // (0, 300, W, 70); raised last
            (sectionHeader(0), Rect(x: 0, y: 370, width: parallaxWidth, height: 50), 20),  // 300 + 70; raised
            (cell(0, 0), Rect(x: 0, y: 423, width: parallaxWidth, height: 200), 3),  // 420 + 3; z 2 went to the header
            (cell(0, 1), Rect(x: 0, y: 626, width: parallaxWidth, height: 200), 4),  // 623 + 3
            (cell(0, 2), Rect(x: 0, y: 829, width: parallaxWidth, height: 200), 5),  // 826 + 3
            (cell(0, 3), Rect(x: 0, y: 1032, width: parallaxWidth, height: 200), 6),  // 1029 + 3
            (footer(0), Rect(x: 0, y: 1232, width: parallaxWidth, height: 50), 7),  // 1032 + 200
            (sectionHeader(1), Rect(x: 0, y: 1282, width: parallaxWidth, height: 50), 21),  // 1232 + 50
            (cell(1, 0), Rect(x: 0, y: 1335, width: parallaxWidth, height: 200), 9),  // 1332 + 3
            (cell(1, 1), Rect(x: 0, y: 1538, width: parallaxWidth, height: 200), 10),  // 1535 + 3
            (cell(1, 2), Rect(x: 0, y: 1741, width: parallaxWidth, height: 200), 11),  // 1738 + 3
            (footer(1), Rect(x: 0, y: 1941, width: parallaxWidth, height: 50), 12),  // 1741 + 200
            (sectionHeader(2), Rect(x: 0, y: 1991, width: parallaxWidth, height: 50), 22),  // 1941 + 50
            (cell(2, 0), Rect(x: 0, y: 2044, width: parallaxWidth, height: 200), 14),  // 2041 + 3
            (cell(2, 1), Rect(x: 0, y: 2247, width: parallaxWidth, height: 200), 15),  // 2244 + 3
            (cell(2, 2), Rect(x: 0, y: 2450, width: parallaxWidth, height: 200), 16),
            (cell(2, 3), Rect(x: 0, y: 2653, width: parallaxWidth, height: 200), 17),
            (cell(2, 4), Rect(x: 0, y: 2856, width: parallaxWidth, height: 200), 18),  // 2853 + 3
            (footer(2), Rect(x: 0, y: 3056, width: parallaxWidth, height: 50), 19),  // 2856 + 200
        ]
        #expect(ids(all) == Set(expected.map(\.0)))
        #expect(all.items.count == expected.count)
        for (id, frame, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame, frame), "\(id)")
            #expect(isClose(attributes.center, frame.center), "\(id)")
            #expect(isClose(attributes.size, frame.size), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
            #expect(attributes.alpha == 1, "\(id)")
        }
        // z-order: the menu over the section headers over everything else.
        let menuZ = try #require(find(all, menu)).zIndex
        let headerZs = try (0..<3).map { try #require(find(all, sectionHeader($0))).zIndex }
        #expect(headerZs == [20, 21, 22])
        for attributes in all.items where attributes.kind != .menu {
            #expect(attributes.zIndex < menuZ)
            if attributes.kind != .sectionHeader { #expect(attributes.zIndex < headerZs[0]) }
        }
    }

    @Test func lineAndInteritemSpacingAndItemSize() throws {
        // lineSpacing 10, interitemSpacing 5, item 300 × 100, one section of 2:
        // header 0, menu 300, section header 370, cells (5, 420 + 10) and (5, 530 + 10), footer 640.
        let custom = ParallaxLayout(
            sectionItemCounts: [2], viewport: tallViewport,
            settings: settings {
                $0.lineSpacing = 10
                $0.interitemSpacing = 5
                $0.itemSize = Size(width: 300, height: 100)
            })
        #expect(isClose(custom.contentSize, Size(width: 375, height: 690)))  // 640 + 50
        let all = custom.layout(atOffset: 0)
        #expect(isClose(try #require(find(all, cell(0, 0))).frame, Rect(x: 5, y: 430, width: 300, height: 100)))
        #expect(isClose(try #require(find(all, cell(0, 1))).frame, Rect(x: 5, y: 540, width: 300, height: 100)))
        #expect(isClose(try #require(find(all, footer(0))).frame, Rect(x: 0, y: 640, width: 375, height: 50)))
        // Sticky upper limit = 2·(100 + 10) = 220.
        let at500 = try #require(find(custom.layout(atOffset: 500), sectionHeader(0)))
        #expect(isClose(at500.transform, AffineTransform(translationX: 0, y: 200)))  // min(220, 500 − 370 + 70)
        let at600 = try #require(find(custom.layout(atOffset: 600), sectionHeader(0)))
        #expect(isClose(at600.transform, AffineTransform(translationX: 0, y: 220)))  // min(220, 600 − 370 + 70 = 300)
    }

    @Test func severalSectionsCountCellsPerSection() {
        let all = ParallaxLayout(sectionItemCounts: counts, viewport: tallViewport).layout(atOffset: 0)
        for (section, count) in counts.enumerated() {
            let cells = all.items.filter { $0.kind == .cell && $0.section == section }.map(\.item).sorted()
            #expect(cells == Array(0..<count))
        }
    }

    @Test func emptySection() throws {
        // [2, 0, 1]: header 0, menu 300, sh0 370, cells 423 and 626, f0 826, sh1 876, f1 926 (no cells),
        // sh2 976, cell (2, 0) 1029, f2 1229; contentHeight 1279.
        // z: header 0, menu 1, sh0 2, cells 3 4, f0 5, sh1 6, f1 7, sh2 8, cell 9, f2 10;
        // raised: sh0 11, sh1 12, sh2 13, menu 14.
        let empty = ParallaxLayout(sectionItemCounts: [2, 0, 1], viewport: tallViewport)
        #expect(isClose(empty.contentSize, Size(width: 375, height: 1279)))
        let all = empty.layout(atOffset: 0)
        let expected: [(ElementID, Double, Int)] = [
            (header, 0, 0), (menu, 300, 14),
            (sectionHeader(0), 370, 11), (cell(0, 0), 423, 3), (cell(0, 1), 626, 4), (footer(0), 826, 5),
            (sectionHeader(1), 876, 12), (footer(1), 926, 7),
            (sectionHeader(2), 976, 13), (cell(2, 0), 1029, 9), (footer(2), 1229, 10),
        ]
        #expect(ids(all) == Set(expected.map(\.0)))
        for (id, y, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame.y, y), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
        }
        // The empty section's header never moves: upper = 0·203 = 0.
        let stuck = empty.layout(atOffset: 900)  // viewport 900…10900
        #expect(isClose(try #require(find(stuck, sectionHeader(1))).transform, .identity))
    }

    /// `elementCount` is every element of the list, the zero-height ones left out: with a
    /// viewport taller than the content, all of them are on screen at offset 0. Arguments: the
    /// header's, menu's, section headers' and footers' heights, the sections' cell counts.
    @Test(arguments: [
        ([300.0, 70, 50, 50], [2, 0, 1], 2 + 3 * 2 + 3),
        ([0.0, 70, 50, 50], [4], 1 + 2 + 4),
        ([300.0, 0, 50, 0], [1, 2], 1 + 2 + 3),
        ([300.0, 70, 0, 50], [], 2),
    ])
    func elementCountIsEveryElement(heights: [Double], counts: [Int], expected: Int) {
        var settings = ParallaxSettings()
        settings.headerHeight = heights[0]
        settings.menuHeight = heights[1]
        settings.sectionHeaderHeight = heights[2]
        settings.sectionFooterHeight = heights[3]
        let list = ParallaxLayout(sectionItemCounts: counts, viewport: tallViewport, settings: settings)
        #expect(list.elementCount == expected)
        #expect(list.layout(atOffset: 0).items.count == expected)
    }

    @Test func noSections() {
        let none = ParallaxLayout(sectionItemCounts: [], viewport: parallaxViewport)
        #expect(isClose(none.contentSize, Size(width: 375, height: 370)))  // 300 + 70
        #expect(ids(none.layout(atOffset: 0)) == [header, menu])
    }

    // MARK: Zero-height elements are skipped and z continues

    @Test func zeroHeightHeader() throws {
        // [1]: menu (0, 0, W, 70) z0; sh0 70 z1; cell 120 + 3 = 123 z2; footer 323 z3; contentHeight 373.
        // Raised: sh0 4, menu 5.
        let noHeader = ParallaxLayout(
            sectionItemCounts: [1], viewport: tallViewport, settings: settings { $0.headerHeight = 0 })
        #expect(isClose(noHeader.contentSize, Size(width: 375, height: 373)))
        let all = noHeader.layout(atOffset: 0)
        #expect(ids(all) == [menu, sectionHeader(0), cell(0, 0), footer(0)])
        let expected: [(ElementID, Rect, Int)] = [
            (menu, Rect(x: 0, y: 0, width: parallaxWidth, height: 70), 5),
            (sectionHeader(0), Rect(x: 0, y: 70, width: parallaxWidth, height: 50), 4),
            (cell(0, 0), Rect(x: 0, y: 123, width: parallaxWidth, height: 200), 2),
            (footer(0), Rect(x: 0, y: 323, width: parallaxWidth, height: 50), 3),
        ]
        for (id, frame, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame, frame), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
        }
        // Sticky menu: ty = max(0, offset) − 0. At 100: the menu sits at 100.
        let scrolled = ParallaxLayout(
            sectionItemCounts: [1], viewport: parallaxViewport, settings: settings { $0.headerHeight = 0 }
        ).layout(atOffset: 100)
        #expect(isClose(try #require(find(scrolled, menu)).transform, AffineTransform(translationX: 0, y: 100)))
        // Section header: min(203, max(0, 100 − 70 + 70)) = 100.
        #expect(isClose(try #require(find(scrolled, sectionHeader(0))).transform, AffineTransform(translationX: 0, y: 100)))
    }

    @Test func zeroHeightMenu() throws {
        // [2]: header z0; sh0 (0, 300) z1; cells 353 z2, 556 z3; footer 756 z4; contentHeight 806. Raised: sh0 5.
        let noMenu = ParallaxLayout(
            sectionItemCounts: [2], viewport: tallViewport, settings: settings { $0.menuHeight = 0 })
        #expect(isClose(noMenu.contentSize, Size(width: 375, height: 806)))
        let all = noMenu.layout(atOffset: 0)
        #expect(ids(all) == [header, sectionHeader(0), cell(0, 0), cell(0, 1), footer(0)])
        let expected: [(ElementID, Double, Int)] = [
            (header, 0, 0), (sectionHeader(0), 300, 5), (cell(0, 0), 353, 2), (cell(0, 1), 556, 3), (footer(0), 756, 4),
        ]
        for (id, y, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame.y, y), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
        }
        // Sticky menu on but of height 0: the section header sticks at the very top.
        // offset 400: ty = min(406, max(0, 400 − 300 + 0)) = 100.
        let scrolled = ParallaxLayout(
            sectionItemCounts: [2], viewport: parallaxViewport, settings: settings { $0.menuHeight = 0 }
        ).layout(atOffset: 400)
        #expect(isClose(try #require(find(scrolled, sectionHeader(0))).transform, AffineTransform(translationX: 0, y: 100)))
    }

    @Test func zeroHeightSectionHeader() throws {
        // [2, 1]: header z0; menu 300 z1; cells 373 z2, 576 z3; f0 776 z4; cell (1, 0) 829 z5; f1 1029 z6;
        // contentHeight 1079. Raised: menu 7.
        let noSectionHeaders = ParallaxLayout(
            sectionItemCounts: [2, 1], viewport: tallViewport, settings: settings { $0.sectionHeaderHeight = 0 })
        #expect(isClose(noSectionHeaders.contentSize, Size(width: 375, height: 1079)))
        let all = noSectionHeaders.layout(atOffset: 0)
        let expected: [(ElementID, Double, Int)] = [
            (header, 0, 0), (menu, 300, 7), (cell(0, 0), 373, 2), (cell(0, 1), 576, 3), (footer(0), 776, 4),
            (cell(1, 0), 829, 5), (footer(1), 1029, 6),
        ]
        #expect(ids(all) == Set(expected.map(\.0)))
        for (id, y, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame.y, y), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
        }
    }

    @Test func zeroHeightFooter() throws {
        // [1, 1]: header z0; menu z1; sh0 370 z2; cell 423 z3; sh1 623 z4; cell 676 z5; contentHeight 876.
        // Raised: sh0 6, sh1 7, menu 8.
        let noFooters = ParallaxLayout(
            sectionItemCounts: [1, 1], viewport: tallViewport, settings: settings { $0.sectionFooterHeight = 0 })
        #expect(isClose(noFooters.contentSize, Size(width: 375, height: 876)))
        let all = noFooters.layout(atOffset: 0)
        let expected: [(ElementID, Double, Int)] = [
            (header, 0, 0), (menu, 300, 8), (sectionHeader(0), 370, 6), (cell(0, 0), 423, 3),
            (sectionHeader(1), 623, 7), (cell(1, 0), 676, 5),
        ]
        #expect(ids(all) == Set(expected.map(\.0)))
        for (id, y, zIndex) in expected {
            let attributes = try #require(find(all, id))
            #expect(isClose(attributes.frame.y, y), "\(id)")
            #expect(attributes.zIndex == zIndex, "\(id)")
        }
    }

    // MARK: Stretchy header

    @Test(arguments: [
        // (offset, k, ty, overlay)
        // h' = min(667, max(300, 400)) = 400, k = 4/3, delta = 50, ty = min(−100, 300) + 50; alpha max(0, −1/3)
        (-100.0, 4.0 / 3.0, -50.0, 0.0),
        // h' = min(667, max(300, 800)) = 667, k = 667/300, delta = 183.5, ty = −500 + 183.5
        (-500.0, 667.0 / 300.0, -316.5, 0.0),
        (0.0, 1.0, 0.0, 0.0),  // h' = 300, ty = min(0, 300); alpha 0/300
        (150.0, 1.0, 150.0, 0.5),  // h' = max(300, 150) = 300, ty = 150; alpha min(0.6, 150/300)
        (400.0, 1.0, 300.0, 0.6),  // past: ty = min(400, 300); alpha min(0.6, 400/300)
    ])
    func stretchyHeader(offset: Double, scale: Double, ty: Double, overlay: Double) throws {
        let attributes = try #require(find(layout.layout(atOffset: offset), header))
        #expect(isClose(attributes.transform, AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty)))
        #expect(isClose(attributes.headerOverlayAlpha, overlay))
        #expect(isClose(attributes.frame, Rect(x: 0, y: 0, width: 375, height: 300)))
        #expect(attributes.zIndex == 0)
        #expect(attributes.alpha == 1)
    }

    @Test func overlayMaximumIsASetting() throws {
        let custom = fixture { $0.headerOverlayMaxAlpha = 0.3 }
        // min(0.3, 150/300)
        #expect(isClose(try #require(find(custom.layout(atOffset: 150), header)).headerOverlayAlpha, 0.3))
        // min(0.3, 60/300)
        #expect(isClose(try #require(find(custom.layout(atOffset: 60), header)).headerOverlayAlpha, 0.2))
    }

    // MARK: Sticky menu and section headers

    @Test(arguments: [
        (-100.0, 0.0),  // max(300, −100) − 300
        (0.0, 0.0),  // max(300, 0) − 300
        (100.0, 0.0),  // max(300, 100) − 300
        (350.0, 50.0),  // max(300, 350) − 300
        (1000.0, 700.0),  // max(300, 1000) − 300: the menu's top is the viewport's top
        (5000.0, 4700.0),  // beyond the content, the menu is still there
    ])
    func stickyMenu(offset: Double, ty: Double) throws {
        let result = layout.layout(atOffset: offset)
        let attributes = try #require(find(result, menu))
        #expect(isClose(attributes.transform, AffineTransform(translationX: 0, y: ty)))
        #expect(isClose(attributes.frame, Rect(x: 0, y: 300, width: 375, height: 70)))
        #expect(attributes.zIndex == 23)
    }

    @Test(arguments: [
        // Section 1 starts at 1282 and has 3 items: upper = 3·(200 + 3) = 609.
        (1000.0, 0.0),  // above: max(0, 1000 − 1282 + 70 = −212)
        (1282.0, 70.0),  // at its top: 1282 − 1282 + 70, just under the menu
        (1500.0, 288.0),  // inside: 1500 − 1282 + 70
        (1900.0, 609.0),  // past: min(609, 688)
    ])
    func stickySectionHeader(offset: Double, ty: Double) throws {
        let attributes = try #require(find(layout.layout(atOffset: offset), sectionHeader(1)))
        #expect(isClose(attributes.transform, AffineTransform(translationX: 0, y: ty)))
        #expect(isClose(attributes.frame, Rect(x: 0, y: 1282, width: 375, height: 50)))
        #expect(attributes.zIndex == 21)
    }

    @Test func stickySectionHeaderLeavesWithItsSection() {
        // At 2000, section 1's header is at 1282 + 609 = 1891…1941, above the viewport 2000…2667.
        #expect(!ids(layout.layout(atOffset: 2000)).contains(sectionHeader(1)))
    }

    @Test func firstSectionHeaderSticksUnderTheMenu() throws {
        // Section 0 at 370, upper = 4·203 = 812.
        let atZero = try #require(find(layout.layout(atOffset: 0), sectionHeader(0)))
        #expect(isClose(atZero.transform, .identity))  // max(0, 0 − 370 + 70 = −300)
        let at1000 = try #require(find(layout.layout(atOffset: 1000), sectionHeader(0)))
        #expect(isClose(at1000.transform, AffineTransform(translationX: 0, y: 700)))  // 1000 − 370 + 70
        let at1200 = try #require(find(layout.layout(atOffset: 1200), sectionHeader(0)))
        #expect(isClose(at1200.transform, AffineTransform(translationX: 0, y: 812)))  // min(812, 900)
    }
}
