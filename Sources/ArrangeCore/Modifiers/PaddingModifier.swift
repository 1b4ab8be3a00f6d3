import Foundation

/// `padding` (A6): the child is proposed the proposal minus the insets (never below 0) and placed
/// at (leading, top); the result is the child plus the insets (never below 0). Negative insets
/// grow the proposal and shrink the result.
struct PaddingRule {
    var insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func inset(_ value: CGFloat?, by amount: CGFloat) -> CGFloat? {
            guard let value else { return nil }
            let result = value - amount
            return result.isNaN ? 0 : max(0, result)  // U7
        }
        return ProposedViewSize(width: inset(proposal.width, by: insets.horizontal), height: inset(proposal.height, by: insets.vertical))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        return ChildPlacement(ordinal: 0, origin: CGPoint(x: insets.leading, y: insets.top), size: child.sizeThatFits(childProposal), proposal: childProposal)
    }

    /// Edges with a non-zero inset: their spacing resets to an ordinary view's (A5.4).
    var paddedEdges: Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges
    }
}

@usableFromInline nonisolated struct PaddingModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let insets: EdgeInsets
    /// The edges the modifier pads and whether its length was left to the platform (`nil`),
    /// for the ViewInspector module (`hasPadding(_:)`, and reads that refuse a default).
    var edges: Edge.Set = .all
    var isDefaultLength = false

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        let invalid = edges.filter { !$0.1.isFinite }
        if !invalid.isEmpty {
            let list = invalid.map { "\($0.0) \(formatLength($0.1))" }.joined(separator: ", ")
            builder.report("Invalid padding (non-finite): \(list) treated as 0.")
        }
        let huge = edges.filter { $0.1.isFinite && abs($0.1) > absurdLength }
        if !huge.isEmpty {
            let list = huge.map { "\($0.0) \(formatLength($0.1))" }.joined(separator: ", ")
            builder.report("Padding beyond \(formatLength(absurdLength)) points: \(list) limited to ±\(formatLength(absurdLength)).")
        }
        let rule = PaddingRule(insets: EdgeInsets(
            top: insets.top.finiteOrZero.limitedToAbsurdLength, leading: insets.leading.finiteOrZero.limitedToAbsurdLength,
            bottom: insets.bottom.finiteOrZero.limitedToAbsurdLength, trailing: insets.trailing.finiteOrZero.limitedToAbsurdLength))
        builder.buildModified(content, rule: rule)
    }
}

/// The platform's default padding (iOS: 16; R7).
let defaultPadding: CGFloat = 16

nonisolated extension View {
    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
    /// Adds an equal padding amount to specific edges of this view; `nil` means the default (16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(length ?? defaultPadding, edges: edges), edges: edges, isDefaultLength: length == nil))
    }
    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

extension PaddingRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.padding(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "padding" }
    /// A6 through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// A6: the child inset by the padding.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
    /// A5.4: padding resets the padded edges.
    var spacingResetEdges: Edge.Set { paddedEdges }
    /// Each dimension is the child's answer to that dimension's proposal, inset (A6).
    var keepsAxesApart: Bool { true }
}

/// `safeAreaPadding`: padding that also narrows the content's safe area (the narrowing is the
/// engine's, see `childSafeArea`); laid out as padding.
struct SafeAreaPaddingRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.safeAreaPadding(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "safeAreaPadding" }
    var padding: PaddingRule
    /// As padding (A6).
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { padding.sizeThatFits(proposal, in: node) }
    /// As padding (A6).
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        padding.placement(in: size, proposal: proposal, in: node)
    }
    /// As padding (A5.4).
    var spacingResetEdges: Edge.Set { padding.paddedEdges }
    /// The child's safe area is the node's narrowed by the insets (and never wider than the
    /// safe area around it); the unsafe area's outer edge stays.
    func childSafeArea(frame: CGRect, current: SafeAreaContext?) -> SafeAreaContext? {
        let insets = padding.insets
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let safe = current.map { $0.safe.intersection(inner) } ?? inner
        return SafeAreaContext(safe: safe.isNull ? inner : safe, outer: current?.outer ?? frame)
    }
}
