import Foundation

/// Something done with a unary modifier's rule whatever its type (measure, place, explicit
/// guide, spacing): the engine's operations on unary nodes, written once against `UnaryRule`.
/// A visitor rather than an existential, so each rule type gets its own specialised code and no
/// rule is boxed on the hot path.
protocol UnaryRuleVisitor {
    associatedtype Result
    func visit<R: UnaryRule>(_ rule: R) -> Result
}

extension LayoutEngine {
    /// Runs `visitor` on the rule of a unary modifier's `kind`; `nil` for kinds of other
    /// families. The registration of the unary modifiers: a new one adds its `NodeKind` case, its
    /// typed array in `NodeRules` and one line here.
    ///
    /// On the engine rather than on `NodeRules`: each arm reads one typed array through the
    /// engine's stored property, where a method of `NodeRules` would load (and retain) every
    /// array of the struct first — measured, that doubled a row of frames' cold layout.
    @inline(__always)
    func visitUnary<V: UnaryRuleVisitor>(_ kind: NodeKind, _ visitor: V) -> V.Result? {
        switch kind {
        case .fixedFrame(let i): return visitor.visit(tree.rules.fixedFrames[Int(i)])
        case .flexFrame(let i): return visitor.visit(tree.rules.flexFrames[Int(i)])
        case .padding(let i): return visitor.visit(tree.rules.paddings[Int(i)])
        case .fixedSize(let rule): return visitor.visit(rule)
        case .aspectRatio(let i): return visitor.visit(tree.rules.aspectRatios[Int(i)])
        case .position(let i): return visitor.visit(tree.rules.positions[Int(i)])
        case .alignmentGuide(let i): return visitor.visit(tree.rules.alignmentGuides[Int(i)])
        case .ignoresSafeArea(let edges): return visitor.visit(IgnoresSafeAreaLayout(edges: edges))
        case .safeAreaPadding(let i): return visitor.visit(SafeAreaPaddingLayout(padding: tree.rules.safeAreaPaddings[Int(i)]))
        case .containerRelativeFrame(let i): return visitor.visit(tree.rules.containerRelativeFrames[Int(i)])
        case .leaf, .measured, .secondary, .stack, .zStack, .custom, .grid, .gridRow, .geometryReader, .safeAreaInset:
            return nil
        }
    }
}

/// Measures a unary node: `UnaryRule.sizeThatFits`.
struct UnarySizeVisitor: UnaryRuleVisitor {
    let node: UnaryNode
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> CGSize { rule.sizeThatFits(proposal, in: node) }
}

/// Places a unary node's child: `UnaryRule.placement`.
struct UnaryPlacementVisitor: UnaryRuleVisitor {
    let node: UnaryNode
    let size: CGSize
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> ChildPlacement { rule.placement(in: size, proposal: proposal, in: node) }
}

/// A unary node's explicit guide: `UnaryRule.explicitGuide`.
struct UnaryGuideVisitor: UnaryRuleVisitor {
    let node: UnaryNode
    let key: AlignmentKey
    let size: CGSize
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> CGFloat? { rule.explicitGuide(key, size: size, proposal: proposal, in: node) }
}

/// The name of a unary node: `UnaryRule.nodeName`.
struct UnaryNameVisitor: UnaryRuleVisitor {
    func visit<R: UnaryRule>(_ rule: R) -> String { rule.nodeName }
}

/// Whether a unary node may answer without its child: `UnaryRule.mayAnswerAlone`.
struct UnaryAnswersAloneVisitor: UnaryRuleVisitor {
    func visit<R: UnaryRule>(_ rule: R) -> Bool { rule.mayAnswerAlone }
}

/// The edges whose spacing a unary node resets: `UnaryRule.spacingResetEdges`.
struct UnarySpacingVisitor: UnaryRuleVisitor {
    @inline(__always)
    func visit<R: UnaryRule>(_ rule: R) -> Edge.Set { rule.spacingResetEdges }
}

/// Whether a unary node's explicit guides are remembered in a pass:
/// `UnaryRule.remembersExplicitGuides`.
struct UnaryRemembersGuidesVisitor: UnaryRuleVisitor {
    func visit<R: UnaryRule>(_ rule: R) -> Bool { rule.remembersExplicitGuides }
}

/// The safe area a unary node's child sees: `UnaryRule.childSafeArea`.
struct UnarySafeAreaVisitor: UnaryRuleVisitor {
    let frame: CGRect
    let current: SafeAreaContext?
    func visit<R: UnaryRule>(_ rule: R) -> SafeAreaContext? { rule.childSafeArea(frame: frame, current: current) }
}

/// What the tree notes on a unary node: `UnaryRule.flags`.
struct UnaryFlagsVisitor: UnaryRuleVisitor {
    func visit<R: UnaryRule>(_ rule: R) -> NodeFlags { rule.flags }
}

/// Whether a unary modifier places its child in logical coordinates:
/// `UnaryRule.placesInLogicalCoordinates`.
struct UnaryLogicalCoordinatesVisitor: UnaryRuleVisitor {
    func visit<R: UnaryRule>(_ rule: R) -> Bool { rule.placesInLogicalCoordinates }
}
