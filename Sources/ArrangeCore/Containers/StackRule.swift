import Foundation

/// The algorithm HStack and VStack share, with the axes swapped (A4, R5).
struct StackRule {
    /// The major axis.
    var axis: Axis
    /// The guide children are aligned on, across the axis.
    var alignment: AlignmentKey
    /// Uniform spacing; `nil` uses the children's `ViewSpacing` (A4.1).
    var spacing: CGFloat?
    /// Whether the stack takes the proposed length across its axis and aligns its children inside
    /// it, as lazy stacks do (A21), instead of hugging them.
    var fillsAcross = false
    /// Which view made the stack, for its name in dumps (the algorithm does not read it).
    var role = StackRole.plain

    /// The views a stack algorithm runs for.
    enum StackRole: UInt8 {
        /// HStack, VStack (and the stacks `safeAreaInset` puts several insets in).
        case plain
        /// LazyHStack, LazyVStack.
        case lazy
        /// The stack made for several views where one is expected (a host's root, a
        /// ScrollView's content).
        case implicit
    }

    /// The stack's name in dumps, the inspector and diagnostics ("HStack", "LazyVStack",
    /// "VStack (implicit)").
    var nodeName: String {
        let base = axis == .horizontal ? "HStack" : "VStack"
        switch role {
        case .plain: return base
        case .lazy: return "Lazy" + base
        case .implicit: return base + " (implicit)"
        }
    }

    /// What the stack works out for one child while distributing the major axis.
    struct Slot {
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
        var priority: Double = 0
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minorPosition: CGFloat = 0
        /// The child sized `k`-th is `slots[k].order` (A4.3 step 2).
        var order: Int = 0
    }

    /// The gaps between neighbours (A4.1): uniform, or each pair's `ViewSpacing` distance.
    struct Gaps {
        var uniform: CGFloat?
        var list: [CGFloat]
        var total: CGFloat
        subscript(index: Int) -> CGFloat { uniform ?? list[index] }
    }

    func gaps(_ subviews: LayoutSubviews) -> Gaps {
        let count = subviews.count
        guard count > 1 else { return Gaps(uniform: 0, list: [], total: 0) }
        // The total is kept finite: a spacing near -Double.greatestFiniteMagnitude times the gaps
        // is -∞, and -∞ plus a child measured at ∞ made the stack's size NaN (found by fuzzing).
        if let spacing { return Gaps(uniform: spacing, list: [], total: Self.finite(spacing * CGFloat(count - 1))) }
        let list = subviews.stackGaps {
            var result: [CGFloat] = []
            result.reserveCapacity(count - 1)
            var previous = subviews.inRange(0).spacing
            for index in subviews.indices.dropFirst() {
                let next = subviews.inRange(index).spacing
                result.append(previous.distance(to: next, along: axis))
                previous = next
            }
            return result
        }
        return Gaps(uniform: nil, list: list, total: Self.finite(list.reduce(0, +)))
    }

    private static func finite(_ total: CGFloat) -> CGFloat {
        min(max(total, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// Distributes the major axis among the children (A4.2, A4.3), then hands the slots to
    /// `body`, which aligns them across it (A4.4) as far as it needs: placing needs every
    /// child's position, measuring only the union's length. Slots live in temporary storage: no
    /// allocation per call for ordinary stacks. `body` is handed the subviews rather than
    /// capturing them: a capture copies them, and the copy is not specialised into this function.
    /// Inlined into its two callers, whose bodies then run without a closure.
    @inline(__always)
    func withAllocation<R>(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ body: (UnsafeMutableBufferPointer<Slot>, Gaps, borrowing LayoutSubviews) -> R) -> R {
        let gaps = gaps(subviews)
        let memo = subviews.stackMemo
        return withUnsafeTemporaryAllocation(of: Slot.self, capacity: subviews.count) { slots in
            // Slots are plain values (`Slot` holds no references), written before they are read:
            // every path sets each child's proposal and size, `alignAcross` its position, and only
            // the ranked distribution reads the minimums and orders it sets. So the memory is
            // used as it comes, without a first pass writing defaults into it.
            if memo >= 0 && subviews.stackMemoMatches(memo, proposal) {
                let minor = proposal[axis.other]
                for i in 0..<slots.count {
                    let child = subviews.stackMemoChild(memo, i)
                    slots[i].proposal = ProposedViewSize(major: child.major, minor: minor, axis: axis)
                    slots[i].size = child.size
                }
            } else if memo >= 0 && subviews.keepAxesApart && subviews.stackMemoMatches(memo, along: axis, proposal[axis]) {
                // Children that keep their axes apart are offered the same lengths along the axis
                // whatever the proposal across it (A4.3 reads only lengths along it): only their
                // answers across are asked again.
                let minor = proposal[axis.other]
                let first = subviews.startIndex
                for i in 0..<slots.count {
                    let childProposal = ProposedViewSize(major: subviews.stackMemoChild(memo, i).major, minor: minor, axis: axis)
                    slots[i].proposal = childProposal
                    slots[i].size = subviews.sizeOfSubview(first + i, childProposal)
                }
                if _slowPath(subviews.recorder != nil) { reportKeptLengths(proposal, subviews, slots, from: subviews.stackMemoProposal(memo)) }
                subviews.storeStackMemo(memo, proposal, count: slots.count) { StackMemos.Child(major: slots[$0].proposal[axis], size: slots[$0].size) }
            } else {
                allocate(proposal, subviews, gaps, slots)
                // The inspector reads the finished slots, so `allocate` is as without it.
                if _slowPath(subviews.recorder != nil) { report(proposal, subviews, gaps, slots) }
                if memo >= 0 {
                    subviews.storeStackMemo(memo, proposal, count: slots.count) { StackMemos.Child(major: slots[$0].proposal[axis], size: slots[$0].size) }
                }
            }
            return body(slots, gaps, subviews)
        }
    }

    private func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ gaps: Gaps, _ slots: UnsafeMutableBufferPointer<Slot>) {
        let count = slots.count
        // No subviews, nothing to share (step 3 reads the first slot; found by fuzzing).
        guard count > 0 else { return }
        let first = subviews.startIndex
        let minor = proposal[axis.other]
        /// Every child proposed `length` along the axis, in source order.
        func offerEveryChild(_ length: CGFloat?) {
            let childProposal = ProposedViewSize(major: length, minor: minor, axis: axis)
            for i in 0..<count {
                slots[i].proposal = childProposal
                slots[i].size = subviews.sizeOfSubview(first + i, childProposal)
            }
        }

        // A4.2: an unspecified major proposal gives every child its ideal length.
        guard let major = proposal[axis] else { return offerEveryChild(nil) }
        // A4.3 when every offer is the same (0 or ∞): the order and the minimums change nothing,
        // so the children answer only that one proposal.
        if let same = Self.sameOffer(major, gaps) { return offerEveryChild(same) }

        let zero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let infinite = ProposedViewSize(major: .infinity, minor: minor, axis: axis)

        // A4.3 step 1: each child's minimum and maximum length.
        for i in 0..<count {
            let low = subviews.sizeOfSubview(first + i, zero)[axis]
            let spread = subviews.sizeOfSubview(first + i, infinite)[axis] - low
            slots[i].minimum = low
            // A20.5: NaN when both ends are ∞ (no meaningful flexibility; keeps its source position).
            slots[i].flexibility = spread
            slots[i].priority = subviews.priorityOfSubview(first + i)
            slots[i].order = i
        }

        // Step 2: higher priority first, then less flexible first; among two infinitely flexible
        // children the larger minimum goes first (U12); otherwise source order (a stable sort).
        func before(_ a: Int, _ b: Int) -> Bool {
            let sa = slots[a], sb = slots[b]
            if sa.priority != sb.priority { return sa.priority > sb.priority }
            return comesFirstByFlexibility((sa.minimum, sa.flexibility), (sb.minimum, sb.flexibility)) ?? (a < b)
        }
        var sorted = true
        for k in 1..<max(count, 1) where !before(k - 1, k) { sorted = false; break }
        if !sorted {
            let order = (0..<count).sorted(by: before)
            for k in 0..<count { slots[k].order = order[k] }
        }

        // Step 3: hold back the minimum of every child below the first priority group.
        var available = major - gaps.total
        let firstPriority = slots[slots[0].order].priority
        for i in 0..<count where slots[i].priority != firstPriority { available = taking(slots[i].minimum, from: available) }

        // Step 4: each group gets its own minimums back, then each child in sorted order is offered
        // an equal share of what is left and takes what it takes.
        var groupStart = 0
        while groupStart < count {
            let groupPriority = slots[slots[groupStart].order].priority
            var groupEnd = groupStart
            while groupEnd < count && slots[slots[groupEnd].order].priority == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for k in groupStart..<groupEnd { available = giving(slots[slots[k].order].minimum, to: available) }
            }
            var remaining = groupEnd - groupStart
            for k in groupStart..<groupEnd {
                let i = slots[k].order
                let offer = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(major: offer, minor: minor, axis: axis)
                let size = subviews.sizeOfSubview(first + i, childProposal)
                slots[i].proposal = childProposal
                slots[i].size = size
                available = taking(size[axis], from: available)
                remaining -= 1
            }
            groupStart = groupEnd
        }
    }

    /// The length every child is offered whatever the order and the minimums (A4.3), or `nil`:
    /// with nothing left to share (a proposal no longer than the gaps) every offer is 0, since
    /// taking minimums and sizes only lowers what is left; at ∞ every offer is ∞ (A20.1).
    private static func sameOffer(_ major: CGFloat, _ gaps: Gaps) -> CGFloat? {
        let share = major - gaps.total
        if share <= 0 { return 0 }
        return share == .infinity ? .infinity : nil
    }

    /// Tells the inspector the order `allocate` sized the children in and what each was offered.
    /// For an unspecified major proposal every child was asked for its ideal length in source
    /// order, with no minimum or flexibility worked out (and `order` left unset), and so was every
    /// child when all were offered the same length. Out of line, so
    /// `withAllocation` stays as small as it was without the inspector.
    @inline(never)
    private func report(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ gaps: Gaps, _ slots: UnsafeMutableBufferPointer<Slot>) {
        guard let recorder = subviews.recorder else { return }
        let ranked = proposal[axis].map { Self.sameOffer($0, gaps) == nil } ?? false
        let steps = (0..<slots.count).map { k in
            let i = ranked ? slots[k].order : k
            let slot = slots[i]
            return LayoutRecord.StackSizing.Step(
                child: Int(subviews.inRange(i).ordinal),
                minimum: ranked ? slot.minimum : nil, flexibility: ranked && !slot.flexibility.isNaN ? slot.flexibility : nil,
                priority: ranked ? slot.priority : subviews.inRange(i).priority,
                offer: slot.proposal, size: slot.size)
        }
        recorder.stackSizing(subviews.parent, axis: axis, proposal: proposal, steps: steps)
    }

    /// Tells the inspector the stack offered its children the lengths along its axis it worked
    /// out for `earlier` (in source order, with what each answered across).
    @inline(never)
    private func reportKeptLengths(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ slots: UnsafeMutableBufferPointer<Slot>, from earlier: ProposedViewSize?) {
        guard let recorder = subviews.recorder else { return }
        let steps = (0..<slots.count).map { i in
            LayoutRecord.StackSizing.Step(child: Int(subviews.inRange(i).ordinal), minimum: nil, flexibility: nil,
                                          priority: subviews.inRange(i).priority, offer: slots[i].proposal, size: slots[i].size)
        }
        recorder.stackSizing(subviews.parent, axis: axis, proposal: proposal, steps: steps, lengthsFrom: earlier)
    }

    /// The children's union across the axis, once aligned.
    struct Across {
        /// The union's length: ∞ when a child is infinite across the axis (A20.2).
        var extent: CGFloat
        /// Where the children's common guide line lies, from the union's start.
        var line: CGFloat
    }

    /// A4.4: each child's guide on one line, then shifted so the union of the children starts at
    /// 0. The union starts as the range [0, 0] on the line (A20.2).
    private func alignAcross(_ subviews: LayoutSubviews, _ slots: UnsafeMutableBufferPointer<Slot>) -> Across {
        guard slots.count > 0 else { return Across(extent: 0, line: 0) }
        // Without explicit guides below, a built-in guide is a fraction of each child's size
        // (A14.1, A20.3): no call per child.
        let defaultsOnly = !subviews.mayHaveExplicitGuides
        if defaultsOnly, let fraction = alignment.fraction, let across = alignAcross(byFraction: fraction, slots) { return across }
        var low: CGFloat = 0, high: CGFloat = 0
        var finite = true
        for i in 0..<slots.count {
            let size = slots[i].size
            let guide: CGFloat
            if defaultsOnly, let value = alignment.defaultValue(for: size) {
                guide = value
            } else {
                guide = subviews.guideOfSubview(i, alignment, size: size, proposal: slots[i].proposal)
            }
            let origin = -guide
            slots[i].minorPosition = origin
            let end = origin + size[axis.other]
            if origin.isFinite && end.isFinite {
                if origin < low { low = origin }
                if end > high { high = end }
            } else {
                finite = false
            }
        }
        // Only a stack measured at ∞ meets infinite children; it takes the careful way (A20.2).
        if _slowPath(!finite) { return alignAcrossWithInfiniteChildren(slots) }
        for i in 0..<slots.count { slots[i].minorPosition -= low }
        return Across(extent: high - low, line: -low)
    }

    /// A4.4 when every child's guide is `fraction` (0, ½ or 1) of its length across (A14.1) and
    /// every length is finite and not negative. A child's guide and its length past the guide
    /// then grow with its length, so the longest child sets both ends of the union, and the
    /// numbers are the ones `alignAcross` works out child by child, bit for bit, in two plain
    /// passes. `nil` otherwise, for the general way (A20.2).
    @inline(__always)
    private func alignAcross(byFraction fraction: CGFloat, _ slots: UnsafeMutableBufferPointer<Slot>) -> Across? {
        var longest: CGFloat = 0
        for i in 0..<slots.count {
            let length = slots[i].size[axis.other]
            guard length.isFinite && length >= 0 else { return nil }
            if length > longest { longest = length }
        }
        let across = Self.union(byFraction: fraction, longest: longest)
        let low = -across.line
        for i in 0..<slots.count { slots[i].minorPosition = -Self.guide(fraction, slots[i].size[axis.other]) - low }
        return across
    }

    /// A child's guide `fraction` (0, ½ or 1) of the way along its `length` across (A14.1).
    @inline(__always)
    private static func guide(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat { fraction == 0 ? 0 : length * fraction }

    /// The union of children whose guides are `fraction` of their lengths, the longest `longest`
    /// (finite, not negative): that child sets both its ends. The union starts as [0, 0] on the
    /// line, as in the general way.
    @inline(__always)
    private static func union(byFraction fraction: CGFloat, longest: CGFloat) -> Across {
        let longestGuide = guide(fraction, longest)
        let low: CGFloat = longestGuide > 0 ? -longestGuide : 0
        let high = max(0, -longestGuide + longest)
        return Across(extent: high - low, line: -low)
    }

    /// `alignAcross` when some child's range is not finite: a child infinite across the axis makes
    /// the union infinite whatever the alignment, a NaN or inverted range counts as empty, and
    /// every position stays finite (A20.2).
    @inline(never)
    private func alignAcrossWithInfiniteChildren(_ slots: UnsafeMutableBufferPointer<Slot>) -> Across {
        var extent = AlignedExtent(includingOrigin: true)
        for i in 0..<slots.count { extent.add(origin: slots[i].minorPosition, length: slots[i].size[axis.other]) }
        let start = extent.start
        for i in 0..<slots.count {
            // A child that is infinite across (only ever measured, never placed at that size) has
            // no meaningful position; keep it finite.
            let position = slots[i].minorPosition - start
            slots[i].minorPosition = position.isFinite ? position : 0
        }
        return Across(extent: extent.length, line: -start)
    }

    /// The stack's length across its axis: its children's union, or for a stack that fills (A21)
    /// the proposal when that is longer (as `frame(maxWidth: .infinity)` would give).
    private func lengthAcross(_ proposal: ProposedViewSize, _ extent: CGFloat) -> CGFloat {
        guard fillsAcross, let proposed = proposal[axis.other] else { return extent }
        return max(proposed, extent)
    }

    /// How far a filling stack (A21) moves its children across the axis so their guide line meets
    /// its own guide, placed `length` long.
    private func shiftAcross(_ length: CGFloat, _ across: Across) -> CGFloat {
        guard fillsAcross, length != across.extent else { return 0 }
        let ownSize = CGSize(major: 0, minor: length, axis: axis)
        let ownLine = alignment.defaultValue(for: ownSize) ?? alignment.defaultValue(in: ViewDimensions(size: ownSize, source: nil))
        let shift = ownLine - across.line
        return shift.isFinite ? shift : 0
    }

    /// The children's lengths along the axis and gaps added up, and their aligned union across
    /// it (A4.4). Measuring needs no child's position: with built-in guides a fraction of each
    /// child (A14.1) the union is the longest child's (`union(byFraction:longest:)`), found in the
    /// same pass as the sum.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withAllocation(proposal, subviews) { slots, gaps, subviews in
            var major = gaps.total
            var longest: CGFloat = 0, plain = true
            for slot in slots {
                major += slot.size[axis]
                let length = slot.size[axis.other]
                if length.isFinite && length >= 0 {
                    if length > longest { longest = length }
                } else {
                    plain = false
                }
            }
            let extent: CGFloat
            if plain, slots.count > 0, !subviews.mayHaveExplicitGuides, let fraction = alignment.fraction {
                extent = Self.union(byFraction: fraction, longest: longest).extent
            } else {
                extent = alignAcross(subviews, slots).extent
            }
            return CGSize(major: major, minor: lengthAcross(proposal, extent), axis: axis)
        }
    }

    /// A4.5/A4.6: children in source order along the axis; a `nil` minor proposal becomes the
    /// stack's own minor size when placing.
    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        var placingProposal = proposal
        if placingProposal[axis.other] == nil { placingProposal[axis.other] = size[axis.other] }
        return withAllocation(placingProposal, subviews) { slots, gaps, subviews in
            let across = alignAcross(subviews, slots)
            let shift = shiftAcross(size[axis.other], across)
            var result: [ChildPlacement] = []
            result.reserveCapacity(slots.count)
            var position: CGFloat = 0
            for i in 0..<slots.count {
                let slot = slots[i]
                let minor = slot.minorPosition + shift
                let origin = axis == .horizontal ? CGPoint(x: position, y: minor) : CGPoint(x: minor, y: position)
                result.append(ChildPlacement(ordinal: subviews.ordinalOfSubview(i), origin: origin, size: slot.size, proposal: slot.proposal))
                position += slot.size[axis]
                if i < slots.count - 1 { position += gaps[i] }
            }
            return result
        }
    }

    /// A5.5: the first child's leading edge, the last child's trailing edge and every child's
    /// edges across the axis.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing.empty
        result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        return result
    }
}

/// HStack and VStack as a node of the tree (A4, A5.5); each stack node keeps a memo of its
/// last distribution (`StackMemos`).
extension StackRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.stack(rules.append(self))) }

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize { sizeThatFits(proposal, subviews: node.subviews) }

    @inline(__always)
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        placements(in: size, proposal: proposal, subviews: node.subviews)
    }

    func spacing(in node: ContainerNode) -> ViewSpacing { spacing(subviews: node.subviews) }

    var flags: NodeFlags { .keepsStackMemo }
    /// Along the axis the distribution reads only the children's lengths along it (A4.3), and
    /// across it a built-in guide is a fraction of each child's length across (A14.1), so with
    /// children that keep their axes apart the stack does too. A custom alignment's default may
    /// read both dimensions.
    var keepsAxesApart: Bool { alignment.fraction != nil }
}

extension _LayoutTreeBuilder {
    /// Builds `view` as one view: when it produces several (a label of two views), they go in an
    /// implicit stack along `axis`, with the default spacing and centred across it.
    func buildAsOneView<V: View>(_ view: V, axis: Axis) {
        // Spacers and dividers among the views take the stack's axis.
        let enclosingAxis = stackAxis
        stackAxis = axis
        let produced = nodes(of: view)
        stackAxis = enclosingAxis
        guard produced.count > 1 else { return output.append(contentsOf: produced) }
        output.append(makeImplicitStack(axis: axis, children: produced))
    }

    /// An implicit stack along `axis` over `children`: the default spacing, centred across the
    /// axis (several views where one is expected: a label, a scroll view's content, the root).
    func makeImplicitStack(axis: Axis, children: [Int32]) -> Int32 {
        let alignment = axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
        return makeContainer(rule: StackRule(axis: axis, alignment: alignment, spacing: nil, role: .implicit), children: children[...])
    }
}
