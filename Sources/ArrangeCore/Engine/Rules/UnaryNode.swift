import Foundation

/// What a unary modifier's rule may ask of its node during a pass: its one child, the container
/// and safe area it is laid out in, and where to report bad input. The narrow interface between
/// the rules (`UnaryRule`) and the engine's storage, as Taffy's tree traits are between its
/// algorithms and its tree: a rule cannot reach other nodes, caches or pass state.
struct UnaryNode {
    /// The engine, reached only through the methods below. Unowned and unchecked: a node value
    /// lives only inside one call of the engine's, which holds the engine, and retaining it for
    /// every modifier measured and placed cost a row of frames a sixth of its cold layout.
    private unowned(unsafe) let engine: LayoutEngine
    /// The modifier's node.
    private let node: Int32
    /// The pass context the node is measured or placed in.
    private let context: LayoutContext
    /// The node's origin in host coordinates while it is placed (what `ignoresSafeArea` grows
    /// from), zero while it is only measured.
    private let boundsOrigin: CGPoint

    init(engine: LayoutEngine, node: Int32, context: LayoutContext, boundsOrigin: CGPoint = .zero) {
        self.engine = engine
        self.node = node
        self.context = context
        self.boundsOrigin = boundsOrigin
    }

    /// The modified view: the node's only child.
    @inline(__always)
    var child: LayoutSubview { engine.onlyChild(node, context) }

    /// Whether the node is laid out right to left (A17).
    var isRightToLeft: Bool { engine.tree.nodes[Int(node)].isRightToLeft }

    /// The size of the container `containerRelativeFrame` measures against.
    var container: CGSize { engine.pass.scopes.container(of: context) }

    /// Reports bad input the rule handled (SwiftUI's treatment) in the host's diagnostics.
    func report(_ message: String) { engine.diagnostics.report(message) }

    /// A guide value from user code, made safe and reported (see `LayoutEngine.checkedGuide`).
    func checkedGuide(_ value: CGFloat, _ source: @autoclosure () -> String) -> CGFloat? { engine.checkedGuide(value, source()) }

    /// The child's explicit value of guide `key` at `size`, or `nil` (A14.2).
    func childExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = child.node
        guard engine.tree.nodes[Int(child)].mayHaveExplicitGuides else { return nil }
        return engine.explicitGuide(child, key, size: size, proposal: proposal, context)
    }

    /// The child's dimensions at `size`, with its explicit guides (what an `alignmentGuide`
    /// closure sees, A14.2).
    func childDimensions(size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size, source: GuideSource(engine: engine, node: child.node, proposal: proposal, context: context))
    }

    /// The closure of an `alignmentGuide` modifier, by its index in the tree.
    func guideClosure(_ index: Int32) -> (ViewDimensions) -> CGFloat { engine.tree.guideClosures[Int(index)] }

    /// Where the child goes when it ignores the safe area on `edges` and the node has `size`.
    func ignoringSafeArea(_ edges: Edge.Set, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        engine.ignoringPlacement(node, edges: edges, frame: CGRect(origin: boundsOrigin, size: size), proposal: proposal, context)
    }
}
