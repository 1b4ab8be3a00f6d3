extension LayoutEngine {
    /// Makes `id` the `.id` value `frame(of:)` finds `node` by (`nil`: none). The node's previous
    /// id, if another, no longer finds it. Used to restore a kept view's node and to detach a
    /// replaced subtree; `.id(_:)` itself adds its value without taking an inner one away.
    func assignID(_ id: AnyHashable?, to node: Int32) {
        if let old = idOfNode[node], old != id {
            idOfNode[node] = nil
            if nodeOfID[old] == node { nodeOfID[old] = nil }
        }
        guard let id else { return }
        idOfNode[node] = id
        nodeOfID[id] = node
    }
}
