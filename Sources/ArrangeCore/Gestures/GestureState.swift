/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends, as in SwiftUI.
///
/// Arrange runs no gesture continuously, so the value is its initial value (a completed gesture
/// has reset it). Its storage belongs to the view's identity, as `@State`'s does.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// The storage, installed by the host like `@State`'s.
    private var state: State<Value>
    /// How the state resets when the gesture ends.
    private let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        reset = { _, _ in }
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue)
        reset = { _, transaction in transaction = resetTransaction }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value.
    public var wrappedValue: Value { state.wrappedValue }

    /// A binding to the gesture state property (`$state`, passed to `updating(_:body:)`).
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
