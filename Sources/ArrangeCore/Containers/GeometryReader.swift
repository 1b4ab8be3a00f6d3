import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space, as in SwiftUI (A3.6).
///
/// It takes the whole proposal (an unspecified dimension becomes 10) and places its content at
/// its top-leading corner, each view proposed the reader's size. The content is built when the
/// reader is placed — its size and position are known only then — and built again when they
/// change. A reader reports no explicit alignment guides of its content.
nonisolated public struct GeometryReader<Content: View>: View {
    /// The view builder that makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout node; its children come later (see the type's comment).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let content = view.content
        // The content belongs to the view whose body holds the reader: its views' identities and
        // state continue from the reader's, whenever it is built.
        let position = builder.deferredPosition
        let reader = GeometryReaderBox(environment: builder.environment, graph: builder.graph) { proxy, builder in
            position.enter(builder)
            return builder.nodes(of: builder.evaluateTracked { content(proxy) })
        }
        builder.addGeometryReader(reader)
    }
}

/// A reader's content function and what it last built.
final class GeometryReaderBox {
    let environment: EnvironmentValues
    /// The host's view graph, where the content's views keep their state.
    let graph: ViewGraph
    let build: (GeometryProxy, _LayoutTreeBuilder) -> [Int32]
    /// The proxy the current children were built for.
    var builtFor: GeometryProxy?
    /// Other input the content is built from (a preference value read from the reader's
    /// sibling, `overlayPreferenceValue`): brought up to date when the reader is placed, `true`
    /// when it changed, so the content is built again.
    var refreshInput: ((LayoutEngine, Int32) -> Bool)?

    init(environment: EnvironmentValues, graph: ViewGraph, build: @escaping (GeometryProxy, _LayoutTreeBuilder) -> [Int32]) {
        self.environment = environment
        self.graph = graph
        self.build = build
    }
}

extension _LayoutTreeBuilder {
    func addGeometryReader(_ reader: GeometryReaderBox) {
        var node = LayoutNode()
        node.layoutDirection = environment.layoutDirection
        output.append(engine.addNode(node, rule: GeometryReaderRule(reader: reader)))
    }
}

/// A GeometryReader as a node of the tree (A3.6): it takes the whole proposal and builds its
/// content when placed. No spacing preferences and no explicit guides of its content.
struct GeometryReaderRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.geometryReader(rules.append(self))) }

    let reader: GeometryReaderBox

    /// A3.6: the whole proposal, an unspecified dimension 10.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        node.geometryReaderPlacements(reader, size: size)
    }

    func spacing(in node: ContainerNode) -> ViewSpacing { ViewSpacing() }

    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? { nil }

    var nodeName: String { "GeometryReader" }

    /// Its content depends on where it is in the host.
    var flags: NodeFlags { .dependsOnPosition }
}

extension LayoutEngine {
    /// The children of reader `node`, placed for its frame: built (again) when the geometry the
    /// content sees changed, each at the top-leading corner and proposed the reader's size.
    func geometryReaderPlacements(_ node: Int32, reader: GeometryReaderBox, size: CGSize, absoluteOrigin: CGPoint, _ context: LayoutContext) -> [ChildPlacement] {
        let proxy = GeometryProxy(size: size, safeAreaInsets: safeAreaInsets(of: CGRect(origin: absoluteOrigin, size: size), context),
                                  globalFrame: CGRect(origin: absoluteOrigin, size: size), namedOrigins: namedOrigins(above: node))
        let inputChanged = reader.refreshInput?(self, node) ?? false
        if reader.builtFor != proxy || inputChanged {
            rebuildChildren(of: node, environment: reader.environment, graph: reader.graph) { reader.build(proxy, $0) }
            reader.builtFor = proxy
        }
        let proposal = ProposedViewSize(size)
        let first = Int(tree.nodes[Int(node)].firstChild)
        return (0..<Int(tree.nodes[Int(node)].childCount)).map { ordinal in
            ChildPlacement(ordinal: Int32(ordinal), origin: .zero, size: self.size(tree.childList[first + ordinal], proposal, context), proposal: proposal)
        }
    }

    func isGeometryReader(_ node: Int32) -> Bool {
        rule(of: node, as: GeometryReaderRule.self) != nil
    }

    /// Host-coordinate origins of the named coordinate spaces enclosing `node`.
    func namedOrigins(above node: Int32) -> [AnyHashable: CGPoint] {
        guard !tree.coordinateSpaceNames.isEmpty else { return [:] }
        var result: [AnyHashable: CGPoint] = [:]
        var current = tree.nodes[Int(node)].parent
        while current >= 0 {
            if let name = tree.coordinateSpaceNames[current], result[name] == nil, let frame = absoluteFrame(of: current) {
                result[name] = frame.origin
            }
            current = tree.nodes[Int(current)].parent
        }
        return result
    }

    /// Replaces the children of `node` with the nodes `build` makes. The old subtree is left
    /// unreachable (counted in `detachedNodeCount`, so the host can rebuild a compact tree once
    /// they outnumber the live nodes); its ids are forgotten so the new views can take them.
    func rebuildChildren(of node: Int32, environment: EnvironmentValues, graph: ViewGraph, build: (_LayoutTreeBuilder) -> [Int32]) {
        let info = tree.nodes[Int(node)]
        for i in 0..<Int(info.childCount) { tree.detachedNodeCount += detachSubtree(tree.childList[Int(info.firstChild) + i]) }
        // A build of its own: the content's views are seen again by it, keeping their records.
        graph.beginBuild()
        let builder = _LayoutTreeBuilder(engine: self, environment: environment, graph: graph)
        let children = EnvironmentValues.$current.withValue(environment) { builder.asBuilding { build(builder) } }
        tree.nodes[Int(node)].firstChild = Int32(tree.childList.count)
        tree.nodes[Int(node)].childCount = Int32(children.count)
        tree.childList.append(contentsOf: children)
        for child in children { tree.nodes[Int(child)].parent = node }
        // Content built now may hold a container-relative frame: the reader and its ancestors
        // depend on their container from now on, as they would had it been built up front.
        if children.contains(where: { tree.nodes[Int($0)].dependsOnContainer }) {
            var current = node
            while current >= 0 && !tree.nodes[Int(current)].dependsOnContainer {
                tree.nodes[Int(current)].dependsOnContainer = true
                current = tree.nodes[Int(current)].parent
            }
        }
    }
}
