import Foundation
import OpenCombine

/// A modifier that changes the environment of the view it modifies. The ViewInspector module
/// applies these, outermost first, to evaluate a custom view's body in the environment its
/// enclosing modifiers give it, as a host would.
package protocol EnvironmentChangingModifier {
    /// Makes this modifier's change to `environment`.
    func changeEnvironment(_ environment: inout EnvironmentValues)
}

extension EnvironmentWritingModifier: EnvironmentChangingModifier {
    package func changeEnvironment(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension EnvironmentTransformingModifier: EnvironmentChangingModifier {
    package func changeEnvironment(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

extension EnvironmentObjectModifier: EnvironmentChangingModifier {
    package func changeEnvironment(_ environment: inout EnvironmentValues) { environment[EnvironmentObjectKey<T>.self] = object }
}

/// An `@EnvironmentObject` field, asked whether an environment supplies its object.
package protocol EnvironmentObjectField {
    /// Whether `environment` has an object of the field's type.
    func isSupplied(by environment: EnvironmentValues) -> Bool
    /// The object's type.
    static var objectType: Any.Type { get }
}

extension EnvironmentObject: EnvironmentObjectField {
    package func isSupplied(by environment: EnvironmentValues) -> Bool {
        object != nil || environment[EnvironmentObjectKey<ObjectType>.self] != nil
    }
    package static var objectType: Any.Type { ObjectType.self }
}

extension EnvironmentValues {
    /// Runs `body` with this environment as the one `@Environment` and `@EnvironmentObject`
    /// read outside a host (a body the ViewInspector module evaluates).
    package func whileCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }

    /// The environment `@Environment` reads outside a host right now.
    package static var currentForInspection: EnvironmentValues { current }
}

/// A view with `onDelete`/`onMove` actions, for the ViewInspector module's `callOnDelete` and
/// `callOnMove` (closures read by reflection are not safe to call).
package protocol EditActionsInspection {
    /// The action `onDelete(perform:)` set.
    var inspectedDeleteAction: ((IndexSet) -> Void)? { get }
    /// The action `onMove(perform:)` set.
    var inspectedMoveAction: ((IndexSet, Int) -> Void)? { get }
}

extension EditActionsContent: EditActionsInspection {
    package var inspectedDeleteAction: ((IndexSet) -> Void)? { deleteAction }
    package var inspectedMoveAction: ((IndexSet, Int) -> Void)? { moveAction }
}

/// A view Arrange makes for a modifier (`.badge`, `.swipeActions`, `.contextMenu`, `.tabItem`…):
/// the ViewInspector module sees through it to the view it modifies, as SwiftUI's modifiers
/// are seen through, and keeps it as one of that view's modifiers.
package protocol ModifyingView {
    /// The view the modifier applies to.
    var modifiedView: Any { get }
}

extension ListRowTraitView: ModifyingView {
    package var modifiedView: Any { content }
}

extension SwipeActionsView: ModifyingView {
    package var modifiedView: Any { content }
}

extension ContextMenuView: ModifyingView {
    package var modifiedView: Any { content }
}

extension TabItemView: ModifyingView {
    package var modifiedView: Any { content }
}

extension FlippedForRightToLeft: ModifyingView {
    package var modifiedView: Any { content }
}

extension EditActionsContent: ModifyingView {
    package var modifiedView: Any { base }
}

extension PopoverContent: ModifyingView {
    package var modifiedView: Any { content }
}
