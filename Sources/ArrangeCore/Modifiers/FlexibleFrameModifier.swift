import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (A8, R11).
struct FlexFrameRule {
    @AbsentAsNaN var minWidth: CGFloat?
    @AbsentAsNaN var idealWidth: CGFloat?
    @AbsentAsNaN var maxWidth: CGFloat?
    @AbsentAsNaN var minHeight: CGFloat?
    @AbsentAsNaN var idealHeight: CGFloat?
    @AbsentAsNaN var maxHeight: CGFloat?
    var alignment: Alignment

    private struct Limits {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        /// The size when the child need not be asked: both limits with a proposal, or an ideal for
        /// an unspecified proposal (A8).
        @inline(__always)
        func fixedSize(_ proposed: CGFloat?) -> CGFloat? {
            if let proposed, let min, let max { return clamp(proposed, min, max) }
            if proposed == nil, let ideal { return ideal }
            return nil
        }

        /// What the child is proposed: the proposal (or ideal), limited to the constraints.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let value = proposed ?? ideal else { return nil }
            return clamp(value, min ?? -.infinity, max ?? .infinity)
        }

        /// The frame's size on this axis given the child's answer.
        func size(_ proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if let fixed = fixedSize(proposed) { return fixed }
            let offered = childProposal(proposed)
            switch (min, max) {
            case let (min?, max?): return clamp(child, min, max)
            case let (min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
            case let (nil, max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
            case (nil, nil): return child
            }
        }

        /// Placement proposes the final size, except on an axis proposed `nil` with no ideal whose
        /// size lies strictly between the limits: there the child is proposed `nil` again (A8).
        func placementProposal(_ proposed: CGFloat?, size: CGFloat) -> CGFloat? {
            if proposed == nil && ideal == nil && size > (min ?? -.infinity) && size < (max ?? .infinity) { return nil }
            return size
        }
    }

    /// The minimum wins when limits contradict (SwiftUI reports them and lays out anyway).
    private static func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        Swift.max(lower, Swift.min(value, upper))
    }
    private static func clamp(_ value: CGFloat, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat {
        clamp(value, lower ?? -.infinity, upper ?? .infinity)
    }

    private var horizontal: Limits { @inline(__always) get { Limits(min: minWidth, ideal: idealWidth, max: maxWidth) } }
    private var vertical: Limits { @inline(__always) get { Limits(min: minHeight, ideal: idealHeight, max: maxHeight) } }

    /// The size when neither dimension needs the child's answer (A8), else `nil`. Stacks ask it of
    /// every flexible frame among their children two or three times per distribution, so it
    /// reads the stored lengths as they are (`lengthWithoutChild`).
    @inline(__always)
    func sizeWithoutChild(_ proposal: ProposedViewSize) -> CGSize? {
        guard let width = Self.lengthWithoutChild(proposal.width, _minWidth.storedLength, _idealWidth.storedLength, _maxWidth.storedLength),
              let height = Self.lengthWithoutChild(proposal.height, _minHeight.storedLength, _idealHeight.storedLength, _maxHeight.storedLength)
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `Limits.fixedSize` on one dimension's stored lengths, NaN where absent: the proposal
    /// clamped when both limits are given, the ideal for an unspecified proposal.
    @inline(__always)
    private static func lengthWithoutChild(_ proposed: CGFloat?, _ min: CGFloat, _ ideal: CGFloat, _ max: CGFloat) -> CGFloat? {
        guard let proposed else { return ideal.isNaN ? nil : ideal }
        guard !min.isNaN && !max.isNaN else { return nil }
        return clamp(proposed, min, max)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let size = sizeWithoutChild(proposal) { return size }
        let h = horizontal, v = vertical
        let childSize = child.sizeThatFits(ProposedViewSize(width: h.childProposal(proposal.width), height: v.childProposal(proposal.height)))
        return CGSize(width: h.size(proposal.width, child: childSize.width), height: v.size(proposal.height, child: childSize.height))
    }

    func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        alignment.place(child, proposal: placementProposal(proposal, size: size), in: size)
    }

    /// What the child is proposed when the frame is placed `size` long (A8): `Limits.placementProposal`
    /// on each dimension's stored lengths, as `sizeWithoutChild` reads them, since every frame
    /// placed asks it.
    @inline(__always)
    func placementProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.placementLength(proposal.width, size: size.width, _minWidth.storedLength, _idealWidth.storedLength, _maxWidth.storedLength),
            height: Self.placementLength(proposal.height, size: size.height, _minHeight.storedLength, _idealHeight.storedLength, _maxHeight.storedLength))
    }

    /// `Limits.placementProposal` on stored lengths, NaN where absent: an absent minimum bounds
    /// nothing below, an absent maximum nothing above.
    @inline(__always)
    private static func placementLength(_ proposed: CGFloat?, size: CGFloat, _ min: CGFloat, _ ideal: CGFloat, _ max: CGFloat) -> CGFloat? {
        guard proposed == nil && ideal.isNaN else { return size }
        if size > (min.isNaN ? -.infinity : min) && size < (max.isNaN ? .infinity : max) { return nil }
        return size
    }

    /// The edges whose spacing the frame resets (A5.4): those of the constrained dimensions.
    var constrainedEdges: Edge.Set {
        var edges: Edge.Set = []
        if minWidth != nil || idealWidth != nil || maxWidth != nil { edges.formUnion(.horizontal) }
        if minHeight != nil || idealHeight != nil || maxHeight != nil { edges.formUnion(.vertical) }
        return edges
    }

    /// SwiftUI's normalisation (A8, U1–U5): min ≥ 0, ideal ≥ min, max ≥ ideal. Invalid and
    /// contradictory values are reported.
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
         alignment: Alignment, report: (String) -> Void) {
        self.alignment = alignment
        // Valid, ordered limits (almost every frame built) normalise to themselves: no checks
        // one by one, no messages prepared.
        if Self.isNormal(minWidth, idealWidth, maxWidth) && Self.isNormal(minHeight, idealHeight, maxHeight) {
            (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
            (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
            return
        }
        func normalise(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?, _ axis: String) -> (CGFloat?, CGFloat?, CGFloat?) {
            func valid(_ value: CGFloat?, _ label: String) -> CGFloat? {
                guard let value else { return nil }
                if value.isNaN || value < 0 {
                    report("Invalid frame dimension (negative or non-finite): \(label)\(axis): \(formatLength(value)).")
                    return value.isNaN ? nil : 0
                }
                if value.isFinite && value > absurdLength {
                    report("frame(\(label)\(axis): \(formatLength(value))) is beyond \(formatLength(absurdLength)) points; using \(formatLength(absurdLength)).")
                    return absurdLength
                }
                // U5: an infinite minimum or ideal is kept, but reported; an infinite maximum is
                // the ordinary way to ask for all the space.
                if value.isInfinite && label != "max" {
                    report("Invalid frame dimension (negative or non-finite): \(label)\(axis): \(formatLength(value)).")
                }
                return value
            }
            let lo = valid(min, "min"), mid = valid(ideal, "ideal"), hi = valid(max, "max")
            // Whether the given values are in order, compared pairwise (no array: this runs for
            // every flexible frame built).
            func ordered(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
                guard let a, let b else { return true }
                return a <= b
            }
            if !(ordered(lo, mid) && ordered(mid, hi) && ordered(lo, hi)) {
                report("Contradictory frame constraints specified: min\(axis) \(lo.map(formatLength) ?? "nil"), ideal\(axis) \(mid.map(formatLength) ?? "nil"), max\(axis) \(hi.map(formatLength) ?? "nil").")
            }
            let newIdeal = mid.map { Swift.max(lo ?? 0, $0) }
            let newMax = hi.map { Swift.max(newIdeal ?? 0, $0) }
            return (lo, newIdeal, newMax)
        }
        (self.minWidth, self.idealWidth, self.maxWidth) = normalise(minWidth, idealWidth, maxWidth, "Width")
        (self.minHeight, self.idealHeight, self.maxHeight) = normalise(minHeight, idealHeight, maxHeight, "Height")
    }

    /// Whether one dimension's limits need no normalising and no report: each absent or within
    /// 0…`absurdLength` (a maximum may also be +∞), in order where given.
    @inline(__always)
    private static func isNormal(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> Bool {
        func finite(_ value: CGFloat?) -> Bool { value.map { $0 >= 0 && $0 <= absurdLength } ?? true }
        guard finite(min), finite(ideal), max.map({ $0 >= 0 && ($0 <= absurdLength || $0 == .infinity) }) ?? true else { return false }
        let lo = min ?? 0
        return ideal.map { $0 >= lo && (max ?? .infinity) >= $0 } ?? ((max ?? .infinity) >= lo)
    }
}

@usableFromInline nonisolated struct FlexFrameModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let rule = FlexFrameRule(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment, report: builder.report)
        builder.buildModified(content, rule: rule)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame having the specified size constraints (A8).
    /// Inlinable like `frame(width:height:alignment:)`.
    @inlinable public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

extension FlexFrameRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.flexFrame(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "frame(min/ideal/max)" }
    /// Limits on both sides often decide the answer without the child (A8).
    var mayAnswerAlone: Bool { true }
    /// Each dimension is limited from its own proposal and the child's answer to it (A8).
    var keepsAxesApart: Bool { true }
    /// A8 through the rule's own arithmetic.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize { sizeThatFits(proposal, child: node.child) }
    /// A8: the child proposed the clamped proposal, aligned in the frame.
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        placement(of: node.child, in: size, proposal: proposal)
    }
    /// A5.4: the edges of the dimensions the frame constrains.
    var spacingResetEdges: Edge.Set { constrainedEdges }
}
