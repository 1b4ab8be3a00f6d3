import Foundation

/// A list's selection as its rows see it: how to select a row by its value, whether a value is
/// selected, and whether several can be (the list was given a set). Rows read the selection in
/// their bodies, so a change of it updates the rows that show it.
struct ListRowSelection {
    /// Selects a row by its value (see `ListSelection.writer`).
    let select: (AnyHashable) -> Void
    /// Whether the row of a value is selected now.
    let isSelected: (AnyHashable) -> Bool
    /// Whether the list selects a set of rows (its edit mode shows the selection circles).
    let allowsMultiple: Bool
}

extension ListSelection {
    /// The selection as rows use it; `nil` without one.
    var rowSelection: ListRowSelection? {
        guard let writer else { return nil }
        let values = { () -> Set<Value> in selectedValues }
        return ListRowSelection(
            select: writer,
            isSelected: { value in (value.base as? Value).map { values().contains($0) } ?? false },
            allowsMultiple: { if case .multiple = self { return true } else { return false } }()
        )
    }
}
