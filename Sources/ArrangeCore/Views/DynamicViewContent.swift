import Foundation

/// A type of view that generates views from an underlying collection of data, as in SwiftUI:
/// `ForEach`, and what `onDelete(perform:)` and `onMove(perform:)` return.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view, as in SwiftUI. In a `List`, its rows show
    /// the delete control in edit mode (`\.editMode` active), and the interaction API's
    /// `HostingView.delete(_:)` (a swipe and Delete, or the control) calls `action` with the
    /// row's offset; elsewhere the views are laid out as before.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, deleteAction: action, moveAction: nil)
    }

    /// Sets the move action for the dynamic view, as in SwiftUI. In a `List`, its rows show the
    /// reorder control in edit mode, and `HostingView.move(_:to:)` calls `action` with the
    /// row's offset and the destination SwiftUI passes; elsewhere the views are laid out as
    /// before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, deleteAction: nil, moveAction: action)
    }
}

/// A dynamic view with edit actions: the base's views, unchanged; in a list, rows with the
/// actions (`ListRowEditing`).
nonisolated struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent, ListContentSource {
    let base: Base
    let deleteAction: ((IndexSet) -> Void)?
    let moveAction: ((IndexSet, Int) -> Void)?

    var data: Base.Data { assumingMainActor(base) { $0.data } }
    var body: some View { base }

    func appendListContent(to builder: inout ListContentBuilder) {
        builder.appendWithEditActions(base, onDelete: deleteAction, onMove: moveAction)
    }
}
