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
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a `ScrollViewLayout`
    /// over the content, several content views first gathered in an implicit stack.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        // The position is kept by identity; scrolling evaluates the enclosing body again.
        let identity = builder.identity, positions = builder.graph.scrollPositions
        let offset = positions.offset(at: identity, builtBy: builder.currentRecord)
        let start = builder.output.count
        builder.buildContainer(engineLayout: ScrollViewLayout(axes: view.axes, offset: offset)) {
            // Spacers and Dividers in the content follow the implicit stack's axis.
            let saved = builder.stackAxis
            builder.stackAxis = stackAxis
            let nodes = builder.nodes(of: view.content)
            builder.stackAxis = saved
            guard nodes.count > 1 else {
                builder.output.append(contentsOf: nodes)
                return
            }
            var stack = stackAxis == .horizontal ? HStackLayout().algorithm : VStackLayout().algorithm
            stack.role = .implicit
            builder.output.append(builder.makeContainer(kind: .stack(stack), children: nodes))
        }
        // The interaction API finds the scroll view by this record on its node.
        let axes = view.axes
        let action = ControlAction(.scrollView, value: { offset },
                                   scroll: ScrollAction(axes: axes) { positions.setOffset($0, at: identity) })
        for node in builder.output[start...] {
            builder.engine.renderAttributes[node, default: RenderAttributes()].controlAction = action
        }
    }
}

/// ScrollView's layout on the `Layout` protocol (see `ScrollView`).
@usableFromInline struct ScrollViewLayout: Layout, RelativeFrameContainer, NamedAfterView {
    var viewName: String { "ScrollView" }
    var axes: Axis.Set
    /// How far the content is scrolled: its start moves up (and left) by this much along the
    /// scroll axes.
    var offset: CGPoint = .zero

    /// What the content is proposed: nil along the scroll axes, the scroll view's proposal across.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// Along the scroll axes, the proposal (the content's length where it is nil); across them,
    /// the content's length capped by the proposal (A21).
    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = contentSize(proposal, subviews)
        func length(_ axis: Axis, _ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard let proposed else { return content }
            return axes.contains(axis == .horizontal ? .horizontal : .vertical) ? proposed : min(content, proposed)
        }
        return CGSize(width: length(.horizontal, proposal.width, content.width), height: length(.vertical, proposal.height, content.height))
    }

    /// The content's size (the largest, should there be several subviews).
    func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let answer = subview.sizeThatFits(contentProposal(proposal))
            size = CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
        }
        return size
    }

    /// The content at the start of the scroll axes less the offset, centred across the others.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = contentProposal(proposal)
        for subview in subviews {
            let size = subview.sizeThatFits(childProposal)
            let x = axes.contains(.horizontal) ? bounds.minX - offset.x : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY - offset.y : bounds.midY - size.height / 2
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: childProposal)
        }
    }

    /// A plain view's default spacing: the content's spacing stays inside.
    @usableFromInline func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        ViewSpacing()
    }
}
