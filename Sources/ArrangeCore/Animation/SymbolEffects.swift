/// The symbol effects SwiftUI offers, each as Apple's `Symbols` declares it: a value type whose
/// members choose a variant (`.replace.downUp`, `.bounce.up.byLayer`), and a static member on
/// the protocols it conforms to, so `.symbolEffect(.pulse)` and `.contentTransition(.symbolEffect(.replace))`
/// compile as on iOS. None changes what is drawn at rest except `disappear` (`SymbolEffectModifiers`).

/// An effect that bounces the symbol's layers.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "bounce", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, up.
    public var up: BounceSymbolEffect { BounceSymbolEffect(configuration.adding("up")) }
    /// The effect, down.
    public var down: BounceSymbolEffect { BounceSymbolEffect(configuration.adding("down")) }
    /// The effect, byLayer.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that fades the symbol's opacity in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "pulse", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, byLayer.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that colours the symbol's variable layers in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "variableColor", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, iterative.
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("iterative")) }
    /// The effect, cumulative.
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("cumulative")) }
    /// The effect, reversing.
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("reversing")) }
    /// The effect, nonReversing.
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("nonReversing")) }
    /// The effect, hideInactiveLayers.
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("hideInactiveLayers")) }
    /// The effect, dimInactiveLayers.
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration.adding("dimInactiveLayers")) }
}

/// An effect that scales the symbol.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "scale", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, up.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(configuration.adding("up")) }
    /// The effect, down.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(configuration.adding("down")) }
    /// The effect, byLayer.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that makes the symbol appear.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "appear", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, up.
    public var up: AppearSymbolEffect { AppearSymbolEffect(configuration.adding("up")) }
    /// The effect, down.
    public var down: AppearSymbolEffect { AppearSymbolEffect(configuration.adding("down")) }
    /// The effect, byLayer.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that makes the symbol disappear; while active, the symbol is hidden.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "disappear", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, up.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(configuration.adding("up")) }
    /// The effect, down.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(configuration.adding("down")) }
    /// The effect, byLayer.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that replaces one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "replace", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, downUp.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.adding("downUp")) }
    /// The effect, upUp.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.adding("upUp")) }
    /// The effect, offUp.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.adding("offUp")) }
    /// The effect, byLayer.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// The system's choice of effect for the change.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "automatic", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
}

/// An effect that wiggles the symbol.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "wiggle", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, up.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("up")) }
    /// The effect, down.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("down")) }
    /// The effect, left.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("left")) }
    /// The effect, right.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("right")) }
    /// The effect, forward.
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("forward")) }
    /// The effect, backward.
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("backward")) }
    /// The effect, clockwise.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("clockwise")) }
    /// The effect, counterClockwise.
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("counterClockwise")) }
    /// The effect, byLayer.
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that makes the symbol breathe (scale and fade gently).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "breathe", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, plain.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(configuration.adding("plain")) }
    /// The effect, pulse.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(configuration.adding("pulse")) }
    /// The effect, byLayer.
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(configuration.adding("wholeSymbol")) }
}

/// An effect that rotates the symbol.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect's kind and chosen variants.
    public let configuration: SymbolEffectConfiguration

    /// The effect with no variant chosen.
    public init() { configuration = SymbolEffectConfiguration(kind: "rotate", variants: []) }
    init(_ configuration: SymbolEffectConfiguration) { self.configuration = configuration }
    /// The effect, clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(configuration.adding("clockwise")) }
    /// The effect, counterClockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(configuration.adding("counterClockwise")) }
    /// The effect, byLayer.
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(configuration.adding("byLayer")) }
    /// The effect, wholeSymbol.
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(configuration.adding("wholeSymbol")) }
}

extension IndefiniteSymbolEffect where Self == RotateSymbolEffect {
    /// An effect that rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
    /// An effect that bounces the symbol's layers.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An effect that fades the symbol's opacity in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An effect that colours the symbol's variable layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An effect that scales the symbol.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An effect that makes the symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An effect that makes the symbol disappear; while active, the symbol is hidden.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An effect that replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice of effect for the change.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An effect that wiggles the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An effect that makes the symbol breathe (scale and fade gently).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An effect that rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
