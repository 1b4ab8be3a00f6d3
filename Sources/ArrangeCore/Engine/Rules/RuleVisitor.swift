import Foundation

/// Something done with a node's rule whatever its family: a visitor of all three rule protocols,
/// run by `visitRule` on any node.
protocol RuleVisitor: LeafRuleVisitor, UnaryRuleVisitor, ContainerRuleVisitor {}

extension LayoutEngine {
    /// Runs `visitor` on the rule of `node`, through its family's registry.
    @inline(__always)
    func visitRule<V: RuleVisitor>(_ node: Int32, _ visitor: V) -> V.Result {
        switch tree.kinds[Int(node)] {
        case .leaf(let kind): visitLeaf(node, kind, visitor)
        case .unary(let kind): visitUnary(kind, visitor)
        case .container(let kind): visitContainer(kind, visitor)
        }
    }

    /// The rule of `node` when it is of type `T`, else `nil` (a custom layout's box, a measured
    /// leaf): for the code beside a rule that needs the rule itself.
    func rule<T>(of node: Int32, as type: T.Type) -> T? {
        guard node >= 0 && Int(node) < tree.kinds.count else { return nil }
        return visitRule(node, RuleCastVisitor<T>())
    }
}

/// What the rule of a node declares for the tree to note (`StoredRule.nodeFlags`).
struct RuleFactsVisitor: RuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> NodeFlags { rule.nodeFlags }
    func visit<R: UnaryRule>(_ rule: R) -> NodeFlags { rule.nodeFlags }
    func visit<R: ContainerRule>(_ rule: R) -> NodeFlags { rule.nodeFlags }
}

extension LeafRule {
    /// A leaf's `flags`.
    @inline(__always)
    var nodeFlags: NodeFlags { keepsAxesApart ? flags : flags.union(.mixesAxes) }
}

extension UnaryRule {
    /// A modifier's `flags` and the facts it states as properties; it wraps its child.
    @inline(__always)
    var nodeFlags: NodeFlags {
        var flags = flags.union(.wrapsFirstChild)
        if !keepsAxesApart { flags.insert(.mixesAxes) }
        if mayAnswerAlone { flags.insert(.mayAnswerAlone) }
        if remembersExplicitGuides { flags.insert(.remembersExplicitGuides) }
        if !placesInLogicalCoordinates { flags.insert(.placesInHostCoordinates) }
        return flags
    }
}

extension ContainerRule {
    /// A container's `flags` and the facts it states as properties.
    @inline(__always)
    var nodeFlags: NodeFlags {
        var flags = flags
        if !keepsAxesApart { flags.insert(.mixesAxes) }
        if copiesTraits { flags.insert(.wrapsFirstChild) }
        if remembersExplicitGuides { flags.insert(.remembersExplicitGuides) }
        if !placesInLogicalCoordinates { flags.insert(.placesInHostCoordinates) }
        return flags
    }
}

/// What a node is called in dumps, the render tree, the inspector and diagnostics: its rule's
/// `nodeName`.
struct RuleNameVisitor: RuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> String { rule.nodeName(in: node) }
    func visit<R: UnaryRule>(_ rule: R) -> String { rule.nodeName }
    func visit<R: ContainerRule>(_ rule: R) -> String { rule.nodeName }
}

/// The rule itself when it is of type `T`.
struct RuleCastVisitor<T>: RuleVisitor {
    func visit<R: LeafRule>(_ rule: R, _ node: LeafNode) -> T? { rule as? T }
    func visit<R: UnaryRule>(_ rule: R) -> T? { rule as? T }
    func visit<R: ContainerRule>(_ rule: R) -> T? { rule as? T }
}
