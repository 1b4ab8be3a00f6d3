/// An interface for a stored variable that updates an external property of a view, as in SwiftUI.
/// Arrange has no update cycle yet, so `update()` is never needed.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update: Arrange has no update cycle yet.
    public mutating func update() {}
}
