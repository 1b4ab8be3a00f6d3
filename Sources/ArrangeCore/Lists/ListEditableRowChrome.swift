import Foundation

/// A row's chrome (`ListRowChrome`) with what edit mode adds to it: past the leading inset the
/// delete control (a row of a `ForEach` with `onDelete`) or, in a list selecting a set, the
/// selection circle of a selectable row, the content moved 38 points in; the reorder control
/// (`onMove`) at the trailing inset, the content ending 38 points earlier; a selected row's
/// highlight. The row's edit actions are recorded on its content for the interaction API.
/// A list's rows and a disclosure group's label row are drawn with it.
@usableFromInline nonisolated struct ListEditableRowChrome<Content: View>: View {
    let style: ListStyleKind
    /// The row's insets (its `.listRowInsets`, else the style's), before indentation and
    /// edit controls.
    let baseInsets: EdgeInsets
    /// The indentation of a row inside disclosure groups.
    let indent: CGFloat
    let background: AnyView?
    let showsSeparator: Bool
    let editing: ListRowEditing?
    /// The value a selection takes for the row (`ListRow.selectionValue`).
    let selectionValue: AnyHashable?
    let selection: ListRowSelection?
    let content: Content
    @Environment(\.editMode) private var editMode

    @usableFromInline var body: some View {
        let base = baseInsets
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let showsSelection = isEditing && selection?.allowsMultiple == true && selectionValue != nil
        let isSelected = isEditing && selectionValue.map { selection?.isSelected($0) ?? false } ?? false
        let showsDelete = isEditing && !showsSelection && editing?.onDelete != nil
        let showsReorder = isEditing && editing?.onMove != nil
        // In edit mode the content moves right past the delete control or selection circle and
        // ends before the reorder control (`ListMetrics.editControlShift`, `reorderControlShift`).
        let insets = EdgeInsets(top: base.top,
                                leading: base.leading + indent + (showsDelete || showsSelection ? ListMetrics.editControlShift : 0),
                                bottom: base.bottom,
                                trailing: base.trailing + (showsReorder ? ListMetrics.reorderControlShift : 0))
        ListRowChrome(style: style, insets: insets,
                      background: isSelected ? AnyView(ListMetrics.selectedRowBackground) : background,
                      showsSeparator: showsSeparator, content: editableContent)
            .overlay(alignment: .leading) {
                if showsDelete {
                    ListDeleteControl().padding(.leading, base.leading + indent)
                } else if showsSelection {
                    ListSelectionControl(isSelected: isSelected).padding(.leading, base.leading + indent)
                }
            }
            .overlay(alignment: .trailing) {
                if showsReorder {
                    ListReorderControl().padding(.trailing, base.trailing)
                }
            }
    }

    /// The content, with the row's edit actions recorded on it for the interaction API.
    @ViewBuilder private var editableContent: some View {
        if let editing {
            content.controlAction(ListRowEditAction.action(for: editing))
        } else {
            content
        }
    }
}
