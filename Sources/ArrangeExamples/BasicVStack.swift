import Arrange

/// The basic vertical stack of Apple's `Layout` page (seed 000), with the flexibility layout value
/// of the `LayoutValueKey` page (seed 001).
///
/// It stacks its subviews' ideal sizes (each is proposed `.unspecified`) from top to bottom: its
/// width is the width of the aligned subviews (the widest, when no alignment guide is moved) and
/// its height the sum of their heights — with no gaps, or, when `usesPreferredSpacing` is set,
/// the subviews' preferred distances (`spacing.distance(to:along: .vertical)`). So `R(50,20)` and
/// `R(30,40)` make 50×60, the second at y = 20; with preferred spacing 50×68, the second at y = 28.
///
/// When proposed a finite height taller than that, subviews that set a ``Flexibility`` value
/// (`.layoutFlexibility(_:)`) share the difference in proportion to their values: each is proposed
/// its ideal width and its ideal height plus its share. Without flexible subviews the stack stays
/// at its ideal size whatever it is proposed.
///
/// As the seed explains, `BasicVStack { … }` works without parentheses because the layout has an
/// initializer with no arguments; `BasicVStack(alignment: .leading) { … }` sets the alignment.
public struct BasicVStack: Layout {
    /// The guide that lines the subviews up horizontally.
    public var alignment: HorizontalAlignment
    /// Whether subviews are separated by their preferred spacing instead of touching.
    public var usesPreferredSpacing: Bool

    /// A stack with centre alignment and no spacing.
    public init() {
        self.alignment = .center
        self.usesPreferredSpacing = false
    }

    /// A stack with the given alignment and no spacing.
    public init(alignment: HorizontalAlignment) {
        self.alignment = alignment
        self.usesPreferredSpacing = false
    }

    /// A stack with the given alignment that separates its subviews by their preferred spacing
    /// when `usesPreferredSpacing` is true.
    public init(alignment: HorizontalAlignment = .center, usesPreferredSpacing: Bool) {
        self.alignment = alignment
        self.usesPreferredSpacing = usesPreferredSpacing
    }

    /// A vertical stack: Spacers and Dividers inside it work vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The width of the aligned subviews and the sum of their heights (and gaps).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(for: proposal, subviews: subviews).size
    }

    /// Places the subviews top to bottom, lined up on `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(for: proposal, subviews: subviews)
        for (index, subview) in zip(subviews.indices, subviews) {
            let row = arrangement.rows[index - subviews.startIndex]
            subview.place(
                at: CGPoint(x: bounds.minX + row.origin.x, y: bounds.minY + row.origin.y),
                anchor: .topLeading,
                proposal: row.proposal)
        }
    }

    /// The seed's container spacing: the first subview's top, the last one's bottom and every
    /// subview's leading and trailing preferences.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for index in subviews.indices {
            var edges: Edge.Set = [.leading, .trailing]
            if index == subviews.startIndex { edges.formUnion(.top) }
            if index == subviews.endIndex - 1 { edges.formUnion(.bottom) }
            spacing.formUnion(subviews[index].spacing, edges: edges)
        }
        return spacing
    }

    /// Where one subview goes, relative to the stack's top-left corner, and what it is proposed.
    private struct Row {
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    /// The stack's size and its rows for `proposal`.
    private func arrangement(for proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, rows: [Row]) {
        guard !subviews.isEmpty else { return (.zero, []) }

        // The ideal size of each subview, and the gaps between neighbours.
        let idealSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps: [CGFloat] = subviews.indices.dropLast().map { index in
            usesPreferredSpacing
                ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
                : 0
        }
        let idealHeight = idealSizes.reduce(0) { $0 + $1.height } + gaps.reduce(0, +)

        // Map the flexibility property of each subview into an array (seed 001).
        let flexibilities = subviews.map { subview in max(0, subview[Flexibility.self] ?? 0) }
        let totalFlexibility = flexibilities.reduce(0, +)
        var extra: CGFloat = 0
        if let height = proposal.height, height.isFinite, height > idealHeight, totalFlexibility > 0 {
            extra = height - idealHeight
        }

        // What each subview is proposed, and its dimensions for that proposal.
        let proposals: [ProposedViewSize] = zip(idealSizes, flexibilities).map { ideal, flexibility in
            guard extra > 0, flexibility > 0 else { return .unspecified }
            return ProposedViewSize(width: ideal.width, height: ideal.height + extra * flexibility / totalFlexibility)
        }
        let dimensions = zip(subviews, proposals).map { subview, proposal in subview.dimensions(in: proposal) }

        // Line the subviews' guides up: the one furthest from its leading edge sits at x = 0.
        let guides = dimensions.map { $0[alignment] }
        let line = guides.max() ?? 0
        var rows: [Row] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        for index in dimensions.indices {
            let x = line - guides[index]
            rows.append(Row(origin: CGPoint(x: x, y: y), proposal: proposals[index]))
            width = max(width, x + dimensions[index].width)
            y += dimensions[index].height
            if index < gaps.count { y += gaps[index] }
        }
        return (CGSize(width: width, height: y), rows)
    }
}
