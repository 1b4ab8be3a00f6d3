import Foundation

/// A host's tree of layout nodes as plain values: what each node is to the views built into it,
/// its children and where it was placed. The ViewInspector module reads it to find the frame
/// of an inspected view (`InspectableView.frame()`): it follows the inspected view's path from
/// the root through the views' structure, and this tree gives the nodes that structure was
/// built into. A copy made on request; the host keeps nothing for it, so it costs nothing when
/// nobody asks.
package struct LaidOutTree {
    /// What a node is to the views built into it.
    package enum Role: Equatable, Sendable {
        /// A view with no views inside it as far as layout goes (Text, Image, a shape, Spacer).
        case leaf
        /// A modifier around one view, its child 0 (`frame`, `padding`; `overlay`,
        /// `background` and `safeAreaInset`, whose other child is the view they add).
        case wrapper
        /// A container of the views its content built, its children (stacks, grids, a
        /// ScrollView, a custom `Layout`).
        case container
    }

    /// One node.
    package struct Node {
        /// Its name in dumps ("HStack", "padding", "Color(red)").
        package var name: String
        package var role: Role
        /// Its `.id`, if it has one.
        package var id: AnyHashable?
        package var children: [Int32]
        /// Whether its children are built when it is placed (a GeometryReader's content): a
        /// tree that was built but not laid out does not have them.
        package var buildsChildrenWhenPlaced: Bool
        /// Its layout frame in host coordinates; `nil` when it was not placed (offscreen lazy
        /// content, the content of a view that was not shown) or the tree was not laid out.
        package var frame: CGRect?
    }

    /// The nodes by index.
    package var nodes: [Node]
    /// The nodes the host's root view was built into, in order (several when the root view is
    /// several views, which the host stacks), none when it built nothing.
    package var rootNodes: [Int32]

    /// The node at `index`, `nil` when there is none.
    package func node(_ index: Int32) -> Node? {
        index >= 0 && Int(index) < nodes.count ? nodes[Int(index)] : nil
    }
}

extension HostingView {
    /// The host's tree of layout nodes as it stands now (pending changes applied), with each
    /// node's frame when the tree was laid out (a host made `buildingOnly` has none).
    package func laidOutTree() -> LaidOutTree {
        applyPendingChanges()
        let tree = engine.tree
        var frames = [CGRect?](repeating: nil, count: tree.nodes.count)
        // Frames are placements relative to the parent: summed from the root down, without
        // recursing (a tree may be deeper than the stack).
        let placements = engine.caches.placements
        var pending: [(node: Int32, origin: CGPoint)] = tree.root >= 0 ? [(tree.root, .zero)] : []
        while let (node, parentOrigin) = pending.popLast() {
            let index = Int(node)
            guard index < placements.count, placements.isPlaced(index) else { continue }
            let geometry = placements[index]
            let origin = CGPoint(x: parentOrigin.x + geometry.origin.x, y: parentOrigin.y + geometry.origin.y)
            frames[index] = CGRect(origin: origin, size: geometry.size)
            let info = tree.nodes[index]
            for i in 0..<Int(info.childCount) { pending.append((tree.childList[Int(info.firstChild) + i], origin)) }
        }
        let nodes = tree.nodes.indices.map { index -> LaidOutTree.Node in
            let info = tree.nodes[index]
            let children = (0..<Int(info.childCount)).map { tree.childList[Int(info.firstChild) + $0] }
            let role: LaidOutTree.Role
            // A container that wraps its first child as a modifier does (overlay, background,
            // safeAreaInset) is a wrapper to the views built into it.
            switch tree.kinds[index] {
            case .leaf: role = .leaf
            case .unary: role = .wrapper
            case .container: role = info.flags.contains(.wrapsFirstChild) ? .wrapper : .container
            }
            let buildsChildrenWhenPlaced = engine.isGeometryReader(Int32(index))
            return LaidOutTree.Node(name: engine.name(of: Int32(index)), role: role, id: tree.idOfNode[Int32(index)], children: children,
                                    buildsChildrenWhenPlaced: buildsChildrenWhenPlaced, frame: frames[index])
        }
        // The root view's nodes are the outputs of the host's root record; without it (a tree
        // built some other way) the root node stands for them.
        let rootRecord = graph.records[ViewIdentity.root.child(ordinal: 0, type: HostRoot<Content>.self)]
        let rootNodes: [Int32]
        if let rootRecord, rootRecord.treeGeneration == graph.treeGeneration {
            rootNodes = rootRecord.outputs
        } else {
            rootNodes = tree.root >= 0 ? [tree.root] : []
        }
        return LaidOutTree(nodes: nodes, rootNodes: rootNodes)
    }
}
