// A page's answer at one state (docs/PAGE.md §4, `/page/layout`): its size, the sections on screen and their elements.

extension LayoutName {
    /// Whether the layout's whole content flows in a page, scrolled by it (docs/PAGE.md §2.1: the
    /// layouts that scroll along y in content coordinates and have no end of their own to snap
    /// to), or sits in a box that keeps its own offset (§2.2).
    public var flowsInPage: Bool { layoutType.flowsInPage }
}

/// One section of a page's answer (docs/PAGE.md §4): where its content box is in the page and
/// the offset its layout was asked at.
public struct PageSectionState: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case flow
        case box
    }

    public var section: Int
    public var kind: Kind
    /// The content box, in page content coordinates.
    public var frame: Rect
    /// The layout's offset `o`: `Y − cTop` for a flow, the box's own for a box.
    public var offset: Double
    /// The slider's `activeIndex` at that offset; nil for every other layout.
    public var activeIndex: Int?

    public init(section: Int, kind: Kind, frame: Rect, offset: Double, activeIndex: Int? = nil) {
        self.section = section
        self.kind = kind
        self.frame = frame
        self.offset = offset
        self.activeIndex = activeIndex
    }
}

/// `/page/layout`'s answer: the page's `contentSize`, the sections whose blocks meet the
/// viewport and every element of theirs in docs/PAGE.md §3.5's order, in page content coordinates.
public struct PageLayoutResult: Hashable, Sendable {
    public var contentSize: Size
    public var sections: [PageSectionState]
    public var items: [LayoutAttributes]

    public init(contentSize: Size, sections: [PageSectionState], items: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.sections = sections
        self.items = items
    }
}
