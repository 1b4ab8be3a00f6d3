nonisolated extension View {
    /// Adds an indefinite symbol effect to the symbol images within this view, running while
    /// `isActive`. Arrange draws the resting state: an active `disappear` effect hides the
    /// symbol; every other effect leaves it as it is.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        opacity(isActive && effect.configuration.kind == "disappear" ? 0 : 1)
    }

    /// Adds a discrete symbol effect to the symbol images within this view, played when `value`
    /// changes. Accepted; a discrete effect ends where it starts, so nothing drawn changes.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View {
        modifier(AcceptedModifier())
    }

    /// Removes the symbol effects of the symbol images within this view. Accepted; effects
    /// draw nothing at rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(AcceptedModifier())
    }
}

extension ContentTransition {
    /// A content transition that animates symbol images with `effect` when one replaces
    /// another (`.contentTransition(.symbolEffect(.replace))`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(storage: .symbolEffect)
    }
}
