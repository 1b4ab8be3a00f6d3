import Foundation

/// The layout rule of a unary modifier (frame, padding, fixedSize, aspectRatio, position,
/// alignmentGuide, ignoresSafeArea, safeAreaPadding, containerRelativeFrame): how the modifier
/// sizes itself around its one child, where it puts the child, what it does to the child's
/// spacing preferences and explicit guides.
///
/// A modifier is one type conforming here: it stores itself (`StoredRule`), has one `UnaryKind`
/// case and one line in `LayoutEngine.visitUnary`, and the engine's operations (measuring,
/// placing, spacing, explicit guides) reach it through visitors, so no engine file names it.
/// What it declares once (`flags`, `mayAnswerAlone`, `remembersExplicitGuides`,
/// `placesInLogicalCoordinates`) becomes bits on its node when it is built. A rule sees its node
/// only through `UnaryNode`, a narrow interface onto the child and the pass, never the whole
/// engine.
protocol UnaryRule: StoredRule {
    /// The modifier's size for `proposal`, asking `node.child` as it needs.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize
    /// Where the child goes when the modifier has `size` (proposed `proposal`): in the
    /// modifier's logical (left-to-right) coordinates, which the engine mirrors in a
    /// right-to-left environment (A17), unless `placesInLogicalCoordinates` is false.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement
    /// Whether `placement` is in logical coordinates, mirrored by the engine in a right-to-left
    /// environment (A17) — true of every modifier but `ignoresSafeArea`, which grows its child
    /// towards edges of the host (the unsafe area's), so works in host coordinates (left is
    /// left) and is placed as it says. See `LayoutEngine.mirroredForDirection`.
    var placesInLogicalCoordinates: Bool { get }
    /// The edges whose spacing preferences the modifier resets (A5.4: a frame resets the edges
    /// of the dimensions it sets; padding the padded edges). Empty: the child's pass through.
    var spacingResetEdges: Edge.Set { get }
    /// What the modifier's node is called in dumps, the inspector and diagnostics ("frame",
    /// "padding"): made when asked, never stored per node.
    var nodeName: String { get }
    /// Whether the modifier can often answer a proposal without asking its child (a frame
    /// fixed in both dimensions, a flexible frame: A7, A8). Such nodes try `answerAlone` before
    /// the size cache.
    var mayAnswerAlone: Bool { get }
    /// The modifier's explicit value of guide `key` at `size` (A14.2–A14.4). By default the
    /// child's explicit value, moved by where the modifier puts the child.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> CGFloat?
    /// Whether the node's explicit guides are remembered within a pass: a modifier's guide comes
    /// from arranging its child — which asks the child's guide when it aligns it — and then
    /// asking the child again, which nested took exponential time without remembering.
    /// `alignmentGuide` asks its child once and need not.
    var remembersExplicitGuides: Bool { get }
    /// The safe area the child sees when the modifier changes it (`safeAreaPadding` narrows it by
    /// its insets), given the node's frame and the safe area around it (host coordinates); `nil`
    /// when the child sees the node's own. (`ignoresSafeArea` changes where its content goes,
    /// not where the unsafe area is: a GeometryReader inside still sees the insets it overlaps.)
    func childSafeArea(frame: CGRect, current: SafeAreaContext?) -> SafeAreaContext?
    /// What the tree notes on the modifier's node when it is built (see `NodeFlags`).
    var flags: NodeFlags { get }
    /// Whether the modifier's width depends only on the proposed width and its height only on the
    /// proposed height, as long as its children's do (`NodeFlags.mixesAxes`). `false` unless the
    /// rule says otherwise, which is always safe.
    var keepsAxesApart: Bool { get }
}

extension UnaryRule {
    /// Most modifiers keep their child's spacing preferences.
    var spacingResetEdges: Edge.Set { [] }

    /// Most modifiers need their child's answer.
    var mayAnswerAlone: Bool { false }

    var remembersExplicitGuides: Bool { true }
    var placesInLogicalCoordinates: Bool { true }
    func childSafeArea(frame: CGRect, current: SafeAreaContext?) -> SafeAreaContext? { nil }
    var flags: NodeFlags { [] }
    var keepsAxesApart: Bool { false }

    /// Unary modifiers pass their child's explicit guides through, moved by the child's offset
    /// (A14.4: frame alignments too, unlike composites). Guides are logical (A17): a placement in
    /// host coordinates is mirrored into the modifier's logical ones first.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> CGFloat? {
        var placement = placement(in: size, proposal: proposal, in: node)
        if !placesInLogicalCoordinates && node.isRightToLeft { placement.origin.x = size.width - (placement.origin.x + placement.size.width) }
        guard let value = node.childExplicitGuide(key, size: placement.size, proposal: placement.proposal) else { return nil }
        return value + placement.origin[key.axis]
    }
}

/// The edges of the dimensions on `axes`-like flags: horizontal sets reset leading and
/// trailing, vertical ones top and bottom (A5.4).
func spacingEdges(horizontal: Bool, vertical: Bool) -> Edge.Set {
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    return edges
}
