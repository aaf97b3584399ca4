// How fast a UIKit-family scroll view slows down: `UIScrollView.DecelerationRate`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `UIScrollView.DecelerationRate`: the fraction of its velocity a coasting scroll view keeps each
/// millisecond (MOTION.md §1). `normal` is UIKit's default; any `0.9 ≤ d < 1` may be given.
public struct DecelerationRate: Hashable, Sendable {
    /// `d`, per millisecond.
    public let rawValue: Double

    /// `UIScrollView.DecelerationRate.normal`: 0.998.
    public static let normal = DecelerationRate(uncheckedRawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let fast = DecelerationRate(uncheckedRawValue: 0.99)

    /// The range a rate may take: below 0.9 a coast is over within a few frames, and at 1 it never ends.
    public static let validRange = 0.9..<1.0

    /// A rate of `rawValue` per millisecond, or `nil` outside `0.9 ≤ d < 1`.
    public init?(rawValue: Double) {
        guard Self.validRange.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(uncheckedRawValue: Double) {
        rawValue = uncheckedRawValue
    }

    /// `λ = −1000 · ln d`, per second: the velocity after `t` seconds is `v0 · e^(−λt)`.
    public var decayConstant: Double { -1000 * log(rawValue) }
}
