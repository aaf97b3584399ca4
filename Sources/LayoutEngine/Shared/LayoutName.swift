// The layouts' names, and the engine's registration of each name's type: the one switch over names in the engine.

/// Which layout produced an answer: the wheel, the circle, the parallax list, the carousel
/// (docs/LAYOUTS.md §1–4), the slider (docs/SLIDER.md), masonry, justified rows or the CSS grid
/// (docs/GRID.md).
public enum LayoutName: String, Hashable, Sendable, CaseIterable {
    case wheel
    case circle
    case parallax
    case carousel
    case slider
    case masonry
    case justified
    case grid
}

extension LayoutName {
    /// The layout of this name: the one switch over names in the engine. Its static facts
    /// (`frameScrollAxis`, `flowsInPage`, `snaps`) are the conformance's own.
    public var layoutType: any ScrollLayout.Type {
        switch self {
        case .wheel: WheelLayout.self
        case .circle: CircleLayout.self
        case .parallax: ParallaxLayout.self
        case .carousel: CarouselLayout.self
        case .slider: SliderLayout.self
        case .masonry: MasonryLayout.self
        case .justified: JustifiedLayout.self
        case .grid: CSSGridLayout.self
        }
    }

    /// The name's place in `allCases`, without searching it (a table indexed by layout).
    @inlinable
    public var ordinal: Int {
        switch self {
        case .wheel: 0
        case .circle: 1
        case .parallax: 2
        case .carousel: 3
        case .slider: 4
        case .masonry: 5
        case .justified: 6
        case .grid: 7
        }
    }
}
