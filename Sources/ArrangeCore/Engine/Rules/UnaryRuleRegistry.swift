import Foundation

/// Something done with a unary modifier's rule whatever its type (measure, place, explicit
/// guide, spacing): the engine's operations on unary nodes, written once against `UnaryRule`.
/// A visitor rather than an existential, so each rule type gets its own specialised code and no
/// rule is boxed on the hot path.
protocol UnaryRuleVisitor {
    associatedtype Result
    func visit<R: UnaryRule>(_ rule: R) -> Result
}

extension LayoutEngine {
    /// Runs `visitor` on the rule of a unary modifier's `kind`. The registration of the unary
    /// modifiers: a new one adds its `UnaryKind` case and one line here (its rule stores itself,
    /// `StoredRule`).
    ///
    /// On the engine rather than on `RuleStore`: each arm reads the store through the engine's
    /// stored property, with no copy of the store's arrays.
    @inline(__always)
    func visitUnary<V: UnaryRuleVisitor>(_ kind: UnaryKind, _ visitor: V) -> V.Result {
        switch kind {
        case .fixedFrame(let slot): return visitor.visit(tree.rules[slot, as: FixedFrameRule.self])
        case .flexFrame(let slot): return visitor.visit(tree.rules[slot, as: FlexFrameRule.self])
        case .padding(let slot): return visitor.visit(tree.rules[slot, as: PaddingRule.self])
        case .fixedSize(let rule): return visitor.visit(rule)
        case .aspectRatio(let slot): return visitor.visit(tree.rules[slot, as: AspectRatioRule.self])
        case .position(let slot): return visitor.visit(tree.rules[slot, as: PositionRule.self])
        case .alignmentGuide(let slot): return visitor.visit(tree.rules[slot, as: AlignmentGuideRule.self])
        case .ignoresSafeArea(let edges): return visitor.visit(IgnoresSafeAreaRule(edges: edges))
        case .safeAreaPadding(let slot): return visitor.visit(tree.rules[slot, as: SafeAreaPaddingRule.self])
        case .containerRelativeFrame(let slot): return visitor.visit(tree.rules[slot, as: ContainerRelativeFrameRule.self])
        }
    }

    /// A frame's answer when it needs no child for `proposal` (A7, A8), else `nil`: `size`'s fast
    /// path for nodes flagged `mayAnswerAlone`, with no visitor.
    @inline(__always)
    func answerAlone(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        switch tree.kinds[Int(node)] {
        case .unary(.fixedFrame(let slot)):
            let rule = tree.rules[slot, as: FixedFrameRule.self]
            guard let width = rule.width, let height = rule.height else { return nil }
            return CGSize(width: width, height: height)
        case .unary(.flexFrame(let slot)):
            return tree.rules[slot, as: FlexFrameRule.self].sizeWithoutChild(proposal)
        default:
            return nil
        }
    }

    /// Where a unary modifier puts its child (its `UnaryRule`), in its logical coordinates or,
    /// for rules placing in host coordinates, in those; `nil` for nodes of other families.
    @inline(__always)
    func unaryPlacement(_ node: Int32, size: CGSize, proposal: ProposedViewSize, boundsOrigin: CGPoint, _ context: LayoutContext) -> ChildPlacement? {
        guard case .unary(let kind) = tree.kinds[Int(node)] else { return nil }
        switch kind {
        case .fixedFrame(let slot):
            // The frames' fast path: the commonest modifiers skip the visitor, and their child
            // is asked through the engine, without a subview (`framePlacement`).
            let rule = tree.rules[slot, as: FixedFrameRule.self]
            return framePlacement(node, rule.alignment, rule.placementProposal(proposal, size: size), in: size, context)
        case .flexFrame(let slot):
            let rule = tree.rules[slot, as: FlexFrameRule.self]
            return framePlacement(node, rule.alignment, rule.placementProposal(proposal, size: size), in: size, context)
        default:
            let unary = UnaryNode(engine: self, node: node, context: context, boundsOrigin: boundsOrigin)
            return visitUnary(kind, UnaryPlacementVisitor(node: unary, size: size, proposal: proposal))
        }
    }
}

extension LayoutEngine {
    /// A frame's child proposed `childProposal` and aligned in the frame's `size` (A7, A8): what
    /// `Alignment.place` does with a subview, asked of the engine directly (a proposal a subview
    /// would correct and report goes through the subview).
    @inline(__always)
    func framePlacement(_ node: Int32, _ alignment: Alignment, _ childProposal: ProposedViewSize, in size: CGSize, _ context: LayoutContext) -> ChildPlacement {
        guard _fastPath(childProposal.isValidForSubviews) else { return alignment.place(onlyChild(node, context), proposal: childProposal, in: size) }
        let child = tree.childList[Int(tree.nodes[Int(node)].firstChild)]
        let childSize = measure(child, childProposal, context)
        return alignment.place(childSize, proposal: childProposal, in: size) { guideValue(child, $0, size: childSize, proposal: childProposal, context) }
    }
}

/// Places a unary node's child: `UnaryRule.placement`.
struct UnaryPlacementVisitor: UnaryRuleVisitor {
    let node: UnaryNode
    let size: CGSize
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> ChildPlacement { rule.placement(in: size, proposal: proposal, in: node) }
}
