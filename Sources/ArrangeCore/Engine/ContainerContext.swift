import Foundation

/// The container `containerRelativeFrame` measures against: the nearest enclosing scroll view,
/// else the host's safe area (SwiftUI: "the nearest ancestor that is a window, a scroll view…").
///
/// Containers push their size while their content is measured and placed. A view's remembered
/// answers are keyed by its proposal only, so when a container's size changes, the answers of
/// the views between it and a container-relative frame are forgotten (they may change even
/// though their proposals did not).
extension LayoutEngine {
    /// The size of the innermost container being measured or placed.
    var containerSize: CGSize { containerStack.last ?? .zero }

    /// Runs `body` with `node`'s content measured against a container of `size`.
    func withContainer<R>(_ node: Int32, size: CGSize, _ body: () -> R) -> R {
        if hasContainerRelativeFrames, lastContainerSizes[node] != size {
            lastContainerSizes[node] = size
            forgetContainerDependents(below: node)
        }
        containerStack.append(size)
        defer { containerStack.removeLast() }
        return body()
    }

    /// A container's size for `proposal`: the proposal, an unspecified dimension taken from the
    /// enclosing container.
    func containerSize(for proposal: ProposedViewSize) -> CGSize {
        let outer = containerSize
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        return CGSize(width: length(proposal.width, outer.width), height: length(proposal.height, outer.height))
    }

    /// Whether `node` is a container for container-relative frames (a ScrollView).
    func isRelativeFrameContainer(_ node: Int32) -> Bool {
        guard case .custom(let index) = kinds[Int(node)] else { return false }
        return customLayouts[Int(index)].isRelativeFrameContainer
    }

    /// Forgets the answers of the views below container `node` (the host is -1, whose only
    /// child is the root) that lead to a container-relative frame, down to nested containers.
    private func forgetContainerDependents(below node: Int32) {
        forgetExplicitGuides()
        func forget(_ child: Int32) {
            guard nodes[Int(child)].dependsOnContainer else { return }
            sizeCache.forget(child)
            if nodes[Int(child)].stackMemo >= 0 { stackMemos.forget(nodes[Int(child)].stackMemo) }
            geometry[Int(child)].isPlaced = false
            if !isRelativeFrameContainer(child) { forgetContainerDependents(below: child) }
        }
        guard node >= 0 else {
            if root >= 0 { forget(root) }
            return
        }
        let info = nodes[Int(node)]
        for i in 0..<Int(info.childCount) { forget(childList[Int(info.firstChild) + i]) }
    }
}

/// Marks the engine's own layouts that are containers for `containerRelativeFrame` (ScrollView).
protocol RelativeFrameContainer {}
