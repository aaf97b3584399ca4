// The closed-form pieces a motion is made of: UIKit's coasts, approaches and spring backs, iCarousel's curves.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One piece of a motion: a position as a closed-form function of the time `t` (seconds) since
/// the piece began, with the formulas of MOTION.md written as they stand there.
enum MotionCurve: Hashable, Sendable {
    /// A free coast: `x0 + v0 · (1 − e^(−λt)) / λ`.
    case coast(start: Double, velocity: Double, decayConstant: Double)
    /// The re-aimed deceleration to a target: `target − D · e^(−λt)`, `D = target − x0`.
    case approach(target: Double, distance: Double, decayConstant: Double)
    /// The critically damped spring back to `edge`: `e + e^(−βt) · (c1 + c2·t)`.
    case springBack(edge: Double, c1: Double, c2: Double)
    /// iCarousel's deceleration: `s0 + w·t + 0.5·a·t²`.
    case uniformDeceleration(start: Double, velocity: Double, acceleration: Double)
    /// iCarousel's scroll animation: `from + (to − from) · easeInOut(t / duration)`.
    case easeInOut(from: Double, to: Double, duration: Double)
    /// A CSS transition (the slider's): `from + (to − from) · timing(t / duration)`.
    case transition(from: Double, to: Double, duration: Double, timing: CubicBezier)

    /// `β`: the spring back's rate, per second (mass 1, stiffness 100, critically damped).
    static let springRate = 10.0

    func position(at t: Double) -> Double {
        switch self {
        case .coast(let start, let velocity, let decayConstant):
            start + velocity * (1 - exp(-decayConstant * t)) / decayConstant
        case .approach(let target, let distance, let decayConstant):
            target - distance * exp(-decayConstant * t)
        case .springBack(let edge, let c1, let c2):
            edge + exp(-Self.springRate * t) * (c1 + c2 * t)
        case .uniformDeceleration(let start, let velocity, let acceleration):
            start + velocity * t + 0.5 * acceleration * (t * t)
        case .easeInOut(let from, let to, let duration):
            from + (to - from) * Self.easeInOut(t / duration)
        case .transition(let from, let to, let duration, let timing):
            from + (to - from) * timing.progress(atTime: t / duration)
        }
    }

    /// The derivative of `position(at:)`.
    func velocity(at t: Double) -> Double {
        switch self {
        case .coast(_, let velocity, let decayConstant):
            velocity * exp(-decayConstant * t)
        case .approach(_, let distance, let decayConstant):
            distance * decayConstant * exp(-decayConstant * t)
        case .springBack(_, let c1, let c2):
            exp(-Self.springRate * t) * (c2 - Self.springRate * (c1 + c2 * t))
        case .uniformDeceleration(_, let velocity, let acceleration):
            velocity + acceleration * t
        case .easeInOut(let from, let to, let duration):
            (to - from) * Self.easeInOutSlope(t / duration) / duration
        case .transition(let from, let to, let duration, let timing):
            (to - from) * timing.slope(atTime: t / duration) / duration
        }
    }

    /// iCarousel's `easeInOut:`: `p < 0.5 ? 0.5·(2p)³ : 0.5·(2p − 2)³ + 1`, with `pow` as iCarousel has it.
    static func easeInOut(_ progress: Double) -> Double {
        progress < 0.5 ? 0.5 * pow(progress * 2, 3) : 0.5 * pow(progress * 2 - 2, 3) + 1
    }

    /// The derivative of `easeInOut`: `12p²`, then `3·(2p − 2)²`; 0 at both ends.
    private static func easeInOutSlope(_ progress: Double) -> Double {
        progress < 0.5 ? 12 * progress * progress : 3 * pow(progress * 2 - 2, 2)
    }
}

/// A curve and the time (seconds from the start of the motion) at which it takes over.
struct MotionPhase: Hashable, Sendable {
    var start: Double
    var curve: MotionCurve
}
