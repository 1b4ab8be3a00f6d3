import Foundation

/// `overlay` and `background` (A13.1, R9): the size is the primary view's; the secondary view is
/// proposed exactly that size and aligned to it using both views' guides.
struct SecondaryRule {
    var alignment: Alignment
    var isBackground: Bool
    /// Whether `border(_:width:)` made it (laid out as any overlay; inspection tells borders
    /// from other overlays, as ViewInspector does).
    var isBorder = false

    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let primary = subviews[0]
        let primarySize = primary.sizeThatFits(proposal)
        var result = [ChildPlacement(ordinal: 0, origin: .zero, size: primarySize, proposal: proposal)]
        if subviews.count > 1 {
            let secondary = subviews[1]
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = secondary.sizeThatFits(secondaryProposal)
            let origin = CGPoint(
                x: primary.guideValue(alignment.horizontal.key, size: primarySize, proposal: proposal)
                    - secondary.guideValue(alignment.horizontal.key, size: secondarySize, proposal: secondaryProposal),
                y: primary.guideValue(alignment.vertical.key, size: primarySize, proposal: proposal)
                    - secondary.guideValue(alignment.vertical.key, size: secondarySize, proposal: secondaryProposal))
            result.append(ChildPlacement(ordinal: 1, origin: origin, size: secondarySize, proposal: secondaryProposal))
        }
        return result
    }
}

/// Overlay and background as a node of the tree (A13.1): sized by the primary view, whose
/// spacing preferences, explicit guides and traits it keeps.
extension SecondaryRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.secondary(rules.append(self))) }

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize {
        node.subviews.inRange(0).sizeThatFits(proposal)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        placements(in: size, proposal: proposal, subviews: node.subviews)
    }

    func spacing(in node: ContainerNode) -> ViewSpacing { node.subviews.inRange(0).spacing }

    /// The primary view's guides, moved by where it is.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? {
        node.primaryGuide(key, size: size, proposal: proposal)
    }

    var remembersExplicitGuides: Bool { true }
    var copiesTraits: Bool { true }
    var nodeName: String { isBackground ? "background" : "overlay" }
    /// A background is drawn behind the view it is behind.
    var flags: NodeFlags { isBackground ? .drawsSecondChildBehind : [] }
}

@usableFromInline nonisolated struct SecondaryModifier<Secondary: View>: NodeModifier {
    @usableFromInline typealias Body = Never
    let secondary: Secondary
    let rule: SecondaryRule

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.buildWithSecondary(content, secondary: secondary, rule: rule)
    }
}

nonisolated extension View {
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), rule: SecondaryRule(alignment: alignment, isBackground: false)))
    }
    /// Layers a secondary view in front of this view (SwiftUI's older form, used by the seed).
    /// Disfavoured, as the deprecated form is in SwiftUI, so that a colour or gradient picks
    /// `overlay(_:ignoresSafeAreaEdges:)`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: overlay, rule: SecondaryRule(alignment: alignment, isBackground: false)))
    }
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), rule: SecondaryRule(alignment: alignment, isBackground: true)))
    }
    /// Layers a secondary view behind this view (SwiftUI's older form, used by the seed).
    /// Disfavoured, so that a colour or gradient picks `background(_:ignoresSafeAreaEdges:)`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: background, rule: SecondaryRule(alignment: alignment, isBackground: true)))
    }
    /// Adds a border of the given width inside this view's bounds: an overlay of a rectangle
    /// stroked inside its frame, so it adds no size.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(SecondaryModifier(secondary: Rectangle().strokeBorder(content, lineWidth: width), rule: SecondaryRule(alignment: .center, isBackground: false, isBorder: true)))
    }
}

extension _LayoutTreeBuilder {
    /// Builds `content` and gives each node it produced a secondary view built by `secondary`
    /// (overlay and background). Several secondary views are stacked in an implicit ZStack.
    func buildWithSecondary<C: View, S: View>(_ content: C, secondary: S, rule: SecondaryRule) {
        buildWithSecondary(content, secondary: secondary, rule: rule, layers: ZStackRule(alignment: rule.alignment))
    }
}
