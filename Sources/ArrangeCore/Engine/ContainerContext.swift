import Foundation

/// The container `containerRelativeFrame` measures against: the nearest enclosing scroll view,
/// else the host's safe area (SwiftUI: "the nearest ancestor that is a window, a scroll view…").
///
/// Containers hand their size down in the `LayoutContext` of their content. A view's remembered
/// answers are keyed by its proposal only, so when a container's size changes, the answers of
/// the views between it and a container-relative frame are forgotten (they may change even
/// though their proposals did not).
extension LayoutEngine {
    /// The context `node`'s content is measured and placed in when `node` is a container of
    /// `size`: `context` with that container. A container whose size changed first forgets the
    /// answers of the views below it that depend on it.
    func enteringContainer(_ node: Int32, size: CGSize, _ context: LayoutContext) -> LayoutContext {
        if tree.hasContainerRelativeFrames, caches.lastContainerSizes[node] != size {
            caches.lastContainerSizes[node] = size
            forgetContainerDependents(below: node)
        }
        return pass.scopes.context(context, container: size)
    }

    /// The context of a pass from the host (node -1): the host's container and safe area.
    func rootContext(container: CGSize, safeArea: SafeAreaContext?) -> LayoutContext {
        let context = enteringContainer(-1, size: container, .detached)
        return safeArea == nil ? context : pass.scopes.context(context, safeArea: safeArea)
    }

    /// A container's size for `proposal`: the proposal, an unspecified dimension taken from the
    /// enclosing container (`context`'s).
    func containerSize(for proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let outer = pass.scopes.container(of: context)
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        return CGSize(width: length(proposal.width, outer.width), height: length(proposal.height, outer.height))
    }

    /// Forgets the answers of the views below container `node` (the host is -1, whose only
    /// child is the root) that lead to a container-relative frame, down to nested containers.
    private func forgetContainerDependents(below node: Int32) {
        forgetExplicitGuides()
        func forget(_ child: Int32) {
            guard tree.nodes[Int(child)].dependsOnContainer else { return }
            forgetSizes(of: child)
            if tree.nodes[Int(child)].stackMemo >= 0 { caches.stackMemos.forget(tree.nodes[Int(child)].stackMemo) }
            caches.placements.setPlaced(Int(child), false)
            if !tree.nodes[Int(child)].flags.contains(.entersContainer) { forgetContainerDependents(below: child) }
        }
        guard node >= 0 else {
            if tree.root >= 0 { forget(tree.root) }
            return
        }
        let info = tree.nodes[Int(node)]
        for i in 0..<Int(info.childCount) { forget(tree.childList[Int(info.firstChild) + i]) }
    }
}
