import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states, as in SwiftUI.
///
/// Arrange has no touch input: gestures are accepted and recorded on the view they are attached
/// to (`ViewAnnotation.gesture`), with no effect on layout. A gesture that completes from a
/// single touch (a tap, a long press, and compositions of them) can be completed through the
/// record, which runs its `onEnded` (and `onChanged`, `map`) callbacks with the value such a
/// touch gives; nothing else runs its callbacks.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Body { get }

    /// How Arrange records this gesture. Built-in gestures describe themselves; a gesture with a
    /// body whose value is its own is described by its body; any other as `.custom`.
    nonisolated func _describe() -> _GestureDescription<Value>
}

nonisolated extension Gesture {
    /// A gesture Arrange cannot look into: recorded as `.custom`, with no completion.
    public func _describe() -> _GestureDescription<Value> {
        _GestureDescription(kind: .custom, complete: nil)
    }
}

nonisolated extension Gesture where Body.Value == Value {
    /// A gesture with a body is what its body is.
    public func _describe() -> _GestureDescription<Value> {
        assumingMainActor(self) { $0.body }._describe()
    }
}

nonisolated extension Gesture where Body == Never {
    /// Built-in gestures have no body; asking for one stops the program, as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture and has no body")
    }
}

nonisolated extension Never: Gesture {
    /// `Never` as a gesture has no value.
    public typealias Value = Never
    // `Never`'s one `body` (in `View.swift`) serves this protocol too.
}

/// What kind of gesture a record holds. Arrange's own.
public indirect enum GestureKind: Equatable, Sendable {
    /// A tap (`TapGesture`, `onTapGesture`) of `count` taps.
    case tap(count: Int)
    /// A tap that reports where it happened (`SpatialTapGesture`, `onTapGesture(coordinateSpace:perform:)`).
    case spatialTap(count: Int)
    /// A long press (`LongPressGesture`, `onLongPressGesture`).
    case longPress(minimumDuration: Double, maximumDistance: CGFloat)
    /// A drag (`DragGesture`).
    case drag(minimumDistance: CGFloat)
    /// A magnification (`MagnifyGesture`).
    case magnify(minimumScaleDelta: CGFloat)
    /// A rotation (`RotateGesture`).
    case rotate(minimumAngleDelta: Angle)
    /// Two gestures recognised at once (`simultaneously(with:)`).
    case simultaneous(GestureKind, GestureKind)
    /// One gesture, then another (`sequenced(before:)`).
    case sequence(GestureKind, GestureKind)
    /// The first of two gestures that succeeds (`exclusively(before:)`).
    case exclusive(GestureKind, GestureKind)
    /// A gesture Arrange cannot look into.
    case custom
}

/// Where a simulated touch that completes a gesture happened: the point in the view's own
/// coordinates and in the host's (global) ones. Arrange's own.
public struct GestureTouch: Sendable {
    /// The point in the view's own coordinate space.
    public var local: CGPoint
    /// The point in the host's coordinate space.
    public var global: CGPoint

    /// A touch at `local` in the view, `global` in the host.
    public init(local: CGPoint, global: CGPoint) {
        self.local = local
        self.global = global
    }

    /// The point in `space` (a named space is taken as the view's own).
    func location(in space: CoordinateSpace) -> CGPoint {
        if case .global = space { return global }
        return local
    }
}

/// How Arrange records a gesture: its kind, and how a single touch completes it (running its
/// callbacks and giving its end value), when one can. Arrange's own; built by `_describe()`.
public struct _GestureDescription<Value> {
    /// The kind of gesture.
    public var kind: GestureKind
    /// Completes the gesture with a single touch: runs the callbacks and returns the value the
    /// gesture ended with; `nil` when a touch cannot complete it (a drag).
    var complete: ((GestureTouch) -> Value)?

    init(kind: GestureKind, complete: ((GestureTouch) -> Value)?) {
        self.kind = kind
        self.complete = complete
    }

    /// The same gesture, running `action` with the value it ends with (`onEnded`, `onChanged`:
    /// a single touch changes the value once, to the end value).
    func runningOnCompletion(_ action: @escaping (Value) -> Void) -> _GestureDescription {
        _GestureDescription(kind: kind, complete: complete.map { complete in
            { touch in
                let value = complete(touch)
                action(value)
                return value
            }
        })
    }
}

/// An optional gesture is its wrapped gesture, or none (`.gesture(isDone ? nil : press)`), as
/// in SwiftUI. `nil` is described as a custom gesture, which no interaction starts.
nonisolated extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The wrapped gesture's description, or a custom gesture's for `nil`.
    public func _describe() -> _GestureDescription<Wrapped.Value> {
        self?._describe() ?? _GestureDescription(kind: .custom, complete: nil)
    }
}
