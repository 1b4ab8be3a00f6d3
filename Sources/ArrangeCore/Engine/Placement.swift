import Foundation

extension LayoutEngine {
    /// Places `node` with the given size and proposal, `origin` relative to its parent (whose
    /// origin in host coordinates is `parentOrigin`), then its children. A node placed again with
    /// the same size and proposal keeps its children's placements: they are relative to it, so
    /// nothing below can have changed — unless the parent arranged the children (`arranged`, the
    /// index of their placements in `LayoutPass.arrangedChildren`, for a Grid's row; -1
    /// otherwise), which may move even when the node does not. `context` is the one the node's
    /// parent handed it.
    func place(_ node: Int32, origin: CGPoint, parentOrigin: CGPoint, size: CGSize, proposal: ProposedViewSize,
               arranged: Int32 = -1, _ context: LayoutContext) {
        var origin = origin, size = size
        if !(origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite) {
            // Only bad input (an infinite minimum frame, say) gets here; frames stay finite.
            diagnostics.report("\(name(of: node)) was given a non-finite frame (origin \(origin), size \(size)); non-finite values were replaced by the proposal or 0.")
            func finite(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
                value.isFinite ? value : ((proposed?.isFinite ?? false) ? proposed ?? 0 : 0)
            }
            size = CGSize(width: finite(size.width, proposal.width), height: finite(size.height, proposal.height))
            origin = CGPoint(x: origin.x.finiteOrZero, y: origin.y.finiteOrZero)
        }
        let absoluteOrigin = CGPoint(x: parentOrigin.x + origin.x, y: parentOrigin.y + origin.y)
        if !caches.safeAreaDrawings.isEmpty, caches.safeAreaDrawings[node] != nil {
            caches.safeAreaDrawings[node] = .some(pass.scopes.scope(of: context).safeArea)
        }
        let unchanged = caches.placements.place(Int(node), origin: origin, size: size, proposal: proposal)
        if unchanged && !tree.nodes[Int(node)].dependsOnPosition && arranged < 0 { return }
        pass.statistics.placements += 1
        // A GeometryReader builds its children here, so it is arranged even before it has any. It
        // depends on its position; the flag spares every other leaf the look at its rule.
        if tree.nodes[Int(node)].childCount == 0,
           !(tree.nodes[Int(node)].dependsOnPosition && isGeometryReader(node)) { return }

        // A container measures and places its content against its own size. Each level of the
        // recursion may move to a fresh stack (`StackRoom`).
        if _slowPath(pass.stackRoom.isLow()) {
            return continueOnFreshStack {
                placeChildrenInContainer(node, size: size, proposal: proposal, absoluteOrigin: absoluteOrigin, arranged: arranged, context)
            }
        }
        placeChildrenInContainer(node, size: size, proposal: proposal, absoluteOrigin: absoluteOrigin, arranged: arranged, context)
    }

    @inline(__always)
    private func placeChildrenInContainer(_ node: Int32, size: CGSize, proposal: ProposedViewSize, absoluteOrigin: CGPoint,
                                          arranged: Int32, _ context: LayoutContext) {
        if tree.hasRelativeFrameContainers && tree.nodes[Int(node)].flags.contains(.entersContainer) {
            placeChildren(node, size: size, proposal: proposal, absoluteOrigin: absoluteOrigin, arranged: arranged, enteringContainer(node, size: size, context))
        } else {
            placeChildren(node, size: size, proposal: proposal, absoluteOrigin: absoluteOrigin, arranged: arranged, context)
        }
    }

    private func placeChildren(_ node: Int32, size: CGSize, proposal: ProposedViewSize, absoluteOrigin: CGPoint,
                               arranged: Int32, _ context: LayoutContext) {
        // A unary modifier places its one child without a list of placements to allocate.
        if arranged < 0, let only = unaryPlacement(node, size: size, proposal: proposal, boundsOrigin: absoluteOrigin, context) {
            placeChild(of: node, only, size: size, absoluteOrigin: absoluteOrigin, context)
            return
        }
        let children = arranged >= 0 ? pass.arrangedChildren[Int(arranged)]
            : arrangeChildren(node, size: size, proposal: proposal, boundsOrigin: absoluteOrigin, context)
        let flags = tree.nodes[Int(node)].flags
        if flags.contains(.omitsUnplacedChildren) { markOmittedChildren(of: node, placed: children) }
        if flags.contains(.clipsContent) {
            recordScrollClip(node, axes: flags.scrollAxes, frame: CGRect(origin: absoluteOrigin, size: size), context)
        }
        for placement in children {
            placeChild(of: node, placement, size: size, absoluteOrigin: absoluteOrigin, context)
        }
    }

    /// Places one child of `node` (which has `size`, at `absoluteOrigin` in host coordinates)
    /// where `placement` puts it.
    @inline(__always)
    private func placeChild(of node: Int32, _ placement: ChildPlacement, size: CGSize, absoluteOrigin: CGPoint, _ context: LayoutContext) {
        var local = placement.origin
        // A17/R10: rules compute left-to-right; in a right-to-left environment each child is
        // mirrored within its container, unless its rule placed it in host coordinates.
        if tree.nodes[Int(node)].isRightToLeft && placesInLogicalCoordinates(node) {
            local.x = size.width - (local.x + placement.size.width)
        }
        let child = tree.childList[Int(tree.nodes[Int(node)].firstChild) + Int(placement.ordinal)]
        if tree.nodes[Int(node)].dependsOnPosition, let safeArea = childSafeArea(
            node, ordinal: Int(placement.ordinal), frame: CGRect(origin: absoluteOrigin, size: size),
            childFrame: CGRect(origin: CGPoint(x: absoluteOrigin.x + local.x, y: absoluteOrigin.y + local.y), size: placement.size), context) {
            place(child, origin: local, parentOrigin: absoluteOrigin, size: placement.size, proposal: placement.proposal,
                  arranged: placement.arrangedChildren, pass.scopes.context(context, safeArea: safeArea))
            return
        }
        place(child, origin: local, parentOrigin: absoluteOrigin, size: placement.size, proposal: placement.proposal,
              arranged: placement.arrangedChildren, context)
    }

    /// Whether the rule of `node` places its children in logical coordinates, to be mirrored in
    /// a right-to-left environment (A17, `UnaryRule.placesInLogicalCoordinates`,
    /// `ContainerRule.placesInLogicalCoordinates`): every rule but `ignoresSafeArea`, which grows
    /// towards the host's edges in host coordinates.
    @inline(__always)
    func placesInLogicalCoordinates(_ node: Int32) -> Bool {
        !tree.nodes[Int(node)].flags.contains(.placesInHostCoordinates)
    }

    /// Marks the children a layout that leaves subviews out (ViewThatFits, lazy grids' overflow)
    /// did not place as not shown.
    private func markOmittedChildren(of node: Int32, placed: [ChildPlacement]) {
        let info = tree.nodes[Int(node)]
        var isPlaced = Array(repeating: false, count: Int(info.childCount))
        for placement in placed where Int(placement.ordinal) < isPlaced.count { isPlaced[Int(placement.ordinal)] = true }
        for ordinal in isPlaced.indices where !isPlaced[ordinal] {
            caches.placements.setPlaced(Int(tree.childList[Int(info.firstChild) + ordinal]), false)
        }
    }

    /// Where each child of `node` goes when the node has `size` and was proposed `proposal`, in
    /// the node's logical (left-to-right) coordinates. Used for placing and for merging explicit
    /// guides. `boundsOrigin` is what a custom layout sees as `bounds.origin`.
    ///
    /// Never inlined: inlined into `placeChildren` (and through it into the recursion of
    /// `place`), the container registry's arms doubled the compiled size of the placing loop and
    /// the optimiser stopped inlining its reads of node records (3.5% of a row of frames' cold
    /// layout). A call per container is nothing next to the container's own work.
    @inline(never)
    func arrangeChildren(_ node: Int32, size: CGSize, proposal: ProposedViewSize, boundsOrigin: CGPoint = .zero, _ context: LayoutContext) -> [ChildPlacement] {
        switch tree.kinds[Int(node)] {
        case .leaf:
            return []
        case .container(let kind):
            let container = ContainerNode(engine: self, node: node, context: context, boundsOrigin: boundsOrigin)
            return visitContainer(kind, ContainerPlacementVisitor(node: container, size: size, proposal: proposal))
        case .unary:
            guard var placement = unaryPlacement(node, size: size, proposal: proposal, boundsOrigin: boundsOrigin, context) else { return [] }
            if tree.nodes[Int(node)].isRightToLeft && !placesInLogicalCoordinates(node) {
                // Into logical coordinates, as this function promises.
                placement.origin.x = size.width - (placement.origin.x + placement.size.width)
            }
            return [placement]
        }
    }

    /// Runs a custom layout's `placeSubviews` and turns what it placed into child placements.
    /// A subview it did not place is centred in the bounds, proposed the bounds' size, as SwiftUI does.
    func customPlacements(_ node: Int32, box: AnyLayoutBox, bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) -> [ChildPlacement] {
        let count = Int(tree.nodes[Int(node)].childCount)
        let collector = PlacementCollector(parent: node, childCount: count)
        box.placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(engine: self, parent: node, context: pass.scopes.context(context, collector: collector)))
        collector.isOpen = false
        let recorded = collector.placements
        var result: [ChildPlacement] = []
        result.reserveCapacity(count)
        for ordinal in 0..<count {
            if var placement = recorded[ordinal] {
                placement.origin.x -= bounds.minX
                placement.origin.y -= bounds.minY
                result.append(placement)
            } else if tree.nodes[Int(node)].flags.contains(.omitsUnplacedChildren) {
                // Left out (ViewThatFits' other children): not shown. Marked unplaced by
                // `placeChildren` only — this also runs when an explicit guide is measured, and a
                // measuring pass must not change the placed tree.
                continue
            } else {
                // SwiftUI's treatment, and a message: a subview left unplaced is usually a bug in
                // the layout (a loop that skips one, a slice indexed wrongly).
                diagnostics.report("\(name(of: node)) did not place subview \(ordinal) in placeSubviews; it was centred in the layout's bounds.")
                let child = tree.childList[Int(tree.nodes[Int(node)].firstChild) + ordinal]
                let childProposal = ProposedViewSize(bounds.size)
                let childSize = size(child, childProposal, context)
                result.append(ChildPlacement(
                    ordinal: Int32(ordinal),
                    origin: CGPoint(x: (bounds.width - childSize.width) / 2, y: (bounds.height - childSize.height) / 2),
                    size: childSize, proposal: childProposal))
            }
        }
        return result
    }

    /// `LayoutSubview.place`: records the placement for the custom layout being placed, in the
    /// collector of the `placeSubviews` call that handed the subview out.
    func recordPlacement(of subview: LayoutSubview, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let parent = tree.nodes[Int(subview.node)].parent
        guard let collector = pass.scopes.scope(of: subview.context).collector, collector.isOpen, collector.parent == parent else {
            let layout = parent >= 0 ? name(of: parent) : "a layout"
            diagnostics.report("A subview of \(layout) was placed outside that layout's placeSubviews; the placement was ignored.")
            return
        }
        let childSize = size(subview.node, proposal, subview.context)
        guard position.x.isFinite, position.y.isFinite else {
            diagnostics.report("\(name(of: parent)) placed subview \(subview.ordinal) at a non-finite position \(position); it was centred instead.")
            return
        }
        let ordinal = Int(subview.ordinal)
        if collector.placements[ordinal] != nil {
            diagnostics.report("\(name(of: parent)) placed subview \(ordinal) more than once in one placeSubviews call; the last placement wins.")
        }
        let origin = limitedPlacementOrigin(
            CGPoint(x: position.x - anchor.x * childSize.width, y: position.y - anchor.y * childSize.height),
            of: subview, in: parent, at: position, anchor: anchor)
        collector.placements[ordinal] = ChildPlacement(ordinal: subview.ordinal, origin: origin, size: childSize, proposal: proposal)
    }

    /// A custom layout's placement origin beyond `absurdLength` points (a position that far, or an
    /// anchor that far outside the subview), limited to it and reported, as the layout's proposals
    /// and answers are: positions add up in host coordinates, and a few near the largest finite
    /// value overflow a descendant's frame to ∞. A non-finite origin (a NaN or ∞ anchor) is 0.
    private func limitedPlacementOrigin(_ origin: CGPoint, of subview: LayoutSubview, in parent: Int32, at position: CGPoint, anchor: UnitPoint) -> CGPoint {
        func isBad(_ value: CGFloat) -> Bool { !value.isFinite || abs(value) > absurdLength }
        guard isBad(origin.x) || isBad(origin.y) else { return origin }
        func limited(_ value: CGFloat) -> CGFloat { value.isFinite ? value.limitedToAbsurdLength : 0 }
        let result = CGPoint(x: limited(origin.x), y: limited(origin.y))
        diagnostics.report("\(name(of: parent)) placed subview \(subview.ordinal) at \(position) with anchor (\(formatLength(anchor.x)), \(formatLength(anchor.y))), an origin beyond \(formatLength(absurdLength)) points or not finite; using (\(formatLength(result.x)), \(formatLength(result.y))).")
        return result
    }

    /// The frame of `node` in host coordinates, if it was placed.
    func absoluteFrame(of node: Int32) -> CGRect? {
        guard caches.placements.isPlaced(Int(node)) else { return nil }
        var origin = caches.placements[Int(node)].origin
        var current = tree.nodes[Int(node)].parent
        while current >= 0 {
            guard caches.placements.isPlaced(Int(current)) else { return nil }
            origin.x += caches.placements[Int(current)].origin.x
            origin.y += caches.placements[Int(current)].origin.y
            current = tree.nodes[Int(current)].parent
        }
        return CGRect(origin: origin, size: caches.placements[Int(node)].size)
    }
}
