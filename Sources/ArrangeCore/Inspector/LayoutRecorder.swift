import Foundation

/// Collects the events of one recorded layout pass, per node, for `LayoutRecord`.
///
/// The engine holds one only while a host records (`LayoutEngine.beginRecording`); the hooks in
/// the engine, the stack algorithm and `ViewThatFits` call it and read nothing back, so what is
/// computed — and the statistics — are the same with and without recording.
final class LayoutRecorder {
    /// What happened to one node.
    struct NodeLog {
        var probes: [LayoutRecord.Probe] = []
        var guides: [LayoutRecord.Guide] = []
        var stackSizings: [LayoutRecord.StackSizing] = []
        var choices: [LayoutRecord.Choice] = []
    }

    /// Measuring or placing; the host switches it between the two halves of a pass.
    var phase = LayoutRecord.Phase.measuring
    /// Logs by node index. GeometryReaders add nodes while placing, so this grows on demand.
    private(set) var logs: [NodeLog]
    /// Every node's placement before the pass: with the placement after it, it tells which
    /// nodes the pass placed anew, without a hook in `place` (see `layoutRecord(from:…)`).
    var geometryBefore = PlacementTable()
    private var sequence = 0

    init(nodeCount: Int) {
        logs = Array(repeating: NodeLog(), count: nodeCount)
    }

    /// The next event number.
    private func next() -> Int {
        defer { sequence += 1 }
        return sequence
    }

    /// Makes room for `node`'s log.
    @inline(__always)
    private func reserve(_ node: Int32) -> Int {
        let n = Int(node)
        if n >= logs.count { logs.append(contentsOf: repeatElement(NodeLog(), count: n + 1 - logs.count)) }
        return n
    }

    /// Starts a probe before the node answers, so the probe's number comes before those of the
    /// probes it causes below. Returns the probe's position in the node's log.
    func beginProbe(_ node: Int32, _ proposal: ProposedViewSize, source: LayoutRecord.Probe.Source) -> Int {
        let n = reserve(node)
        logs[n].probes.append(LayoutRecord.Probe(sequence: next(), phase: phase, proposal: proposal, size: .zero, source: source))
        return logs[n].probes.count - 1
    }

    /// Completes the probe `slot` of `node` with the node's answer.
    func endProbe(_ node: Int32, _ slot: Int, size: CGSize) {
        logs[Int(node)].probes[slot].size = size
    }

    func guide(_ node: Int32, _ key: AlignmentKey, size: CGSize, value: CGFloat) {
        let n = reserve(node)
        logs[n].guides.append(LayoutRecord.Guide(sequence: next(), name: LayoutRecorder.guideName(key), axis: key.axis, size: size, value: value))
    }

    func stackSizing(_ node: Int32, axis: Axis, proposal: ProposedViewSize, steps: [LayoutRecord.StackSizing.Step], lengthsFrom: ProposedViewSize? = nil) {
        let n = reserve(node)
        logs[n].stackSizings.append(LayoutRecord.StackSizing(sequence: next(), axis: axis, proposal: proposal, steps: steps, lengthsFrom: lengthsFrom))
    }

    func choice(_ node: Int32, proposal: ProposedViewSize, chosen: Int, reason: LayoutRecord.Choice.Reason) {
        let n = reserve(node)
        logs[n].choices.append(LayoutRecord.Choice(sequence: next(), proposal: proposal, chosen: chosen, reason: reason))
    }

    /// A guide's name for people: the `AlignmentID` type's name without "ID", lower camel case.
    static func guideName(_ key: AlignmentKey) -> String {
        let name = key.description
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}

extension LayoutEngine {
    /// Starts recording into `recorder`. `size`'s two fast paths (leaves, and frames answering
    /// without their child) skip the inspector's test to stay as cheap as without it, so they
    /// are switched off for the recorded pass: every answer then reaches `recordedSize`, which
    /// answers exactly as they would.
    func beginRecording(_ recorder: LayoutRecorder) {
        self.pass.recorder = recorder
        recorder.geometryBefore = caches.placements
        for i in tree.nodes.indices { tree.nodes[i].flags.subtract(.fastPaths) }
    }

    /// Stops recording and switches the fast paths back on.
    func endRecording() {
        pass.recorder = nil
        for i in tree.nodes.indices { tree.nodes[i].flags.formUnion(ruleFlags(of: Int32(i)).intersection(.fastPaths)) }
    }

    /// `size` while recording: the answer as the fast paths or the size cache would give it,
    /// logged with where it came from. The statistics count it as an unrecorded pass would.
    @inline(never)
    func recordedSize(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        guard let recorder = pass.recorder else { return rememberedSize(node, proposal, context) }
        let answer: CGSize
        if let arithmetic = arithmeticLeafSize(node, proposal) {
            let slot = recorder.beginProbe(node, proposal, source: .arithmetic)
            pass.statistics.sizeComputations += 1
            answer = arithmetic
            recorder.endProbe(node, slot, size: answer)
        } else if let alone = answerAlone(node, proposal) {
            // Only frames answer alone, and only when the fast path would have.
            let slot = recorder.beginProbe(node, proposal, source: .arithmetic)
            pass.statistics.sizeComputations += 1
            answer = alone
            recorder.endProbe(node, slot, size: answer)
        } else {
            // Checked before answering, without side effects, so the counters stay the same.
            let known = knownSize(node, SizeCache.key(proposal.width), SizeCache.key(proposal.height)) != nil
            let slot = recorder.beginProbe(node, proposal, source: known ? .cache : .computed)
            answer = rememberedSize(node, proposal, context)
            recorder.endProbe(node, slot, size: answer)
        }
        return answer
    }

    /// The record of the pass `recorder` watched: the tree from the root, with each node's final
    /// frame and what the recorder saw it do.
    ///
    /// `place` has no hook: a node was placed anew if its container was (the root: if the pass
    /// placed at all) and it did not keep its placement, which `place` does exactly when the
    /// node was placed before with the same size and proposal and does not depend on its
    /// position. Comparing the placements before and after the pass tells which.
    func layoutRecord(from recorder: LayoutRecorder, hostSize: CGSize, rootFrame: CGRect) -> LayoutRecord {
        func visit(_ node: Int32, parentOrigin: CGPoint, hidden: Bool, visited: Bool) -> LayoutRecord.Node {
            let n = Int(node)
            let placed = caches.placements[n]
            let before = n < recorder.geometryBefore.count ? recorder.geometryBefore[n] : PlacedGeometry()
            let log = n < recorder.logs.count ? recorder.logs[n] : LayoutRecorder.NodeLog()
            // Children a ViewThatFits left out keep stale geometry from earlier passes below
            // them, so "not shown" is inherited rather than read from each node.
            let notShown = hidden || (!placed.isPlaced && isLeftOutByParent(node))
            let kept = before.isPlaced && before.size == placed.size && before.proposal == placed.proposal
                && !tree.nodes[n].dependsOnPosition
            let placedAnew = visited && placed.isPlaced && !notShown && !kept
            let origin = CGPoint(x: parentOrigin.x + placed.origin.x, y: parentOrigin.y + placed.origin.y)
            let state: LayoutRecord.Placement
            if notShown {
                state = .notShown
            } else if placed.isPlaced {
                state = placedAnew ? .placed : .kept
            } else {
                state = .notPlaced
            }
            let shown = state == .placed || state == .kept
            let info = tree.nodes[n]
            // One level of a recursion as deep as the tree (`StackRoom`).
            let children = (0..<Int(info.childCount)).map { ordinal in
                withStackRoom { visit(tree.childList[Int(info.firstChild) + ordinal], parentOrigin: origin, hidden: notShown, visited: placedAnew) }
            }
            return LayoutRecord.Node(
                index: n, name: name(of: node), id: tree.idOfNode[node].map { String(describing: $0.base) },
                frame: shown ? CGRect(origin: origin, size: placed.size) : nil,
                proposal: shown ? placed.proposal : nil, placement: state, priority: info.priority,
                probes: log.probes, guides: log.guides, stackSizings: log.stackSizings, choices: log.choices,
                children: children)
        }
        return LayoutRecord(
            hostSize: hostSize, rootFrame: rootFrame, statistics: pass.statistics, diagnostics: diagnostics.messages,
            root: tree.root >= 0 ? visit(tree.root, parentOrigin: .zero, hidden: false, visited: recorder.phase == .placing) : nil)
    }

    /// Whether `node`'s container leaves unplaced subviews out (ViewThatFits).
    private func isLeftOutByParent(_ node: Int32) -> Bool {
        let parent = tree.nodes[Int(node)].parent
        return parent >= 0 && tree.nodes[Int(parent)].flags.contains(.omitsUnplacedChildren)
    }
}
