import ArrangeCore
import Foundation

/// What a view builds, as signatures of the layout subtrees it builds (one per top-level
/// node): found by building the view alone in a scratch host, in the environment inspection
/// gives it.
struct BuiltShape {
    /// The signatures of its top-level nodes, in order.
    let signatures: [Int]

    /// A view that builds nothing.
    static let empty = BuiltShape(signatures: [])

    private init(signatures: [Int]) { self.signatures = signatures }

    /// The shape of the view in `content`, with its modifiers.
    init(of content: Content, path: String) throws {
        guard let value = content.builtValue ?? (content.medium.viewModifiers.isEmpty ? content.view : nil),
              let view = value as? any SwiftUIView else {
            throw InspectionError.notSupported(
                "frame() cannot find \(path) in the host: it finds it by building it on its own, and this is not a view it can build (a modifier's content, a toolbar)")
        }
        let input = (AnyView(view), content.medium.environment)
        signatures = assumingMainActor(input) { input in
            let tree = HostingView(buildingOnly: input.0, environment: input.1).laidOutTree()
            let signatures = NodeSignatures(tree: tree, roots: tree.rootNodes)
            return tree.rootNodes.map { signatures.signature[$0] ?? 0 }
        }
    }
}

/// Signatures of the layout subtrees under some nodes: a hash of each node's name and its
/// children's signatures, in order. A GeometryReader's children are left out: they are built
/// when it is placed, so a scratch host does not have them.
struct NodeSignatures {
    /// The nodes in depth-first order, each with its signature.
    private(set) var preorder: [(node: Int32, signature: Int)] = []
    /// The signature of each node.
    private(set) var signature: [Int32: Int] = [:]
    /// The parent of each node below the roots.
    private(set) var parent: [Int32: Int32] = [:]

    init(tree: LaidOutTree, roots: [Int32]) {
        // Depth first without recursing: the order, then the signatures children first.
        var order: [Int32] = []
        var pending = Array(roots.reversed())
        while let node = pending.popLast() {
            order.append(node)
            guard let current = tree.node(node), !current.buildsChildrenWhenPlaced else { continue }
            for child in current.children { parent[child] = node }
            pending.append(contentsOf: current.children.reversed())
        }
        for node in order.reversed() {
            guard let current = tree.node(node) else { continue }
            var hasher = Hasher()
            hasher.combine(current.name)
            if !current.buildsChildrenWhenPlaced {
                for child in current.children { hasher.combine(signature[child] ?? 0) }
            }
            signature[node] = hasher.finalize()
        }
        preorder = order.map { ($0, signature[$0] ?? 0) }
    }
}
