import Foundation

extension LayoutEngine {
    /// The node's spacing preferences (A5), computed once per node: spacing does not depend on
    /// the proposal. `context` is only for custom layouts that measure their subviews to answer.
    func spacing(_ node: Int32, _ context: LayoutContext) -> ViewSpacing {
        if let known = caches.spacings[Int(node)] { return known }
        let value = withStackRoom { computeSpacing(node, context) }
        caches.spacings[Int(node)] = value
        return value
    }

    private func computeSpacing(_ node: Int32, _ context: LayoutContext) -> ViewSpacing {
        visitRule(node, SpacingVisitor(engine: self, node: node, context: context))
    }
}

extension LayoutEngine {
    /// The gaps between a stack's children, computed once per stack node when `subviews` are all
    /// of its children (spacing does not depend on the proposal) and kept with its memo
    /// (`StackMemos`). Stack algorithms run by other nodes (a custom layout calling
    /// `HStackLayout`) compute them each time.
    func stackGaps(_ subviews: LayoutSubviews, compute: () -> [CGFloat]) -> [CGFloat] {
        let memo = tree.nodes[Int(subviews.parent)].stackMemo
        guard memo >= 0, subviews.isAllChildren else { return compute() }
        if let known = caches.stackMemos.gaps(memo) { return known }
        let gaps = compute()
        caches.stackMemos.storeGaps(memo, gaps)
        return gaps
    }
}
