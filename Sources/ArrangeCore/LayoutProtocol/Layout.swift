import Foundation

/// A type that defines the geometry of a collection of views, as in SwiftUI.
///
/// Arrange runs custom layouts with full fidelity: the cache is made once and kept, subviews are
/// placed in the bounds' coordinate space, a subview that `placeSubviews` leaves unplaced is centred
/// in the bounds, and a layout written for left-to-right is mirrored in a right-to-left
/// environment (R10). Sizes that are NaN, negative or infinite for a finite proposal are replaced
/// (NaN and negative by 0, infinite by the proposal) and reported in the host's diagnostics.
public protocol Layout: Animatable, Sendable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// The default properties: not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default implementation makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default merges the spacing preferences of all subviews on all edges (A5.5).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.mergedSpacing
    }

    /// The default returns `nil`: the layout merges its subviews' explicit guides (A14.4).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    /// The default returns `nil`: the layout merges its subviews' explicit guides (A14.4).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    /// Combines the specified views into a single composite view using the layout algorithms of
    /// the custom layout container.
    ///
    /// Disfavoured in overload resolution: for a type that is a view with a content initialiser
    /// and, without content, a layout (SwiftUI-Flow's `HFlow`), `HFlow(itemSpacing: 8) { … }` must
    /// pick the view initialiser, as it does with SwiftUI, not the layout initialiser followed by
    /// this call (which recursed forever).
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Layouts without a cache need not make one.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// The view `callAsFunction` returns: `content` arranged by `layout`.
@usableFromInline nonisolated struct LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildContainer(layout: view.layout) { builder.build(view.content) }
    }
}
