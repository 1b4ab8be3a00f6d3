/// A gesture that recognises one or more taps, as in SwiftUI. Recorded; a touch completes it.
nonisolated public struct TapGesture: Gesture, Sendable {
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }
    /// A tap has no value.
    public typealias Value = Void
    /// A primitive: it has no body.
    public typealias Body = Never

    /// A tap, completed by one touch.
    public func _describe() -> _GestureDescription<Void> {
        _GestureDescription(kind: .tap(count: count)) { _ in () }
    }
}
