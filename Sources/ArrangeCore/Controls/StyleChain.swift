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
    func addingStyle<Configuration>(_ keyPath: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>?>, style: Any,
                                    _ makeBody: @escaping (Configuration) -> AnyView) -> some View {
        transformEnvironment(keyPath) { chain in
            chain = StyleChain(outer: chain, makeBody: makeBody)
        }
        .recordingStyle(style)
    }

    /// This view with `style` recorded for the ViewInspector module's `buttonStyle()`,
    /// `listStyle()`… (the style itself is kept only as its body's maker, or as a kind).
    package func recordingStyle(_ style: Any) -> some View {
        modifier(StyleRecord(style: style))
    }
}

/// A style set on a view, as the style value the app passed (`.buttonStyle(.plain)`), for the
/// ViewInspector module. It changes nothing in the view.
@usableFromInline nonisolated struct StyleRecord: NodeModifier {
    @usableFromInline typealias Body = Never
    let style: Any

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
    }
}

/// A modifier that records a style, for the ViewInspector module.
package protocol InspectedStyleRecord {
    /// The style value.
    var inspectedStyle: Any { get }
}

extension StyleRecord: InspectedStyleRecord {
    package var inspectedStyle: Any { style }
}
