import Foundation

/// What a node does in layout, as views and modifiers describe it. Each case's rules live with
/// the view or modifier that makes it. The engine stores the rules in typed arrays and keeps a
/// compact `NodeKind` per node, so that reading a node's kind in the hot path copies a few bytes
/// rather than the largest rule.
enum NodeRule {
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
    /// A leaf measured by another target (Text): index into `LayoutEngine.measuredLeaves`.
    case measured(Int32)
    /// A Grid: its children are rows (`gridRow`) and views spanning all columns (A15).
    case grid(GridAlgorithm)
    /// A GridRow inside a Grid: its cells are placed where the grid put them.
    case gridRow(GridRowRule)
    /// A GeometryReader: index into `LayoutEngine.geometryReaders`; children built when placed.
    case geometryReader(Int32)
    /// `ignoresSafeArea` on these edges.
    case ignoresSafeArea(Edge.Set)
    /// `safeAreaPadding`: padding that also narrows the content's safe area.
    case safeAreaPadding(PaddingLayout)
    /// `safeAreaInset`: child 0 is the main view, child 1 the inset view.
    case safeAreaInset(SafeAreaInsetLayout)
    /// `containerRelativeFrame`: a frame sized from the container's size.
    case containerRelativeFrame(ContainerRelativeFrameLayout)
}

/// A node's kind with its rule's index in `NodeRules` (leaves and fixedSize carry theirs inline).
enum NodeKind {
    case leaf(LeafLayout)
    case fixedFrame(Int32)
    case flexFrame(Int32)
    case padding(Int32)
    case fixedSize(FixedSizeLayout)
    case aspectRatio(Int32)
    case position(Int32)
    case alignmentGuide(Int32)
    case secondary(Int32)
    case stack(Int32)
    case zStack(Int32)
    case custom(Int32)
    case measured(Int32)
    case grid(Int32)
    case gridRow(Int32)
    case geometryReader(Int32)
    case ignoresSafeArea(Edge.Set)
    case safeAreaPadding(Int32)
    case safeAreaInset(Int32)
    case containerRelativeFrame(Int32)
}

/// The three families of rules, each behind its protocol and registry: leaves (`LeafRule`,
/// `visitLeaf`), unary modifiers (`UnaryRule`, `visitUnary`) and containers (`ContainerRule`,
/// `visitContainer`). The engine's operations switch over the family only; which rule of the
/// family a node has is the registry's business.
enum RuleFamily {
    case leaf, unary, container
}

extension NodeKind {
    /// The family of the node's rule.
    @inline(__always)
    var family: RuleFamily {
        switch self {
        case .leaf, .measured: .leaf
        case .stack, .zStack, .secondary, .grid, .gridRow, .safeAreaInset, .custom, .geometryReader: .container
        case .fixedFrame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position, .alignmentGuide, .ignoresSafeArea,
             .safeAreaPadding, .containerRelativeFrame: .unary
        }
    }
}

/// The rules of a tree's nodes, by kind.
struct NodeRules {
    var fixedFrames: [FixedFrameLayout] = []
    var flexFrames: [FlexFrameLayout] = []
    var paddings: [PaddingLayout] = []
    var aspectRatios: [AspectRatioLayout] = []
    var positions: [PositionLayout] = []
    var alignmentGuides: [AlignmentGuideLayout] = []
    var secondaries: [SecondaryLayout] = []
    var stacks: [StackLayout] = []
    var zStacks: [ZStackAlgorithm] = []
    var grids: [GridAlgorithm] = []
    var gridRows: [GridRowRule] = []
    var safeAreaPaddings: [PaddingLayout] = []
    var safeAreaInsets: [SafeAreaInsetLayout] = []
    var containerRelativeFrames: [ContainerRelativeFrameLayout] = []

    @inline(__always)
    mutating func store(_ rule: NodeRule) -> NodeKind {
        func append<T>(_ list: inout [T], _ value: T) -> Int32 {
            list.append(value)
            return Int32(list.count - 1)
        }
        switch rule {
        case .leaf(let leaf): return .leaf(leaf)
        case .fixedFrame(let r): return .fixedFrame(append(&fixedFrames, r))
        case .flexFrame(let r): return .flexFrame(append(&flexFrames, r))
        case .padding(let r): return .padding(append(&paddings, r))
        case .fixedSize(let r): return .fixedSize(r)
        case .aspectRatio(let r): return .aspectRatio(append(&aspectRatios, r))
        case .position(let r): return .position(append(&positions, r))
        case .alignmentGuide(let r): return .alignmentGuide(append(&alignmentGuides, r))
        case .secondary(let r): return .secondary(append(&secondaries, r))
        case .stack(let r): return .stack(append(&stacks, r))
        case .zStack(let r): return .zStack(append(&zStacks, r))
        case .custom(let index): return .custom(index)
        case .measured(let index): return .measured(index)
        case .grid(let r): return .grid(append(&grids, r))
        case .gridRow(let r): return .gridRow(append(&gridRows, r))
        case .geometryReader(let index): return .geometryReader(index)
        case .ignoresSafeArea(let edges): return .ignoresSafeArea(edges)
        case .safeAreaPadding(let r): return .safeAreaPadding(append(&safeAreaPaddings, r))
        case .safeAreaInset(let r): return .safeAreaInset(append(&safeAreaInsets, r))
        case .containerRelativeFrame(let r): return .containerRelativeFrame(append(&containerRelativeFrames, r))
        }
    }
}
