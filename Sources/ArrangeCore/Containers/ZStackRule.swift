import Foundation

/// The ZStack algorithm (A13.2, A13.3, R8): every child is proposed the ZStack's proposal and
/// aligned on one point; the size is the union of the aligned children with the highest layout
/// priority (Decisions: union, not the largest size). Lower-priority children are proposed the
/// resulting size and aligned to the same point.
struct ZStackRule {
    var alignment: Alignment

    private struct Arrangement {
        var placements: [ChildPlacement]
        var bounds: CGRect
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, size: CGSize?) -> Arrangement {
        // Index loops with `inRange`: the checked subscript would cost a stack's loops 15% (see
        // `LayoutSubviews.inRange`).
        let all = 0..<subviews.count
        var top = -Double.infinity
        for i in all { top = max(top, subviews.inRange(i).priority) }
        if all.isEmpty { top = 0 }
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(subviews.count)
        var horizontal = AlignedExtent(), vertical = AlignedExtent()
        func aligned(_ subview: LayoutSubview, _ childProposal: ProposedViewSize) -> ChildPlacement {
            let childSize = subview.sizeThatFits(childProposal)
            let origin = CGPoint(
                x: -subview.guideValue(alignment.horizontal.key, size: childSize, proposal: childProposal),
                y: -subview.guideValue(alignment.vertical.key, size: childSize, proposal: childProposal))
            return ChildPlacement(ordinal: subview.ordinal, origin: origin, size: childSize, proposal: childProposal)
        }
        for subview in all.lazy.map(subviews.inRange) where subview.priority == top {
            let placement = aligned(subview, proposal)
            horizontal.add(origin: placement.origin.x, length: placement.size.width)
            vertical.add(origin: placement.origin.y, length: placement.size.height)
            placements.append(placement)
        }
        // A20.4: an infinite child (measured at ∞) makes the ZStack infinite on that axis.
        let bounds = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        if let size, all.contains(where: { subviews.inRange($0).priority != top }) {
            for subview in all.lazy.map(subviews.inRange) where subview.priority != top {
                placements.append(aligned(subview, ProposedViewSize(size)))
            }
        }
        return Arrangement(placements: placements, bounds: bounds)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        arrange(proposal, subviews, size: nil).bounds.size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let arrangement = arrange(proposal, subviews, size: size)
        return arrangement.placements.map { placement in
            var shifted = placement
            shifted.origin.x = (shifted.origin.x - arrangement.bounds.minX).finiteOrZero
            shifted.origin.y = (shifted.origin.y - arrangement.bounds.minY).finiteOrZero
            return shifted
        }
    }
}

/// ZStack as a node of the tree (A13.2, A13.3); spacing and explicit guides merged (A5.5, A14.4).
extension ZStackRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.zStack(rules.append(self))) }

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize { sizeThatFits(proposal, subviews: node.subviews) }

    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        placements(in: size, proposal: proposal, subviews: node.subviews)
    }

    var nodeName: String { "ZStack" }
}
