/// A key for accessing a layout value of a layout container's subviews, as in SwiftUI.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Value { get }
}
