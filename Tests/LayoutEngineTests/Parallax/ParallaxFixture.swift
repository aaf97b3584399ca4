// The parallax list's test fixture: which element an attribute set places, and the tutorial's
// three sections (docs/LAYOUTS.md §3), shared by the parallax tests.

import LayoutEngine

/// Which element an attribute set places.
struct ElementID: Hashable, CustomStringConvertible {
    var kind: ElementKind
    var section: Int
    var item: Int

    init(_ kind: ElementKind, _ section: Int = 0, _ item: Int = 0) {
        self.kind = kind
        self.section = section
        self.item = item
    }

    init(_ attributes: LayoutAttributes) {
        self.init(attributes.kind, attributes.section, attributes.item)
    }

    var description: String { "\(kind)(\(section), \(item))" }
}

let header = ElementID(.header)
let menu = ElementID(.menu)
func sectionHeader(_ section: Int) -> ElementID { ElementID(.sectionHeader, section, 0) }
func footer(_ section: Int) -> ElementID { ElementID(.sectionFooter, section, 1) }
func cell(_ section: Int, _ item: Int) -> ElementID { ElementID(.cell, section, item) }

func ids(_ result: LayoutResult) -> Set<ElementID> { Set(result.items.map(ElementID.init)) }

func find(_ result: LayoutResult, _ id: ElementID) -> LayoutAttributes? {
    result.items.first { ElementID($0) == id }
}

/// The main fixture's width, `W`.
let parallaxWidth = 375.0
/// The viewport of the main fixture: 375 × 667.
let parallaxViewport = Size(width: 375, height: 667)
/// Tall enough to show every element of the main fixture at offset 0, to read the prepared frames.
let tallViewport = Size(width: 375, height: 10_000)

func settings(_ change: (inout ParallaxSettings) -> Void) -> ParallaxSettings {
    var settings = ParallaxSettings()
    change(&settings)
    return settings
}

/// Sections of 4, 3 and 5 items with the parallax tutorial's settings (the defaults). Prepared frames (y, height), W = 375:
///   header 0 (300), menu 300 (70), contentHeight 370
///   section 0: header 370 (50); cells 423, 626, 829, 1032 (200, each 3 + previous maxY); footer 1232 (50)
///   section 1: header 1282; cells 1335, 1538, 1741; footer 1941
///   section 2: header 1991; cells 2044, 2247, 2450, 2653, 2856; footer 3056; contentHeight 3106
let counts = [4, 3, 5]
let layout = ParallaxLayout(sectionItemCounts: counts, viewport: parallaxViewport)

/// The main fixture with some settings changed.
func fixture(_ change: (inout ParallaxSettings) -> Void) -> ParallaxLayout {
    ParallaxLayout(sectionItemCounts: counts, viewport: parallaxViewport, settings: settings(change))
}
