/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes, as in SwiftUI.
///
/// Arrange has no focus system: the value is what the view or code sets (starting `false` or
/// `nil`); its storage belongs to the view's identity like `@State`'s, and writing it makes the
/// host evaluate the view's body again. Views marked `focused(_:)` record whether the value
/// names them (`ViewAnnotation.focused`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location (`$focus`).
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The storage, installed by the host like `@State`'s.
    private var state: State<Value>

    /// The current state value, taking into account whatever bindings might be in effect due
    /// to the current location of focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        let state = self.state
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }
}

/// What `focused(_:)` or `focused(_:equals:)` recorded on a view: whether the focus state names
/// it now, and how to make it name it. Arrange's own.
public struct FocusRecord {
    /// Whether the bound focus state names this view (is `true`, or equals the view's value).
    public let isFocused: Bool
    /// Sets the focus state to name this view.
    let focus: () -> Void
}

nonisolated extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value. Recorded
    /// (`ViewAnnotation.focused`); no layout effect.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        annotated(.focused(FocusRecord(isFocused: condition.wrappedValue, focus: { condition.wrappedValue = true })))
    }

    /// Modifies this view by binding its focus state to the given state value: the view has
    /// focus when the state equals `value`. Recorded; no layout effect.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        annotated(.focused(FocusRecord(isFocused: binding.wrappedValue == value, focus: { binding.wrappedValue = value })))
    }

    /// Specifies if the view is focusable. Recorded; no layout effect.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        annotated(.focusable(isFocusable))
    }
}
