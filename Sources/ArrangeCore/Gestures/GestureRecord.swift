import Foundation

/// A gesture recorded on a view (`ViewAnnotation.gesture`): what it is, how it was attached, and
/// how a touch completes it. Arrange's own.
public struct GestureRecord {
    /// How a gesture was attached to its view.
    public enum Priority: Equatable, Sendable {
        /// `gesture(_:including:)`, `onTapGesture`, `onLongPressGesture`.
        case normal
        /// `simultaneousGesture(_:including:)`.
        case simultaneous
        /// `highPriorityGesture(_:including:)`.
        case high
    }

    /// The kind of gesture.
    public let kind: GestureKind
    /// How it was attached.
    public let priority: Priority
    /// Which gestures it leaves enabled.
    public let mask: GestureMask
    /// Completes the gesture with a single touch, running its callbacks; `nil` when a touch
    /// cannot (a drag). `AnnotatedView.performTap` calls it; issue 13's tap API builds on it.
    let complete: ((GestureTouch) -> Void)?
    /// The gesture as the app made it (callbacks and all), for the ViewInspector module.
    package let gesture: Any

    /// Whether a single touch completes the gesture (a tap or long press, and their compositions).
    public var completesWithTouch: Bool { complete != nil }

    /// Records `gesture`, attached with `priority` and `mask`.
    init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        let description = gesture._describe()
        self.gesture = gesture
        kind = description.kind
        self.priority = priority
        self.mask = mask
        complete = description.complete.map { complete in { touch in _ = complete(touch) } }
    }

    /// Whether this is a tap of `count` taps (plain or spatial), alone.
    func isTap(count: Int) -> Bool {
        switch kind {
        case .tap(let taps), .spatialTap(let taps): taps == count
        default: false
        }
    }
}

nonisolated extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view. Recorded (`ViewAnnotation.gesture`); no layout effect.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        annotated(.gesture(GestureRecord(gesture, priority: .normal, mask: mask)))
    }

    /// Attaches a gesture to the view when `isEnabled` (iOS 18). Recorded when enabled.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(AnnotatingModifier(annotations: isEnabled ? [.gesture(GestureRecord(gesture, priority: .normal, mask: .all))] : []))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view. Recorded; no layout effect.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        annotated(.gesture(GestureRecord(gesture, priority: .high, mask: mask)))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view. Recorded; no layout effect.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        annotated(.gesture(GestureRecord(gesture, priority: .simultaneous, mask: mask)))
    }

    /// Adds an action to perform when this view recognises a tap gesture. Recorded as a tap
    /// of `count` taps; no layout effect.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Adds an action to perform when this view recognises a tap gesture, and provides the
    /// action with the location of the interaction (iOS 17). Recorded; no layout effect.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognises a long press gesture. Recorded;
    /// completing it runs `onPressingChanged(true)`, the action, then `onPressingChanged(false)`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        annotated(.gesture(GestureRecord(
            LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action, pressing: onPressingChanged),
            priority: .normal, mask: .all)))
    }

    /// Adds an action to perform when this view recognises a long press gesture (the form
    /// SwiftUI deprecated, with its platform-specific deprecation, so it is silent on Linux).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        annotated(.gesture(GestureRecord(
            LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action, pressing: pressing),
            priority: .normal, mask: .all)))
    }
}

/// `onLongPressGesture`'s gesture: a long press that reports pressing and runs the action.
nonisolated private struct LongPressAction: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func _describe() -> _GestureDescription<Bool> {
        _GestureDescription(kind: .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance)) { _ in
            pressing?(true)
            action()
            pressing?(false)
            return true
        }
    }
}

/// The gesture of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`,
/// whose action the ViewInspector module's `callOnLongPressGesture()` runs.
package protocol InspectedLongPressAction {
    /// Runs the long press's action.
    func performForInspection()
}

extension LongPressAction: InspectedLongPressAction {
    func performForInspection() { action() }
}
