import Foundation

/// The retained layout tree of one host: its nodes in a flat array, what each does (`NodeKind`,
/// parallel to `nodes`) and the rules the kinds refer to (`RuleStore`), and the child list the
/// nodes' children are ranges of. Built and updated between passes (`TreeBuilder`, `SubtreeReplacement`;
/// a GeometryReader builds its content while placed); measuring and placing otherwise only read
/// it — apart from the one field a node's first remembered answer sets (`LayoutNode.sizeLine`)
/// — and what a pass remembers lives in `LayoutCaches`.
///
/// A value owned by `LayoutEngine` (`tree`) rather than an object: the hot paths read
/// `engine.tree.nodes[i]` as one projection of the engine's stored property, with no extra
/// reference to follow or retain.
struct LayoutTree {
    var nodes: [LayoutNode] = []
    /// What each node does, parallel to `nodes`.
    var kinds: [NodeKind] = []
    /// The rules `kinds` refer to.
    var rules = RuleStore()
    /// The children of every node, each node's a range (`LayoutNode.firstChild`, `childCount`).
    var childList: [Int32] = []

    /// The root node, or -1 before anything is built.
    var root: Int32 = -1

    /// The tables of layout values (`LayoutValueKey`) nodes refer to (`LayoutNode.traits`);
    /// a table is shared by the nodes that wrap the view it was set on.
    var traitTables: [[ObjectIdentifier: Any]] = []
    /// The closures of `alignmentGuide` modifiers, which their rules refer to by index.
    var guideClosures: [(ViewDimensions) -> CGFloat] = []
    /// Explicit identities given by `.id(_:)`, both ways.
    var idOfNode: [Int32: AnyHashable] = [:]
    var nodeOfID: [AnyHashable: Int32] = [:]
    /// Render-time attributes (offset, zIndex, hidden, colour) that never change layout (A12).
    var renderAttributes = RenderAttributeTable()
    /// What modifiers without a layout effect recorded on nodes (accessibility, gestures, focus,
    /// input traits), by node; most nodes have none (see `AnnotatingModifier`).
    var annotations: [Int32: [ViewAnnotation]] = [:]
    /// Names given by `.coordinateSpace(name:)`, by node.
    var coordinateSpaceNames: [Int32: AnyHashable] = [:]
    /// The colour scheme the first `preferredColorScheme(_:)` built asked for (the host builds
    /// its root environment with it).
    var preferredColorScheme: ColorScheme?
    /// Whether the tree uses `containerRelativeFrame` at all.
    var hasContainerRelativeFrames = false
    /// Whether the tree has containers for container-relative frames (ScrollViews). They push
    /// their size while placing whenever there are any: a frame built later, inside a
    /// GeometryReader's content, must find the same container as a frame built up front.
    var hasRelativeFrameContainers = false
    /// Nodes left unreachable by GeometryReaders that rebuilt their content (see
    /// `rebuildChildren`); the host rebuilds a compact tree when they outnumber the live ones.
    var detachedNodeCount = 0

    /// Approximate bytes held.
    var memoryFootprint: Int {
        nodes.capacity * MemoryLayout<LayoutNode>.stride
            + kinds.capacity * MemoryLayout<NodeKind>.stride
            + childList.capacity * MemoryLayout<Int32>.stride + rules.memoryFootprint
            + renderAttributes.memoryFootprint
    }
}
