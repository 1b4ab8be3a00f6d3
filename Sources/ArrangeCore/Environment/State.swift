/// A property wrapper type that can read and write a value managed by SwiftUI, as in SwiftUI.
///
/// Arrange has no update cycle yet: a `State` simply holds its initial value, and writes are kept
/// but never cause a new layout.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { storage = StateStorage(value) }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { self.init(wrappedValue: nil) }
}

private final class StateStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// As in SwiftUI: a state of a sendable value is sendable. (Unchecked: the storage is a reference
/// the host reads and writes on the thread that uses it.)
extension State: @unchecked Sendable where Value: Sendable {}
