import Foundation

extension InteractionScene {
    /// What a touch at `point` (host coordinates) would tap: the topmost, deepest reachable view
    /// whose frame holds the point and that has, itself or around it (nearest first), a tap
    /// gesture completing with `count` taps or a control a tap uses. Views there that take no tap
    /// let the touch through to the ones under them. Unlike `tapTarget(for:count:)`, the views
    /// below an entry are not searched: they may lie elsewhere than the touch.
    func tapTarget(at point: CGPoint, count: Int) -> (index: Int, target: TapTarget)? {
        // Reverse pre-order: later siblings (drawn on top) and deeper views come first.
        for index in reachable.reversed() where entries[index].frame.contains(point) {
            for candidate in [index] + ancestors(of: index) {
                let annotated = AnnotatedView(frame: nil, annotations: annotations(candidate))
                if annotated.gestures.contains(where: { $0.isTap(count: count) && $0.completesWithTouch }) {
                    return (index, .gestures(index: candidate))
                }
                if count == 1, let action = action(candidate), action.kind.isTappable {
                    return (index, .control(index: candidate, action: action))
                }
            }
        }
        return nil
    }
}

extension HostingView {
    /// Taps whatever is at `point` (host coordinates, as frames are given) as a finger would,
    /// then applies the state changes and lays out again. Arrange's own: what a click on a
    /// picture of the host (`arrange preview`) does.
    ///
    ///     try host.tap(at: CGPoint(x: 40, y: 120))   // runs the Button drawn there
    ///
    /// The tap goes to the topmost view there that takes one (its tap gestures or a control, as
    /// `tap(_:count:)` lists them, found at the view or around it). Throws `InteractionError`
    /// when nothing there takes a tap or the control is disabled.
    @MainActor
    public func tap(at point: CGPoint, count: Int = 1) throws {
        let scene = interactionScene()
        guard let (index, target) = scene.tapTarget(at: point, count: count) else {
            throw InteractionError(.notActionable, "Nothing at (\(point.x), \(point.y)) takes \(count == 1 ? "a tap" : "\(count) taps"): no button, toggle, link or other control a tap uses, and no tap gesture, is there.")
        }
        try perform(target, on: index, in: scene, count: count)
    }
}
