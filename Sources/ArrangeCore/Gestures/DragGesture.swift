import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes, as in SwiftUI.
/// Recorded; a touch does not complete it, so its callbacks never run in Arrange.
nonisolated public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity, in points per second.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location will
        /// be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction, based on the current drag velocity, of what the final translation will
        /// be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location (iOS 17).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// A drag, which no touch completes.
    public func _describe() -> _GestureDescription<Value> {
        _GestureDescription(kind: .drag(minimumDistance: minimumDistance), complete: nil)
    }
}
