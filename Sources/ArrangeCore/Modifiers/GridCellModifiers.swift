import Foundation

// The grid cell modifiers (A15). Each writes a layout value on the cell, so it survives later
// modifiers and reaches the grid however the cell is wrapped.

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

nonisolated extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    /// A count below 1 is treated as 1, with a diagnostic.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: count))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    /// Put it on one cell of the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes: the view is
    /// proposed its cell's size there but does not decide the size of its row or column.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

@usableFromInline nonisolated struct GridCellColumnsModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let count: Int

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        var count = count
        if count < 1 {
            builder.report("gridCellColumns(\(count)) is less than 1; the cell spans one column.")
            count = 1
        }
        let span = count
        builder.buildUpdating(content) { node, _ in builder.setLayoutValue(GridCellColumnsKey.self, span, on: &node) }
    }
}
