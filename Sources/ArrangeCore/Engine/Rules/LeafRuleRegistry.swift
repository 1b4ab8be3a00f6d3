import Foundation

/// Something done with a leaf's rule whatever its type (measure, spacing, explicit guide, name),
/// written once against `LeafRule`; a visitor so each rule type gets specialised code.
protocol LeafRuleVisitor {
    associatedtype Result
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> Result
}

extension LayoutEngine {
    /// Runs `visitor` on the rule of leaf `node` (of `kind`). The registration of the leaf rules:
    /// a new kind of leaf adds its `LeafKind` case and one line here.
    @inline(__always)
    func visitLeaf<V: LeafRuleVisitor>(_ node: Int32, _ kind: LeafKind, _ visitor: V) -> V.Result {
        switch kind {
        case .shape(let leaf): return visitor.visit(leaf, LeafNode(engine: self, node: node))
        case .measured(let slot): return visitor.visit(tree.rules[slot, as: MeasuredLeafRule.self], LeafNode(engine: self, node: node))
        }
    }

    /// The answer of a leaf answered by arithmetic (`NodeFlags.answersByArithmetic`): `size`'s
    /// fast path, with no visitor.
    @inline(__always)
    func arithmeticLeafSize(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        guard case .leaf(.shape(let leaf)) = tree.kinds[Int(node)] else { return nil }
        return leaf.sizeThatFits(proposal)
    }
}
