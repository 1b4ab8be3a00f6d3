import Foundation

/// A `Layout` value the engine runs through the protocol, with its cache. The cache is made on
/// first use and kept across layout passes of the same tree.
class AnyLayoutBox {
    var typeName: String { "Layout" }
    /// What the layout's node is called in dumps, the inspector and diagnostics: its type's name,
    /// or for Arrange's own layouts the view they implement (`NamedAfterView`).
    var nodeName: String { typeName }
    /// Whether subviews the layout does not place are left out (not shown) rather than centred.
    var omitsUnplacedSubviews: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? { nil }
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    func updateCache(subviews: LayoutSubviews) {}
    /// Takes over the cache of the box this one replaces (same layout type, rebuilt tree).
    func adoptCache(from other: AnyLayoutBox) -> Bool { false }
    /// Drops the cache (see `LayoutEngine.releaseCustomLayouts`).
    func releaseCache() {}
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    private var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    override var typeName: String { String(describing: L.self) }
    override var nodeName: String { (layout as? any NamedAfterView)?.viewName ?? typeName }
    override var omitsUnplacedSubviews: Bool { L.self is any OmitsUnplacedSubviews.Type }

    /// Runs `body` with the cache, moved out of the box meanwhile so that mutating it does not copy.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let existing = cache {
            current = existing
            cache = nil
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            return layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func updateCache(subviews: LayoutSubviews) {
        guard var existing = cache else { return }
        cache = nil
        layout.updateCache(&existing, subviews: subviews)
        cache = existing
    }

    override func adoptCache(from other: AnyLayoutBox) -> Bool {
        guard let other = other as? LayoutBox<L>, let existing = other.cache else { return false }
        cache = existing
        return true
    }

    override func releaseCache() { cache = nil }

}

/// Marks the engine's own layouts, written on the `Layout` protocol, whose unplaced subviews are
/// not shown (ViewThatFits places only the child it chose). User layouts get SwiftUI's
/// treatment instead: an unplaced subview is centred.
protocol OmitsUnplacedSubviews {}
