import Foundation

// The engine's operations on a node whatever its rule, each a visitor of all the families it
// applies to. Each builds the narrow view of the node its rule family sees (`LeafNode`,
// `UnaryNode`, `ContainerNode`). The engine is held unowned and unchecked, as those views hold
// it: a visitor lives only inside one call of the engine's.

/// Measures a node that needs its rule: `sizeThatFits` of its family's protocol.
struct SizeVisitor: RuleVisitor {
    /// Kept as an unretained reference rather than an unowned variable, so a container's node
    /// takes it without a retain and a release (`ContainerNode.engineReference`).
    let engineReference: Unmanaged<LayoutEngine>
    let node: Int32
    let context: LayoutContext
    let proposal: ProposedViewSize

    init(engine: LayoutEngine, node: Int32, context: LayoutContext, proposal: ProposedViewSize) {
        engineReference = .passUnretained(engine)
        self.node = node
        self.context = context
        self.proposal = proposal
    }

    var engine: LayoutEngine { engineReference.takeUnretainedValue() }

    @inline(__always)
    func visit<R: LeafRule>(_ rule: R, _ leaf: LeafNode) -> CGSize { rule.sizeThatFits(proposal, in: leaf) }
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> CGSize {
        rule.sizeThatFits(proposal, in: UnaryNode(engine: engine, node: node, context: context))
    }
    @inline(__always)
    func visit<R: ContainerRule>(_ rule: R) -> CGSize {
        rule.sizeThatFits(proposal, in: ContainerNode(engineReference: engineReference, node: node, context: context))
    }
}

/// A node's explicit value of guide `key` at `size` (A14.2–A14.4): `explicitGuide` of its
/// family's protocol.
struct GuideVisitor: RuleVisitor {
    unowned(unsafe) let engine: LayoutEngine
    let node: Int32
    let context: LayoutContext
    let key: AlignmentKey
    let size: CGSize
    let proposal: ProposedViewSize

    func visit<R: LeafRule>(_ rule: R, _ leaf: LeafNode) -> CGFloat? {
        rule.explicitGuide(key, size: size, proposal: proposal, in: leaf)
    }
    func visit<R: UnaryRule>(_ rule: R) -> CGFloat? {
        rule.explicitGuide(key, size: size, proposal: proposal, in: UnaryNode(engine: engine, node: node, context: context))
    }
    func visit<R: ContainerRule>(_ rule: R) -> CGFloat? {
        rule.explicitGuide(key, size: size, proposal: proposal, in: ContainerNode(engine: engine, node: node, context: context))
    }
}

/// A node's spacing preferences (A5): a leaf's or container's own; a unary modifier's child's,
/// with the edges the modifier resets (A5.4).
struct SpacingVisitor: RuleVisitor {
    unowned(unsafe) let engine: LayoutEngine
    let node: Int32
    let context: LayoutContext

    func visit<R: LeafRule>(_ rule: R, _ leaf: LeafNode) -> ViewSpacing { rule.spacing(in: leaf) }
    func visit<R: UnaryRule>(_ rule: R) -> ViewSpacing {
        let child = engine.spacing(engine.tree.childList[Int(engine.tree.nodes[Int(node)].firstChild)], context)
        let edges = rule.spacingResetEdges
        return edges.isEmpty ? child : child.resetting(edges: edges)
    }
    func visit<R: ContainerRule>(_ rule: R) -> ViewSpacing {
        rule.spacing(in: ContainerNode(engine: engine, node: node, context: context))
    }
}

/// The safe area child `ordinal` of a node sees when the node's rule changes it
/// (`safeAreaPadding`, `safeAreaInset`), given the node's frame, the child's and the safe area
/// around the node (host coordinates); `nil` when the child sees the node's own. Leaves have no
/// children.
struct SafeAreaVisitor: RuleVisitor {
    let ordinal: Int
    let frame: CGRect
    let childFrame: CGRect
    let current: SafeAreaContext?

    func visit<R: LeafRule>(_ rule: R, _ leaf: LeafNode) -> SafeAreaContext? { nil }
    func visit<R: UnaryRule>(_ rule: R) -> SafeAreaContext? { rule.childSafeArea(frame: frame, current: current) }
    func visit<R: ContainerRule>(_ rule: R) -> SafeAreaContext? {
        rule.childSafeArea(ordinal: ordinal, frame: frame, childFrame: childFrame, current: current)
    }
}
