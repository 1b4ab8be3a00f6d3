import Foundation

extension HostingView {
    /// Every node of the laid-out tree in the dump's order (depth first), with its layout frame in
    /// host coordinates and relative to its parent (`local`), or nil when it was not placed. For the fuzz target's and the property
    /// tests' invariant checks (`ArrangeFuzzing`): the dump's text cannot be parsed reliably,
    /// because a Text's label quotes the user's string, parentheses and all.
    package func placedFrames() -> [(name: String, frame: CGRect?, local: CGRect?)] {
        guard engine.tree.root >= 0 else { return [] }
        var result: [(name: String, frame: CGRect?, local: CGRect?)] = []
        func visit(_ node: Int32, origin: CGPoint) {
            let geometry = engine.caches.placements[Int(node)]
            let absolute = CGPoint(x: origin.x + geometry.origin.x, y: origin.y + geometry.origin.y)
            result.append((
                engine.name(of: node),
                geometry.isPlaced ? CGRect(origin: absolute, size: geometry.size) : nil,
                geometry.isPlaced ? CGRect(origin: geometry.origin, size: geometry.size) : nil))
            let info = engine.tree.nodes[Int(node)]
            for i in 0..<Int(info.childCount) {
                visit(engine.tree.childList[Int(info.firstChild) + i], origin: absolute)
            }
        }
        visit(engine.tree.root, origin: .zero)
        return result
    }
}
