import Foundation

/// What the tree notes on a node when it is built, fixed until the node is replaced: what its
/// subtree holds (copied up from its children) and what its rule declares (`LeafRule.flags`,
/// `UnaryRule.flags`, `ContainerRule.flags`, and the rule protocols' other build-time facts,
/// gathered by `RuleFactsVisitor`). The passes read these bits instead of asking the rule.
struct NodeFlags: OptionSet {
    var rawValue: UInt16

    // MARK: What the subtree holds (copied up from children)

    /// Some node of the subtree can report an explicit alignment guide; most subtrees cannot,
    /// and skip guide queries entirely. A rule that reports guides itself (alignmentGuide,
    /// custom layouts, text) declares it (A14.2).
    static let mayHaveExplicitGuides = NodeFlags(rawValue: 1 << 0)
    /// The subtree holds views whose content depends on where they are in the host
    /// (GeometryReader, ignoresSafeArea, a scroll view's clip): placed again even when its size
    /// and proposal did not change.
    static let dependsOnPosition = NodeFlags(rawValue: 1 << 1)
    /// The subtree holds a `containerRelativeFrame`, whose answers change with its container's
    /// size even when its proposal does not.
    static let dependsOnContainer = NodeFlags(rawValue: 1 << 2)
    /// Some node of the subtree may answer along one axis differently for different proposals
    /// along the other (text wrapping, an aspect ratio, a custom layout, a guide read across the
    /// axes): every rule but those that declare `keepsAxesApart`. Without it, a node's width
    /// depends only on the proposed width and its height only on the proposed height, so the
    /// size cache can answer from two remembered answers that each match one dimension
    /// (`SizeCache.composedAnswer`).
    static let mixesAxes = NodeFlags(rawValue: 1 << 15)
    /// The flags a node copies from its children.
    static let inherited: NodeFlags = [.mayHaveExplicitGuides, .dependsOnPosition, .dependsOnContainer, .mixesAxes]

    // MARK: What the rule declares

    /// The node keeps a stack's memo of its last distribution and gaps (`StackMemos`).
    static let keepsStackMemo = NodeFlags(rawValue: 1 << 3)
    /// A leaf answered by arithmetic (`ArithmeticLeafRule`), never remembered in the size cache.
    static let answersByArithmetic = NodeFlags(rawValue: 1 << 4)
    /// A frame that can often answer without asking its child (both dimensions fixed, or limits
    /// on both sides): such answers are arithmetic too, and skip the size cache.
    static let mayAnswerAlone = NodeFlags(rawValue: 1 << 5)
    /// The node's explicit guides are remembered within a pass (`remembersExplicitGuides`).
    static let remembersExplicitGuides = NodeFlags(rawValue: 1 << 6)
    /// The rule places its children in host coordinates, not mirrored right to left (A17;
    /// `ignoresSafeArea`).
    static let placesInHostCoordinates = NodeFlags(rawValue: 1 << 7)
    /// The node wraps its first child as a modifier does, taking over its traits (Decisions
    /// table), rather than holding children of its own.
    static let wrapsFirstChild = NodeFlags(rawValue: 1 << 8)
    /// The node is a container for `containerRelativeFrame` (a scroll view): its content is
    /// measured and placed against its size.
    static let entersContainer = NodeFlags(rawValue: 1 << 9)
    /// Children the rule does not place are left out (not shown) rather than centred
    /// (ViewThatFits).
    static let omitsUnplacedChildren = NodeFlags(rawValue: 1 << 10)
    /// The node clips what it contains to its bounds (a scroll view) and, on the axes it
    /// scrolls, to the unsafe area it reaches.
    static let clipsContent = NodeFlags(rawValue: 1 << 11)
    static let scrollsHorizontally = NodeFlags(rawValue: 1 << 12)
    static let scrollsVertically = NodeFlags(rawValue: 1 << 13)
    /// The second child (a background) is drawn behind the first.
    static let drawsSecondChildBehind = NodeFlags(rawValue: 1 << 14)

    /// The flags of `size`'s fast paths, switched off while the inspector records.
    static let fastPaths: NodeFlags = [.answersByArithmetic, .mayAnswerAlone]

    /// The axes a scroll view scrolls along, from its flags.
    var scrollAxes: Axis.Set {
        var axes: Axis.Set = []
        if contains(.scrollsHorizontally) { axes.insert(.horizontal) }
        if contains(.scrollsVertically) { axes.insert(.vertical) }
        return axes
    }

    /// The scroll flags for `axes`.
    static func scrolling(_ axes: Axis.Set) -> NodeFlags {
        var flags: NodeFlags = []
        if axes.contains(.horizontal) { flags.insert(.scrollsHorizontally) }
        if axes.contains(.vertical) { flags.insert(.scrollsVertically) }
        return flags
    }
}
