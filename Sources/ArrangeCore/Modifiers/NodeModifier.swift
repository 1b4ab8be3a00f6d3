import Foundation

/// A modifier the engine implements itself: it builds nodes instead of a body.
@usableFromInline nonisolated protocol NodeModifier: ViewModifier where Body == Never {
    func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder)
}

nonisolated extension NodeModifier {
    /// Builds the modified content's nodes (see `ViewModifier`).
    public static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        modifier.buildNodes(content: content, in: builder)
    }
}

extension Alignment {
    /// The offset that aligns a child of `childSize` inside a container of `size`: the container's
    /// guide minus the child's (A7). The container's guides are its defaults; the child's are
    /// explicit when it has any.
    func childOrigin(of child: LayoutSubview, size childSize: CGSize, proposal: ProposedViewSize, in size: CGSize) -> CGPoint {
        childOrigin(in: size) { child.guideValue($0, size: childSize, proposal: proposal) }
    }

    /// The offset that aligns a child whose guides `childGuide` gives inside a container of
    /// `size` (as above, for callers that reach the child's guides without a subview).
    @inline(__always)
    func childOrigin(in size: CGSize, childGuide: (AlignmentKey) -> CGFloat) -> CGPoint {
        func containerGuide(_ key: AlignmentKey) -> CGFloat {
            key.defaultValue(for: size) ?? key.defaultValue(in: ViewDimensions(size: size, source: nil))
        }
        return CGPoint(x: containerGuide(horizontal.key) - childGuide(horizontal.key), y: containerGuide(vertical.key) - childGuide(vertical.key))
    }

    /// The placement of `child`, proposed `proposal`, aligned inside a container of `size`.
    func place(_ child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize) -> ChildPlacement {
        let childSize = child.sizeThatFits(proposal)
        return place(childSize, proposal: proposal, in: size) { child.guideValue($0, size: childSize, proposal: proposal) }
    }

    /// The placement of a child of `childSize`, proposed `proposal`, whose guides `childGuide`
    /// gives, aligned inside a container of `size`.
    @inline(__always)
    func place(_ childSize: CGSize, proposal: ProposedViewSize, in size: CGSize, childGuide: (AlignmentKey) -> CGFloat) -> ChildPlacement {
        ChildPlacement(ordinal: 0, origin: childOrigin(in: size, childGuide: childGuide), size: childSize, proposal: proposal)
    }
}

extension ChildPlacement {
    /// The only child, proposed `proposal`, centred in a container of `size` (fixedSize,
    /// aspectRatio: A9, A11).
    static func centred(_ child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize) -> ChildPlacement {
        let childSize = child.sizeThatFits(proposal)
        return ChildPlacement(
            ordinal: 0, origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
            size: childSize, proposal: proposal)
    }
}
