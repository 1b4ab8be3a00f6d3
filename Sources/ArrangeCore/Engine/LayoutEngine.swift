import Foundation

/// One host's layout: its retained tree (`tree`, a `LayoutTree`: nodes, rules and the tables
/// built with them), what measuring and placing remember about it (`caches`, `LayoutCaches`),
/// the state of the pass under way (`pass`, `LayoutPass`) and the bad input it met
/// (`diagnostics`). Each table lives with what it shares a lifetime with: replaced with the
/// tree, forgotten with the caches, or begun afresh with each pass.
///
/// Measuring (`size`) is separate from placing (`place`); both may run many times over one tree.
/// An engine is used by one thread at a time; separate hosts have separate engines.
///
/// The stored properties opt out of dynamic exclusivity checks: the engine never holds an
/// access to one of them across a call that touches the same property, and the checks cost more
/// than the layout work they guard.
final class LayoutEngine {
    /// The tree: nodes, their kinds and rules, the child list, and what was built with them
    /// (ids, traits, render attributes, annotations). Changed by building and updating (and by
    /// GeometryReaders, which build their content while placed); otherwise only read while
    /// measuring and placing.
    @exclusivity(unchecked) var tree = LayoutTree()
    /// What measuring and placing remember about the tree (sizes, stack memos, spacings,
    /// placements, containers' sizes, scroll clips); forgotten in part or whole when the tree
    /// changes.
    @exclusivity(unchecked) var caches = LayoutCaches()
    /// The pass under way: its scopes, stack room, counters, explicit guides worked out, and the
    /// inspector's log while a host records.
    @exclusivity(unchecked) var pass = LayoutPass()
    /// Bad input met while building and laying out, with SwiftUI's treatment of it.
    @exclusivity(unchecked) var diagnostics = DiagnosticLog()

    // MARK: Building

    /// Adds a node with `rule`, which stores itself in the tree (`StoredRule`), and notes on the
    /// node what the rule declares (`NodeFlags`). Inlined into its callers, which know the rule's
    /// type: the rule goes straight into the store.
    @inline(__always)
    func addNode<R: StoredRule>(_ node: LayoutNode, rule: R) -> Int32 {
        let index = Int32(tree.nodes.count)
        var node = node
        node.flags.formUnion(rule.nodeFlags)
        if node.flags.contains(.keepsStackMemo) && node.stackMemo < 0 {
            // The node's children are known by now.
            node.stackMemo = caches.stackMemos.add(childCount: Int(node.childCount))
        }
        if node.flags.contains(.entersContainer) { tree.hasRelativeFrameContainers = true }
        // While recording (GeometryReaders build children while placing), new nodes get the
        // fast paths switched off too, like every other node (`beginRecording`).
        if pass.recorder != nil { node.flags.subtract(.fastPaths) }
        let kind = rule.kind(storingIn: &tree.rules)
        tree.nodes.append(node)
        tree.kinds.append(kind)
        caches.appendNode()
        return index
    }

    /// What the rule of `node` declares for the tree to note (`StoredRule.nodeFlags`).
    func ruleFlags(of node: Int32) -> NodeFlags {
        visitRule(node, RuleFactsVisitor())
    }

    // MARK: Measuring

    /// The node's answer to `proposal` in `context`, remembered per proposal.
    func size(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        // Leaves answer with a little arithmetic: cheaper than remembering.
        if tree.nodes[Int(node)].isLeaf, let answer = arithmeticLeafSize(node, proposal) {
            pass.statistics.sizeComputations += 1
            return answer
        }
        if tree.nodes[Int(node)].mayAnswerAlone, let alone = answerAlone(node, proposal) {
            pass.statistics.sizeComputations += 1
            return alone
        }
        return sizeFromRule(node, proposal, context)
    }

    /// `size` for the engine's hot loops (a stack measuring its children, a frame its child): the
    /// two fast paths inlined into the loop, so a colour or a frame that needs no child's answer
    /// costs no call, where through `size` it costs three (the subview's, `size`'s and the
    /// frame's), each with its own checks of the node. Every other node goes through `size`. The
    /// same answers and the same count of size computations as `size`.
    @inline(__always)
    func measure(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        let flags = tree.nodes[Int(node)].flags
        if flags.contains(.mayAnswerAlone), let alone = answerAlone(node, proposal) {
            pass.statistics.sizeComputations += 1
            return alone
        }
        if flags.contains(.answersByArithmetic), case .leaf(.shape(.fill)) = tree.kinds[Int(node)] {
            pass.statistics.sizeComputations += 1
            return proposal.replacingUnspecifiedDimensions()
        }
        return size(node, proposal, context)
    }

    /// The rest of `size`: out of line, so the fast paths above (most calls: leaves and frames
    /// answered alone) run without this path's stack frame and saved registers.
    @inline(never)
    private func sizeFromRule(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        // The inspector's only test on this path sits after the two fast paths, which recording
        // switches off, so every answer passes it while recording and most never meet it
        // otherwise; next to a cache lookup its cost does not show.
        if _slowPath(pass.recorder != nil) { return recordedSize(node, proposal, context) }
        return rememberedSize(node, proposal, context)
    }

    /// The answer from the node's remembered answers, else computed and remembered.
    @inline(__always)
    func rememberedSize(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        let w = SizeCache.key(proposal.width), h = SizeCache.key(proposal.height)
        if let known = knownSize(node, w, h) {
            pass.statistics.cacheHits += 1
            return known
        }
        let size = computeSize(node, proposal, context)
        pass.statistics.sizeComputations += 1
        caches.sizes.store(sizeLine(of: node), w, h, size)
        return size
    }

    /// The node's remembered answer to the proposal (`w`, `h`), or one its remembered answers
    /// make up dimension by dimension when it keeps its axes apart (`NodeFlags.mixesAxes`;
    /// explicit guides below may read both dimensions, so they rule it out too).
    @inline(__always)
    func knownSize(_ node: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        let info = tree.nodes[Int(node)]
        if let known = caches.sizes.lookup(info.sizeLine, w, h) { return known }
        guard info.keepsAxesApart else { return nil }
        return caches.sizes.composedAnswer(info.sizeLine, w, h)
    }

    /// The node's line in the size cache, made on its first remembered answer.
    @inline(__always)
    private func sizeLine(of node: Int32) -> Int32 {
        let line = tree.nodes[Int(node)].sizeLine
        if line >= 0 { return line }
        return newSizeLine(for: node)
    }

    @inline(never)
    private func newSizeLine(for node: Int32) -> Int32 {
        let line = caches.sizes.addLine()
        tree.nodes[Int(node)].sizeLine = line
        return line
    }

    /// Forgets the answers `node` remembered (see `SizeCache`).
    func forgetSizes(of node: Int32) {
        caches.sizes.forget(tree.nodes[Int(node)].sizeLine)
    }

    /// Measures a node that needs its children: one level of the recursion over the tree, which
    /// moves to a fresh stack when this thread's runs low (`StackRoom`).
    @inline(__always)
    private func computeSize(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        let size = _slowPath(pass.stackRoom.isLow())
            ? continueOnFreshStack { computeSizeHere(node, proposal, context) }
            : computeSizeHere(node, proposal, context)
        // A finite answer beyond any screen (a grid of flexible views meeting ∞ − x arithmetic, a
        // hostile layout) would overflow frames in host coordinates to ∞ once a few are added up.
        if _slowPath((size.width > answerLimit && size.width.isFinite) || (size.height > answerLimit && size.height.isFinite)) {
            return limitedAnswer(node, size, proposal)
        }
        return size
    }

    /// The largest finite length any node answers. Inputs are limited to `absurdLength` (1e9)
    /// where they are given; this is the engine's backstop for what arithmetic makes of them
    /// (sums of a million such lengths still stay far from overflow).
    private var answerLimit: CGFloat { 1e15 }

    @inline(never)
    private func limitedAnswer(_ node: Int32, _ size: CGSize, _ proposal: ProposedViewSize) -> CGSize {
        limited(size, to: answerLimit) { "\(name(of: node)) answered \(ProposedViewSize(size)) for proposal \(proposal)" }
    }

    /// `size` with finite dimensions beyond `limit` brought down to it, reported as
    /// "<answer>, beyond <limit> points; using at most <limit>." (∞ is left for the caller).
    private func limited(_ size: CGSize, to limit: CGFloat, _ answer: () -> String) -> CGSize {
        guard (size.width.isFinite && size.width > limit) || (size.height.isFinite && size.height > limit) else { return size }
        diagnostics.report("\(answer()), beyond \(formatLength(limit)) points; using at most \(formatLength(limit)).")
        func limited(_ value: CGFloat) -> CGFloat { value.isFinite ? min(value, limit) : value }
        return CGSize(width: limited(size.width), height: limited(size.height))
    }

    /// One node's answer by its rule (leaves are mostly answered by `size`'s fast path before
    /// this).
    private func computeSizeHere(_ node: Int32, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        visitRule(node, SizeVisitor(engine: self, node: node, context: context, proposal: proposal))
    }

    /// The first child of a unary node (for overlay and background: the primary view).
    @inline(__always)
    func onlyChild(_ node: Int32, _ context: LayoutContext) -> LayoutSubview {
        LayoutSubview(engine: self, node: tree.childList[Int(tree.nodes[Int(node)].firstChild)], ordinal: 0, context: context)
    }

    /// A custom layout's answer made safe: NaN and negative dimensions become 0, an infinite
    /// dimension for a finite or unspecified proposal becomes the proposal (or 0), each reported.
    /// A custom layout's finite answer beyond `absurdLength` points, limited and reported: a few
    /// such answers added up (a grid of them) would overflow frames in host coordinates to ∞.
    func limitedCustomSize(_ size: CGSize, proposal: ProposedViewSize, layout: @autoclosure () -> String) -> CGSize {
        limited(size, to: absurdLength) { "\(layout()).sizeThatFits returned \(ProposedViewSize(size)) for proposal \(proposal)" }
    }

    /// A guide value the user's code answered (a `Layout`'s `explicitAlignment`, an
    /// `alignmentGuide` closure) made safe: a non-finite value is no value (the guide keeps its
    /// default), and a finite one beyond `absurdLength` points is limited — a few such guides
    /// added to positions (a grid row aligning them) would overflow sizes to ∞ and then NaN.
    /// Each is reported.
    func checkedGuide(_ value: CGFloat, _ source: @autoclosure () -> String) -> CGFloat? {
        guard value.isFinite else {
            diagnostics.report("\(source()) returned a non-finite value (\(formatLength(value))); the guide keeps its default.")
            return nil
        }
        guard abs(value) > absurdLength else { return value }
        diagnostics.report("\(source()) returned \(formatLength(value)), beyond \(formatLength(absurdLength)) points; using \(formatLength(value.limitedToAbsurdLength)).")
        return value.limitedToAbsurdLength
    }

    func checkedCustomSize(_ size: CGSize, proposal: ProposedViewSize, layout: @autoclosure () -> String) -> CGSize {
        func check(_ value: CGFloat, _ proposed: CGFloat?, _ dimension: String) -> CGFloat {
            if value.isNaN {
                diagnostics.report("\(layout()).sizeThatFits returned a NaN \(dimension) for proposal \(proposal); using 0.")
                return 0
            }
            if value < 0 {
                diagnostics.report("\(layout()).sizeThatFits returned a negative \(dimension) (\(formatLength(value))) for proposal \(proposal); using 0.")
                return 0
            }
            if value.isInfinite && proposed != .infinity {
                let replacement = proposed ?? 0
                diagnostics.report("\(layout()).sizeThatFits returned an infinite \(dimension) for proposal \(proposal); using \(formatLength(replacement)).")
                return replacement
            }
            return value
        }
        return CGSize(width: check(size.width, proposal.width, "width"), height: check(size.height, proposal.height, "height"))
    }

    // MARK: Traits

    func layoutValue<K: LayoutValueKey>(_ node: Int32, _ key: K.Type) -> K.Value {
        let table = tree.nodes[Int(node)].traits
        guard table >= 0, let value = tree.traitTables[Int(table)][ObjectIdentifier(key)] as? K.Value else {
            return K.defaultValue
        }
        return value
    }

    // MARK: Invalidation

    /// Starts a pass of measuring and placing on the calling thread: that thread's stack room, no
    /// explicit guide and no overflowing size remembered from the last pass, fresh counters.
    /// Every entry point that lays out calls it.
    func beginPass() {
        enterStackRoom()
        pass.scopes.beginPass()
        forgetExplicitGuides()
        if !pass.arrangedChildren.isEmpty { pass.arrangedChildren.removeAll(keepingCapacity: true) }
        caches.sizes.endPass()
        pass.statistics = LayoutStatistics()
    }

    /// Forgets the explicit guides remembered in the last pass (nothing to do, and nothing
    /// spent, when none was: a layout with nothing changed stays constant-time).
    @inline(__always)
    func forgetExplicitGuides() {
        if !pass.explicitGuideMemo.isEmpty { pass.explicitGuideMemo.removeAll() }
    }

    /// Forgets every remembered size and placement (the tree itself stays).
    func invalidateAll() {
        caches.forgetAll()
        forgetExplicitGuides()
        for leaf in measuredLeaves { leaf.invalidate() }
    }

    /// Approximate bytes held by the tree and its caches.
    var memoryFootprint: Int {
        tree.memoryFootprint + caches.memoryFootprint
    }
}

// `RenderAttributes` lives in Drawing/RenderAttributes.swift.
