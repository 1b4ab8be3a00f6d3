import Foundation

/// What a view that draws its own list rows (a `DisclosureGroup`, see `ListRowExpanding`) needs
/// to draw them as the list draws its rows: the style, the row's settings, whether a separator
/// follows its last row, and how deep it is among disclosure groups.
struct ListRowContext {
    var style: ListStyleKind
    /// The row's `.listRowInsets`, if set.
    var insets: EdgeInsets?
    /// The row's `.listRowBackground`, if set.
    var background: AnyView?
    /// Whether a separator follows the last row drawn (not after a section's last row).
    var showsSeparator: Bool
    /// How many disclosure groups enclose the row (0 for a row of the list's own content).
    var nesting: Int
    /// The list's selection, for the rows drawn.
    var selection: ListRowSelection?
    /// The edit actions of the `ForEach` the row is an element of: the label's row shows their
    /// controls in edit mode.
    var editing: ListRowEditing? = nil
    /// The value a selection takes for the row (`ListRow.selectionValue`).
    var selectionValue: AnyHashable? = nil
}

private struct ListRowContextKey: EnvironmentKey {
    static var defaultValue: ListRowContext? { nil }
}

extension EnvironmentValues {
    /// Set on the content of a row that draws its own rows, and only there: its label and
    /// content see `nil`, so a disclosure group elsewhere in a row stays one view.
    var listRowContext: ListRowContext? {
        get { self[ListRowContextKey.self] }
        set { self[ListRowContextKey.self] = newValue }
    }
}

/// Views that, as a list's row (alone or inside modifiers), draw their own rows: a
/// `DisclosureGroup` is its label's row and, when expanded, a row for each view of its content.
protocol ListRowExpanding {}

/// The look every list row shares: its content inside the insets, at least 44 points tall, on
/// the row background, with its separator along the bottom from the content's leading edge.
@usableFromInline nonisolated struct ListRowChrome<Content: View>: View {
    let style: ListStyleKind
    /// The insets, with any indentation and edit-control space added.
    let insets: EdgeInsets
    let background: AnyView?
    let showsSeparator: Bool
    let content: Content

    @usableFromInline var body: some View {
        content
            .environment(\.isInListRow, true)
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.minRowHeight, alignment: .leading)
            .background {
                if let background {
                    background
                } else {
                    style.isGrouped ? ListMetrics.groupedRowBackground : ListMetrics.plainBackground
                }
            }
            .overlay(alignment: .bottom) {
                if showsSeparator {
                    ListMetrics.separator
                        .frame(height: ListMetrics.separatorThickness)
                        .padding(.leading, insets.leading)
                }
            }
    }
}

extension ListMetrics {
    /// How far a row inside nested disclosure groups is indented: one `outlineIndentation` for
    /// each group beyond the first (a group's own content keeps the list's insets).
    static func indentation(nesting: Int) -> CGFloat {
        CGFloat(max(0, nesting - 1)) * outlineIndentation
    }
}
