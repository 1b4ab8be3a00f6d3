import Foundation

/// A type of view that generates views from an underlying collection of data, as in SwiftUI:
/// `ForEach`, and what `onDelete(perform:)` and `onMove(perform:)` return.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view, as in SwiftUI. Arrange keeps the action
    /// with the views and lays them out as before; it draws no delete controls and has no swipe
    /// to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, deleteAction: action, moveAction: nil)
    }

    /// Sets the move action for the dynamic view, as in SwiftUI. Arrange keeps the action with
    /// the views and lays them out as before; it draws no reorder controls.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, deleteAction: nil, moveAction: action)
    }
}

/// A dynamic view with edit actions: the base's views, unchanged, as rows of a list too.
struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent, ListContentSource {
    let base: Base
    let deleteAction: ((IndexSet) -> Void)?
    let moveAction: ((IndexSet, Int) -> Void)?

    var data: Base.Data { base.data }
    var body: some View { base }

    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(base)
    }
}
