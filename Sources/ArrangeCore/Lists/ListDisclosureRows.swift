import Foundation

/// A `DisclosureGroup` as a list's rows, as iOS draws it: its label is a row with the chevron
/// at the trailing inset (pointing right, down when expanded), which takes the group's control
/// action; when expanded, each view of its content is a row below it, read as a list's
/// content is (`ListContentBuilder.rows(of:)`), with separators between them. The rows of a
/// group inside the group are indented (`ListMetrics.indentation(nesting:)`).
@usableFromInline nonisolated struct ListDisclosureRows: View {
    let label: AnyView
    let content: AnyView
    let isExpanded: Binding<Bool>
    let context: ListRowContext

    @usableFromInline var body: some View {
        let expanded = isExpanded.wrappedValue
        let rows = expanded ? ListContentBuilder.rows(of: content) : []
        let expansion = isExpanded
        VStack(spacing: 0) {
            // The label's row, with the edit controls of the ForEach element the group is.
            ListEditableRowChrome(style: context.style, baseInsets: context.insets ?? ListMetrics.rowInsets,
                                  indent: ListMetrics.indentation(nesting: context.nesting), background: context.background,
                                  showsSeparator: rows.isEmpty ? context.showsSeparator : true,
                                  editing: context.editing, selectionValue: context.selectionValue,
                                  selection: context.selection, content: DisclosureRow(label: label, isExpanded: expanded))
                .controlAction(ControlAction(.disclosureGroup, activate: { expansion.wrappedValue.toggle() },
                                             value: { expansion.wrappedValue }))
            ForEach(Array(rows.enumerated()), id: \.element.key) { index, row in
                ListRowView(row: row, style: context.style,
                            showsSeparator: index < rows.count - 1 || context.showsSeparator,
                            selection: context.selection, nesting: context.nesting + 1)
            }
        }
        // The label's and the rows' views are not the row: a disclosure group among them is
        // one view again, unless it is a row itself (`ListRowView` sets the context anew).
        .environment(\.listRowContext, nil)
    }
}
