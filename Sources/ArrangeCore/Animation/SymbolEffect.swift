/// An effect that animates the layers of a symbol image, as Apple's `Symbols.SymbolEffect`.
/// Arrange draws views at rest, so an effect changes nothing drawn, except where its resting
/// state differs (a `disappear` effect that is active hides the symbol).
public protocol SymbolEffect: Sendable, Hashable {
    /// The effect's configuration.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect that plays once when a value changes (`bounce`, `pulse`, …).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active (`pulse`, `variableColor`, `scale`, …).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that plays when a symbol is inserted or removed (`appear`, `disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that animates one symbol's replacement by another (`replace`, `automatic`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What an effect is and how it is set: its kind, and the variants chosen with its members
/// (`.replace.downUp.byLayer`). Arrange's own record of an effect, for reading it back.
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// The effect's name (`replace`, `bounce`, …).
    public var kind: String
    /// The variants chosen, in order (`downUp`, `byLayer`, …).
    public var variants: [String]

    /// The configuration with one more variant.
    func adding(_ variant: String) -> SymbolEffectConfiguration {
        SymbolEffectConfiguration(kind: kind, variants: variants + [variant])
    }
}

/// How an effect runs: how often and how fast, as Apple's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times it repeats (`nil` for the effect's default, `0` for never).
    public var repeatCount: Int?
    /// Its speed, as a multiple of the default.
    public var speedFactor: Double

    init(repeatCount: Int? = nil, speedFactor: Double = 1) {
        self.repeatCount = repeatCount
        self.speedFactor = speedFactor
    }

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Options that repeat the effect (continuously).
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Options that play the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 0)
    /// Options with a speed multiple.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    /// Options that repeat the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// These options with a speed multiple.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: repeatCount, speedFactor: speed)
    }
    /// These options repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: count, speedFactor: speedFactor)
    }
    /// These options repeating continuously.
    public var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .max, speedFactor: speedFactor) }
    /// These options playing once.
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 0, speedFactor: speedFactor) }
}
