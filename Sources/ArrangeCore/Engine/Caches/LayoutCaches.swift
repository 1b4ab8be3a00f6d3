import Foundation

/// Everything measuring and placing remember about a `LayoutTree`, by node: remembered sizes
/// (`SizeCache`, lines made on a node's first remembered answer), stacks' distributions and
/// gaps (`StackMemos`), spacing preferences, and the last placement (`PlacedGeometry`). Written
/// during passes, forgotten in part when the tree changes (`SubtreeReplacement`,
/// `CacheCarryOver`) or whole (`LayoutEngine.invalidateAll`).
///
/// A value owned by `LayoutEngine` (`caches`), for the reason `LayoutTree` gives.
struct LayoutCaches {
    var sizes = SizeCache()
    var stackMemos = StackMemos()
    /// Each node's spacing preferences (A5), once asked.
    var spacings = SpacingMemo()
    /// Where the last placing pass put each node, relative to its parent.
    var placements = PlacementTable()
    /// The size each container (by node; the host is -1) last had, to notice changes.
    var lastContainerSizes: [Int32: CGSize] = [:]
    /// How far past its frame each scroll view draws its content, into the unsafe area its
    /// frame reaches on its scroll axes (`recordScrollClip`), as last placed.
    var scrollClipOutsets: [Int32: EdgeInsets] = [:]
    /// Drawings that grow into the safe area where they reach it (style backgrounds), and the
    /// safe area each was last placed in: the bars of a navigation stack, or the host's. Which
    /// drawings do is noted when they are built (`.some(nil)`).
    var safeAreaDrawings: [Int32: SafeAreaContext?] = [:]

    /// Makes room for a new node (appended to the tree): nothing remembered for it. Inlined into
    /// `LayoutEngine.addNode`, which runs for every node built.
    @inline(__always)
    mutating func appendNode() {
        spacings.appendNode()
        placements.append(PlacedGeometry())
    }

    /// Forgets every remembered size, stack memo and placement (spacings depend on the tree
    /// only, and stay).
    mutating func forgetAll() {
        sizes.removeAll()
        stackMemos.removeAll()
        placements.forgetPlacements()
    }

    /// Approximate bytes held.
    var memoryFootprint: Int {
        sizes.memoryFootprint
            + stackMemos.memoryFootprint
            + spacings.memoryFootprint
            + placements.memoryFootprint
    }
}
