// Every layout the API serves, registered once: its request's case, and the two switches that open a request or a name.

public import LayoutEngine

/// A validated request's layout at its offset: one case per layout. Adding a layout adds a case
/// here, an arm to each switch below and its `request(_:)`; nothing else in the API switches.
public enum LayoutRequest: Hashable, Sendable {
    case wheel(PosedLayout<WheelLayout>)
    case circle(PosedLayout<CircleLayout>)
    case parallax(PosedLayout<ParallaxLayout>)
    case carousel(PosedLayout<CarouselLayout>)
    /// Boxed: a slider's settings are many times the other layouts' size, and unboxed they set
    /// the size of every request, which is copied and destroyed field by field whatever its layout.
    case slider(SliderBox)
    case masonry(MasonryBox)
    case justified(JustifiedBox)
    case grid(CSSGridBox)

    /// `visitor`'s answer for the request's layout: the one switch over requests.
    @inline(__always)
    func visit<Visitor: LayoutVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Output {
        switch self {
        case .wheel(let posed): try visitor.visit(posed)
        case .circle(let posed): try visitor.visit(posed)
        case .parallax(let posed): try visitor.visit(posed)
        case .carousel(let posed): try visitor.visit(posed)
        case .slider(let boxed): try visitor.visit(boxed.posed)
        case .masonry(let boxed): try visitor.visit(boxed.posed)
        case .justified(let boxed): try visitor.visit(boxed.posed)
        case .grid(let boxed): try visitor.visit(boxed.posed)
        }
    }
}

extension LayoutName {
    /// `visitor`'s answer for this name's layout type: the one switch over names.
    @inline(__always)
    func visitType<Visitor: LayoutTypeVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Output {
        switch self {
        case .wheel: try visitor.visit(WheelLayout.self)
        case .circle: try visitor.visit(CircleLayout.self)
        case .parallax: try visitor.visit(ParallaxLayout.self)
        case .carousel: try visitor.visit(CarouselLayout.self)
        case .slider: try visitor.visit(SliderLayout.self)
        case .masonry: try visitor.visit(MasonryLayout.self)
        case .justified: try visitor.visit(JustifiedLayout.self)
        case .grid: try visitor.visit(CSSGridLayout.self)
        }
    }
}

extension WheelLayout { static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .wheel(posed) } }
extension CircleLayout { static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .circle(posed) } }
extension ParallaxLayout { static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .parallax(posed) } }
extension CarouselLayout { static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .carousel(posed) } }
extension SliderLayout {
    @inline(__always) static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest {
        .slider(SliderBox(posed: posed))
    }
}
extension MasonryLayout {
    static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .masonry(MasonryBox(posed: posed)) }
}
extension JustifiedLayout {
    static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .justified(JustifiedBox(posed: posed)) }
}
extension CSSGridLayout {
    static func request(_ posed: consuming PosedLayout<Self>) -> LayoutRequest { .grid(CSSGridBox(posed: posed)) }
}

// The boxes of the large layouts: a final class each, read in place (an `indirect` case's payload
// is copied out of its box at each switch, and a generic payload's box is destroyed through
// `PosedLayout`'s generic value witnesses).
public final class SliderBox: Hashable, Sendable {
    public let posed: PosedLayout<SliderLayout>
    init(posed: consuming PosedLayout<SliderLayout>) { self.posed = posed }
    init(_ slider: consuming SliderLayout, offset: Double, pose: SliderPose) {
        self.posed = PosedLayout(slider, offset: offset, pose: pose)
    }
    public static func == (left: SliderBox, right: SliderBox) -> Bool { left.posed == right.posed }
    public func hash(into hasher: inout Hasher) { posed.hash(into: &hasher) }
}
public final class MasonryBox: Hashable, Sendable {
    public let posed: PosedLayout<MasonryLayout>
    init(posed: consuming PosedLayout<MasonryLayout>) { self.posed = posed }
    public static func == (left: MasonryBox, right: MasonryBox) -> Bool { left.posed == right.posed }
    public func hash(into hasher: inout Hasher) { posed.hash(into: &hasher) }
}
public final class JustifiedBox: Hashable, Sendable {
    public let posed: PosedLayout<JustifiedLayout>
    init(posed: consuming PosedLayout<JustifiedLayout>) { self.posed = posed }
    public static func == (left: JustifiedBox, right: JustifiedBox) -> Bool { left.posed == right.posed }
    public func hash(into hasher: inout Hasher) { posed.hash(into: &hasher) }
}
public final class CSSGridBox: Hashable, Sendable {
    public let posed: PosedLayout<CSSGridLayout>
    init(posed: consuming PosedLayout<CSSGridLayout>) { self.posed = posed }
    public static func == (left: CSSGridBox, right: CSSGridBox) -> Bool { left.posed == right.posed }
    public func hash(into hasher: inout Hasher) { posed.hash(into: &hasher) }
}
