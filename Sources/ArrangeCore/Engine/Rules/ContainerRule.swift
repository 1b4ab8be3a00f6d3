import Foundation

/// The layout rule of a node with children of its own: stacks (A4), ZStack (A13.2), Grid and its
/// rows (A15), overlay and background (A13.1), `safeAreaInset`, custom layouts (A21) and
/// GeometryReader (A3.6). How the container sizes itself from its children, where it puts them,
/// what it reports as spacing preferences and explicit guides.
///
/// A container is one type conforming here: it stores itself (`StoredRule`), has one
/// `ContainerKind` case and one line in `LayoutEngine.visitContainer`, and declares what it is
/// (`flags`: enters a container, clips, scrolls, leaves unplaced children out…), which becomes
/// bits on its node when it is built. A rule sees its node only through `ContainerNode` — its
/// children as `LayoutSubviews` (size of child i for a proposal, explicit guides, spacing,
/// priority) and a few services of the pass — never the whole engine.
protocol ContainerRule: StoredRule {
    /// The container's size for `proposal`, asking its children as it needs.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize
    /// Where each child goes when the container has `size` (proposed `proposal`). Placements are
    /// in the container's logical (left-to-right) coordinates, which the engine mirrors in a
    /// right-to-left environment (A17), unless `placesInLogicalCoordinates` is false; children
    /// left out (ViewThatFits' others) are not listed.
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement]
    /// Whether `placements` are in logical coordinates, mirrored by the engine in a right-to-left
    /// environment (A17). True of every container: stacks, grids (a GridRow's cells are logical
    /// within the row), overlays, custom layouts (a `Layout` is written for left-to-right and
    /// mirrored, as in SwiftUI) and GeometryReader (its content at top-leading). A container
    /// working from host coordinates would say false.
    var placesInLogicalCoordinates: Bool { get }
    /// The container's spacing preferences (A5.5). By default every child's, merged on all edges.
    func spacing(in node: ContainerNode) -> ViewSpacing
    /// The container's explicit value of guide `key` at `size` (A14.4). By default its children's
    /// explicit values merged by the guide's rule.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat?
    /// Whether the node's explicit guides are remembered within a pass. A container answers by
    /// arranging its children, which asks each child's guide on the container's own alignment,
    /// and then asks the children's guide again to merge it: nested containers aligned on the same
    /// guide asked the innermost twice per level, in time exponential in the nesting, without
    /// remembering. The arrangement costs far more than the memo's lookup.
    var remembersExplicitGuides: Bool { get }
    /// Whether the node wraps its first child as a modifier does, taking over that child's
    /// traits (priority, layout values; Decisions table), rather than holding children of its own.
    var copiesTraits: Bool { get }
    /// The safe area child `ordinal` sees when the container changes it (`safeAreaInset`), given
    /// the container's frame, the child's, and the safe area around the container (host
    /// coordinates); `nil` when the child sees the container's own.
    func childSafeArea(ordinal: Int, frame: CGRect, childFrame: CGRect, current: SafeAreaContext?) -> SafeAreaContext?
    /// What the container's node is called in dumps, the inspector and diagnostics.
    var nodeName: String { get }
    /// What the tree notes on the container's node when it is built (see `NodeFlags`).
    var flags: NodeFlags { get }
    /// Whether the container's width depends only on the proposed width and its height only on the
    /// proposed height, as long as its children's do (`NodeFlags.mixesAxes`). `false` unless the
    /// rule says otherwise, which is always safe.
    var keepsAxesApart: Bool { get }
}

extension ContainerRule {
    /// A5.5: a container without a rule of its own merges its children's preferences.
    func spacing(in node: ContainerNode) -> ViewSpacing { node.subviews.mergedSpacing }

    /// A14.4: composites merge their children's explicit values.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? {
        node.mergedGuide(key, size: size, proposal: proposal)
    }

    var remembersExplicitGuides: Bool { true }
    var copiesTraits: Bool { false }
    var placesInLogicalCoordinates: Bool { true }
    func childSafeArea(ordinal: Int, frame: CGRect, childFrame: CGRect, current: SafeAreaContext?) -> SafeAreaContext? { nil }
    var flags: NodeFlags { [] }
    var keepsAxesApart: Bool { false }
}
