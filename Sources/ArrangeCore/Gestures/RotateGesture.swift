import Foundation

/// A gesture that recognises a rotation motion and tracks the angle of the rotation, as in
/// SwiftUI (iOS 17). Recorded; a touch does not complete it.
nonisolated public struct RotateGesture: Gesture {
    /// The value of a rotation gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// A rotation, which no touch completes.
    public func _describe() -> _GestureDescription<Value> {
        _GestureDescription(kind: .rotate(minimumAngleDelta: minimumAngleDelta), complete: nil)
    }
}
