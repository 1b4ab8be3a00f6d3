import Foundation

/// What a container's rule may ask of its node during a pass: its children as `LayoutSubviews`
/// (the size of child i for a proposal, its explicit guides, spacing and priority), the pass's
/// container and safe area, and where to report bad input. The narrow interface between the
/// rules (`ContainerRule`) and the engine's storage, as `UnaryNode` is for modifiers: a rule
/// cannot reach other nodes, caches or pass state.
struct ContainerNode {
    /// The engine, reached only through the methods below. Unretained for the reason `UnaryNode`
    /// gives (a node value lives only inside one call of the engine's), and kept as a reference
    /// that is not made strong on the way to `subviews`: an unowned one would be retained and
    /// released once per size computation of every stack.
    private let engineReference: Unmanaged<LayoutEngine>
    /// The engine, for the rarer requests (strong for the length of each).
    private var engine: LayoutEngine { engineReference.takeUnretainedValue() }
    /// The container's node.
    private let node: Int32
    /// The pass context the node is measured or placed in.
    private let context: LayoutContext
    /// The node's origin in host coordinates while it is placed (a custom layout's
    /// `bounds.origin`, a GeometryReader's global frame), zero while it is only measured.
    private let boundsOrigin: CGPoint

    init(engine: LayoutEngine, node: Int32, context: LayoutContext, boundsOrigin: CGPoint = .zero) {
        self.init(engineReference: .passUnretained(engine), node: node, context: context, boundsOrigin: boundsOrigin)
    }

    init(engineReference: Unmanaged<LayoutEngine>, node: Int32, context: LayoutContext, boundsOrigin: CGPoint = .zero) {
        self.engineReference = engineReference
        self.node = node
        self.context = context
        self.boundsOrigin = boundsOrigin
    }

    /// The container's children, in this pass's context, lent to an engine rule for the length
    /// of its call: they do not retain the engine (`LayoutSubviews.init(lentBy:parent:context:)`).
    @inline(__always)
    var subviews: LayoutSubviews { LayoutSubviews(lentBy: engineReference, parent: node, context: context) }

    /// The container's children for code outside the engine, which may keep them (a custom
    /// `Layout`): they retain the engine.
    var retainedSubviews: LayoutSubviews { LayoutSubviews(engine: engine, parent: node, context: context) }

    /// The children as the content of a container for `containerRelativeFrame` (a ScrollView) of
    /// `size`: their context carries that size. Lent, as `subviews` are.
    func subviews(inContainerOf size: CGSize) -> LayoutSubviews {
        LayoutSubviews(lentBy: engineReference, parent: node, context: engine.enteringContainer(node, size: size, context))
    }

    /// A container's size for `proposal`: the proposal, an unspecified dimension taken from the
    /// enclosing container.
    func containerSize(for proposal: ProposedViewSize) -> CGSize { engine.containerSize(for: proposal, in: context) }

    /// The node's origin in host coordinates while it is placed.
    var origin: CGPoint { boundsOrigin }

    /// Reports bad input the rule handled (SwiftUI's treatment) in the host's diagnostics.
    func report(_ message: String) { engine.diagnostics.report(message) }

    /// A guide value from user code, made safe and reported (see `LayoutEngine.checkedGuide`).
    func checkedGuide(_ value: CGFloat, _ source: @autoclosure () -> String) -> CGFloat? { engine.checkedGuide(value, source()) }

    /// A custom layout's answer made safe (NaN, negative, unexpectedly infinite or absurdly large
    /// dimensions replaced, each reported).
    func checkedLayoutSize(_ size: CGSize, proposal: ProposedViewSize, layout: @autoclosure () -> String) -> CGSize {
        engine.limitedCustomSize(engine.checkedCustomSize(size, proposal: proposal, layout: layout()), proposal: proposal, layout: layout())
    }

    /// Runs a custom layout's `placeSubviews` in `bounds` (host coordinates) and returns what it
    /// placed, relative to the bounds (see `LayoutEngine.customPlacements`).
    func customPlacements(_ box: AnyLayoutBox, size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        engine.customPlacements(node, box: box, bounds: CGRect(origin: boundsOrigin, size: size), proposal: proposal, context)
    }

    /// A14.4: the children's explicit values of `key` merged by the guide's rule.
    func mergedGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        engine.mergedGuide(node, key, size: size, proposal: proposal, context)
    }

    /// The first (primary) child's explicit value of `key`, moved by where the container puts it
    /// at `size` (overlay, background, `safeAreaInset`).
    func primaryGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        engine.primaryGuide(node, key, size: size, proposal: proposal, context)
    }

    /// The children of GeometryReader `reader`, built (again) for the node's frame of `size` and
    /// placed at its top-leading corner.
    func geometryReaderPlacements(_ reader: GeometryReaderBox, size: CGSize) -> [ChildPlacement] {
        engine.geometryReaderPlacements(node, reader: reader, size: size, absoluteOrigin: boundsOrigin, context)
    }
}
