import Foundation

/// What a tap on a view runs: a control's action, or the view's tap gestures.
enum TapTarget {
    case control(index: Int, action: ControlAction)
    case gestures(index: Int)
}

extension InteractionScene {
    /// What tapping the entry runs, as a touch at its centre would: the first of the entry, the
    /// views below it (in order) and its ancestors (nearest first) that has a tap gesture
    /// completing with `count` taps or a control a tap uses.
    func tapTarget(for index: Int, count: Int) -> TapTarget? {
        let below = Array(subtree(of: index).dropFirst())
        for candidate in [index] + below + ancestors(of: index) {
            let annotated = AnnotatedView(frame: nil, annotations: annotations(candidate))
            if annotated.gestures.contains(where: { $0.isTap(count: count) && $0.completesWithTouch }) {
                return .gestures(index: candidate)
            }
            if count == 1, let action = action(candidate), action.kind.isTappable { return .control(index: candidate, action: action) }
        }
        return nil
    }

    /// The tag a list row is selected by: the first `.tag(_:)` at or below it.
    func tag(in index: Int) -> AnyHashable? {
        for entry in subtree(of: index) {
            if let tag = engine.tree.nodes[Int(entries[entry].node)].tag(in: engine) { return tag }
        }
        return nil
    }

    /// The nearest alert or confirmation dialog around the entry.
    func enclosingDialog(of index: Int) -> ControlAction? {
        for ancestor in ancestors(of: index) {
            if let action = action(ancestor), action.kind == .dialog { return action }
        }
        return nil
    }
}

extension ControlAction.Kind {
    /// Whether a tap uses a control of this kind.
    var isTappable: Bool {
        switch self {
        case .button, .link, .toggle, .disclosureGroup, .menu, .navigationLink, .tab, .listRow, .textField: return true
        case .slider, .stepper, .picker, .datePicker, .colorPicker, .multiDatePicker, .presentation, .dialog, .navigationStack, .scrollView, .editableRow: return false
        }
    }
}

extension HostingView {
    /// Taps the view matching `query` as a person would, then applies the state changes and lays
    /// out again. Arrange's own.
    ///
    ///     try host.tap("add")                 // runs the Button's action
    ///     #expect(host.frame(of: "row-3") != nil)
    ///     try host.tap(.text("Wi-Fi"))         // flips the Toggle labelled "Wi-Fi"
    ///
    /// A tap runs the first of these found at the view, below it, then around it: its tap
    /// gestures (`onTapGesture(count:)` with `count` taps, high-priority ones first), a
    /// `Button`'s action, a `Link`'s URL through the environment's `openURL`, a `Toggle`'s flip,
    /// a `DisclosureGroup`'s expansion, a `Menu`'s primary action (menus are not opened: their
    /// items are not shown), a `NavigationLink`'s push, a tab bar item, a `List` row's
    /// selection, or a text field's focus. A button in an alert or confirmation dialog also
    /// dismisses it. Throws `InteractionError` when nothing matches or several views do, when
    /// the control is disabled, or when nothing there takes a tap (use `setValue` for sliders,
    /// steppers and pickers).
    @MainActor
    public func tap(_ query: ViewQuery, count: Int = 1) throws {
        let scene = interactionScene()
        let index = try scene.unique(query)
        try perform(scene.tapTarget(for: index, count: count), on: index, in: scene, count: count)
    }

    /// Runs what a tap on the scene's entry `index` runs (`target`, found by the caller), then
    /// applies the state changes; throws as `tap(_:count:)` documents.
    @MainActor
    func perform(_ target: TapTarget?, on index: Int, in scene: InteractionScene, count: Int) throws {
        let dialog = scene.enclosingDialog(of: index)
        guard let target else {
            // The text of an alert's default "OK" (or a dialog's "Cancel") dismisses it.
            if let dialog, count == 1 {
                dialog.activate?()
                applyPendingChanges()
                return
            }
            throw InteractionError(.notActionable, "Nothing at \(scene.foundView(index)) takes \(count == 1 ? "a tap" : "\(count) taps"): it is in no button, toggle, link or other control a tap uses, and has no tap gesture.")
        }
        switch target {
        case .gestures(let gestureIndex):
            // A gesture on a disabled control (or inside one) does not run.
            for candidate in [gestureIndex] + scene.ancestors(of: gestureIndex) {
                if let action = scene.action(candidate), action.kind.isControl, !action.isEnabled {
                    throw InteractionError(.disabled, "\(scene.foundView(candidate)) is disabled; the tap gestures in it do not run.")
                }
            }
            AnnotatedView(frame: scene.entries[gestureIndex].frame, annotations: scene.annotations(gestureIndex)).performTap(count: count)
        case .control(let controlIndex, let action):
            guard action.isEnabled else {
                throw InteractionError(.disabled, "\(scene.foundView(controlIndex)) is disabled (.disabled(true) or \\.isEnabled false): it does not take a tap.")
            }
            switch action.kind {
            case .listRow:
                let value = scene.tag(in: controlIndex) ?? (action.value?() as? AnyHashable)
                if let value { action.select?(value) }
            case .textField:
                AnnotatedView(frame: nil, annotations: scene.annotations(controlIndex)).focus()
            default:
                action.activate?()
            }
            if action.kind == .button, let dialog { dialog.activate?() }
        }
        applyPendingChanges()
    }
}
