import Foundation

/// `fixedSize(horizontal:vertical:)` (A9, R13): proposes `nil` on the fixed axes, so the child
/// takes its ideal size there; it is centred in the bounds it is given.
struct FixedSizeRule {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        .centred(child, proposal: childProposal(proposal), in: size)
    }
}

@usableFromInline nonisolated struct FixedSizeModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.buildModified(content, rule: FixedSizeRule(horizontal: horizontal, vertical: vertical))
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

extension FixedSizeRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.fixedSize(self)) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "fixedSize" }
    /// A9 through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// A9: the child centred.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
}
