import Foundation

/// A container view that arranges other views in a two-dimensional layout, as in SwiftUI (A15).
///
/// Build it from `GridRow`s: column *i* holds the i-th view of each row. A view placed directly
/// in the grid, outside any row, is a row of its own spanning every column. See `GridRule`
/// for how widths and heights are shared, including the rules Arrange chose where SwiftUI's
/// documentation is silent.
nonisolated public struct Grid<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    let content: Content
    let layout: GridLayout

    /// Creates a grid. `nil` spacing is the platform's default distance (8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildContainer(layout: view.layout) { builder.build(view.content) }
    }
}

/// A horizontal row in a two-dimensional grid container, as in SwiftUI.
///
/// Outside a `Grid` a row's views behave as if in a `Group` (each is a child of the enclosing
/// container), which is what SwiftUI does.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for this row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        guard builder.isBuildingGridContent else {
            builder.build(view.content)
            return
        }
        builder.buildContainer(rule: GridRowRule(alignment: view.alignment), stackAxis: .horizontal) {
            builder.build(view.content)
        }
    }
}

/// A grid layout, usable with `AnyLayout`, as in SwiftUI: `GridLayout { GridRow { … } }` lays
/// out like `Grid { GridRow { … } }`.
public struct GridLayout: Layout, BuiltinLayout {
    /// The guide for aligning the subviews in this grid.
    public var alignment: Alignment
    /// The horizontal distance between columns, or `nil` for the default (8).
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between rows, or `nil` for the default (8).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var algorithm: GridRule {
        GridRule(alignment: alignment, horizontalSpacing: validSpacing(horizontalSpacing), verticalSpacing: validSpacing(verticalSpacing))
    }
    var rule: GridRule { algorithm }
    var stackAxis: Axis? { nil }
    func diagnose(_ report: (String) -> Void) {
        diagnoseSpacing(horizontalSpacing, of: "Grid horizontal", report)
        diagnoseSpacing(verticalSpacing, of: "Grid vertical", report)
    }
    var buildsGridContent: Bool { true }

    /// The engine's grid algorithm, through the `Layout` protocol (A15).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }
    /// The engine's grid algorithm, through the `Layout` protocol (A15).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeAll(algorithm.placements(in: bounds.size, proposal: proposal, subviews: subviews), in: bounds, subviews: subviews)
    }
}
