import Foundation

/// What a control does when it is used: its action, and the binding it writes. Arrange has no
/// events; the interaction API (`HostingView.tap`, `setValue`… in `Interaction/`) finds this
/// record on the control's outermost node and calls it. Presentations, navigation stacks and
/// scroll views record theirs too. Internal, Arrange's own.
package struct ControlAction: @unchecked Sendable {
    /// The kind of control, for messages and for the interaction API to choose a gesture.
    package enum Kind: String, Sendable {
        case button, link, toggle, slider, stepper, picker, textField, disclosureGroup, menu, datePicker, colorPicker
        /// A `NavigationLink`: `activate` pushes its destination.
        case navigationLink
        /// A tab of a `TabView`'s tab bar: `activate` selects it.
        case tab
        /// A row of a `List` with a selection: `activate` selects it.
        case listRow
        /// A list row of a `ForEach` with `onDelete`/`onMove`: `value` is its `ListRowEditing`.
        case editableRow
        /// A presented sheet, full-screen cover or popover: `activate` dismisses it.
        case presentation
        /// A presented alert or confirmation dialog: `activate` dismisses it; its buttons
        /// dismiss it too.
        case dialog
        /// A `NavigationStack`: `activate` pops the screen above its root, if any; `value` is
        /// the number of screens above the root.
        case navigationStack
        /// A `ScrollView`: `scroll` sets its offset; `value` is the offset now.
        case scrollView
        /// A `MultiDatePicker`: `select` takes a `Set<DateComponents>` (the new selection) or a
        /// `Date` (its day selected or deselected, as a tap does); `value` is the selection.
        case multiDatePicker
    }

    package let kind: Kind
    /// Whether the control was enabled (`\.isEnabled`) where it was built; set by
    /// `controlAction(_:)`.
    package var isEnabled = true
    /// What the control does, kept by reference: every node with render attributes carries a
    /// `ControlAction?`, and the closures would make that table twice as large.
    private let handlers: Handlers

    /// A tap: calls a button's action, flips a toggle, expands or collapses a disclosure group.
    package var activate: (@MainActor () -> Void)? { handlers.activate }
    /// Increments (`+1`) or decrements (`-1`) a stepper or moves a slider by one step.
    package var step: ((Int) -> Void)? { handlers.step }
    /// Sets a slider's or progress-like value as a fraction of its range (0…1).
    package var setFraction: ((Double) -> Void)? { handlers.setFraction }
    /// Writes a text field's text.
    package var setText: ((String) -> Void)? { handlers.setText }
    /// Selects a picker's option by its tag; writes a date picker's `Date` or a colour picker's
    /// `Color` (a value of another type is ignored).
    package var select: ((AnyHashable) -> Void)? { handlers.select }
    /// Reads the control's current value (for tests and messages).
    package var value: (() -> Any)? { handlers.value }
    /// A slider's range, for setting a value rather than a fraction.
    package var range: ClosedRange<Double>? { handlers.range }
    /// How a scroll view is scrolled.
    package var scroll: ScrollAction? { handlers.scroll }

    package init(_ kind: Kind, activate: (@MainActor () -> Void)? = nil, step: ((Int) -> Void)? = nil,
         setFraction: ((Double) -> Void)? = nil, setText: ((String) -> Void)? = nil,
         select: ((AnyHashable) -> Void)? = nil, value: (() -> Any)? = nil,
         range: ClosedRange<Double>? = nil, scroll: ScrollAction? = nil) {
        self.kind = kind
        handlers = Handlers(activate: activate, step: step, setFraction: setFraction, setText: setText,
                            select: select, value: value, range: range, scroll: scroll)
    }

    /// The closures and values of a `ControlAction`.
    private final class Handlers {
        let activate: (@MainActor () -> Void)?
        let step: ((Int) -> Void)?
        let setFraction: ((Double) -> Void)?
        let setText: ((String) -> Void)?
        let select: ((AnyHashable) -> Void)?
        let value: (() -> Any)?
        let range: ClosedRange<Double>?
        let scroll: ScrollAction?

        init(activate: (@MainActor () -> Void)?, step: ((Int) -> Void)?, setFraction: ((Double) -> Void)?,
             setText: ((String) -> Void)?, select: ((AnyHashable) -> Void)?, value: (() -> Any)?,
             range: ClosedRange<Double>?, scroll: ScrollAction?) {
            self.activate = activate
            self.step = step
            self.setFraction = setFraction
            self.setText = setText
            self.select = select
            self.value = value
            self.range = range
            self.scroll = scroll
        }
    }
}

extension ControlAction {
    /// `body` as an `activate` action. Views' own closures (a binding's writer, `onDismiss`) are
    /// not `Sendable`; the interaction API runs them on the main actor, on the thread using the
    /// host, as it runs every action.
    package static func mainActor(_ body: @escaping () -> Void) -> @MainActor () -> Void {
        let box = UncheckedClosure(body: body)
        return { box.body() }
    }
}

/// A closure carried into a main-actor action (see `ControlAction.mainActor(_:)`).
private struct UncheckedClosure: @unchecked Sendable {
    let body: () -> Void
}

/// Scrolls a scroll view: its axes, and what sets its content offset (applied at the next
/// update).
package struct ScrollAction {
    package let axes: Axis.Set
    package let setOffset: (CGPoint) -> Void
}

nonisolated extension View {
    /// Records `action` on the nodes this view produced (see `ControlAction`).
    package func controlAction(_ action: ControlAction) -> some View {
        modifier(ControlActionModifier(action: action))
    }

    /// Draws a disabled control dimmed (`\.isEnabled` false): iOS shows them at reduced opacity.
    package func dimmedWhenDisabled(_ isEnabled: Bool) -> some View {
        opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
    }
}

/// Records a control action on the nodes of its content, with whether the control is enabled
/// where it is built (read here, as the environment of a replayed edit may be another's).
@usableFromInline nonisolated struct ControlActionModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let action: ControlAction

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        var action = self.action
        action.isEnabled = builder.environment.isEnabled
        let engine = builder.engine
        builder.buildUpdating(content) { _, index in
            engine.tree.renderAttributes[index, default: RenderAttributes()].controlAction = action
        }
    }
}

extension LayoutEngine {
    /// The control action recorded on `node` or, failing that, the first one found below it.
    func controlAction(of node: Int32) -> ControlAction? {
        if let action = tree.renderAttributes[node]?.controlAction { return action }
        let info = tree.nodes[Int(node)]
        for i in 0..<Int(info.childCount) {
            if let action = controlAction(of: tree.childList[Int(info.firstChild) + i]) { return action }
        }
        return nil
    }
}

extension HostingView {
    /// The control action of the view marked `.id(id)` (its own or the first below it).
    /// Internal: the interaction API of the next issue builds on it.
    func controlAction<ID: Hashable>(of id: ID) -> ControlAction? {
        _ = rootFrame
        guard let node = engine.tree.nodeOfID[AnyHashable(id)] else { return nil }
        return engine.controlAction(of: node)
    }
}

/// Reports `message` (when not `nil`) in the host's diagnostics as the content is built: how a
/// control says it was given bad input (a value outside its range, a selection no option has)
/// that it handled as SwiftUI does.
@usableFromInline nonisolated struct ControlDiagnosticModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let message: String?

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        if let message { builder.report(message) }
        builder.build(content)
    }
}

nonisolated extension View {
    /// Reports `message`, if any, when this view is built (see `ControlDiagnosticModifier`).
    package func controlDiagnostic(_ message: String?) -> some View {
        modifier(ControlDiagnosticModifier(message: message))
    }
}
