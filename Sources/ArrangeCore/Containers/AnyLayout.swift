import Foundation

/// A type-erased instance of the layout protocol, as in SwiftUI: switch between layouts (for
/// example `HStackLayout` and `VStackLayout`) without changing the view's type.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout { base = erased.base } else { base = layout }
    }

    /// The cache of the wrapped layout.
    public struct Cache {
        var value: Any?
    }

    /// The default properties: a type has no wrapped layout to ask. The properties that take
    /// effect are the wrapped layout's, which the engine reads from each instance
    /// (`wrappedLayoutProperties`): `AnyLayout(HStackLayout())` gives its Spacers and Dividers the
    /// horizontal stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The wrapped layout's `layoutProperties`, forwarded.
    var wrappedLayoutProperties: LayoutProperties {
        func properties<L: Layout>(_ layout: L) -> LayoutProperties { L.layoutProperties }
        return properties(base)
    }

    /// Forwards to the wrapped layout.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(base)
    }

    /// Forwards to the wrapped layout.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            Self.withTyped(layout, &cache, subviews) { $0.updateCache(&$1, subviews: subviews) }
        }
        update(base)
    }

    /// Runs `body` with the wrapped layout and its typed cache, moved out of `cache` meanwhile so
    /// that mutating it does not copy.
    private static func withTyped<L: Layout, R>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews, _ body: (L, inout L.Cache) -> R) -> R {
        var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        cache.value = nil
        defer { cache.value = typed }
        return body(layout, &typed)
    }

    /// Forwards to the wrapped layout.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            Self.withTyped(layout, &cache, subviews) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) }
        }
        return run(base)
    }

    /// Forwards to the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L) {
            Self.withTyped(layout, &cache, subviews) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
        }
        run(base)
    }

    /// Forwards to the wrapped layout.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L) -> ViewSpacing {
            Self.withTyped(layout, &cache, subviews) { $0.spacing(subviews: subviews, cache: &$1) }
        }
        return run(base)
    }

    /// Forwards to the wrapped layout.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withTyped(layout, &cache, subviews) { $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
        }
        return run(base)
    }

    /// Forwards to the wrapped layout.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withTyped(layout, &cache, subviews) { $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
        }
        return run(base)
    }

    /// Combines the specified views into a single composite view using the wrapped layout. The
    /// built-in layouts keep the engine's own algorithm.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        AnyLayoutView(base: base, content: content())
    }
}

/// The view `AnyLayout.callAsFunction` returns: the wrapped layout, unwrapped when built.
@usableFromInline nonisolated struct AnyLayoutView<Content: View>: View {
    let base: any Layout
    let content: Content

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        func build<L: Layout>(_ layout: L) {
            builder.buildContainer(layout: layout) { builder.build(view.content) }
        }
        build(view.base)
    }
}
