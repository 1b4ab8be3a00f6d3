import Foundation

/// `alignmentGuide(_:computeValue:)` (A14.2): an explicit value of one guide, computed from the
/// view's dimensions (which include earlier explicit values).
/// The node holds the guide and an index into `LayoutEngine.guideClosures`, so node kinds stay
/// plain data that copies without reference counting.
struct AlignmentGuideRule {
    var key: AlignmentKey
    var closure: Int32
}

@usableFromInline nonisolated struct AlignmentGuideModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let closure = Int32(builder.engine.tree.guideClosures.count)
        builder.engine.tree.guideClosures.append(computeValue)
        builder.buildModified(content, rule: AlignmentGuideRule(key: key, closure: closure))
    }
}

nonisolated extension View {
    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

extension AlignmentGuideRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.alignmentGuide(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "alignmentGuide(\(key))" }
    /// The child's size: the modifier changes guides only.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { node.child.sizeThatFits(proposal) }
    /// The child where the modifier is.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        ChildPlacement(ordinal: 0, origin: .zero, size: node.child.sizeThatFits(proposal), proposal: proposal)
    }
    /// A14.2: the closure's value for this guide, computed from the child's dimensions
    /// (including earlier explicit values); other guides are the child's.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> CGFloat? {
        guard self.key == key else { return node.childExplicitGuide(key, size: size, proposal: proposal) }
        let value = node.guideClosure(closure)(node.childDimensions(size: size, proposal: proposal))
        guard let checked = node.checkedGuide(value, "alignmentGuide(\(key))") else {
            return node.childExplicitGuide(key, size: size, proposal: proposal)
        }
        return checked
    }
    /// It asks its child once: nothing to remember.
    var remembersExplicitGuides: Bool { false }
    /// It reports an explicit guide of its own (A14.2).
    var flags: NodeFlags { .mayHaveExplicitGuides }
}
