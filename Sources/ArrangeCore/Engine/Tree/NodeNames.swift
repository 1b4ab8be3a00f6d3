import Foundation

extension LayoutEngine {
    /// What `node` is called in dumps, the render tree, the inspector and diagnostics ("HStack",
    /// "Color(red)", "frame", "padding", a custom layout's type), derived from its rule when
    /// asked. The tree keeps no name per node: building it makes no strings.
    func name(of node: Int32) -> String {
        guard node >= 0 && Int(node) < tree.kinds.count else { return "a view" }
        return visitRule(node, RuleNameVisitor())
    }
}
