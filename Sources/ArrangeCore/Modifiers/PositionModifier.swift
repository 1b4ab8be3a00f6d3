import Foundation

/// `position(x:y:)` (A12): takes the proposal (an unspecified dimension takes the child's size)
/// and centres the child at the point.
struct PositionRule {
    var point: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let childProposal = ProposedViewSize(size)
        let childSize = child.sizeThatFits(childProposal)
        return ChildPlacement(
            ordinal: 0, origin: CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2),
            size: childSize, proposal: childProposal)
    }
}

@usableFromInline nonisolated struct PositionModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let point: CGPoint

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        var point = self.point
        if !point.x.isFinite || !point.y.isFinite {
            builder.report("Invalid position \(point) (non-finite); non-finite coordinates are treated as 0.")
            point = CGPoint(x: point.x.finiteOrZero, y: point.y.finiteOrZero)
        }
        if abs(point.x) > absurdLength || abs(point.y) > absurdLength {
            builder.report("position (\(formatLength(point.x)), \(formatLength(point.y))) is beyond \(formatLength(absurdLength)) points; each coordinate is limited to ±\(formatLength(absurdLength)).")
            point = CGPoint(x: point.x.limitedToAbsurdLength, y: point.y.limitedToAbsurdLength)
        }
        builder.buildModified(content, rule: PositionRule(point: point))
    }
}

nonisolated extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(point: position))
    }
    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

extension PositionRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.position(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "position" }
    /// Through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// The child's centre at the point.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
}
