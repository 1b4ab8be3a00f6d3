import Foundation

/// The container rule of a `Layout` the engine runs through the protocol (A21): the layout's
/// box, with its cache. Answers are made safe before the engine uses them.
struct CustomLayoutRule: ContainerRule {
    let box: AnyLayoutBox

    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.custom(rules.append(self))) }

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize {
        node.checkedLayoutSize(box.sizeThatFits(proposal, subviews: node.retainedSubviews), proposal: proposal, layout: box.typeName)
    }

    /// What `placeSubviews` placed, relative to the layout's bounds; `bounds.origin` is the
    /// node's origin in host coordinates, as in SwiftUI.
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        node.customPlacements(box, size: size, proposal: proposal)
    }

    func spacing(in node: ContainerNode) -> ViewSpacing { box.spacing(subviews: node.retainedSubviews) }

    /// The layout's own `explicitAlignment`, else its subviews' merged (A14.4).
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? {
        if let value = box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: node.retainedSubviews),
           let checked = node.checkedGuide(value, "\(box.typeName).explicitAlignment(of: \(key))") {
            return checked
        }
        return node.mergedGuide(key, size: size, proposal: proposal)
    }

    var nodeName: String { box.nodeName }

    /// A layout may answer `explicitAlignment` itself; some leave the subviews they do not place
    /// out (ViewThatFits).
    var flags: NodeFlags {
        box.omitsUnplacedSubviews ? [.mayHaveExplicitGuides, .omitsUnplacedChildren] : [.mayHaveExplicitGuides]
    }
}

extension LayoutEngine {
    /// The box of the custom layout at `node`, or `nil` when `node` is another kind of node.
    func layoutBox(of node: Int32) -> AnyLayoutBox? {
        rule(of: node, as: CustomLayoutRule.self)?.box
    }

    /// Lets the custom layout at `node`, if it is one, update its cache for its subviews, which
    /// changed (SwiftUI makes a cache once and updates it when the subviews change).
    func updateLayoutCache(of node: Int32) {
        layoutBox(of: node)?.updateCache(subviews: LayoutSubviews(engine: self, parent: node, context: .detached))
    }

    /// The custom layouts in the subtree at `subtree` in build order (pre-order), apart from the
    /// subtrees at `kept`, with their nodes.
    private func layoutBoxes(in subtree: Int32, keeping kept: Set<Int32>) -> [(node: Int32, box: AnyLayoutBox)] {
        guard !tree.rules.objects.isEmpty else { return [] }
        var found: [(Int32, AnyLayoutBox)] = []
        var pending: [Int32] = [subtree]
        while let current = pending.popLast() {
            if !kept.isEmpty && kept.contains(current) { continue }
            if let box = layoutBox(of: current) { found.append((current, box)) }
            let info = tree.nodes[Int(current)]
            // Reversed, so children come off the stack in order (pre-order overall).
            for i in (0..<Int(info.childCount)).reversed() { pending.append(tree.childList[Int(info.firstChild) + i]) }
        }
        return found
    }

    /// Custom layouts of the subtree at `new` keep the caches of the subtree at `old`'s at the
    /// same place (the same position in build order, the same type), updated for their new
    /// subviews. Kept subtrees keep theirs.
    func carryOverCaches(from old: Int32, to new: Int32, keeping kept: Set<Int32>) {
        let before = layoutBoxes(in: old, keeping: kept)
        guard !before.isEmpty else { return }
        for (previous, current) in zip(before, layoutBoxes(in: new, keeping: kept)) where current.box.adoptCache(from: previous.box) {
            current.box.updateCache(subviews: LayoutSubviews(engine: self, parent: current.node, context: .detached))
        }
    }

    /// When a root view is rebuilt, custom layouts at the same place in the tree (same position
    /// in build order and same type) keep their caches.
    func carryOverCaches(from previous: LayoutEngine) {
        let before = previous.tree.rules.objects(of: CustomLayoutRule.self)
        guard !before.isEmpty else { return }
        var index = 0
        for node in tree.kinds.indices where index < before.count {
            guard let box = layoutBox(of: Int32(node)) else { continue }
            defer { index += 1 }
            if box.adoptCache(from: before[index].box) {
                box.updateCache(subviews: LayoutSubviews(engine: self, parent: Int32(node), context: .detached))
            }
        }
    }

    /// Drops the custom layouts' caches. A cache may hold `ViewDimensions` or subviews, which
    /// refer back to the engine; dropping them when the engine is done with breaks that cycle.
    func releaseCustomLayouts() {
        for rule in tree.rules.objects(of: CustomLayoutRule.self) { rule.box.releaseCache() }
    }
}

extension _LayoutTreeBuilder {
    /// Builds `content` as the children of a container arranged by `layout`: the engine's own
    /// algorithm for the built-in layouts, the protocol otherwise.
    func buildContainer<L: Layout>(layout: L, content: () -> Void) {
        // A type-erased layout forwards the properties of the layout it wraps.
        let axis = ((layout as? AnyLayout)?.wrappedLayoutProperties ?? L.layoutProperties).stackOrientation
        if let builtin = layout as? any BuiltinLayout {
            builtin.diagnose(report)
            buildContainer(rule: builtin.rule, stackAxis: builtin.stackAxis, gridContent: builtin.buildsGridContent, content: content)
            return
        }
        buildContainer(rule: CustomLayoutRule(box: LayoutBox(layout)), stackAxis: axis, content: content)
    }
}

/// The layouts the engine runs with its own algorithm instead of through the protocol.
protocol BuiltinLayout {
    associatedtype Rule: StoredRule
    /// The engine's rule for the layout.
    var rule: Rule { get }
    var stackAxis: Axis? { get }
    /// Whether `GridRow`s among the direct content become rows (Grid).
    var buildsGridContent: Bool { get }
    /// Reports the layout's bad parameters (non-finite spacing), which it replaces by defaults.
    func diagnose(_ report: (String) -> Void)
}

extension BuiltinLayout {
    var buildsGridContent: Bool { false }
    func diagnose(_ report: (String) -> Void) {}
}
