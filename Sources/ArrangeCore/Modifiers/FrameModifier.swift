import Foundation

/// `frame(width:height:alignment:)` (A7): a fixed size on the given dimensions; the child keeps
/// its own behaviour on the others and is aligned inside.
struct FixedFrameRule {
    @AbsentAsNaN var width: CGFloat?
    @AbsentAsNaN var height: CGFloat?
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        alignment.place(child, proposal: placementProposal(proposal, size: size), in: size)
    }

    /// What the child is proposed when the frame is placed `size` long: as when measured (A7).
    @inline(__always)
    func placementProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        childProposal(proposal)
    }
}

@usableFromInline nonisolated struct FixedFrameModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        // A7: negative or non-finite dimensions are invalid; they act as if not given.
        func valid(_ value: CGFloat?, _ label: String) -> CGFloat? {
            guard let value else { return nil }
            if value.isFinite && value > absurdLength {
                // Finite but beyond any screen: sums of a few would overflow to ∞.
                builder.report("frame(\(label): \(formatLength(value))) is beyond \(formatLength(absurdLength)) points; using \(formatLength(absurdLength)).")
                return absurdLength
            }
            if value.isFinite && value >= 0 { return value }
            builder.report("Invalid frame dimension (negative or non-finite): frame(\(label): \(formatLength(value))) is ignored.")
            return nil
        }
        // Lengths in 0…`absurdLength` (almost every frame built) are kept as they are.
        func isPlain(_ value: CGFloat?) -> Bool { value.map { $0 >= 0 && $0 <= absurdLength } ?? true }
        let rule = isPlain(width) && isPlain(height)
            ? FixedFrameRule(width: width, height: height, alignment: alignment)
            : FixedFrameRule(width: valid(width, "width"), height: valid(height, "height"), alignment: alignment)
        builder.buildModified(content, rule: rule)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size (A7). A dimension
    /// left `nil` takes the child's size; negative or non-finite dimensions are ignored and reported.
    /// Inlinable, as SwiftUI's modifiers are, so that calling code knows the modified view's type
    /// without asking the runtime (which costs more than building the frame's node).
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame, as in SwiftUI's deprecated `frame()`.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}

extension FixedFrameRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.fixedFrame(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "frame" }
    /// Fixed in both dimensions, the frame's answer is its size (A7).
    var mayAnswerAlone: Bool { width != nil && height != nil }
    /// Each dimension is fixed or the child's answer to that dimension's proposal (A7).
    var keepsAxesApart: Bool { true }
    /// A7 through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// A7: the child proposed the frame's dimensions, aligned in the frame.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
    /// A5.4: a frame resets the edges of the dimensions it sets.
    var spacingResetEdges: Edge.Set { spacingEdges(horizontal: width != nil, vertical: height != nil) }
}
