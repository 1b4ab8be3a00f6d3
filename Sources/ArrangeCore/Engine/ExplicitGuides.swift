import Foundation

extension LayoutEngine {
    /// The explicit value of guide `key` of `node` at `size` (proposed `proposal`), in the node's
    /// logical coordinates, or `nil` when it has none (A14.2–A14.4).
    ///
    /// Never inlined, as before the inspector's test was added here: inlined, it would make
    /// `guideValue` too large to inline into the containers' loops that call it for every child.
    @inline(never)
    func explicitGuide(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        guard tree.nodes[Int(node)].mayHaveExplicitGuides else { return nil }
        // Past that check the inspector's test is off the hot path. It keeps the values a node
        // reported ("no explicit value" is not a report). Default values — a fraction of the size,
        // or a custom guide's `defaultValue` — are not recorded, which keeps `guideValue`, called
        // for every child a container aligns, free of any test.
        guard let recorder = pass.recorder else { return withStackRoom { unrecordedExplicitGuide(node, key, size: size, proposal: proposal, context) } }
        let value = withStackRoom { unrecordedExplicitGuide(node, key, size: size, proposal: proposal, context) }
        if let value { recorder.guide(node, key, size: size, value: value) }
        return value
    }

    private func unrecordedExplicitGuide(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        guard tree.nodes[Int(node)].mayHaveExplicitGuides else { return nil }
        // A container's or a modifier's guide comes from arranging its children, which asks
        // their guides, and asking them again: rules that do so say so
        // (`remembersExplicitGuides`: every container and every modifier but `alignmentGuide`,
        // which asks its child once), and without remembering nested stacks, grids, frames and
        // overlays took time exponential in their nesting.
        guard tree.nodes[Int(node)].flags.contains(.remembersExplicitGuides) else { return explicitGuideOfNode(node, key, size: size, proposal: proposal, context) }
        let memoKey = ExplicitGuideMemoKey(node: node, key: key, size: size, proposal: proposal)
        if let known = pass.explicitGuideMemo[memoKey] { return known }
        let value = explicitGuideOfNode(node, key, size: size, proposal: proposal, context)
        pass.explicitGuideMemo[memoKey] = value
        return value
    }

    /// The node's explicit guide by its rule (A14.2–A14.4).
    private func explicitGuideOfNode(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        // A scroll view's content answers its guides in the container it is placed in (the
        // scroll view at `size`), as when it is placed; asked in the outer container, a
        // container-relative frame inside gave the first pass another guide than the next.
        let entersContainer = tree.hasRelativeFrameContainers && tree.nodes[Int(node)].flags.contains(.entersContainer)
        let inner = entersContainer ? enteringContainer(node, size: size, context) : context
        return visitRule(node, GuideVisitor(engine: self, node: node, context: inner, key: key, size: size, proposal: proposal))
    }

    /// The first (primary) child's explicit guide, moved by where `node` puts it at `size`
    /// (overlay, background, `safeAreaInset`).
    func primaryGuide(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        guard let placement = arrangeChildren(node, size: size, proposal: proposal, context).first else { return nil }
        let child = tree.childList[Int(tree.nodes[Int(node)].firstChild)]
        guard let value = explicitGuide(child, key, size: placement.size, proposal: placement.proposal, context) else { return nil }
        return value + placement.origin[key.axis]
    }

    /// A composite's explicit guide: its children's explicit values merged by the guide's rule
    /// (A14.4): the mean for custom guides, the top-most first baseline, the bottom-most last
    /// baseline; frame alignments are not propagated.
    func mergedGuide(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        if key.merge == .none { return nil }
        return merged(key, of: node, arrangeChildren(node, size: size, proposal: proposal, context), context)
    }

    /// The explicit values of `key` of `node`'s children at `placements`, merged (A14.4). A child
    /// its container arranged (a Grid's row) merges its own children where they were put.
    private func merged(_ key: AlignmentKey, of node: Int32, _ placements: [ChildPlacement], _ context: LayoutContext) -> CGFloat? {
        let merge = key.merge
        let first = Int(tree.nodes[Int(node)].firstChild)
        var result: CGFloat?
        var count = 0
        for placement in placements {
            let child = tree.childList[first + Int(placement.ordinal)]
            guard tree.nodes[Int(child)].mayHaveExplicitGuides else { continue }
            let explicit: CGFloat?
            if placement.arrangedChildren >= 0 {
                explicit = merged(key, of: child, pass.arrangedChildren[Int(placement.arrangedChildren)], context)
            } else {
                explicit = explicitGuide(child, key, size: placement.size, proposal: placement.proposal, context)
            }
            guard let value = explicit else { continue }
            let inParent = value + placement.origin[key.axis]
            count += 1
            switch merge {
            case .mean: result = (result ?? 0) + (inParent - (result ?? 0)) / CGFloat(count)
            case .minimum: result = min(result ?? inParent, inParent)
            case .maximum: result = max(result ?? inParent, inParent)
            case .none: break
            }
        }
        return result
    }

    /// The value of guide `key` of a child at `size`: explicit if it has one, else the default.
    /// The common case — no explicit guide below, a guide that is a fraction of the size — is
    /// inlined into the containers' loops that call this for every child; the rest is out of
    /// line, so those loops (and `placeChild`, into which frames' placements inline) stay small
    /// enough for the optimiser to keep the node reads around them inlined.
    @inline(__always)
    func guideValue(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat {
        if !tree.nodes[Int(node)].mayHaveExplicitGuides, let value = key.defaultValue(for: size) { return value }
        return explicitOrDefaultGuide(node, key, size: size, proposal: proposal, context)
    }

    @inline(never)
    private func explicitOrDefaultGuide(_ node: Int32, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat {
        if tree.nodes[Int(node)].mayHaveExplicitGuides, let explicit = explicitGuide(node, key, size: size, proposal: proposal, context) {
            return explicit
        }
        if let value = key.defaultValue(for: size) { return value }
        return key.defaultValue(in: ViewDimensions(size: size, source: GuideSource(engine: self, node: node, proposal: proposal, context: context)))
    }
}

extension LayoutSubview {
    /// This subview's value of guide `key` at `size`, answered for `proposal`.
    @inline(__always)
    func guideValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        engine.guideValue(node, key, size: size, proposal: proposal, context)
    }
}

/// What an explicit guide's value depends on within one pass. Sizes and proposals are kept as
/// bits (`SizeCache.key`): a NaN that a hostile layout proposes is then one value, as in the size
/// cache, where comparing with `==` would never find it again — each nested overlay asked anew,
/// in time exponential in their nesting.
struct ExplicitGuideMemoKey: Hashable {
    let node: Int32
    let key: AlignmentKey
    let width: UInt64
    let height: UInt64
    let proposedWidth: UInt64
    let proposedHeight: UInt64

    init(node: Int32, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) {
        self.node = node
        self.key = key
        width = SizeCache.key(size.width)
        height = SizeCache.key(size.height)
        proposedWidth = SizeCache.key(proposal.width)
        proposedHeight = SizeCache.key(proposal.height)
    }
}
