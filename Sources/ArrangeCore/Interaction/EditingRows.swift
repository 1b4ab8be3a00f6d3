import Foundation

extension HostingView {
    /// Deletes the list row matching `query` (the row, or a view in it) as a person would — by
    /// swiping it and tapping Delete, or in edit mode by tapping its delete control and then
    /// Delete — then applies the state changes and lays out again. Arrange's own.
    ///
    ///     try host.delete("Milk")            // calls onDelete with the row's offset: [1]
    ///     #expect(host.frame(of: "Milk") == nil)
    ///
    /// The row must be an element of a `ForEach` with `onDelete(perform:)` in a `List` or
    /// `Form`: the action is called with an `IndexSet` holding the element's offset in the
    /// `ForEach`'s data, as SwiftUI calls it; removing the element is the action's work. Throws
    /// `InteractionError` when nothing or several views match, when the view is in no such row,
    /// or when the row is disabled.
    @MainActor
    public func delete(_ query: ViewQuery) throws {
        let scene = interactionScene()
        let row = try scene.editableRow(of: try scene.unique(query), for: "deleted")
        guard let onDelete = row.editing.onDelete else {
            throw InteractionError(.notActionable, "\(scene.foundView(row.index)) cannot be deleted: its ForEach has no onDelete(perform:) action (it has onMove(perform:) only).")
        }
        onDelete(IndexSet(integer: row.editing.offset))
        applyPendingChanges()
    }

    /// Moves the list row matching `query` (the row, or a view in it) so that it is at `index`
    /// among its `ForEach`'s rows once moved, as dragging its reorder control there would, then
    /// applies the state changes and lays out again. Arrange's own.
    ///
    ///     try host.move("Eggs", to: 0)       // calls onMove([2], 0)
    ///     try host.move("Bread", to: 2)      // from 0: calls onMove([0], 3)
    ///
    /// The row must be an element of a `ForEach` with `onMove(perform:)` in a `List` or `Form`.
    /// The action is called as SwiftUI calls it: with an `IndexSet` holding the element's
    /// offset, and the offset in the data as it is before the move where the element is
    /// inserted (one past `index` when moving down). Moving a row to where it is calls nothing.
    /// Throws `InteractionError` when nothing or several views match, when the view is in no
    /// such row, when `index` is not a position among the rows, or when the row is disabled.
    @MainActor
    public func move(_ query: ViewQuery, to index: Int) throws {
        let scene = interactionScene()
        let row = try scene.editableRow(of: try scene.unique(query), for: "moved")
        let name = scene.foundView(row.index)
        guard let onMove = row.editing.onMove else {
            throw InteractionError(.notActionable, "\(name) cannot be moved: its ForEach has no onMove(perform:) action (it has onDelete(perform:) only).")
        }
        guard (0..<row.editing.count).contains(index) else {
            throw InteractionError(.notActionable, "\(name) cannot be moved to \(index): its ForEach has \(row.editing.count) rows, at 0…\(row.editing.count - 1).")
        }
        guard index != row.editing.offset else { return }
        onMove(IndexSet(integer: row.editing.offset), row.editing.moveDestination(toFinalIndex: index))
        applyPendingChanges()
    }
}

extension InteractionScene {
    /// The list row with edit actions at, around or below the entry, and its editing.
    func editableRow(of index: Int, for use: String) throws -> (index: Int, editing: ListRowEditing) {
        for candidate in [index] + ancestors(of: index) + Array(subtree(of: index).dropFirst()) {
            if let action = action(candidate), action.kind == .editableRow, let editing = action.value?() as? ListRowEditing {
                guard action.isEnabled else {
                    throw InteractionError(.disabled, "\(foundView(candidate)) is disabled (.disabled(true) or \\.isEnabled false): it cannot be \(use).")
                }
                return (candidate, editing)
            }
        }
        throw InteractionError(.notActionable, "\(foundView(index)) cannot be \(use): it is in no list row of a ForEach with onDelete(perform:) or onMove(perform:).")
    }
}
