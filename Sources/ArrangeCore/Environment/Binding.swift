/// A property wrapper type that can read and write a value owned by a source of truth, as in
/// SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction given by `animation(_:)`, `transaction(_:)` or `transaction`, if any.
    private var explicitTransaction: Transaction?

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// Creates a binding with a closure that reads from the binding value, and a closure that
    /// applies a transaction when writing to the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    /// The binding's transaction. A binding given one (`animation(_:)`, `transaction(_:)` or by
    /// setting this property) writes inside `withTransaction` with it; otherwise writes see the
    /// current transaction (`withAnimation`).
    public var transaction: Transaction {
        get { explicitTransaction ?? Transaction() }
        set { explicitTransaction = newValue }
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if let explicitTransaction {
                withTransaction(explicitTransaction) { setter(newValue, explicitTransaction) }
            } else {
                setter(newValue, Transaction._current)
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var binding = Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { (value: Subject) in self.wrappedValue[keyPath: keyPath] = value })
        binding.explicitTransaction = explicitTransaction
        return binding
    }
}

/// As in SwiftUI (`@unchecked Sendable where Value: Sendable`).
extension Binding: @unchecked Sendable where Value: Sendable {}
