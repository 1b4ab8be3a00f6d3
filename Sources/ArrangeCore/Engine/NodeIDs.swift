extension LayoutEngine {
    /// Makes `id` the `.id` value `frame(of:)` finds `node` by (`nil`: none). The node's previous
    /// id, if another, no longer finds it. Used to restore a kept view's node and to detach a
    /// replaced subtree; `.id(_:)` itself adds its value without taking an inner one away.
    func assignID(_ id: AnyHashable?, to node: Int32) {
        if let old = tree.idOfNode[node], old != id {
            tree.idOfNode[node] = nil
            if tree.nodeOfID[old] == node { tree.nodeOfID[old] = nil }
        }
        guard let id else { return }
        tree.idOfNode[node] = id
        tree.nodeOfID[id] = node
    }
}
