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

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            defer { cache.value = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L) {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            cache.value = typed
        }
        run(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            defer { cache.value = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            cache.value = nil
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
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
struct AnyLayoutView<Content: View>: View {
    let base: any Layout
    let content: Content

    typealias Body = Never
    static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        func build<L: Layout>(_ layout: L) {
            builder.buildContainer(layout: layout) { builder.build(view.content) }
        }
        build(view.base)
    }
}
