import Foundation

/// Freeing the nodes updates leave behind, without running any body.
///
/// An update puts a view's new subtree in place of its old one (`SubtreeReplacement`), and a
/// GeometryReader builds its content again as its geometry changes (`rebuildChildren`): the old
/// nodes are detached, unreachable from the root but still in the tree's arrays. Once more than
/// `detachedNodeAllowance` have gathered, the live nodes move into a compact tree, in the order
/// they had (children before their parents, as built), every table keyed by node is carried over
/// to the new numbers, and the detached nodes are gone. Nothing is built again: what the views
/// are is in the nodes and their rules already. What passes remembered of the live nodes
/// (sizes, spacings, placements) is kept, so the next pass does no more than it would have;
/// stacks' memos of their last distribution start again empty.
///
/// The host carries its view graph over with the map this returns (`ViewGraph.renumberNodes`).
extension LayoutEngine {
    /// How many detached nodes a tree keeps before it is compacted: the slack above its live
    /// nodes. Compacting is O(live nodes), so this many detachments pay for each.
    static var detachedNodeAllowance: Int { 1024 }

    /// Whether enough detached nodes have gathered to compact the tree.
    var needsCompaction: Bool { tree.detachedNodeCount > Self.detachedNodeAllowance }

    /// Moves the live nodes into a compact tree and returns each old node's new number (-1 for
    /// a detached node). O(nodes).
    func compactTree() -> [Int32] {
        let count = tree.nodes.count
        let renumbered = liveNodeNumbers()
        func map(_ node: Int32) -> Int32 { node >= 0 && Int(node) < count ? renumbered[Int(node)] : -1 }

        var compact = LayoutTree()
        var caches = LayoutCaches()
        var keptLines: [Int32] = []
        let restorer = RuleRestorer()
        let liveCount = renumbered.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
        compact.nodes.reserveCapacity(liveCount)
        compact.kinds.reserveCapacity(liveCount)
        for old in 0..<count where renumbered[old] >= 0 {
            var node = tree.nodes[old]
            let first = Int(node.firstChild)
            node.firstChild = Int32(compact.childList.count)
            for i in 0..<Int(node.childCount) { compact.childList.append(renumbered[Int(tree.childList[first + i])]) }
            node.parent = map(node.parent)
            if node.sizeLine >= 0 {
                keptLines.append(node.sizeLine)
                node.sizeLine = Int32(keptLines.count - 1)
            }
            node.stackMemo = node.flags.contains(.keepsStackMemo) ? caches.stackMemos.add(childCount: Int(node.childCount)) : -1
            caches.placements.append(self.caches.placements[old])
            caches.spacings.appendNode()
            caches.spacings[compact.nodes.count] = self.caches.spacings[old]
            compact.nodes.append(node)
            compact.kinds.append(visitRule(Int32(old), restorer))
        }
        compact.rules = restorer.rules
        compact.root = map(tree.root)
        compact.traitTables = tree.traitTables
        compact.guideClosures = tree.guideClosures
        compact.preferredColorScheme = tree.preferredColorScheme
        compact.hasContainerRelativeFrames = tree.hasContainerRelativeFrames
        compact.hasRelativeFrameContainers = tree.hasRelativeFrameContainers
        // Both ways separately: a node whose view took an id inside and another outside is
        // found by both, though it lists only the last.
        compact.idOfNode = renumberedKeys(tree.idOfNode, map)
        for (id, node) in tree.nodeOfID where map(node) >= 0 { compact.nodeOfID[id] = map(node) }
        compact.annotations = renumberedKeys(tree.annotations, map)
        compact.coordinateSpaceNames = renumberedKeys(tree.coordinateSpaceNames, map)
        compact.renderAttributes = tree.renderAttributes.renumbered(count: liveCount, map)

        caches.sizes = self.caches.sizes.keeping(keptLines)
        caches.lastContainerSizes = renumberedKeys(self.caches.lastContainerSizes, map)
        caches.scrollClipOutsets = renumberedKeys(self.caches.scrollClipOutsets, map)
        caches.safeAreaDrawings = renumberedKeys(self.caches.safeAreaDrawings, map)

        tree = compact
        self.caches = caches
        forgetExplicitGuides()
        return renumbered
    }

    /// Each node's number among the nodes reachable from the root, in the order they are in;
    /// -1 for the others.
    private func liveNodeNumbers() -> [Int32] {
        var isLive = [Bool](repeating: false, count: tree.nodes.count)
        var pending: [Int32] = tree.root >= 0 ? [tree.root] : []
        while let node = pending.popLast() {
            guard Int(node) < isLive.count, !isLive[Int(node)] else { continue }
            isLive[Int(node)] = true
            let info = tree.nodes[Int(node)]
            for i in 0..<Int(info.childCount) { pending.append(tree.childList[Int(info.firstChild) + i]) }
        }
        var next: Int32 = 0
        return isLive.map { live in
            guard live else { return -1 }
            defer { next += 1 }
            return next
        }
    }
}

/// `table` with its node keys renumbered by `map`, entries of nodes that are gone (-1) dropped.
func renumberedKeys<Value>(_ table: [Int32: Value], _ map: (Int32) -> Int32) -> [Int32: Value] {
    var result: [Int32: Value] = [:]
    result.reserveCapacity(table.count)
    for (node, value) in table {
        let new = map(node)
        if new >= 0 || node < 0 { result[new] = value }
    }
    return result
}

/// Stores each rule it visits again, into a store of its own: a compacted tree's rules, without
/// those of detached nodes.
private final class RuleRestorer: RuleVisitor {
    var rules = RuleStore()
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> NodeKind { rule.kind(storingIn: &rules) }
    func visit<R: UnaryRule>(_ rule: R) -> NodeKind { rule.kind(storingIn: &rules) }
    func visit<R: ContainerRule>(_ rule: R) -> NodeKind { rule.kind(storingIn: &rules) }
}
