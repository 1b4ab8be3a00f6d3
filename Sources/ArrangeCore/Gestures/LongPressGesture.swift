import Foundation

/// A gesture that succeeds when the user performs a long press, as in SwiftUI. Recorded; a
/// touch held long enough completes it (value `true`).
nonisolated public struct LongPressGesture: Gesture, Sendable {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is held.
    public typealias Value = Bool
    /// A primitive: it has no body.
    public typealias Body = Never

    /// A long press, completed by one touch held long enough.
    public func _describe() -> _GestureDescription<Bool> {
        _GestureDescription(kind: .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance)) { _ in true }
    }
}
