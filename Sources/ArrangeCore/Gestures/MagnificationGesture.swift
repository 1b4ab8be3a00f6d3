import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as
/// SwiftUI's deprecated form: its value is the scale factor itself (`MagnifyGesture`'s value
/// carries more). Arrange records it as a magnify gesture; no pinch reaches a host.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
nonisolated public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The type representing the gesture's value: the scale factor.
    public typealias Value = CGFloat
    /// A primitive gesture.
    public typealias Body = Never

    /// What the gesture is, for hit testing and the interaction API.
    public func _describe() -> _GestureDescription<CGFloat> {
        _GestureDescription(kind: .magnify(minimumScaleDelta: minimumScaleDelta), complete: nil)
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as
/// SwiftUI's deprecated form: its value is the angle itself.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
nonisolated public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The type representing the gesture's value: the angle.
    public typealias Value = Angle
    /// A primitive gesture.
    public typealias Body = Never

    /// What the gesture is, for hit testing and the interaction API.
    public func _describe() -> _GestureDescription<Angle> {
        _GestureDescription(kind: .rotate(minimumAngleDelta: minimumAngleDelta), complete: nil)
    }
}
