import Foundation

/// Which callback of a gesture the ViewInspector module calls.
package enum InspectedGestureCallback {
    case changed
    case ended
}

/// A gesture that adds a callback to the one it wraps (`onChanged`, `onEnded`, `updating`):
/// the ViewInspector module walks these to the gesture the app made, and calls the callbacks
/// with values it is given (typed here: closures read by reflection are not safe to call).
package protocol InspectedGestureLayer {
    /// The gesture this one wraps.
    var inspectedInner: Any { get }
    /// Runs this layer's callback of `kind` with `value` when it has one and `value` is of its
    /// type; says whether it ran.
    func inspectedCall(_ kind: InspectedGestureCallback, value: Any) -> Bool
    /// Runs this layer's `updating` body with `value`, `state` and `transaction` when it has
    /// one and they are of its types; says whether it ran.
    func inspectedUpdating<S>(value: Any, state: inout S, transaction: inout Transaction) -> Bool
}

extension InspectedGestureLayer {
    package func inspectedCall(_ kind: InspectedGestureCallback, value: Any) -> Bool { false }
    package func inspectedUpdating<S>(value: Any, state: inout S, transaction: inout Transaction) -> Bool { false }
}

extension _EndedGesture: InspectedGestureLayer {
    package var inspectedInner: Any { _gesture }
    package func inspectedCall(_ kind: InspectedGestureCallback, value: Any) -> Bool {
        guard kind == .ended, let value = value as? Content.Value else { return false }
        action(value)
        return true
    }
}

extension _ChangedGesture: InspectedGestureLayer {
    package var inspectedInner: Any { _gesture }
    package func inspectedCall(_ kind: InspectedGestureCallback, value: Any) -> Bool {
        guard kind == .changed, let value = value as? Content.Value else { return false }
        action(value)
        return true
    }
}

extension GestureStateGesture: InspectedGestureLayer {
    package var inspectedInner: Any { base }
    package func inspectedUpdating<S>(value: Any, state: inout S, transaction: inout Transaction) -> Bool {
        guard let value = value as? Base.Value, var typed = state as? State else { return false }
        body(value, &typed, &transaction)
        if let back = typed as? S { state = back }
        return true
    }
}

/// A gesture made of two (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`).
package protocol InspectedCombinedGesture {
    /// The first gesture.
    var inspectedFirst: Any { get }
    /// The second gesture.
    var inspectedSecond: Any { get }
}

extension SimultaneousGesture: InspectedCombinedGesture {
    package var inspectedFirst: Any { first }
    package var inspectedSecond: Any { second }
}

extension SequenceGesture: InspectedCombinedGesture {
    package var inspectedFirst: Any { first }
    package var inspectedSecond: Any { second }
}

extension ExclusiveGesture: InspectedCombinedGesture {
    package var inspectedFirst: Any { first }
    package var inspectedSecond: Any { second }
}

extension DragGesture.Value {
    /// A drag value at `location`, for the ViewInspector module's test values: the predicted
    /// end is where a quarter second more at `velocity` would take it.
    package init(inspectedTime time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGVector) {
        self.init(time: time, location: location, startLocation: startLocation, velocity: CGSize(width: velocity.dx, height: velocity.dy),
                  predictedEndLocation: CGPoint(x: location.x + velocity.dx / 4, y: location.y + velocity.dy / 4))
    }
}

extension SpatialTapGesture.Value {
    /// A tap value at `location`, for the ViewInspector module's test values.
    package init(inspectedLocation location: CGPoint) {
        self.init(location: location)
    }
}

extension SimultaneousGesture.Value {
    /// A value of both gestures, for the ViewInspector module's test values.
    package init(inspectedFirst first: First.Value?, second: Second.Value?) {
        self.init(first: first, second: second)
    }
}
