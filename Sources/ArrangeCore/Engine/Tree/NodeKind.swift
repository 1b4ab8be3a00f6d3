import Foundation

/// What a node does in layout: its rule's family, and which rule of the family with where the
/// tree keeps it (a slot of `RuleStore`, or the rule itself when it is a few bytes). Compact, so
/// reading a node's kind in the hot path copies a few bytes rather than the largest rule.
///
/// The families are the three rule protocols, each behind its registry: leaves (`LeafRule`,
/// `visitLeaf`), unary modifiers (`UnaryRule`, `visitUnary`) and containers (`ContainerRule`,
/// `visitContainer`). The engine's operations switch over the family only; which rule of the
/// family a node has is the registry's business. A new rule adds its case to its family's kind
/// and one line to the registry; it is stored by its own `StoredRule` conformance.
enum NodeKind {
    case leaf(LeafKind)
    case unary(UnaryKind)
    case container(ContainerKind)
}

/// The rules of leaves (`LeafRule`).
enum LeafKind {
    /// Shapes, colours, Spacer and Divider: answered by arithmetic on the proposal (A3).
    case shape(ArithmeticLeafRule)
    /// A leaf measured by another target (Text, Image): a `MeasuredLeafRule`.
    case measured(Int32)
}

/// The rules of unary modifiers (`UnaryRule`).
enum UnaryKind {
    case fixedFrame(Int32)
    case flexFrame(Int32)
    case padding(Int32)
    case fixedSize(FixedSizeRule)
    case aspectRatio(Int32)
    case position(Int32)
    case alignmentGuide(Int32)
    case ignoresSafeArea(Edge.Set)
    case safeAreaPadding(Int32)
    case containerRelativeFrame(Int32)
}

/// The rules of containers (`ContainerRule`).
enum ContainerKind {
    case stack(Int32)
    case zStack(Int32)
    /// `overlay` or `background`: child 0 is the primary view, child 1 the secondary.
    case secondary(Int32)
    /// A Grid: its children are rows (`gridRow`) and views spanning all columns (A15).
    case grid(Int32)
    /// A GridRow inside a Grid: its cells are placed where the grid put them.
    case gridRow(Int32)
    /// `safeAreaInset`: child 0 is the main view, child 1 the inset view.
    case safeAreaInset(Int32)
    /// A `Layout` the engine runs through the protocol: a `CustomLayoutRule`.
    case custom(Int32)
    /// A GeometryReader: its children are built when it is placed.
    case geometryReader(Int32)
    /// A ScrollView around its content.
    case scrollView(Int32)
}
