import Foundation

extension LayoutEngine {
    /// What `node` is called in dumps, the render tree, the inspector and diagnostics ("HStack",
    /// "Color(red)", "frame", "padding", a custom layout's type), derived from its rule when
    /// asked. The tree keeps no name per node: building it makes no strings.
    func name(of node: Int32) -> String {
        guard node >= 0 && Int(node) < tree.kinds.count else { return "a view" }
        let kind = tree.kinds[Int(node)]
        switch kind.family {
        case .leaf: return visitLeaf(node, kind, LeafNameVisitor()) ?? "a view"
        case .unary: return visitUnary(kind, UnaryNameVisitor()) ?? "a view"
        case .container: return visitContainer(kind, ContainerNameVisitor()) ?? "a view"
        }
    }
}
