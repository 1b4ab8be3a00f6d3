import Foundation

/// Something done with a leaf's rule whatever its type (measure, spacing, explicit guide, name),
/// written once against `LeafRule`; a visitor so each rule type gets specialised code.
protocol LeafRuleVisitor {
    associatedtype Result
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> Result
}

extension LayoutEngine {
    /// Runs `visitor` on the rule of leaf `node` (of `kind`); `nil` for nodes of other families.
    /// The registration of the leaf rules: a new kind of leaf adds its `NodeKind` case (with its
    /// typed storage) and one line here.
    @inline(__always)
    func visitLeaf<V: LeafRuleVisitor>(_ node: Int32, _ kind: NodeKind, _ visitor: V) -> V.Result? {
        switch kind {
        case .leaf(let leaf): return visitor.visit(leaf, LeafNode(engine: self, node: node))
        case .measured(let index): return visitor.visit(MeasuredLeafRule(leaf: measuredLeaves[Int(index)]), LeafNode(engine: self, node: node))
        default: return nil
        }
    }
}

/// Measures a leaf: `LeafRule.sizeThatFits`.
struct LeafSizeVisitor: LeafRuleVisitor {
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> CGSize { rule.sizeThatFits(proposal, in: node) }
}

/// A leaf's spacing preferences: `LeafRule.spacing`.
struct LeafSpacingVisitor: LeafRuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> ViewSpacing { rule.spacing(in: node) }
}

/// A leaf's explicit guide: `LeafRule.explicitGuide`.
struct LeafGuideVisitor: LeafRuleVisitor {
    let key: AlignmentKey
    let size: CGSize
    let proposal: ProposedViewSize
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> CGFloat? { rule.explicitGuide(key, size: size, proposal: proposal, in: node) }
}

/// A leaf's name: `LeafRule.nodeName`.
struct LeafNameVisitor: LeafRuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> String { rule.nodeName(in: node) }
}

/// What the tree notes on a leaf's node: `LeafRule.flags`.
struct LeafFlagsVisitor: LeafRuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> NodeFlags { rule.flags }
}
