extension LayoutEngine {
    /// Whether `node` is in the laid-out tree: placed in the last pass, as is every node above it
    /// up to the root. Nodes of replaced subtrees and children a layout left out (a
    /// `ViewThatFits` branch not chosen) are not. O(depth).
    func isShown(_ node: Int32) -> Bool {
        var current = node
        while current >= 0 && Int(current) < tree.nodes.count {
            guard caches.placements.isPlaced(Int(current)) else { return false }
            if current == tree.root { return true }
            current = tree.nodes[Int(current)].parent
        }
        return false
    }
}
