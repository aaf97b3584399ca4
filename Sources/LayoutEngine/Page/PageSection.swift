// A page's section as its description gives it (docs/PAGE.md §1–§2): flow or box, header, footer, insets, background.

/// How a section's content sits in the page (docs/PAGE.md §2).
public enum PageSectionKind: Hashable, Sendable {
    /// The layout's whole content flows in the page, as tall as its `contentSize.height` at the
    /// section's content width, scrolled by the page (§2.1: parallax, masonry, justified, grid).
    case flow
    /// A box `height` tall that keeps its own scroll offset (§2.2: wheel, circle, carousel,
    /// slider). `frameScrollAxis` is the layout's `LayoutName.frameScrollAxis`: the axis along
    /// which its frames are in content coordinates, so that the box's offset moves them (x for
    /// the wheel, y for the circle), or `nil` when they are in the box's viewport coordinates
    /// already (the carousel, the slider).
    case box(height: Double, frameScrollAxis: ScrollAxis?)
}

/// A section's header or footer (docs/PAGE.md §3.2): a bar `height` tall across the page,
/// `pinned` as `position: sticky` inside its block; `stretchy` (section 0's header only, §3.4)
/// grows on overscroll.
public struct PageBoundary: Hashable, Sendable {
    public var height: Double
    public var pinned: Bool
    public var stretchy: Bool

    public init(height: Double, pinned: Bool = false, stretchy: Bool = false) {
        self.height = height
        self.pinned = pinned
        self.stretchy = stretchy
    }
}

/// The space a section's block keeps around its content box (docs/PAGE.md §2), in points.
public struct PageInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = PageInsets()
}

/// One entry of a page's `sections` as far as the page's geometry needs it: the layout's query
/// is the caller's, who reads it with the parameter table and tells the page the kind.
public struct PageSection: Hashable, Sendable {
    public var kind: PageSectionKind
    public var header: PageBoundary?
    public var footer: PageBoundary?
    public var insets: PageInsets
    /// Whether the block draws a `pageBackground` (§3.3).
    public var background: Bool

    public init(
        kind: PageSectionKind, header: PageBoundary? = nil, footer: PageBoundary? = nil, insets: PageInsets = .zero,
        background: Bool = false
    ) {
        self.kind = kind
        self.header = header
        self.footer = footer
        self.insets = insets
        self.background = background
    }

    /// `hh`: the header's height, 0 without one.
    public var headerHeight: Double { header?.height ?? 0 }

    /// `fh`: the footer's height, 0 without one.
    public var footerHeight: Double { footer?.height ?? 0 }
}
