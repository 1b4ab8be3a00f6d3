import Foundation

/// A container view that arranges its children in a grid that grows vertically, creating items
/// only as needed, as in SwiftUI.
///
/// The columns come from `columns` (see `GridItem` and `LazyGridTracks`: fixed columns first, then
/// flexible and adaptive ones sharing what is left); children fill them left to right, row by
/// row; a row is as tall as its tallest child, and rows are `spacing` apart (nil: 8). The grid is
/// as wide as it is offered, or as its columns if wider; `alignment` aligns the columns in that
/// width and, unless a column's item says otherwise, each cell in its column (cells are centred
/// vertically in their row). The full rule, and where Arrange chose because SwiftUI does not
/// document it, is on `LazyGridLayout`.
///
/// Arrange lays every child out (nothing scrolls), and `pinnedViews` has no effect on layout.
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// The views pinned to the scroll view's bounds (read by the ViewInspector module).
    var pinnedViews = PinnedScrollableViews()

    /// Creates a grid that grows vertically with the given columns, alignment and spacing between
    /// rows (`nil`: 8). `pinnedViews` has no effect on layout.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the children of
    /// `content` become the cells of a `LazyGridLayout` growing vertically.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        buildLazyGrid(
            name: "LazyVGrid", axis: .vertical, items: view.columns,
            alignment: Alignment(horizontal: view.alignment, vertical: .center),
            spacing: view.spacing, content: view.content, in: builder)
    }
}

/// A container view that arranges its children in a grid that grows horizontally, creating items
/// only as needed, as in SwiftUI.
///
/// The transpose of `LazyVGrid`: the rows come from `rows` and the proposed height, children
/// fill them top to bottom, column by column, a column is as wide as its widest child, and
/// columns are `spacing` apart (nil: 8). `alignment` aligns the rows in the grid's height and,
/// unless a row's item says otherwise, each cell in its row (cells are centred horizontally in
/// their column). Arrange lays every child out, and `pinnedViews` has no effect on layout.
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// The views pinned to the scroll view's bounds (read by the ViewInspector module).
    var pinnedViews = PinnedScrollableViews()

    /// Creates a grid that grows horizontally with the given rows, alignment and spacing between
    /// columns (`nil`: 8). `pinnedViews` has no effect on layout.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the children of
    /// `content` become the cells of a `LazyGridLayout` growing horizontally.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        buildLazyGrid(
            name: "LazyHGrid", axis: .horizontal, items: view.rows,
            alignment: Alignment(horizontal: .center, vertical: view.alignment),
            spacing: view.spacing, content: view.content, in: builder)
    }
}

/// Builds a lazy grid's node: validates its items and spacing (reporting bad values) and makes
/// its content the cells of a `LazyGridLayout`.
private func buildLazyGrid<Content: View>(
    name: String, axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?,
    content: Content, in builder: _LayoutTreeBuilder
) {
    let valid = items.map { $0.validated(in: name, report: builder.report) }
    var lineSpacing = spacing ?? GridItem.defaultSpacing
    if !lineSpacing.isFinite {
        builder.report("\(name) spacing \(formatLength(lineSpacing)) is not finite; the default (\(formatLength(GridItem.defaultSpacing))) is used.")
        lineSpacing = GridItem.defaultSpacing
    }
    let layout = LazyGridLayout(axis: axis, items: valid, alignment: alignment, lineSpacing: lineSpacing, name: name)
    builder.buildContainer(engineLayout: layout) { builder.build(content) }
}
