import Foundation

/// A gesture that recognises a magnification motion and tracks the amount of magnification,
/// as in SwiftUI (iOS 17). Recorded; a touch does not complete it.
nonisolated public struct MagnifyGesture: Gesture {
    /// The value of a magnify gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// A magnification, which no touch completes.
    public func _describe() -> _GestureDescription<Value> {
        _GestureDescription(kind: .magnify(minimumScaleDelta: minimumScaleDelta), complete: nil)
    }
}
