import Foundation

/// The safe area of the subtree being placed: the safe rectangle, and the rectangle it was cut
/// from (the host's bounds, or a view's frame for `safeAreaPadding` and `safeAreaInset`). Views
/// that ignore the safe area grow from the first to the second; both are in host coordinates.
struct SafeAreaContext: Equatable {
    var safe: CGRect
    var outer: CGRect
}

extension LayoutEngine {
    /// How far the unsafe area of `context` reaches into `frame` on each edge (physical: leading
    /// is left).
    func safeAreaInsets(of frame: CGRect, _ context: LayoutContext) -> EdgeInsets {
        guard let context = pass.scopes.scope(of: context).safeArea else { return EdgeInsets() }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return EdgeInsets(top: clamp(context.safe.minY - frame.minY, frame.height),
                          leading: clamp(context.safe.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - context.safe.maxY, frame.height),
                          trailing: clamp(frame.maxX - context.safe.maxX, frame.width))
    }

    /// `ignoresSafeArea`: where the child goes when the node has `frame` (host coordinates). On
    /// each ignored edge where the frame reaches the safe area's boundary, the child grows out
    /// to the unsafe area's outer edge; it is proposed the grown size.
    ///
    /// The placement is in host coordinates, not mirrored in a right-to-left environment
    /// (`IgnoresSafeAreaRule.placesInLogicalCoordinates` is false): the unsafe area is where it
    /// is on screen, and only the edges asked for flip (leading is the right edge, A17).
    func ignoringPlacement(_ node: Int32, edges: Edge.Set, frame: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) -> ChildPlacement {
        let child = tree.childList[Int(tree.nodes[Int(node)].firstChild)]
        guard let area = pass.scopes.scope(of: context).safeArea else {
            return ChildPlacement(ordinal: 0, origin: .zero, size: size(child, proposal, context), proposal: proposal)
        }
        let rightToLeft = tree.nodes[Int(node)].isRightToLeft
        let left: Edge = rightToLeft ? .trailing : .leading, right: Edge = rightToLeft ? .leading : .trailing
        let tolerance: CGFloat = 1e-9
        var grown = frame
        if edges.contains(.top), frame.minY <= area.safe.minY + tolerance { grown.origin.y = min(frame.minY, area.outer.minY) }
        if edges.contains(Edge.Set(left)), frame.minX <= area.safe.minX + tolerance { grown.origin.x = min(frame.minX, area.outer.minX) }
        var maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.bottom), frame.maxY >= area.safe.maxY - tolerance { maxY = max(frame.maxY, area.outer.maxY) }
        if edges.contains(Edge.Set(right)), frame.maxX >= area.safe.maxX - tolerance { maxX = max(frame.maxX, area.outer.maxX) }
        grown.size = CGSize(width: maxX - grown.minX, height: maxY - grown.minY)
        let grownProposal = grown.size == frame.size ? proposal : ProposedViewSize(grown.size)
        let origin = CGPoint(x: grown.minX - frame.minX, y: grown.minY - frame.minY)
        return ChildPlacement(ordinal: 0, origin: origin, size: size(child, grownProposal, context), proposal: grownProposal)
    }

    /// Where a scroll view clips its content: at its frame, except on a scroll axis's edge that
    /// reaches the safe area's boundary, where the content goes on into the unsafe area — a list
    /// at rest draws its rows on under the home indicator, as iOS does (the content's layout is
    /// unchanged: it still starts inside the safe area).
    func recordScrollClip(_ node: Int32, axes: Axis.Set, frame: CGRect, _ context: LayoutContext) {
        guard let area = pass.scopes.scope(of: context).safeArea else {
            caches.scrollClipOutsets[node] = nil
            return
        }
        let tolerance: CGFloat = 1e-9
        var outsets = EdgeInsets()
        if axes.contains(.vertical) {
            if frame.minY <= area.safe.minY + tolerance { outsets.top = max(0, frame.minY - area.outer.minY) }
            if frame.maxY >= area.safe.maxY - tolerance { outsets.bottom = max(0, area.outer.maxY - frame.maxY) }
        }
        if axes.contains(.horizontal) {
            if frame.minX <= area.safe.minX + tolerance { outsets.leading = max(0, frame.minX - area.outer.minX) }
            if frame.maxX >= area.safe.maxX - tolerance { outsets.trailing = max(0, area.outer.maxX - frame.maxX) }
        }
        caches.scrollClipOutsets[node] = outsets == EdgeInsets() ? nil : outsets
    }

    /// The safe area child `ordinal` of `node` (of `frame`, the child at `childFrame`, both in
    /// host coordinates) sees when the node's rule changes it (`safeAreaPadding`,
    /// `safeAreaInset`), or `nil` when the child sees the same safe area as the node
    /// (`context`'s). Never inlined: only subtrees that depend on their position ask, and the
    /// registries' arms inlined into `placeChild` made the optimiser give up inlining the node
    /// reads of every other placement there (5% of a row of frames).
    @inline(never)
    func childSafeArea(_ node: Int32, ordinal: Int, frame: CGRect, childFrame: CGRect, _ context: LayoutContext) -> SafeAreaContext? {
        let current = pass.scopes.scope(of: context).safeArea
        return visitRule(node, SafeAreaVisitor(ordinal: ordinal, frame: frame, childFrame: childFrame, current: current))
    }
}
