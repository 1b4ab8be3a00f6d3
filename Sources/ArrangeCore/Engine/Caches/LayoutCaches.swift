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
    var spacings: [ViewSpacing?] = []
    /// Where the last placing pass put each node, relative to its parent.
    var placements: [PlacedGeometry] = []

    /// Makes room for a new node (appended to the tree): nothing remembered for it.
    mutating func appendNode() {
        spacings.append(nil)
        placements.append(PlacedGeometry())
    }

    /// Forgets every remembered size, stack memo and placement (spacings depend on the tree
    /// only, and stay).
    mutating func forgetAll() {
        sizes.removeAll()
        stackMemos.removeAll()
        for i in placements.indices { placements[i].isPlaced = false }
    }

    /// Approximate bytes held.
    var memoryFootprint: Int {
        sizes.memoryFootprint
            + stackMemos.memoryFootprint
            + spacings.capacity * MemoryLayout<ViewSpacing?>.stride
            + placements.capacity * MemoryLayout<PlacedGeometry>.stride
    }
}

extension LayoutEngine {
    // The caches under their old names, for code outside the engine's passes (building,
    // updating, the host, preferences): projections of `caches`, never copies.

    var sizeCache: SizeCache {
        @inline(__always) _read { yield caches.sizes }
        @inline(__always) _modify { yield &caches.sizes }
    }

    var spacingCache: [ViewSpacing?] {
        @inline(__always) _read { yield caches.spacings }
        @inline(__always) _modify { yield &caches.spacings }
    }

    var geometry: [PlacedGeometry] {
        @inline(__always) _read { yield caches.placements }
        @inline(__always) _modify { yield &caches.placements }
    }

    var stackMemos: StackMemos {
        @inline(__always) _read { yield caches.stackMemos }
        @inline(__always) _modify { yield &caches.stackMemos }
    }
}
