import Foundation

/// One node of the retained layout tree: a leaf, a unary layout modifier or a container.
/// Nodes live in one flat array of the engine; children are ranges of `LayoutEngine.childList`.
/// What the node does (its `NodeKind`) lives in a parallel array: the fields here are the ones
/// parents read about their children on every probe, kept small so they stay in cache.
struct LayoutNode {
    /// Leaves answer by arithmetic and are never remembered in the size cache.
    var isLeaf = false
    /// Start of this node's children in `childList`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    var parent: Int32 = -1
    /// The view's layout priority: a trait that later unary modifiers keep (Decisions table).
    var priority: Double = 0
    var layoutDirection: LayoutDirection = .leftToRight
    /// Whether any node of this subtree can report an explicit alignment guide; most subtrees
    /// cannot, and skip guide queries entirely.
    var mayHaveExplicitGuides = false
    /// Index into `LayoutEngine.traitTables` of this view's layout values, or -1.
    var traits: Int32 = -1

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

/// What a node does in layout. Each case's rules live with the view or modifier that makes it.
enum NodeKind {
    case leaf(LeafLayout)
    case fixedFrame(FixedFrameLayout)
    case flexFrame(FlexFrameLayout)
    case padding(PaddingLayout)
    case fixedSize(FixedSizeLayout)
    case aspectRatio(AspectRatioLayout)
    case position(PositionLayout)
    case alignmentGuide(AlignmentGuideLayout)
    /// `overlay` or `background`: child 0 is the primary view, child 1 the secondary.
    case secondary(SecondaryLayout)
    case stack(StackLayout)
    case zStack(ZStackAlgorithm)
    /// A `Layout` the engine does not know: index into `LayoutEngine.customLayouts`.
    case custom(Int32)

    /// Whether the node's explicit guides are those of its first child, moved by its offset
    /// (unary modifiers), rather than a merge of all children (containers).
    var forwardsChildGuides: Bool {
        switch self {
        case .stack, .zStack, .custom, .leaf: return false
        default: return true
        }
    }
}

/// Where a container puts one child: logical (left-to-right) origin relative to the container,
/// the child's size, and the proposal that gave that size.
struct ChildPlacement {
    var ordinal: Int32
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
}

/// What the last placement pass decided for a node, relative to its parent.
struct PlacedGeometry {
    var origin: CGPoint = .zero
    var size: CGSize = .zero
    var proposal = ProposedViewSize.unspecified
    var isPlaced = false
}
