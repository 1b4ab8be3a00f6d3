import Foundation

/// Replacing one subtree of the retained tree by another, in place, when a view's body is
/// evaluated again: the new subtree takes the old one's place under its parent, the old one is
/// detached, and only the ancestors of the place forget what they remembered.
extension LayoutEngine {
    /// Puts the subtree at `new` where the subtree at `old` is, and detaches `old` — apart from
    /// the subtrees at `kept` (views kept as they were, now inside `new`).
    func replaceSubtree(_ old: Int32, with new: Int32, keeping kept: Set<Int32> = []) {
        let parent = tree.nodes[Int(old)].parent
        tree.nodes[Int(new)].parent = parent
        if parent >= 0 {
            let info = tree.nodes[Int(parent)]
            for i in Int(info.firstChild)..<Int(info.firstChild + info.childCount) where tree.childList[i] == old {
                tree.childList[i] = new
            }
        }
        if tree.root == old { tree.root = new }
        carryOverCaches(from: old, to: new, keeping: kept)
        tree.detachedNodeCount += detachSubtree(old, keeping: kept)
        // When the new subtree keeps the old one's spacing (most bodies evaluated again change a
        // size, not the kind of view at their edges), no ancestor's spacing or stack gaps change
        // (A5): only sizes and placements are forgotten.
        let keepsSpacing = spacing(old, .detached) == spacing(new, .detached)
        guard parent >= 0 else { return }
        // When it also answers every proposal it was asked as the old one did, the ancestors'
        // answers all still hold: they only place their children again (most state changes
        // change what a view shows, not its size).
        if keepsSpacing && answersAsBefore(old, new) {
            placeAgain(from: parent)
        } else {
            forgetAnswers(from: parent, replacing: old, with: new, keepingSpacing: keepsSpacing)
        }
    }

    /// Whether the subtree at `new` gives its parent exactly what the one at `old` gave: the same
    /// traits, no explicit guides or dependence on position or container on either side, and the
    /// same size for every proposal the old one remembered answering (all of them: a node whose
    /// remembered answers may be incomplete, or that answered without remembering, does not count).
    private func answersAsBefore(_ old: Int32, _ new: Int32) -> Bool {
        let before = tree.nodes[Int(old)], after = tree.nodes[Int(new)]
        guard before.priority == after.priority, before.traits == after.traits,
              !before.mayHaveExplicitGuides, !after.mayHaveExplicitGuides,
              !before.dependsOnPosition, !after.dependsOnPosition,
              !before.dependsOnContainer, !after.dependsOnContainer,
              // Ancestors answer from parts of answers only while nothing below mixes axes.
              before.flags.contains(.mixesAxes) || !after.flags.contains(.mixesAxes),
              let answers = caches.sizes.answers(before.sizeLine)
        else { return false }
        return answers.allSatisfy { answer in
            let proposal = ProposedViewSize(width: SizeCache.dimension(answer.width), height: SizeCache.dimension(answer.height))
            return size(new, proposal, .detached) == answer.size
        }
    }

    /// Makes `node` and its ancestors place their children again, keeping every remembered
    /// answer; a custom layout whose subviews changed updates its cache.
    private func placeAgain(from node: Int32) {
        forgetExplicitGuides()
        updateLayoutCache(of: node)
        var current = node
        while current >= 0 {
            caches.placements.setPlaced(Int(current), false)
            current = tree.nodes[Int(current)].parent
        }
    }

    /// Forgets the ids in the subtree at `node` and marks it unplaced, apart from the subtrees at
    /// `kept`; returns the number of nodes detached.
    func detachSubtree(_ node: Int32, keeping kept: Set<Int32> = []) -> Int {
        var count = 0
        var pending: [Int32] = [node]
        while let current = pending.popLast() {
            if !kept.isEmpty && kept.contains(current) { continue }
            count += 1
            assignID(nil, to: current)
            caches.placements.setPlaced(Int(current), false)
            let info = tree.nodes[Int(current)]
            for i in 0..<Int(info.childCount) { pending.append(tree.childList[Int(info.firstChild) + i]) }
        }
        return count
    }

    /// Makes `node` and its ancestors forget their remembered answers, spacings and placements
    /// after their descendant `old` was replaced by `new`; the flags and traits they copied from
    /// their descendants are brought up to date.
    private func forgetAnswers(from node: Int32, replacing old: Int32, with new: Int32, keepingSpacing: Bool) {
        forgetExplicitGuides()
        // A custom layout whose subviews changed updates its cache, as SwiftUI does.
        updateLayoutCache(of: node)
        // What the path's nodes copied from the replaced subtree, before and after.
        var oldPriority = tree.nodes[Int(old)].priority, newPriority = tree.nodes[Int(new)].priority
        var oldTraits = tree.nodes[Int(old)].traits, newTraits = tree.nodes[Int(new)].traits
        let replaced = tree.nodes[Int(new)]
        var child = new
        var current = node
        while current >= 0 {
            let n = Int(current)
            forgetSizes(of: current)
            if keepingSpacing {
                if tree.nodes[n].stackMemo >= 0 { caches.stackMemos.forgetDistribution(tree.nodes[n].stackMemo) }
            } else {
                caches.spacings[n] = nil
                if tree.nodes[n].stackMemo >= 0 { caches.stackMemos.forget(tree.nodes[n].stackMemo) }
            }
            caches.placements.setPlaced(n, false)
            // Flags that say what a subtree holds are copied upward when built; a flag the new
            // subtree no longer needs stays set, which only costs time.
            tree.nodes[n].flags.formUnion(replaced.flags.intersection(.inherited))
            // Unary modifiers copy their content's traits (Decisions table) unless they set
            // their own: follow the content's change where the copy still matches the old.
            let info = tree.nodes[n]
            if info.childCount >= 1 && info.flags.contains(.wrapsFirstChild) && tree.childList[Int(info.firstChild)] == child {
                if info.priority == oldPriority { tree.nodes[n].priority = newPriority } else { oldPriority = info.priority; newPriority = info.priority }
                if info.traits == oldTraits { tree.nodes[n].traits = newTraits } else { oldTraits = info.traits; newTraits = info.traits }
            } else {
                oldPriority = info.priority; newPriority = info.priority
                oldTraits = info.traits; newTraits = info.traits
            }
            child = current
            current = info.parent
        }
    }
}
