import Foundation

/// The algorithm HStack and VStack share, with the axes swapped (A4, R5).
struct StackLayout {
    /// The major axis.
    var axis: Axis
    /// The guide children are aligned on, across the axis.
    var alignment: AlignmentKey
    /// Uniform spacing; `nil` uses the children's `ViewSpacing` (A4.1).
    var spacing: CGFloat?

    /// The outcome of distributing the major axis: each child's proposal and size.
    struct Allocation {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        var totalGaps: CGFloat
    }

    /// A4.1: uniform spacing, or each pair's `ViewSpacing` distance.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        let count = subviews.count
        guard count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for index in subviews.indices.dropFirst() {
            let next = subviews[index].spacing
            result.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return result
    }

    func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Allocation {
        let count = subviews.count
        let gaps = gaps(subviews)
        let totalGaps = gaps.reduce(0, +)
        let minor = proposal[axis.other]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)

        guard let major = proposal[axis] else {
            // A4.2: an unspecified major proposal gives every child its ideal length.
            let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for i in 0..<count {
                proposals[i] = childProposal
                sizes[i] = subviews[subviews.startIndex + i].sizeThatFits(childProposal)
            }
            return Allocation(proposals: proposals, sizes: sizes, gaps: gaps, totalGaps: totalGaps)
        }

        // A4.3 step 1: each child's minimum and maximum length.
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priority = [Double](repeating: 0, count: count)
        for i in 0..<count {
            let child = subviews[subviews.startIndex + i]
            let low = child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let high = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            minimum[i] = low
            let spread = high - low
            flexibility[i] = spread.isNaN ? 0 : spread
            priority[i] = child.priority
        }

        // Step 2: higher priority first, then less flexible first; among two infinitely flexible
        // children the larger minimum goes first (U12); otherwise source order.
        let order = (0..<count).sorted { a, b in
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a].isInfinite && minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }

        // Step 3: hold back the minimum of every child below the first priority group.
        var available = major - totalGaps
        var groupStart = 0
        let firstPriority = order.first.map { priority[$0] }
        for i in order where priority[i] != firstPriority { available -= minimum[i] }

        // Step 4: each group gets its own minimums back, then each child in sorted order is offered
        // an equal share of what is left and takes what it takes.
        while groupStart < count {
            let groupPriority = priority[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < count && priority[order[groupEnd]] == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for k in groupStart..<groupEnd { available += minimum[order[k]] }
            }
            var remaining = groupEnd - groupStart
            for k in groupStart..<groupEnd {
                let i = order[k]
                let offer = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(major: offer, minor: minor, axis: axis)
                let size = subviews[subviews.startIndex + i].sizeThatFits(childProposal)
                proposals[i] = childProposal
                sizes[i] = size
                available -= size[axis]
                remaining -= 1
            }
            groupStart = groupEnd
        }
        return Allocation(proposals: proposals, sizes: sizes, gaps: gaps, totalGaps: totalGaps)
    }

    /// Minor-axis positions: each child's guide on one line, then shifted so the union of the
    /// children starts at 0 (A4.4). Returns the positions and the union's extent.
    func minorPositions(_ allocation: Allocation, _ subviews: LayoutSubviews) -> (positions: [CGFloat], extent: CGFloat) {
        let count = allocation.sizes.count
        var positions = [CGFloat](repeating: 0, count: count)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for i in 0..<count {
            let size = allocation.sizes[i]
            let guide = subviews[subviews.startIndex + i].guideValue(alignment, size: size, proposal: allocation.proposals[i])
            positions[i] = -guide
            low = min(low, -guide)
            high = max(high, -guide + size[axis.other])
        }
        guard count > 0 else { return (positions, 0) }
        for i in 0..<count { positions[i] -= low }
        return (positions, high - low)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let allocation = allocate(proposal, subviews)
        var major = allocation.totalGaps
        for size in allocation.sizes { major += size[axis] }
        let extent = minorPositions(allocation, subviews).extent
        return CGSize(major: major, minor: extent, axis: axis)
    }

    /// A4.5/A4.6: children in source order along the axis; a `nil` minor proposal becomes the
    /// stack's own minor size when placing.
    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        var placingProposal = proposal
        if placingProposal[axis.other] == nil { placingProposal[axis.other] = size[axis.other] }
        let allocation = allocate(placingProposal, subviews)
        let minor = minorPositions(allocation, subviews)
        var result: [ChildPlacement] = []
        result.reserveCapacity(allocation.sizes.count)
        var position: CGFloat = 0
        for i in 0..<allocation.sizes.count {
            let origin = axis == .horizontal ? CGPoint(x: position, y: minor.positions[i]) : CGPoint(x: minor.positions[i], y: position)
            result.append(ChildPlacement(ordinal: subviews[subviews.startIndex + i].ordinal, origin: origin, size: allocation.sizes[i], proposal: allocation.proposals[i]))
            position += allocation.sizes[i][axis]
            if i < allocation.gaps.count { position += allocation.gaps[i] }
        }
        return result
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
