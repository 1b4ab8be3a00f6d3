import Foundation

/// The styles of one kind of control (labeled content, group boxes, menus…) set by the nested
/// `.…Style(_:)` modifiers around a view, innermost first. A control builds the innermost
/// style's body; a control made from that style's configuration (`GroupBox(configuration)`)
/// builds the next style out, or the automatic one past the last — as SwiftUI does, so a
/// custom style can wrap whatever style surrounds it.
final class StyleChain<Configuration>: @unchecked Sendable {
    /// The style's `makeBody(configuration:)`, type-erased.
    let makeBody: (Configuration) -> AnyView
    /// The style set further out, if any.
    let outer: StyleChain<Configuration>?

    init(outer: StyleChain<Configuration>?, makeBody: @escaping (Configuration) -> AnyView) {
        self.outer = outer
        self.makeBody = makeBody
    }
}

/// Which style a control is drawn with: the innermost one in the environment, or (for a control
/// made from a style's configuration) the one outside the style that made it.
enum StyleSource<Configuration> {
    case environment
    case outer(StyleChain<Configuration>?)

    /// The style chain to draw with in `environment`'s chain: nil means the automatic style.
    func resolve(_ environmentChain: StyleChain<Configuration>?) -> StyleChain<Configuration>? {
        switch self {
        case .environment: return environmentChain
        case .outer(let chain): return chain
        }
    }
}

nonisolated extension View {
    /// This view with `makeBody` as the innermost style of the chain at `keyPath`, the style set
    /// further out becoming its outer one: what each `.…Style(_:)` modifier does.
    func addingStyle<Configuration>(_ keyPath: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>?>,
                                    _ makeBody: @escaping (Configuration) -> AnyView) -> some View {
        transformEnvironment(keyPath) { chain in
            chain = StyleChain(outer: chain, makeBody: makeBody)
        }
    }
}
