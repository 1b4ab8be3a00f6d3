import Foundation

/// Resolves view values into the engine's retained tree of layout nodes, once per root view.
///
/// Views append the nodes they produce to `output`; a container takes the nodes its content
/// produced as its children. Views without layout of their own (`Group`, `ForEach`, a custom
/// view's body) simply contribute their children's nodes (A1.4), and a modifier applied to
/// several nodes applies to each of them.
/// The builder is used by one thread at a time and never holds an access to one of its stored
/// properties across a call that touches the same property: its hot properties opt out of the
/// dynamic exclusivity checks, which cost more than the work they guard.
public final class _LayoutTreeBuilder {
    let engine: LayoutEngine
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack-like container: Spacer and Divider read it (A18).
    @exclusivity(unchecked) var stackAxis: Axis?
    /// Set while the direct content of a Grid is built: a `GridRow` there becomes a row node
    /// (elsewhere its views join the enclosing container, like a Group's).
    @exclusivity(unchecked) var isBuildingGridContent = false
    @exclusivity(unchecked) var output: [Int32] = []
    @exclusivity(unchecked) var modifierContents: [(_LayoutTreeBuilder) -> Void] = []
    /// How many views are being built, one inside the other.
    @exclusivity(unchecked) var depth = 0
    /// The views whose bodies are being built, by type, outermost first (as given, before their
    /// state is installed): how a view that builds itself again without end is found.
    @exclusivity(unchecked) var bodiesBeingBuilt: [ObjectIdentifier: [Any]] = [:]
    /// The limits the tree is built within (the host's; `\.resourceLimits`).
    let limits: ResourceLimits

    /// The host's view graph: records of views with bodies, by identity (see `ViewGraph`).
    let graph: ViewGraph
    /// The identity of the view being built (see `ViewIdentity`).
    @exclusivity(unchecked) var identity = ViewIdentity.root
    /// The place the next view built directly inside the current one takes among its siblings.
    @exclusivity(unchecked) var nextOrdinal = 0
    /// An explicit identity for the next view built (a `ForEach` element's id, an `.id`).
    @exclusivity(unchecked) var pendingComponent: Int?
    /// The record of the innermost view with a body being built.
    @exclusivity(unchecked) var currentRecord: ViewRecord?
    /// The `.id` values views took in this build (to report an id two views take).
    var registeredIDs: Set<AnyHashable> = []
    /// While a GeometryReader's content is built (when it is placed): the record of the view
    /// holding the reader. Records built directly in the content are not counted among that
    /// view's children, which are settled when its body is built.
    @exclusivity(unchecked) var deferredParent: ViewRecord?

    init(engine: LayoutEngine, environment: EnvironmentValues, graph: ViewGraph = ViewGraph()) {
        self.engine = engine
        self.environment = environment
        self.graph = graph
        self.limits = environment.resourceLimits
        validateEnvironment()
    }

    /// Replaces environment values that would silently break layout. A display scale that is
    /// not positive and finite would make the pixel length 0, ∞ or NaN, which switches pixel
    /// rounding off (or poisons sizes): it is treated as 1, the default.
    private func validateEnvironment() {
        let scale = environment.displayScale
        if !(scale.isFinite && scale > 0) {
            report("displayScale \(formatLength(scale)) is not positive and finite; using 1.")
            environment.displayScale = 1
        }
    }

    /// Builds the nodes of `view` into `output`. Views nested deeper than the depth limit, or
    /// past the node limit, are left out, reported (`ResourceLimits`); deep nesting continues on a
    /// fresh stack when this thread's runs low (`StackRoom`).
    func build<V: View>(_ view: V) {
        guard depth < limits.depth else {
            return report("Views nested deeper than \(limits.depth) levels (ResourceLimits.depth) are left out.")
        }
        guard engine.tree.nodes.count < limits.nodeCount else {
            return report("The view tree reached \(limits.nodeCount) layout nodes (ResourceLimits.nodeCount); the views past it are left out.")
        }
        // The view's identity: its place among its siblings (or an explicit one) under the
        // identity of the view building it, with its type.
        let parentIdentity = identity, ordinal = nextOrdinal
        if let explicit = pendingComponent {
            pendingComponent = nil
            identity = parentIdentity.child(explicit: explicit, type: V.self)
        } else {
            identity = parentIdentity.child(ordinal: ordinal, type: V.self)
        }
        nextOrdinal = 0
        depth += 1
        defer {
            depth -= 1
            identity = parentIdentity
            nextOrdinal = ordinal + 1
        }
        engine.withStackRoom { V._makeLayoutNodes(of: view, in: self) }
    }

    /// Builds `view` identified by `component` among its siblings rather than by its place:
    /// `ForEach` elements by their ids, `.id(_:)`, the branches of a conditional.
    func build<V: View>(_ view: V, identifiedBy component: Int) {
        pendingComponent = component
        build(view)
        pendingComponent = nil
    }

    /// Builds `view` and returns its nodes, leaving `output` as it was.
    func nodes<V: View>(of view: V) -> [Int32] {
        let start = output.count
        build(view)
        let produced = Array(output[start...])
        output.removeSubrange(start...)
        return produced
    }

    // MARK: Unary modifiers

    /// Builds `content` and wraps each node it produced in a node of `rule`.
    func buildModified<C: View, R: StoredRule>(_ content: C, rule: R) {
        let start = output.count
        build(content)
        for i in start..<output.count {
            output[i] = wrap(output[i], rule: rule)
        }
    }

    /// A new node of `rule` around `child` (and `secondary`); the first child's traits
    /// (priority, layout values) carry over, since traits survive later modifiers (Decisions
    /// table).
    @discardableResult
    func wrap<R: StoredRule>(_ child: Int32, rule: R, secondary: Int32? = nil) -> Int32 {
        let inner = engine.tree.nodes[Int(child)]
        var node = LayoutNode()
        node.priority = inner.priority
        node.traits = inner.traits
        node.layoutDirection = environment.layoutDirection
        // The rule's own flags are added by `addNode` (`NodeFlags`). Explicit guides come from
        // the primary view only; where the node depends on its position or container, from both.
        node.flags = inner.flags.intersection(.inherited)
        if let secondary {
            node.flags.formUnion(engine.tree.nodes[Int(secondary)].flags.intersection([.dependsOnPosition, .dependsOnContainer]))
        }
        node.firstChild = Int32(engine.tree.childList.count)
        engine.tree.childList.append(child)
        if let secondary { engine.tree.childList.append(secondary) }
        node.childCount = secondary == nil ? 1 : 2
        let index = engine.addNode(node, rule: rule)
        engine.tree.nodes[Int(child)].parent = index
        if let secondary { engine.tree.nodes[Int(secondary)].parent = index }
        return index
    }

    /// Builds `content` and wraps each node it produced in a node of `rule` whose second child
    /// is built from `secondary` (apart from any enclosing stack's axis); several secondary views
    /// go in an implicit container arranged by `layers`.
    func buildWithSecondary<C: View, S: View, R: StoredRule, L: StoredRule>(_ content: C, secondary: S, rule: R, layers layersRule: L) {
        let start = output.count
        build(content)
        for i in start..<output.count {
            let savedAxis = stackAxis
            stackAxis = nil
            let layers = nodes(of: secondary)
            stackAxis = savedAxis
            let layer: Int32
            switch layers.count {
            case 0: continue
            case 1: layer = layers[0]
            default: layer = makeContainer(rule: layersRule, children: layers[...])
            }
            output[i] = wrap(output[i], rule: rule, secondary: layer)
        }
    }

    // MARK: Containers

    /// Builds `content` as the children of a new container node of `rule`.
    func buildContainer<R: StoredRule>(rule: R, stackAxis axis: Axis?, gridContent: Bool = false, content: () -> Void) {
        let start = output.count
        let savedAxis = stackAxis, savedGrid = isBuildingGridContent
        stackAxis = axis
        isBuildingGridContent = gridContent
        content()
        stackAxis = savedAxis
        isBuildingGridContent = savedGrid
        // The children are read where they are, with no copy of their own.
        let container = makeContainer(rule: rule, children: output[start...])
        output.removeSubrange(start...)
        output.append(container)
    }

    /// A new container node of `rule` over `children`. The children are a concrete slice, not any
    /// collection: called from generic builders, a generic collection was iterated through its
    /// witnesses, which cost a twentieth of building a row of framed colours.
    func makeContainer<R: StoredRule>(rule: R, children: ArraySlice<Int32>) -> Int32 {
        var node = LayoutNode()
        node.layoutDirection = environment.layoutDirection
        node.firstChild = Int32(engine.tree.childList.count)
        node.childCount = Int32(children.count)
        engine.tree.childList.append(contentsOf: children)
        // The rule's own flags (and a stack's memo) are added by `addNode` (`NodeFlags`).
        for child in children { node.flags.formUnion(engine.tree.nodes[Int(child)].flags.intersection(.inherited)) }
        let index = engine.addNode(node, rule: rule)
        for child in children { engine.tree.nodes[Int(child)].parent = index }
        return index
    }

    // MARK: Traits and render attributes

    /// Builds `content` and applies `change` to each node it produced. Changes to nodes a view
    /// with a body produced are logged, to be applied again if that view is rebuilt alone.
    func buildUpdating<C: View>(_ content: C, identifiedBy component: Int? = nil, _ change: @escaping (inout LayoutNode, Int32) -> Void) {
        let start = output.count
        if let component { build(content, identifiedBy: component) } else { build(content) }
        for i in start..<output.count {
            let node = output[i]
            change(&engine.tree.nodes[Int(node)], node)
            if graph.editLogs[node] != nil {
                let engine = self.engine
                graph.logEdit(on: node) { node in change(&engine.tree.nodes[Int(node)], node) }
            }
        }
    }

    /// Builds `content` and attaches something to each node it produced (`attachment(i)` for the
    /// i-th); like `buildUpdating`, attachments to a view's output are replayed on the node that
    /// replaces it.
    func buildAttaching<C: View>(_ content: C, _ attachment: (Int) -> (Int32) -> Void) {
        let start = output.count
        build(content)
        for i in start..<output.count {
            let node = output[i]
            let attach = attachment(i - start)
            attach(node)
            if graph.editLogs[node] != nil { graph.logEdit(on: node, attach) }
        }
    }

    func setLayoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, on node: inout LayoutNode) {
        // Tables are shared with inner nodes, so a new value makes a new table.
        var table = node.traits >= 0 ? engine.tree.traitTables[Int(node.traits)] : [:]
        table[ObjectIdentifier(key)] = value
        node.traits = Int32(engine.tree.traitTables.count)
        engine.tree.traitTables.append(table)
    }

    func updateRenderAttributes<C: View>(_ content: C, _ change: @escaping (inout RenderAttributes) -> Void) {
        buildUpdating(content) { _, index in
            change(&self.engine.tree.renderAttributes[index, default: RenderAttributes()])
        }
    }

    // MARK: Environment

    /// Builds `content` with a changed environment; `@Environment` reads inside see it too.
    func withEnvironment(_ transform: (inout EnvironmentValues) -> Void, _ body: () -> Void) {
        let saved = environment
        transform(&environment)
        validateEnvironment()
        EnvironmentValues.$current.withValue(environment) { body() }
        environment = saved
    }

    // MARK: ViewModifier bodies

    func withModifierContent(_ content: @escaping (_LayoutTreeBuilder) -> Void, _ body: () -> Void) {
        modifierContents.append(content)
        body()
        modifierContents.removeLast()
    }

    /// Builds the content a modifier's body placed: that of the innermost modifier being built.
    func buildModifierContent() {
        guard let content = modifierContents.popLast() else {
            engine.diagnostics.report("A ViewModifier's content was used outside the modifier's body; it was left out.")
            return
        }
        content(self)
        modifierContents.append(content)
    }

    /// Reports bad input found while building.
    func report(_ message: String) {
        engine.diagnostics.report(message)
    }
}
