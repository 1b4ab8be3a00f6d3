/// The callback gestures SwiftUI's `onEnded`, `onChanged`, `map` and `updating` return, under
/// SwiftUI's names. Completing one runs its callback with the value the gesture it wraps ended with.
nonisolated extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_gesture: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the value of this gesture into a new value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_gesture: self, body: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes. The state
    /// resets to its initial value when the gesture ends, so in Arrange it keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

nonisolated extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_gesture: self, action: action)
    }
}

/// A gesture that runs an action when the gesture it wraps ends (`onEnded`).
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    let _gesture: Content
    let action: (Content.Value) -> Void
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    /// A primitive: it has no body.
    public typealias Body = Never

    /// The wrapped gesture, whose completion then runs the action.
    public func _describe() -> _GestureDescription<Value> {
        _gesture._describe().runningOnCompletion(action)
    }
}

/// A gesture that runs an action when the value of the gesture it wraps changes (`onChanged`).
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let _gesture: Content
    let action: (Content.Value) -> Void
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    /// A primitive: it has no body.
    public typealias Body = Never

    /// The wrapped gesture; its completion changes the value to the end value once.
    public func _describe() -> _GestureDescription<Value> {
        _gesture._describe().runningOnCompletion(action)
    }
}

/// A gesture whose value is the wrapped gesture's, mapped (`map`).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let _gesture: Content
    let body: (Content.Value) -> Value
    /// A primitive: it has no body.
    public typealias Body = Never

    /// The wrapped gesture, its end value mapped.
    public func _describe() -> _GestureDescription<Value> {
        let inner = _gesture._describe()
        let body = self.body
        return _GestureDescription(kind: inner.kind, complete: inner.complete.map { complete in { body(complete($0)) } })
    }
}

/// A gesture that updates the state provided by a gesture's updating callback, as in SwiftUI.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The type representing the gesture's value.
    public typealias Value = Base.Value

    /// The originating gesture (the state resets when it ends, so completing it leaves the
    /// state as it was).
    public func _describe() -> _GestureDescription<Value> {
        base._describe()
    }
}

/// `GestureStateGesture` has a stored `body` closure rather than a gesture body, as in SwiftUI.
extension GestureStateGesture {
    /// The gesture body type: none (a primitive).
    public typealias Body = Never
}
