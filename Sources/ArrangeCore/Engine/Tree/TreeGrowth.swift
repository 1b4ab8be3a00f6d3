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
    fileprivate var rules: NodeRules.Counts
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
                       rules: engine.tree.rules.counts, renderSlots: engine.renderAttributes.slotCount,
                       renderValues: engine.renderAttributes.valueCount, output: output.count)
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
        engine.tree.rules.reserveRoom(since: mark.rules, scale)
        engine.renderAttributes.reserveRoom(slots: scale(engine.renderAttributes.slotCount - mark.renderSlots),
                                            values: scale(engine.renderAttributes.valueCount - mark.renderValues))
        output.reserveRoom(forMore: scale(output.count - mark.output))
    }
}

extension NodeRules {
    /// How many rules of each kind there are (`TreeGrowthMark`).
    struct Counts {
        var fixedFrames = 0, flexFrames = 0, paddings = 0, aspectRatios = 0, positions = 0, alignmentGuides = 0
        var secondaries = 0, stacks = 0, zStacks = 0, grids = 0, gridRows = 0, safeAreaPaddings = 0
        var safeAreaInsets = 0, containerRelativeFrames = 0
    }

    var counts: Counts {
        Counts(fixedFrames: fixedFrames.count, flexFrames: flexFrames.count, paddings: paddings.count,
               aspectRatios: aspectRatios.count, positions: positions.count, alignmentGuides: alignmentGuides.count,
               secondaries: secondaries.count, stacks: stacks.count, zStacks: zStacks.count, grids: grids.count,
               gridRows: gridRows.count, safeAreaPaddings: safeAreaPaddings.count, safeAreaInsets: safeAreaInsets.count,
               containerRelativeFrames: containerRelativeFrames.count)
    }

    /// Makes room in each list for `scale` of what it gained since `mark`.
    mutating func reserveRoom(since mark: Counts, _ scale: (Int) -> Int) {
        fixedFrames.reserveRoom(forMore: scale(fixedFrames.count - mark.fixedFrames))
        flexFrames.reserveRoom(forMore: scale(flexFrames.count - mark.flexFrames))
        paddings.reserveRoom(forMore: scale(paddings.count - mark.paddings))
        aspectRatios.reserveRoom(forMore: scale(aspectRatios.count - mark.aspectRatios))
        positions.reserveRoom(forMore: scale(positions.count - mark.positions))
        alignmentGuides.reserveRoom(forMore: scale(alignmentGuides.count - mark.alignmentGuides))
        secondaries.reserveRoom(forMore: scale(secondaries.count - mark.secondaries))
        stacks.reserveRoom(forMore: scale(stacks.count - mark.stacks))
        zStacks.reserveRoom(forMore: scale(zStacks.count - mark.zStacks))
        grids.reserveRoom(forMore: scale(grids.count - mark.grids))
        gridRows.reserveRoom(forMore: scale(gridRows.count - mark.gridRows))
        safeAreaPaddings.reserveRoom(forMore: scale(safeAreaPaddings.count - mark.safeAreaPaddings))
        safeAreaInsets.reserveRoom(forMore: scale(safeAreaInsets.count - mark.safeAreaInsets))
        containerRelativeFrames.reserveRoom(forMore: scale(containerRelativeFrames.count - mark.containerRelativeFrames))
    }
}
