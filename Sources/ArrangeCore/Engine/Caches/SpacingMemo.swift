import Foundation

/// Each node's spacing preferences (A5), once asked. Only stacks and grids with default spacing
/// ask their children; a tree whose containers all give a spacing never asks, so the per-node
/// list is made on the first answer kept and is empty until then (16 bytes a view saved on such
/// trees).
struct SpacingMemo {
    /// The answers by node, or empty while none is kept.
    private var values: [ViewSpacing?] = []
    /// How many nodes the memo stands for.
    private(set) var count = 0

    /// The answer kept for `node`, if any. O(1).
    subscript(node: Int) -> ViewSpacing? {
        get { node < values.count ? values[node] : nil }
        set {
            if values.isEmpty {
                guard newValue != nil else { return }
                values = Array(repeating: nil, count: count)
            }
            values[node] = newValue
        }
    }

    /// Room for one more node, with nothing kept for it. Amortised O(1).
    @inline(__always)
    mutating func appendNode() {
        count += 1
        if !values.isEmpty { values.append(nil) }
    }

    /// Makes room for `extra` more nodes once the list exists.
    mutating func reserveRoom(forMore extra: Int) {
        if !values.isEmpty { values.reserveRoom(forMore: extra) }
    }

    /// Approximate bytes held.
    var memoryFootprint: Int { values.capacity * MemoryLayout<ViewSpacing?>.stride }
}
