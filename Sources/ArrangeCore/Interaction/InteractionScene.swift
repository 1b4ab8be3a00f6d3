import Foundation

/// The views a person could see and act on in a laid-out host, as the interaction API reads
/// them: the placed nodes not hidden (`hidden()`, an option a menu picker does not show, a
/// navigation stack's screens under the top one), in pre-order with host frames. While a sheet,
/// alert or other presentation is shown, only the topmost one's views are (what is under it
/// cannot be reached).
struct InteractionScene {
    struct Entry {
        let node: Int32
        let frame: CGRect
        let depth: Int
        /// Index of the parent entry, `-1` at the top.
        let parent: Int
    }

    let engine: LayoutEngine
    private(set) var entries: [Entry] = []
    /// The range of `entries` a person can reach (the topmost presentation's, else all).
    private(set) var reachable: Range<Int> = 0..<0

    init(engine: LayoutEngine) {
        self.engine = engine
        guard engine.tree.root >= 0 else { return }
        var pending: [(node: Int32, origin: CGPoint, depth: Int, parent: Int)] = [(engine.tree.root, .zero, 0, -1)]
        while let (node, origin, depth, parent) = pending.popLast() {
            let geometry = engine.caches.placements[Int(node)]
            guard geometry.isPlaced, !Self.isInvisible(node, engine) else { continue }
            let absolute = CGPoint(x: origin.x + geometry.origin.x, y: origin.y + geometry.origin.y)
            let index = entries.count
            entries.append(Entry(node: node, frame: CGRect(origin: absolute, size: geometry.size), depth: depth, parent: parent))
            let info = engine.tree.nodes[Int(node)]
            for i in stride(from: Int(info.childCount) - 1, through: 0, by: -1) {
                pending.append((engine.tree.childList[Int(info.firstChild) + i], absolute, depth + 1, index))
            }
        }
        reachable = entries.indices
        if let top = entries.indices.last(where: { isPresentation($0) }) { reachable = subtree(of: top) }
    }

    /// Whether nothing of `node` is drawn: hidden, or at zero opacity.
    private static func isInvisible(_ node: Int32, _ engine: LayoutEngine) -> Bool {
        guard let attributes = engine.tree.renderAttributes[node] else { return false }
        if attributes.isHidden { return true }
        return attributes.effects.contains { if case .opacity(let value) = $0 { value <= 0 } else { false } }
    }

    /// The control action recorded on the entry's node.
    func action(_ index: Int) -> ControlAction? { engine.tree.renderAttributes[entries[index].node]?.controlAction }

    /// Whether the entry is a presented sheet, cover, popover, alert or dialog.
    func isPresentation(_ index: Int) -> Bool {
        guard let kind = action(index)?.kind else { return false }
        return kind == .presentation || kind == .dialog
    }

    /// The entry and the entries below it.
    func subtree(of index: Int) -> Range<Int> {
        var end = index + 1
        while end < entries.count && entries[end].depth > entries[index].depth { end += 1 }
        return index..<end
    }

    /// The entry's ancestors, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = entries[index].parent
        while current >= 0 {
            result.append(current)
            current = entries[current].parent
        }
        return result
    }

    /// The annotations of the entry's node.
    func annotations(_ index: Int) -> [ViewAnnotation] { engine.tree.annotations[entries[index].node] ?? [] }

    /// The resolved strings of the `Text`s at and below the entry, in order.
    func texts(in index: Int) -> [String] {
        subtree(of: index).compactMap { textContent($0) }
    }

    /// The resolved string of the entry, if it is a `Text`.
    func textContent(_ index: Int) -> String? {
        (engine.measuredLeaf(of: entries[index].node) as? TextContentLeaf)?.textContent
    }

    /// The accessibility label set on the entry's node.
    func accessibilityLabel(_ index: Int) -> String? {
        AnnotatedView(frame: nil, annotations: annotations(index)).accessibilityLabel
    }
}
