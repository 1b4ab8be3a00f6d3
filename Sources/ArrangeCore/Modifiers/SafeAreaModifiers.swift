import Foundation

// The safe area (host insets, `ignoresSafeArea`, `safeAreaPadding`, `safeAreaInset`). A host
// with safe-area insets proposes its size minus the insets to the root and places the root in
// the safe rectangle. Views lay out inside the safe area; a view that ignores it is placed like
// any other, and its content then grows into the unsafe area on the ignored edges where the view
// reaches the safe area's boundary (`LayoutEngine.ignoringPlacement`).

/// `safeAreaInset`: the inset view sits along one edge, the main view fills the rest, and the
/// main view's safe area stops at the inset view (A-: SwiftUI's documented behaviour).
struct SafeAreaInsetRule {
    var edge: Edge
    /// For a top or bottom edge, the horizontal alignment of the inset view; for a leading or
    /// trailing edge, the vertical one.
    var alignment: AlignmentKey
    var spacing: CGFloat?

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing }
        let (main, inset) = (subviews[0].spacing, subviews[1].spacing)
        return edge == .top || edge == .leading ? inset.distance(to: main, along: axis) : main.distance(to: inset, along: axis)
    }

    private func measure(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (inset: CGSize, main: CGSize, mainProposal: ProposedViewSize, gap: CGFloat) {
        let across = proposal[axis.other]
        let insetSize = subviews[1].sizeThatFits(ProposedViewSize(major: nil, minor: across, axis: axis))
        let gap = gap(subviews)
        let along = proposal[axis].map { max(0, $0 - insetSize[axis] - gap) }
        let mainProposal = ProposedViewSize(major: along, minor: across, axis: axis)
        return (insetSize, subviews[0].sizeThatFits(mainProposal), mainProposal, gap)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let m = measure(proposal, subviews)
        return CGSize(major: m.main[axis] + m.gap + m.inset[axis], minor: max(m.main[axis.other], m.inset[axis.other]), axis: axis)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let m = measure(proposal, subviews)
        let insetProposal = ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
        let across = size[axis.other]
        let insetCross = across * (alignment.fraction ?? 0.5) - subviews[1].guideValue(alignment, size: m.inset, proposal: insetProposal)
        let mainCross = (across - m.main[axis.other]) / 2
        let leadingEdge = edge == .top || edge == .leading
        let mainAlong = leadingEdge ? m.inset[axis] + m.gap : 0
        let insetAlong = leadingEdge ? 0 : size[axis] - m.inset[axis]
        return [
            ChildPlacement(ordinal: 0, origin: CGPoint(major: mainAlong, minor: mainCross, axis: axis), size: m.main, proposal: m.mainProposal),
            ChildPlacement(ordinal: 1, origin: CGPoint(major: insetAlong, minor: insetCross, axis: axis), size: m.inset, proposal: insetProposal),
        ]
    }
}

/// `safeAreaInset` as a node of the tree: the main view beside the inset view, the main view's
/// safe area narrowed by the inset and its spacing; the main view's guides and traits kept.
extension SafeAreaInsetRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.safeAreaInset(rules.append(self))) }

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize { sizeThatFits(proposal, subviews: node.subviews) }

    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        placements(in: size, proposal: proposal, subviews: node.subviews)
    }

    /// The main view's guides, moved by where it is.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? {
        node.primaryGuide(key, size: size, proposal: proposal)
    }

    /// The main view (child 0) sees the safe area narrowed up to its own edge on the inset's
    /// side; the inset view sees the node's.
    func childSafeArea(ordinal: Int, frame: CGRect, childFrame: CGRect, current: SafeAreaContext?) -> SafeAreaContext? {
        guard ordinal == 0 else { return nil }
        let inner: CGRect
        switch edge {
        case .top: inner = CGRect(x: frame.minX, y: childFrame.minY, width: frame.width, height: frame.maxY - childFrame.minY)
        case .bottom: inner = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: childFrame.maxY - frame.minY)
        case .leading: inner = CGRect(x: childFrame.minX, y: frame.minY, width: frame.maxX - childFrame.minX, height: frame.height)
        case .trailing: inner = CGRect(x: frame.minX, y: frame.minY, width: childFrame.maxX - frame.minX, height: frame.height)
        }
        let safe = current.map { $0.safe.intersection(inner) } ?? inner
        return SafeAreaContext(safe: safe.isNull ? inner : safe, outer: current?.outer ?? frame)
    }

    var remembersExplicitGuides: Bool { true }
    var copiesTraits: Bool { true }
    var nodeName: String { "safeAreaInset" }
}

@usableFromInline nonisolated struct SafeAreaInsetModifier<Inset: View>: NodeModifier {
    @usableFromInline typealias Body = Never
    let inset: Inset
    let rule: SafeAreaInsetRule

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        // Several inset views stack along the inset's axis.
        let stack = StackRule(axis: rule.axis, alignment: rule.alignment, spacing: nil)
        builder.buildWithSecondary(content, secondary: inset, rule: rule, layers: stack)
    }
}

nonisolated extension View {
    /// Expands the safe area of this view: its content grows into the unsafe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, requestedEdges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas, as SwiftUI's
    /// deprecated `edgesIgnoringSafeArea(_:)`: `ignoresSafeArea(.all, edges:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Adds the given insets to the safe area of this view's content: like padding for content
    /// that keeps to the safe area, while content that ignores it still reaches the view's edges.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (or the default, 16) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(length ?? defaultPadding, edges: edges))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Shows `content` along a top or bottom edge of this view, and narrows this view's safe
    /// area by its size and `spacing` (`nil`: the views' spacing preferences).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), rule: SafeAreaInsetRule(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: validSpacing(spacing))))
    }

    /// Shows `content` along a leading or trailing edge of this view, and narrows this view's
    /// safe area by its size and `spacing`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), rule: SafeAreaInsetRule(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: validSpacing(spacing))))
    }
}

@usableFromInline nonisolated struct SafeAreaPaddingModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let insets: EdgeInsets

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let finite = EdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                                bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
        if finite != insets { builder.report("Invalid safeAreaPadding (non-finite) treated as 0.") }
        // Limited as padding is: lengths past the engine's limit would make frames infinite.
        let limited = EdgeInsets(top: finite.top.limitedToAbsurdLength, leading: finite.leading.limitedToAbsurdLength,
                                 bottom: finite.bottom.limitedToAbsurdLength, trailing: finite.trailing.limitedToAbsurdLength)
        if limited != finite {
            builder.report("safeAreaPadding beyond \(formatLength(absurdLength)) points limited to ±\(formatLength(absurdLength)).")
        }
        builder.buildModified(content, rule: SafeAreaPaddingRule(padding: PaddingRule(insets: limited)))
    }
}

/// `ignoresSafeArea`: wraps each node in a node that grows it into the unsafe area on `edges`.
@usableFromInline nonisolated struct IgnoresSafeAreaModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    /// The regions and edges it was given (read by the ViewInspector module).
    let regions: SafeAreaRegions
    let requestedEdges: Edge.Set
    /// The edges the layout ignores: those of the container region (Arrange has no keyboard
    /// safe area).
    var edges: Edge.Set { regions.contains(.container) ? requestedEdges : [] }

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.buildModified(content, rule: IgnoresSafeAreaRule(edges: edges))
    }
}

/// `ignoresSafeArea` on `edges`: the child's size, but placed grown into the unsafe area on
/// those edges where the node reaches it (see `LayoutEngine.ignoringPlacement`).
struct IgnoresSafeAreaRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.ignoresSafeArea(edges)) }
    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "ignoresSafeArea" }
    /// Where its content goes depends on where it is in the host.
    var flags: NodeFlags { .dependsOnPosition }
    var edges: Edge.Set
    /// The child's size: only placement changes.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { node.child.sizeThatFits(proposal) }
    /// It grows its child towards the host's edges: its placement is in host coordinates (A17).
    var placesInLogicalCoordinates: Bool { false }
    /// The child grown to the unsafe area's outer edges, in host coordinates (left is left).
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        node.ignoringSafeArea(edges, size: size, proposal: proposal)
    }
}
