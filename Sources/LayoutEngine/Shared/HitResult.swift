// A hit test's answer: the element a point lands on, or none.

/// A `/hit` answer: the element a point lands on, or every member nil when it lands on none.
public struct HitResult: Hashable, Sendable {
    public var item: Int?
    public var kind: ElementKind?
    public var section: Int?

    public init(item: Int?, kind: ElementKind?, section: Int?) {
        self.item = item
        self.kind = kind
        self.section = section
    }

    /// The answer naming `element`, or the empty one.
    public init(_ element: LayoutAttributes?) {
        self.init(item: element?.item, kind: element?.kind, section: element?.section)
    }
}
