import Foundation

/// Something done with a container's rule whatever its type (measure, place, spacing, explicit
/// guide, safe area, name, flags), written once against `ContainerRule`. A visitor rather than an
/// existential, so each rule type gets its own specialised code and no rule is boxed on the hot
/// path.
protocol ContainerRuleVisitor {
    associatedtype Result
    func visit<R: ContainerRule>(_ rule: R) -> Result
}

extension LayoutEngine {
    /// Runs `visitor` on the rule of a container's `kind`. The registration of the containers: a
    /// new one adds its `ContainerKind` case and one line here (its rule stores itself,
    /// `StoredRule`).
    ///
    /// On the engine rather than on `RuleStore`, for the reason `visitUnary` gives.
    @inline(__always)
    func visitContainer<V: ContainerRuleVisitor>(_ kind: ContainerKind, _ visitor: V) -> V.Result {
        switch kind {
        case .stack(let slot): return visitor.visit(tree.rules[slot, as: StackRule.self])
        case .zStack(let slot): return visitor.visit(tree.rules[slot, as: ZStackRule.self])
        case .secondary(let slot): return visitor.visit(tree.rules[slot, as: SecondaryRule.self])
        case .grid(let slot): return visitor.visit(tree.rules[slot, as: GridRule.self])
        case .gridRow(let slot): return visitor.visit(tree.rules[slot, as: GridRowRule.self])
        case .safeAreaInset(let slot): return visitor.visit(tree.rules[slot, as: SafeAreaInsetRule.self])
        case .custom(let slot): return visitor.visit(tree.rules[slot, as: CustomLayoutRule.self])
        case .geometryReader(let slot): return visitor.visit(tree.rules[slot, as: GeometryReaderRule.self])
        case .scrollView(let slot): return visitor.visit(tree.rules[slot, as: ScrollViewRule.self])
        }
    }
}

/// Places a container's children: `ContainerRule.placements`.
struct ContainerPlacementVisitor: ContainerRuleVisitor {
    let node: ContainerNode
    let size: CGSize
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: ContainerRule>(_ rule: R) -> [ChildPlacement] { rule.placements(in: size, proposal: proposal, in: node) }
}
