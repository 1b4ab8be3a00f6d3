import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another, as in SwiftUI.
///
/// Arrange accepts every animation and shows the end state: it lays out and draws views as they
/// are once the animation has finished, with no interpolation. An `Animation` is a description
/// (its curve or spring and the modifiers applied to it) that a later update model can read.
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The curve or spring an animation follows.
    enum Base: Hashable, Sendable {
        /// The system default.
        case `default`
        /// A cubic Bézier timing curve from (0, 0) to (1, 1); `name` for the named presets.
        case timingCurve(name: String?, p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: Double)
        /// A spring given by its response and damping fraction (`spring(response:…)`).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// A spring given by its perceptual duration and bounce (`spring(duration:bounce:…)`).
        case durationSpring(name: String, duration: Double, bounce: Double, blendDuration: Double)
        /// A spring that interpolates between values.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// An interpolating spring given by its perceptual duration and bounce.
        case interpolatingDurationSpring(duration: Double, bounce: Double, initialVelocity: Double)
    }

    /// A modifier applied to an animation, in the order applied.
    enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` repeats forever.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    let base: Base
    let modifiers: [Modifier]

    init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    private func adding(_ modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }

    // MARK: Modifiers

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation { adding(.delay(delay)) }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }

    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: nil, autoreverses: autoreverses))
    }

    // MARK: Description

    /// A textual representation of the animation, such as `easeInOut(duration: 0.35).delay(1.0)`.
    public var description: String {
        var text: String
        switch base {
        case .default:
            text = "default"
        case let .timingCurve(name, p1x, p1y, p2x, p2y, duration):
            text = name.map { "\($0)(duration: \(duration))" } ?? "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))"
        case let .spring(response, dampingFraction, blendDuration):
            text = "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
        case let .durationSpring(name, duration, bounce, blendDuration):
            text = "\(name)(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))"
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            text = "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
        case let .interpolatingDurationSpring(duration, bounce, initialVelocity):
            text = "interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity))"
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let delay): text += ".delay(\(delay))"
            case .speed(let speed): text += ".speed(\(speed))"
            case let .repeat(count?, autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case let .repeat(nil, autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    /// The same as `description`.
    public var debugDescription: String { description }
}

// MARK: Presets

extension Animation {
    /// A default animation instance.
    public static let `default` = Animation(base: .default)

    private static func curve(_ name: String, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ duration: TimeInterval) -> Animation {
        Animation(base: .timingCurve(name: name, p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y, duration: duration))
    }

    /// An animation that moves at a constant speed, with a duration of 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// An animation that moves at a constant speed during a specified duration.
    public static func linear(duration: TimeInterval) -> Animation { curve("linear", 0, 0, 1, 1, duration) }

    /// An animation that starts slowly and then increases speed towards the end, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation with a specified duration that starts slowly and then increases speed towards the end.
    public static func easeIn(duration: TimeInterval) -> Animation { curve("easeIn", 0.42, 0, 1, 1, duration) }

    /// An animation that starts quickly and then slows towards the end, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation with a specified duration that starts quickly and then slows towards the end.
    public static func easeOut(duration: TimeInterval) -> Animation { curve("easeOut", 0, 0, 0.58, 1, duration) }

    /// An animation that combines ease-in and ease-out, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// An animation with a specified duration that combines ease-in and ease-out.
    public static func easeInOut(duration: TimeInterval) -> Animation { curve("easeInOut", 0.42, 0, 0.58, 1, duration) }

    /// An animation created from a cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(base: .timingCurve(name: nil, p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y, duration: duration))
    }

    /// An animation created from a cubic Bézier timing curve given by its two control points.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    // MARK: Springs

    /// A persistent spring animation with the default parameter values.
    public static var spring: Animation { spring() }

    /// A persistent spring animation, given by its response (an approximate duration in seconds)
    /// and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(base: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring animation, given by its perceptual duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(base: .durationSpring(name: "spring", duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A convenience for a `spring` animation with a lower response, for interactive animations.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A convenience for a `spring` animation with a lower `response` value, intended for driving
    /// interactive animations.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(base: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A convenience for a `spring` animation with a lower duration, intended for driving
    /// interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(base: .durationSpring(name: "interactiveSpring", duration: duration, bounce: extraBounce, blendDuration: blendDuration))
    }

    /// An interpolating spring animation with the default parameter values.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring animation that uses a damped spring model to produce values in the
    /// range [0, 1].
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(base: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation given by its perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(base: .interpolatingDurationSpring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring animation with a predefined duration and no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(base: .durationSpring(name: "smooth", duration: duration, bounce: extraBounce, blendDuration: 0))
    }

    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Animation { snappy() }
    /// A spring animation with a predefined duration and small amount of bounce that feels more
    /// snappy and can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(base: .durationSpring(name: "snappy", duration: duration, bounce: 0.15 + extraBounce, blendDuration: 0))
    }

    /// A spring animation with a predefined duration and higher amount of bounce.
    public static var bouncy: Animation { bouncy() }
    /// A spring animation with a predefined duration and higher amount of bounce that can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(base: .durationSpring(name: "bouncy", duration: duration, bounce: 0.3 + extraBounce, blendDuration: 0))
    }
}
