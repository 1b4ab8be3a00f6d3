import ArrangeCore
import Foundation

/// Conformance is no longer required, as in ViewInspector: the protocol remains, empty, so
/// test files that still declare `extension MyView: Inspectable {}` compile.
@available(*, deprecated, message: "Conformance to Inspectable is no longer required")
public protocol Inspectable {}

/// A view that shows inspection another view in its place (`customInspectableContent`), as
/// a `UIViewRepresentable` that hosts SwiftUI views may.
public protocol CustomInspectable {
    /// The view inspection sees.
    associatedtype View: ArrangeCore.View
    /// What inspection sees instead of this view.
    var customInspectableContent: View { get }
}

/// A type compared by its bytes (ViewInspector's opt-in `==`).
public protocol BinaryEquatable: Equatable {}

extension BinaryEquatable {
    /// Whether the two values have the same bytes.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }
}

extension Binding {
    /// A binding to a value of its own, for passing to a view under test (`@Binding`).
    public init(wrappedValue: Value) {
        let box = BindingBox(wrappedValue)
        self.init(get: { box.value }, set: { box.value = $0 })
    }
}

/// The storage of a `Binding(wrappedValue:)`.
private final class BindingBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
