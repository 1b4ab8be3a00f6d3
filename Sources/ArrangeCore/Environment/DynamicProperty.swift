/// An interface for a stored variable that updates an external property of a view, as in SwiftUI.
///
/// The host finds a view's dynamic properties (its `@State`, `@Environment`, … fields, also
/// inside custom `DynamicProperty` structs) before evaluating its body, installs the storage
/// that belongs to the view's identity, then calls `update()` on custom ones.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update by default.
    public mutating func update() {}
}
