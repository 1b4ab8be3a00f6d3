import Foundation

/// Making room ahead for a tree that is being built, so its arrays do not grow by doubling.
///
/// Growing an array by appending copies it at every doubling and touches fresh pages each time;
/// on a first build that is a large share of the cost per view (row_1k: about a quarter). A
/// `ForEach` knows how many elements it has: once its first element is built, what that element
/// added to each array, times the elements still to come, is a good estimate of the room the
/// rest will take, and the arrays are given it at once.
struct TreeGrowthMark {
    fileprivate var nodes: Int
    fileprivate var childList: Int
    fileprivate var rules: (words: Int, objects: Int)
    fileprivate var renderSlots: Int
    fileprivate var renderValues: Int
    fileprivate var output: Int
}

extension Array {
    /// Makes room for `extra` more elements past those there now. Never shrinks; when room is
    /// short by more than a few elements the capacity at least doubles, so that estimates made
    /// again and again (nested `ForEach`es) still grow the array geometrically.
    @inline(__always)
    mutating func reserveRoom(forMore extra: Int) {
        let needed = count + extra
        guard extra > 0, needed > capacity else { return }
        reserveCapacity(Swift.max(needed, capacity * 2))
    }
}

extension _LayoutTreeBuilder {
    /// What the tree holds now, to compare with after one element is built (`reserveRoom`).
    var growthMark: TreeGrowthMark {
        TreeGrowthMark(nodes: engine.tree.nodes.count, childList: engine.tree.childList.count,
                       rules: engine.tree.rules.mark, renderSlots: engine.tree.renderAttributes.slotCount,
                       renderValues: engine.tree.renderAttributes.valueCount, output: output.count)
    }

    /// Makes room for `times` more of what was added since `mark` (the first of several like
    /// elements). Only capacity changes: what the tree holds, and so every result, stays the same.
    func reserveRoom(forMoreLike mark: TreeGrowthMark, times: Int) {
        guard times > 0 else { return }
        let nodes = engine.tree.nodes.count - mark.nodes
        // Past the node limit the rest is left out anyway (`ResourceLimits`).
        guard nodes > 0, times <= Int(Int32.max) / nodes else { return }
        let extraNodes = Swift.min(nodes * times, Swift.max(0, limits.nodeCount - engine.tree.nodes.count))
        // The other arrays grow in proportion to the nodes (both counts are below 2³¹).
        let scale = { (added: Int) -> Int in added <= 0 ? 0 : added * extraNodes / nodes }
        // A little more than the elements take: the containers around the `ForEach` still add
        // their nodes, and an array filled exactly would double for them.
        let slack = 32
        engine.tree.nodes.reserveRoom(forMore: extraNodes + slack)
        engine.tree.kinds.reserveRoom(forMore: extraNodes + slack)
        engine.caches.spacings.reserveRoom(forMore: extraNodes + slack)
        engine.caches.placements.reserveRoom(forMore: extraNodes + slack)
        // The nodes the elements leave in `output` become the enclosing container's children.
        engine.tree.childList.reserveRoom(forMore: scale(engine.tree.childList.count - mark.childList)
                                            + scale(output.count - mark.output) + slack)
        engine.tree.rules.reserveRoom(since: mark.rules) { added in added <= 0 ? 0 : scale(added) + slack }
        engine.tree.renderAttributes.reserveRoom(slots: scale(engine.tree.renderAttributes.slotCount - mark.renderSlots),
                                            values: scale(engine.tree.renderAttributes.valueCount - mark.renderValues))
        output.reserveRoom(forMore: scale(output.count - mark.output))
    }
}
