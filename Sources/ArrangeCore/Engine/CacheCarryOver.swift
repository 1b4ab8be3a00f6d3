extension LayoutEngine {
    /// When a root view is rebuilt, custom layouts at the same place in the tree (same position
    /// in build order and same type) keep their caches: SwiftUI makes a cache once and updates it
    /// when the subviews change.
    func carryOverCaches(from previous: LayoutEngine) {
        guard !previous.customLayouts.isEmpty else { return }
        for index in customLayouts.indices where index < previous.customLayouts.count {
            let box = customLayouts[index]
            guard box.adoptCache(from: previous.customLayouts[index]),
                  let node = tree.kinds.firstIndex(where: { if case .custom(let i) = $0 { return Int(i) == index } else { return false } })
            else { continue }
            box.updateCache(subviews: LayoutSubviews(engine: self, parent: Int32(node), context: .detached))
        }
    }

    /// Drops the custom layouts and their caches. A cache may hold `ViewDimensions` or subviews,
    /// which refer back to the engine; dropping the layouts when the engine is done with breaks
    /// that cycle.
    func releaseCustomLayouts() {
        customLayouts.removeAll()
    }
}
