import Foundation

/// A gesture that recognises one or more taps and reports their location, as in SwiftUI.
/// Recorded; a touch completes it with the touch's location in its coordinate space.
nonisolated public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location (iOS 17).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// A tap at a location, completed by one touch.
    public func _describe() -> _GestureDescription<Value> {
        let space = coordinateSpace
        return _GestureDescription(kind: .spatialTap(count: count)) { touch in Value(location: touch.location(in: space)) }
    }
}
