import Foundation

/// One node of the retained layout tree: a leaf, a unary layout modifier or a container.
/// Nodes live in one flat array of the tree; children are ranges of `LayoutTree.childList`.
/// What the node does (its `NodeKind`) lives in a parallel array: the fields here are the ones
/// parents read about their children on every probe, kept small so they stay in cache.
struct LayoutNode {
    /// Start of this node's children in `childList`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    var parent: Int32 = -1
    /// What the tree noted on the node when it was built (`NodeFlags`).
    var flags: NodeFlags = []
    var layoutDirection: LayoutDirection = .leftToRight
    /// The view's layout priority: a trait that later unary modifiers keep (Decisions table).
    var priority: Double = 0
    /// Index into `LayoutTree.traitTables` of this view's layout values, or -1.
    var traits: Int32 = -1
    /// Index of this stack's memo in `LayoutCaches.stackMemos`, or -1.
    var stackMemo: Int32 = -1
    /// This node's line in `LayoutCaches.sizes`, or -1 until it first remembers an answer
    /// (leaves and frames that answer alone never do).
    var sizeLine: Int32 = -1

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// A leaf answered by arithmetic, never remembered in the size cache.
    var isLeaf: Bool { flags.contains(.answersByArithmetic) }
    /// See `NodeFlags.mayAnswerAlone`.
    var mayAnswerAlone: Bool { flags.contains(.mayAnswerAlone) }

    /// Whether the node's width depends only on the proposed width and its height only on the
    /// proposed height: nothing below mixes the axes (`NodeFlags.mixesAxes`) and no explicit guide
    /// below may read across them.
    var keepsAxesApart: Bool { !flags.contains(.mixesAxes) && !flags.contains(.mayHaveExplicitGuides) }

    /// See `NodeFlags.mayHaveExplicitGuides`.
    var mayHaveExplicitGuides: Bool {
        get { flags.contains(.mayHaveExplicitGuides) }
        set { if newValue { flags.insert(.mayHaveExplicitGuides) } else { flags.remove(.mayHaveExplicitGuides) } }
    }
    /// See `NodeFlags.dependsOnPosition`.
    var dependsOnPosition: Bool {
        get { flags.contains(.dependsOnPosition) }
        set { if newValue { flags.insert(.dependsOnPosition) } else { flags.remove(.dependsOnPosition) } }
    }
    /// See `NodeFlags.dependsOnContainer`.
    var dependsOnContainer: Bool {
        get { flags.contains(.dependsOnContainer) }
        set { if newValue { flags.insert(.dependsOnContainer) } else { flags.remove(.dependsOnContainer) } }
    }
}
