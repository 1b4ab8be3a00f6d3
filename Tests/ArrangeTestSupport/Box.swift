import Foundation
import ArrangeCore

/// A value in a reference with a binding to it, for tests that write a binding through a
/// control and read the result back.
public final class Box<Value>: @unchecked Sendable {
    /// The value.
    public var value: Value
    /// A box holding `value`.
    public init(_ value: Value) { self.value = value }
    /// A binding that reads and writes the box.
    public var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
