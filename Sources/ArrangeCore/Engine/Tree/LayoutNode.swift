import Foundation

/// One node of the retained layout tree: a leaf, a unary layout modifier or a container.
/// Nodes live in one flat array of the engine; children are ranges of `LayoutEngine.childList`.
/// What the node does (its `NodeKind`) lives in a parallel array: the fields here are the ones
/// parents read about their children on every probe, kept small so they stay in cache.
struct LayoutNode {
    /// Leaves answer by arithmetic and are never remembered in the size cache.
    var isLeaf = false
    /// Frames that can often answer without asking their child (both dimensions fixed, or
    /// limits on both sides): such answers are arithmetic too, and skip the size cache.
    var mayAnswerAlone = false
    /// Start of this node's children in `childList`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    var parent: Int32 = -1
    /// The view's layout priority: a trait that later unary modifiers keep (Decisions table).
    var priority: Double = 0
    var layoutDirection: LayoutDirection = .leftToRight
    /// Whether any node of this subtree can report an explicit alignment guide; most subtrees
    /// cannot, and skip guide queries entirely.
    var mayHaveExplicitGuides = false
    /// Whether this subtree holds views whose content depends on where they are in the host
    /// (GeometryReader, ignoresSafeArea): such subtrees are placed again even when their size
    /// and proposal did not change.
    var dependsOnPosition = false
    /// Whether this subtree holds a `containerRelativeFrame`, whose answers change with its
    /// container's size even when its proposal does not.
    var dependsOnContainer = false
    /// Index into `LayoutEngine.traitTables` of this view's layout values, or -1.
    var traits: Int32 = -1
    /// Index of this stack's memo in `LayoutEngine.stackMemos`, or -1.
    var stackMemo: Int32 = -1
    /// This node's line in `LayoutEngine.sizeCache`, or -1 until it first remembers an answer
    /// (leaves and frames that answer alone never do).
    var sizeLine: Int32 = -1

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
