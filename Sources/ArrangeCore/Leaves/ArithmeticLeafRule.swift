import Foundation

/// How a leaf view answers proposals.
enum ArithmeticLeafRule {
    /// Shapes and colours take the whole proposal; an unspecified dimension becomes 10 (A3.1, R6).
    case fill
    /// A Spacer (A3.4): its `minLength` (8 by default) and, inside a stack, that stack's axis.
    case spacer(minLength: CGFloat?, axis: Axis?)
    /// A Divider (A3.5): `thickness` across the line; the line runs across the stack's axis.
    case divider(thickness: CGFloat, lineAxis: Axis)

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .fill:
            return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength, let axis):
            let minimum = minLength ?? ViewSpacing.defaultDistance
            func grow(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minimum) }
            switch axis {
            case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
            case .vertical: return CGSize(width: 0, height: grow(proposal.height))
            case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
            }
        case .divider(let thickness, let lineAxis):
            // R14: a fill framed to `thickness` across the line; along the line it takes the proposal.
            let length = lineAxis == .horizontal ? proposal.width : proposal.height
            return CGSize(major: length ?? 10, minor: thickness, axis: lineAxis)
        }
    }

    var spacing: ViewSpacing {
        switch self {
        case .fill, .divider:
            return ViewSpacing()
        case .spacer(_, let axis):
            // A5.3: no spacing next to a Spacer along its stack's axis, and no preference across
            // it (the stack's edges across its axis are its other children's).
            switch axis {
            case .horizontal: return ViewSpacing.empty.replacing(edges: .horizontal, with: 0)
            case .vertical: return ViewSpacing.empty.replacing(edges: .vertical, with: 0)
            case nil: return ViewSpacing()
            }
        }
    }
}

extension _LayoutTreeBuilder {
    /// Adds a leaf answered by arithmetic (a shape, a colour, Spacer, Divider).
    func addLeaf(_ leaf: ArithmeticLeafRule) {
        var node = LayoutNode()
        node.layoutDirection = environment.layoutDirection
        if case .spacer = leaf { node.priority = -.infinity }  // A3.4, R4
        output.append(engine.addNode(node, rule: leaf))
    }
}
