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

    /// Approximate bytes held.
    var memoryFootprint: Int {
        nodes.capacity * MemoryLayout<LayoutNode>.stride
            + kinds.capacity * MemoryLayout<NodeKind>.stride
            + childList.capacity * MemoryLayout<Int32>.stride + rules.memoryFootprint
    }
}

extension LayoutEngine {
    // The tree's parts under their old names, for code outside the engine's passes (building,
    // updating, the host, preferences). Reading and modifying in place, never copying: each is a
    // projection of `tree`.

    var nodes: [LayoutNode] {
        @inline(__always) _read { yield tree.nodes }
        @inline(__always) _modify { yield &tree.nodes }
    }

    var kinds: [NodeKind] {
        @inline(__always) _read { yield tree.kinds }
        @inline(__always) _modify { yield &tree.kinds }
    }

    var childList: [Int32] {
        @inline(__always) _read { yield tree.childList }
        @inline(__always) _modify { yield &tree.childList }
    }
}
