import Foundation

/// A modifier that must resolve to a concrete modifier in an environment before use, as in
/// SwiftUI: where it is applied, `resolve(in:)` is asked for the modifier to apply, with the
/// environment there.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Self.Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier

    /// Resolve to a concrete modifier in the given `environment`.
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
    /// Builds the content modified by the modifier `resolve(in:)` gives for the environment
    /// where it is applied.
    public static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        let environment = builder.environment
        let resolved = assumingMainActor(modifier) { $0.resolve(in: environment) }
        ResolvedModifier._makeModifiedNodes(modifier: resolved, content: content, in: builder)
    }
}
