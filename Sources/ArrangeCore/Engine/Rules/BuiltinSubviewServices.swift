import Foundation

/// What the engine's own container algorithms (stacks, Grid, the layouts written on the `Layout`
/// protocol) may ask of their subviews beyond the public `Layout` API: the stack memos, the grid
/// rows' rules and cells, the host's diagnostics and the inspector. Together with the public API
/// (size of subview i for a proposal, its guides, spacing, priority) this is their whole view of
/// the engine; no algorithm reads the engine's storage itself.
///
/// The engine is reached without reference counting (`unretainedEngine`), each time through one
/// flat closure: nested ones are not inlined.
extension LayoutSubviews {
    /// Reports bad input the algorithm handled (SwiftUI's treatment) in the host's diagnostics.
    func report(_ message: String) { engine.diagnostics.report(message) }

    /// The inspector recording the pass under way, if any.
    var recorder: LayoutRecorder? { unretainedEngine._withUnsafeGuaranteedRef { $0.pass.recorder } }

    /// The memo of the stack these are all the children of, or -1 (a slice, a gather, a stack
    /// algorithm run by a custom layout, or a container without memo).
    @inline(__always)
    var stackMemo: Int32 { isAllChildren ? unretainedEngine._withUnsafeGuaranteedRef { $0.tree.nodes[Int(parent)].stackMemo } : -1 }

    /// Whether memo `memo` holds the distribution for `proposal`.
    @inline(__always)
    func stackMemoMatches(_ memo: Int32, _ proposal: ProposedViewSize) -> Bool { unretainedEngine._withUnsafeGuaranteedRef { $0.caches.stackMemos.matches(memo, proposal) } }

    /// Whether memo `memo` holds a distribution for a proposal of `length` along `axis`, whatever
    /// its proposal across.
    @inline(__always)
    func stackMemoMatches(_ memo: Int32, along axis: Axis, _ length: CGFloat?) -> Bool {
        unretainedEngine._withUnsafeGuaranteedRef { $0.caches.stackMemos.matches(memo, along: axis, length) }
    }

    /// The proposal memo `memo` holds a distribution for, if any (for the inspector).
    func stackMemoProposal(_ memo: Int32) -> ProposedViewSize? { engine.caches.stackMemos.proposal(memo) }

    /// Whether the container's width depends only on the proposed width and its height only on
    /// the proposed height: its rule and every node below keep their axes apart, and no explicit
    /// guide below may read across them (`NodeFlags.mixesAxes`).
    @inline(__always)
    var keepAxesApart: Bool { unretainedEngine._withUnsafeGuaranteedRef { $0.tree.nodes[Int(parent)].keepsAxesApart } }

    /// Child `index`'s proposal and size in memo `memo`.
    @inline(__always)
    func stackMemoChild(_ memo: Int32, _ index: Int) -> StackMemos.Child { unretainedEngine._withUnsafeGuaranteedRef { $0.caches.stackMemos.child(memo, index) } }

    /// Remembers the distribution for `proposal` in memo `memo`.
    @inline(__always)
    func storeStackMemo(_ memo: Int32, _ proposal: ProposedViewSize, count: Int, _ values: (Int) -> StackMemos.Child) {
        unretainedEngine._withUnsafeGuaranteedRef { $0.caches.stackMemos.store(memo, proposal, values, count: count) }
    }

    /// The gaps between the stack's children, remembered with its memo (see
    /// `LayoutEngine.stackGaps`).
    @inline(__always)
    func stackGaps(compute: () -> [CGFloat]) -> [CGFloat] { engine.stackGaps(self, compute: compute) }

    /// Hands over where a child's own children go (a Grid's row's cells, relative to the row),
    /// for the child's placement to carry (`ChildPlacement.arrangedChildren`).
    func handOver(_ placements: [ChildPlacement]) -> Int32 {
        engine.pass.arrangedChildren.append(placements)
        return Int32(engine.pass.arrangedChildren.count - 1)
    }

    /// `inRange(index).priority` without making the subview.
    @inline(__always)
    func priorityOfSubview(_ index: Int) -> Double {
        let node = Int(nodeOfSubview(index))
        return unretainedEngine._withUnsafeGuaranteedRef { $0.tree.nodes[node].priority }
    }

    /// `inRange(index).sizeThatFits(proposal)` without making the subview: the same validation
    /// and answer, and no reference counting of the engine in the algorithms' inner loops, which
    /// ask each child two or three times per distribution.
    @inline(__always)
    func sizeOfSubview(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        guard _fastPath(proposal.isValidForSubviews) else { return inRange(index).sizeThatFits(proposal) }
        let node = nodeOfSubview(index)
        return unretainedEngine._withUnsafeGuaranteedRef { $0.measure(node, proposal, context) }
    }

    /// `inRange(index).guideValue(key, size:proposal:)` without making the subview.
    @inline(__always)
    func guideOfSubview(_ index: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let node = nodeOfSubview(index)
        return unretainedEngine._withUnsafeGuaranteedRef { $0.guideValue(node, key, size: size, proposal: proposal, context) }
    }

    /// Whether some subview may report an explicit guide (their container notes it when built,
    /// `NodeFlags.mayHaveExplicitGuides`); when none may, every guide is its default.
    @inline(__always)
    var mayHaveExplicitGuides: Bool { unretainedEngine._withUnsafeGuaranteedRef { $0.tree.nodes[Int(parent)].mayHaveExplicitGuides } }
}
