import Foundation

/// The layout rule of a leaf: a node without children that answers from its own content —
/// shapes, colours, Spacer and Divider (`ArithmeticLeafRule`, A3) and leaves measured by another
/// target, such as Text and Image (`MeasuredLeafRule`).
///
/// A kind of leaf is one type conforming here, with one `LeafKind` case and one line in
/// `LayoutEngine.visitLeaf`. A rule sees its node only through `LeafNode`. Arithmetic leaves
/// also answer through `size`'s fast path, with no visitor.
protocol LeafRule: StoredRule {
    /// The leaf's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: LeafNode) -> CGSize
    /// The leaf's spacing preferences (A5).
    func spacing(in node: LeafNode) -> ViewSpacing
    /// The leaf's explicit value of guide `key` at `size` (A14.4: text has its baselines). By
    /// default none.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: LeafNode) -> CGFloat?
    /// What the leaf is called in dumps, the inspector and diagnostics, made when asked.
    func nodeName(in node: LeafNode) -> String
    /// What the tree notes on the leaf's node when it is built (see `NodeFlags`).
    var flags: NodeFlags { get }
    /// Whether the leaf's width depends only on the proposed width and its height only on the
    /// proposed height, as long as its children's do (`NodeFlags.mixesAxes`). `false` unless the
    /// rule says otherwise, which is always safe.
    var keepsAxesApart: Bool { get }
}

extension LeafRule {
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: LeafNode) -> CGFloat? { nil }
    var flags: NodeFlags { [] }
    var keepsAxesApart: Bool { false }
}

/// What a leaf's rule may ask of its node: what is drawn there (for its name) and where to report
/// bad input. Leaves need nothing of the pass.
struct LeafNode {
    /// The engine, reached only through the members below (unowned and unchecked as in
    /// `UnaryNode`).
    private unowned(unsafe) let engine: LayoutEngine
    /// The leaf's node.
    private let node: Int32

    init(engine: LayoutEngine, node: Int32) {
        self.engine = engine
        self.node = node
    }

    /// What the node draws (shapes, colours, gradients), if anything.
    var drawing: ShapeDrawing? { engine.tree.renderAttributes[node]?.drawing }

    /// An answer from content the core does not know made safe: NaN, negative or unexpectedly
    /// infinite dimensions replaced, each reported.
    func checkedSize(_ size: CGSize, proposal: ProposedViewSize, layout: @autoclosure () -> String) -> CGSize {
        engine.checkedCustomSize(size, proposal: proposal, layout: layout())
    }
}

extension ArithmeticLeafRule: LeafRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .leaf(.shape(self)) }

    /// A3.1, A3.4, A3.5: arithmetic on the proposal.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, in node: LeafNode) -> CGSize { sizeThatFits(proposal) }

    func spacing(in node: LeafNode) -> ViewSpacing { spacing }

    /// Answered by arithmetic, with no visitor and nothing remembered (`size`'s fast path).
    var flags: NodeFlags { .answersByArithmetic }
    /// Fills, spacers and dividers size each dimension from its own proposal (A3.1, A3.4, A3.5).
    var keepsAxesApart: Bool { true }

    func nodeName(in node: LeafNode) -> String {
        switch self {
        case .fill:
            // Fills are drawn leaves (shapes, colours, gradients, style fills).
            guard let drawing = node.drawing else { return "Rectangle" }
            return drawing.leafName.name(of: drawing)
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        }
    }
}

/// A leaf measured by another target (Text, Image): its `MeasuredLeaf`.
struct MeasuredLeafRule: LeafRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .leaf(.measured(rules.append(self))) }

    let leaf: any MeasuredLeaf

    /// The leaf's answer, made safe.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: LeafNode) -> CGSize {
        node.checkedSize(leaf.sizeThatFits(proposal), proposal: proposal, layout: String(describing: type(of: leaf)))
    }

    func spacing(in node: LeafNode) -> ViewSpacing { leaf.spacing }

    /// A14.4: only the text baselines.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: LeafNode) -> CGFloat? {
        guard key.axis == .vertical else { return nil }
        if key.isGuide(FirstTextBaselineID.self) { return leaf.baseline(last: false, size: size, proposal: proposal) }
        if key.isGuide(LastTextBaselineID.self) { return leaf.baseline(last: true, size: size, proposal: proposal) }
        return nil
    }

    func nodeName(in node: LeafNode) -> String { leaf.layoutName }

    /// Text reports its baselines.
    var flags: NodeFlags { .mayHaveExplicitGuides }
}

extension LayoutEngine {
    /// The leaf measured by another target at `node` (Text, Image), or `nil` when `node` is
    /// another kind of node.
    func measuredLeaf(of node: Int32) -> (any MeasuredLeaf)? {
        rule(of: node, as: MeasuredLeafRule.self)?.leaf
    }

    /// The leaves measured by other targets, in the order they were built.
    var measuredLeaves: [any MeasuredLeaf] {
        tree.rules.objects(of: MeasuredLeafRule.self).map(\.leaf)
    }
}
