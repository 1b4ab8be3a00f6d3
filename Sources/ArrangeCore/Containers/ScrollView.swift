import Foundation

/// A scrollable view, as in SwiftUI.
///
/// The content starts at its start; the interaction API scrolls it (`HostingView.scroll`), which
/// moves the content's frames by the offset along the scroll axes. Layout:
/// - the content is proposed `nil` along the scroll axes, so it takes its ideal length there, and
///   the scroll view's own size across them;
/// - along its scroll axes the scroll view takes the size it is proposed (the content's along a
///   `nil` dimension); across them it is only as long as its content, capped by the proposal (A21:
///   a vertical scroll view is as wide as its content);
/// - the content is placed at the start of each scroll axis (top, leading; the trailing edge in
///   right-to-left), and centred across the other axis, overflowing both sides equally when wider
///   (SwiftUI's default content alignment). Scrolling in both axes puts it at the top leading
///   corner;
/// - several content views are stacked as in SwiftUI: an implicit `HStack` when the scroll axes
///   are exactly `.horizontal`, else an implicit `VStack` (default spacing, centred).
///
/// `showsIndicators` has no effect on layout. The scroll view's own spacing is the default of a
/// plain view (8 to its neighbours, A5.1), whatever its content is.
nonisolated public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset (no effect on layout in Arrange).
    public var showsIndicators: Bool

    /// Creates a scroll view over `content`, scrollable along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a `ScrollViewRule`
    /// over the content, several content views first gathered in an implicit stack.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        // The position is kept by identity; scrolling evaluates the enclosing body again.
        let identity = builder.identity, positions = builder.graph.scrollPositions
        let offset = positions.offset(at: identity, builtBy: builder.currentRecord)
        let start = builder.output.count
        builder.buildContainer(rule: ScrollViewRule(axes: view.axes, offset: offset), stackAxis: nil) {
            // Spacers and Dividers in the content follow the implicit stack's axis.
            let saved = builder.stackAxis
            builder.stackAxis = stackAxis
            let nodes = builder.nodes(of: view.content)
            builder.stackAxis = saved
            guard nodes.count > 1 else {
                builder.output.append(contentsOf: nodes)
                return
            }
            builder.output.append(builder.makeImplicitStack(axis: stackAxis, children: nodes))
        }
        // The interaction API finds the scroll view by this record on its node.
        let axes = view.axes
        let action = ControlAction(.scrollView, value: { offset },
                                   scroll: ScrollAction(axes: axes) { positions.setOffset($0, at: identity) })
        for node in builder.output[start...] {
            builder.engine.tree.renderAttributes[node, default: RenderAttributes()].controlAction = action
        }
    }
}

/// ScrollView as a node of the tree (see `ScrollView`): a container for `containerRelativeFrame`
/// that clips its content and scrolls it along its axes.
struct ScrollViewRule: ContainerRule {
    var axes: Axis.Set
    /// How far the content is scrolled: its start moves up (and left) by this much along the
    /// scroll axes.
    var offset: CGPoint = .zero

    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.scrollView(rules.append(self))) }

    var nodeName: String { "ScrollView" }

    /// The content is measured and placed against the scroll view's size (a container for
    /// `containerRelativeFrame`); it is clipped, and on the scroll axes drawn on into the unsafe
    /// area the scroll view reaches, which depends on where it is in the host
    /// (`LayoutEngine.recordScrollClip`).
    var flags: NodeFlags { NodeFlags([.entersContainer, .clipsContent, .dependsOnPosition]).union(.scrolling(axes)) }

    /// What the content is proposed: nil along the scroll axes, the scroll view's proposal across.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// Along the scroll axes, the proposal (the content's length where it is nil); across them,
    /// the content's length capped by the proposal (A21). Made safe as a custom layout's answer
    /// is: content beyond any screen is limited and reported.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize {
        let content = contentSize(proposal, node.subviews(inContainerOf: node.containerSize(for: proposal)))
        func length(_ axis: Axis, _ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard let proposed else { return content }
            return axes.contains(axis == .horizontal ? .horizontal : .vertical) ? proposed : min(content, proposed)
        }
        let size = CGSize(width: length(.horizontal, proposal.width, content.width), height: length(.vertical, proposal.height, content.height))
        return node.checkedLayoutSize(size, proposal: proposal, layout: nodeName)
    }

    /// The content's size (the largest, should there be several subviews).
    private func contentSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let answer = subview.sizeThatFits(contentProposal(proposal))
            size = CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
        }
        return size
    }

    /// The content at the start of the scroll axes less the offset, centred across the others.
    /// Worked out in host coordinates, as the scroll view's bounds are, then made relative.
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        let bounds = CGRect(origin: node.origin, size: size)
        let childProposal = contentProposal(proposal)
        var placements: [ChildPlacement] = []
        for subview in node.subviews {
            let childSize = subview.sizeThatFits(childProposal)
            let x = axes.contains(.horizontal) ? bounds.minX - offset.x : bounds.midX - childSize.width / 2
            let y = axes.contains(.vertical) ? bounds.minY - offset.y : bounds.midY - childSize.height / 2
            let origin = CGPoint(x: (x - bounds.minX).finiteOrZero.limitedToAbsurdLength, y: (y - bounds.minY).finiteOrZero.limitedToAbsurdLength)
            placements.append(ChildPlacement(ordinal: subview.ordinal, origin: origin, size: childSize, proposal: childProposal))
        }
        return placements
    }

    /// A plain view's default spacing: the content's spacing stays inside.
    func spacing(in node: ContainerNode) -> ViewSpacing { ViewSpacing() }
}
