@_spi(Reflection) import Swift
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

/// A graph property whose value comes from the environment alone (`@Environment`,
/// `@EnvironmentObject`): the ViewInspector module sets these in a view value it hands to a test
/// (`actualView()`), so reading them outside a body finds what the view's environment holds.
protocol EnvironmentResolvedProperty {
    /// Sets the field at `field` (a value of `Self`) from `environment`.
    static func _resolve(at field: UnsafeMutableRawPointer, in environment: EnvironmentValues)
}

extension EnvironmentObject: EnvironmentResolvedProperty {
    static func _resolve(at field: UnsafeMutableRawPointer, in environment: EnvironmentValues) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        if let object = environment[EnvironmentObjectKey<ObjectType>.self] { property.pointee.object = object }
    }
}

extension Environment: EnvironmentResolvedProperty {
    static func _resolve(at field: UnsafeMutableRawPointer, in environment: EnvironmentValues) {
        let property = field.assumingMemoryBound(to: Environment<Value>.self)
        switch property.pointee.source {
        case .keyPath(let keyPath): property.pointee.resolved = environment[keyPath: keyPath]
        case .object(let lookup, _): property.pointee.resolved = lookup(environment)
        }
    }
}

/// Sets the `@Environment` and `@EnvironmentObject` properties of `view` from `environment`,
/// for the ViewInspector module's `actualView()` (`@State` and the other graph properties are
/// left as they are). Views that are not structs are returned unchanged.
package func resolvingEnvironmentProperties<V>(of view: V, in environment: EnvironmentValues) -> V {
    updatingFields(of: view, kind: { $0 as? any EnvironmentResolvedProperty.Type }) { $0._resolve(at: $1, in: environment) }
}

/// An `@EnvironmentObject` field that can be given its object directly.
protocol EnvironmentObjectInjectable {
    /// Sets the field at `field` (a value of `Self`) to `object` when it is of the field's
    /// type; returns whether it was.
    static func _inject(_ object: AnyObject, at field: UnsafeMutableRawPointer) -> Bool
}

extension EnvironmentObject: EnvironmentObjectInjectable {
    static func _inject(_ object: AnyObject, at field: UnsafeMutableRawPointer) -> Bool {
        guard let typed = object as? ObjectType else { return false }
        field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object = typed
        return true
    }
}

/// `value` with `object` given to its `@EnvironmentObject` properties of the object's type, for
/// the ViewInspector module's `EnvironmentInjection` (a view inspected outside a host then reads
/// the object without an enclosing `environmentObject(_:)`). Values that are not structs are
/// returned unchanged.
package func injectingEnvironmentObject<V>(_ object: AnyObject, into value: V) -> V {
    updatingFields(of: value, kind: { $0 as? any EnvironmentObjectInjectable.Type }) { _ = $0._inject(object, at: $1) }
}

/// `value` with `update` run on each stored field whose type `kind` recognises, given that
/// kind and the field's address. Values that are not structs are returned unchanged.
private func updatingFields<V, Kind>(of value: V, kind: (Any.Type) -> Kind?, _ update: (Kind, UnsafeMutableRawPointer) -> Void) -> V {
    var value = value
    var fields: [(offset: Int, kind: Kind)] = []
    _ = _forEachField(of: V.self, options: []) { _, offset, fieldType, _ in
        if let fieldKind = kind(fieldType) { fields.append((offset, fieldKind)) }
        return true
    }
    guard !fields.isEmpty else { return value }
    withUnsafeMutableBytes(of: &value) { raw in
        guard let base = raw.baseAddress else { return }
        for field in fields { update(field.kind, base + field.offset) }
    }
    return value
}

/// A list row modifier (`listRowInsets`, `listRowBackground`, `badge`…), read by the
/// ViewInspector module: what it sets on a row.
package protocol InspectedListRowTraits {
    /// The insets and background the modifier sets (`nil`: not set by it).
    var inspectedRowTraits: (insets: EdgeInsets?, background: AnyView?) { get }
}

extension ListRowTraitView: InspectedListRowTraits {
    package var inspectedRowTraits: (insets: EdgeInsets?, background: AnyView?) {
        var traits = ListRowTraits()
        apply(&traits)
        return (traits.insets, traits.background)
    }
}

/// One of Arrange's modifiers whose body applies the modifiers that do its work (a dialog
/// presented by a binding): the ViewInspector module records what the body applies to its
/// content in place of the modifier, as it sees SwiftUI's own modifiers.
package protocol InspectionExpandedModifier {}
