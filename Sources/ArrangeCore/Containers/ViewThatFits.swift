import Foundation

/// A view that adapts to the available space by providing the first child view that fits, as in
/// SwiftUI (A16).
///
/// It evaluates its children in order and picks the first whose ideal size (its answer to
/// `.unspecified`) fits the proposal on the constrained axes; if none fits, the last child; with
/// an empty `axes`, the first. The chosen child is then proposed the real proposal, and its
/// answer is the ViewThatFits' size: a chosen `Text` still wraps or truncates. Only the chosen
/// child is placed and shown; the others have no frame (`HostingView.frame(of:)` is `nil`) and
/// dumps mark them "not shown".
///
/// Where Arrange decides what SwiftUI does not document: a `nil` proposal on a constrained axis
/// leaves that axis unconstrained (every child fits on it), and an infinite one always fits. Its
/// spacing preferences are all its children's merged (the `Layout` default, A5.5): spacing is
/// asked without a proposal, so the choice is not known then.
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that chooses the first of its children that fits, in order, along `axes`
    /// (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the children of
    /// `content` become subviews of a `ViewThatFitsLayout`.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildContainer(engineLayout: ViewThatFitsLayout(axes: view.axes)) {
            builder.build(view.content)
        }
    }
}

/// ViewThatFits' rule (A16) on the `Layout` protocol. It places only the child it chooses; the
/// engine leaves the others out rather than centring them (`OmitsUnplacedSubviews`).
///
/// No cache: the choice needs each candidate's ideal size, which the engine already remembers
/// per subview and proposal, so choosing again for the same proposal costs a few lookups.
@usableFromInline struct ViewThatFitsLayout: Layout, OmitsUnplacedSubviews, NamedAfterView {
    var viewName: String { "ViewThatFits" }
    var axes: Axis.Set

    /// The index of the child shown for `proposal` (A16), or `nil` when there are no children.
    func choice(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard let last = subviews.indices.last else { return nil }
        // A16: an empty axes set constrains nothing, so the first child is taken as it is.
        guard !axes.isEmpty else {
            report(subviews.startIndex, .unconstrained, proposal, subviews)
            return subviews.startIndex
        }
        for index in subviews.indices where fits(subviews[index].sizeThatFits(.unspecified), in: proposal) {
            report(index, .fits, proposal, subviews)
            return index
        }
        // A16 [ART]: when no child fits, the last one is shown (and may overflow).
        report(last, .noneFits, proposal, subviews)
        return last
    }

    /// Tells the inspector, when it is recording, which child was chosen for `proposal` and why.
    private func report(_ chosen: Int, _ reason: LayoutRecord.Choice.Reason, _ proposal: ProposedViewSize, _ subviews: Subviews) {
        guard let recorder = subviews.recorder else { return }
        recorder.choice(subviews.parent, proposal: proposal, chosen: Int(subviews[chosen].ordinal), reason: reason)
    }

    /// Whether an ideal size fits the proposal on the constrained axes. A nil dimension is
    /// unconstrained (Arrange's choice; SwiftUI does not say) and an infinite one holds anything.
    func fits(_ ideal: CGSize, in proposal: ProposedViewSize) -> Bool {
        func fits(_ length: CGFloat, _ proposed: CGFloat?) -> Bool {
            guard let proposed else { return true }
            return length <= proposed
        }
        if axes.contains(.horizontal) && !fits(ideal.width, proposal.width) { return false }
        if axes.contains(.vertical) && !fits(ideal.height, proposal.height) { return false }
        return true
    }

    /// The chosen child's answer to the real proposal (A16): it is not held at its ideal size.
    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(for: proposal, subviews: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    /// Places the chosen child over the whole bounds, proposed what the ViewThatFits was; the
    /// others stay unplaced, so they are not shown.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = choice(for: proposal, subviews: subviews) else { return }
        subviews[chosen].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
