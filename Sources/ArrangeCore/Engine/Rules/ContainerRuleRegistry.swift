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
    /// Runs `visitor` on the rule of a container's `kind`; `nil` for kinds of other families.
    /// The registration of the containers: a new one adds its `NodeKind` case, its typed array in
    /// `NodeRules` (or, for rules that are objects, an index into the engine's list of them) and
    /// one line here.
    ///
    /// On the engine rather than on `NodeRules`, for the reason `visitUnary` gives: each arm
    /// reads one typed array through the engine's stored property.
    @inline(__always)
    func visitContainer<V: ContainerRuleVisitor>(_ kind: NodeKind, _ visitor: V) -> V.Result? {
        switch kind {
        case .stack(let i): return visitor.visit(tree.rules.stacks[Int(i)])
        case .zStack(let i): return visitor.visit(tree.rules.zStacks[Int(i)])
        case .secondary(let i): return visitor.visit(tree.rules.secondaries[Int(i)])
        case .grid(let i): return visitor.visit(tree.rules.grids[Int(i)])
        case .gridRow(let i): return visitor.visit(tree.rules.gridRows[Int(i)])
        case .safeAreaInset(let i): return visitor.visit(tree.rules.safeAreaInsets[Int(i)])
        case .custom(let index):
            // Released layouts (`releaseCustomLayouts`) leave nodes that are only named.
            guard customLayouts.indices.contains(Int(index)) else { return visitor.visit(CustomLayoutRule(box: AnyLayoutBox())) }
            return visitor.visit(CustomLayoutRule(box: customLayouts[Int(index)]))
        case .geometryReader(let index): return visitor.visit(GeometryReaderRule(reader: geometryReaders[Int(index)]))
        case .leaf, .measured, .fixedFrame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position, .alignmentGuide,
             .ignoresSafeArea, .safeAreaPadding, .containerRelativeFrame:
            return nil
        }
    }
}

/// Measures a container: `ContainerRule.sizeThatFits`.
struct ContainerSizeVisitor: ContainerRuleVisitor {
    let node: ContainerNode
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: ContainerRule>(_ rule: R) -> CGSize { rule.sizeThatFits(proposal, in: node) }
}

/// Places a container's children: `ContainerRule.placements`.
struct ContainerPlacementVisitor: ContainerRuleVisitor {
    let node: ContainerNode
    let size: CGSize
    let proposal: ProposedViewSize
    @inline(__always)
    func visit<R: ContainerRule>(_ rule: R) -> [ChildPlacement] { rule.placements(in: size, proposal: proposal, in: node) }
}

/// A container's spacing preferences: `ContainerRule.spacing`.
struct ContainerSpacingVisitor: ContainerRuleVisitor {
    let node: ContainerNode
    func visit<R: ContainerRule>(_ rule: R) -> ViewSpacing { rule.spacing(in: node) }
}

/// A container's explicit guide: `ContainerRule.explicitGuide`.
struct ContainerGuideVisitor: ContainerRuleVisitor {
    let node: ContainerNode
    let key: AlignmentKey
    let size: CGSize
    let proposal: ProposedViewSize
    func visit<R: ContainerRule>(_ rule: R) -> CGFloat? { rule.explicitGuide(key, size: size, proposal: proposal, in: node) }
}

/// Whether a container's explicit guides are remembered in a pass:
/// `ContainerRule.remembersExplicitGuides`.
struct ContainerRemembersGuidesVisitor: ContainerRuleVisitor {
    func visit<R: ContainerRule>(_ rule: R) -> Bool { rule.remembersExplicitGuides }
}

/// Whether a container took over its first child's traits: `ContainerRule.copiesTraits`.
struct ContainerCopiesTraitsVisitor: ContainerRuleVisitor {
    func visit<R: ContainerRule>(_ rule: R) -> Bool { rule.copiesTraits }
}

/// The safe area a container's child sees: `ContainerRule.childSafeArea`.
struct ContainerSafeAreaVisitor: ContainerRuleVisitor {
    let ordinal: Int
    let frame: CGRect
    let childFrame: CGRect
    let current: SafeAreaContext?
    func visit<R: ContainerRule>(_ rule: R) -> SafeAreaContext? {
        rule.childSafeArea(ordinal: ordinal, frame: frame, childFrame: childFrame, current: current)
    }
}

/// A container's name: `ContainerRule.nodeName`.
struct ContainerNameVisitor: ContainerRuleVisitor {
    func visit<R: ContainerRule>(_ rule: R) -> String { rule.nodeName }
}

/// What the tree notes on a container's node: `ContainerRule.flags`.
struct ContainerFlagsVisitor: ContainerRuleVisitor {
    func visit<R: ContainerRule>(_ rule: R) -> NodeFlags { rule.flags }
}

/// Whether a container places its children in logical coordinates:
/// `ContainerRule.placesInLogicalCoordinates`.
struct ContainerLogicalCoordinatesVisitor: ContainerRuleVisitor {
    func visit<R: ContainerRule>(_ rule: R) -> Bool { rule.placesInLogicalCoordinates }
}
