import Foundation

/// `aspectRatio(_:contentMode:)` (A11, R12): proposes the ratio box scaled to fit or fill the
/// proposal; the result is the child's answer, centred.
struct AspectRatioRule {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        var box: CGSize
        if let ratio {
            box = CGSize(width: ratio, height: 1)
        } else {
            box = child.sizeThatFits(.unspecified)
            // A square, or a box that gives no ratio, counts as 1:1.
            if box.width == box.height || !(box.width > 0 && box.height > 0) || !box.width.isFinite || !box.height.isFinite {
                box = CGSize(width: 1, height: 1)
            }
        }
        // Only the proposed axes scale the box: with one axis nil, .fit and .fill both take the
        // other axis's scale, so a photo with `scaledToFill()` in a grid column is w × w/aspect
        // (A11's ∞ reading for .fill, marked uncertain there, collapsed real screens' grids;
        // issue 25, defect 3).
        let scales = [proposal.width.map { $0 / box.width }, proposal.height.map { $0 / box.height }].compactMap { $0 }
        let scale = (contentMode == .fit ? scales.min() : scales.max()) ?? 1
        return ProposedViewSize(width: box.width * scale, height: box.height * scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        .centred(child, proposal: childProposal(proposal, child: child), in: size)
    }
}

@usableFromInline nonisolated struct AspectRatioModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        var ratio = self.ratio
        if let given = ratio, !(given.isFinite && given > 0) {
            builder.report("Invalid aspect ratio \(formatLength(given)) (not positive and finite); using the view's ideal size instead.")
            ratio = nil
        }
        builder.buildModified(content, rule: AspectRatioRule(ratio: ratio, contentMode: contentMode))
    }
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height); `nil`
    /// uses the view's ideal size's ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

extension AspectRatioRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.aspectRatio(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "aspectRatio" }
    /// A11 through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// A11: the child centred.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
}
