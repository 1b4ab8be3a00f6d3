import Foundation

/// `containerRelativeFrame` (SwiftUI, iOS 17): on the chosen axes the view is framed to a length
/// computed from its container's size (the nearest ScrollView, else the host's safe area); on
/// the others it keeps its own size. The content is proposed that length and aligned in it, as
/// with `frame(width:height:alignment:)`.
struct ContainerRelativeFrameRule {
    var axes: Axis.Set
    var alignment: Alignment
    /// Length on an axis from the container's length there.
    var length: @Sendable (CGFloat, Axis) -> CGFloat

    /// The frame for a container of `container` size. A non-finite length from the closure is
    /// reported and replaced by the container's length (what the plain `containerRelativeFrame`
    /// gives), or, when that is not finite either, left unset (the view keeps its own size).
    func frame(in container: CGSize, report: (String) -> Void) -> FixedFrameRule {
        func along(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let value = length(container[axis], axis)
            guard value.isFinite else {
                report("containerRelativeFrame's length closure returned \(formatLength(value)) for the \(axis == .horizontal ? "horizontal" : "vertical") axis (container length \(formatLength(container[axis]))); the container's length is used.")
                return container[axis].isFinite ? max(0, container[axis]) : nil
            }
            return max(0, value)
        }
        return FixedFrameRule(width: along(.horizontal), height: along(.vertical), alignment: alignment)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame whose size on `axes` is its container's.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(rule: ContainerRelativeFrameRule(axes: axes, alignment: alignment) { length, _ in length }))
    }

    /// Positions this view within an invisible frame that takes `span` of `count` equal parts
    /// of its container on `axes`, parts separated by `spacing`:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(rule: ContainerRelativeFrameRule(axes: axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1)), taken = CGFloat(max(min(span, max(count, 1)), 1))
            return (length - spacing * (parts - 1)) / parts * taken + spacing * (taken - 1)
        }, count: count, span: span, spacing: spacing))
    }

    /// Positions this view within an invisible frame whose length on each of `axes` is what
    /// `length` makes of the container's length on that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(rule: ContainerRelativeFrameRule(axes: axes, alignment: alignment, length: length)))
    }
}

@usableFromInline nonisolated struct ContainerRelativeFrameModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let rule: ContainerRelativeFrameRule
    var count = 1
    var span = 1
    var spacing: CGFloat = 0

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        if count < 1 || span < 1 || span > count || !spacing.isFinite {
            builder.report("containerRelativeFrame(count: \(count), span: \(span), spacing: \(formatLength(spacing))) is invalid; count and span are kept between 1 and count, spacing finite.")
        }
        var rule = rule
        if !spacing.isFinite {
            let (count, span) = (count, span)
            rule.length = { length, _ in
                let parts = CGFloat(max(count, 1)), taken = CGFloat(max(min(span, max(count, 1)), 1))
                return length / parts * taken
            }
        }
        builder.engine.tree.hasContainerRelativeFrames = true
        builder.buildModified(content, rule: rule)
    }
}

extension ContainerRelativeFrameRule: UnaryRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .unary(.containerRelativeFrame(rules.append(self))) }

    /// The modifier's name in dumps and the inspector.
    var nodeName: String { "containerRelativeFrame" }
    /// Its answers change with its container's size.
    var flags: NodeFlags { .dependsOnContainer }
    /// A frame of the lengths computed from the container's size.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: UnaryNode) -> CGSize {
        frame(in: node.container, report: node.report).sizeThatFits(proposal, child: node.child)
    }
    /// As that frame places its child (A7).
    func placement(in size: CGSize, proposal: ProposedViewSize, in node: UnaryNode) -> ChildPlacement {
        frame(in: node.container, report: node.report).placement(of: node.child, in: size, proposal: proposal)
    }
    /// A5.4: the edges of the framed axes.
    var spacingResetEdges: Edge.Set { spacingEdges(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)) }
}
