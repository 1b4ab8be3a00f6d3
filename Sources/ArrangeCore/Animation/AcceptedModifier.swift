import Foundation

/// A modifier Arrange accepts and that has no effect on layout or drawing: it builds its
/// content's nodes as they are, adding no node of its own (animation, transaction, transition
/// and content-transition modifiers, which only matter while a change is animated; Arrange
/// shows the end state).
@usableFromInline nonisolated package struct AcceptedModifier: NodeModifier {
    @usableFromInline package typealias Body = Never

    @usableFromInline package init() {}

    @usableFromInline package func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
    }
}

/// `transaction(_:)`: accepted as `AcceptedModifier` is, keeping its transform for the
/// ViewInspector module's `callTransaction()` (Arrange's own).
@usableFromInline nonisolated package struct TransactionModifier: NodeModifier {
    @usableFromInline package typealias Body = Never
    /// The transform the modifier was given.
    package let transform: (inout Transaction) -> Void

    @usableFromInline package func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
    }
}

nonisolated extension View {
    /// Applies the given animation to this view when the specified value changes. Accepted; the
    /// view shows its end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AcceptedModifier())
    }

    /// Applies the given animation to all animatable values within this view. Deprecated in
    /// SwiftUI in favour of `animation(_:value:)`, with the same platform-specific deprecation
    /// here (so it warns where SwiftUI's does and compiles silently on Linux); accepted, the view
    /// shows its end state.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(AcceptedModifier())
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    /// Accepted; the view shows its end state.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the view
    /// whenever `value` changes. Accepted; the view shows its end state.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Associates a transition with the view, used when it is inserted or removed. Accepted; a
    /// view in the tree is in the transition's identity state, which leaves it unchanged.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(AcceptedModifier())
    }

    /// Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views. Sets `\.contentTransition`; no effect on layout or drawing.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

nonisolated extension View where Self: Equatable {
    /// Applies the given animation to this view when this view changes. Accepted; the view shows
    /// its end state.
    public func animation(_ animation: Animation?) -> some View {
        modifier(AcceptedModifier())
    }
}

/// The body of an inline modifier (`animation(_:body:)`, `transaction(_:body:)`) built around the
/// modified content, which it receives as a `PlaceholderContentView`.
@usableFromInline nonisolated struct InlineBodyModifier<Body_: View>: NodeModifier {
    @usableFromInline package typealias Body = Never
    let body: Body_

    @usableFromInline package func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withModifierContent({ $0.build(content) }) { builder.build(body) }
    }
}

nonisolated extension View {
    /// Applies the given animation to all animatable values within the `body` closure. The
    /// modifiers `body` applies to its content apply to this view; the animation is accepted and
    /// the view shows its end state.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        modifier(InlineBodyModifier(body: body(PlaceholderContentView())))
    }

    /// Applies the given transaction mutation function to all animations used within the `body`
    /// closure. The modifiers `body` applies to its content apply to this view.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        modifier(InlineBodyModifier(body: body(PlaceholderContentView())))
    }
}
