import Foundation

/// What a control does when it is used: its action, and the binding it writes. Arrange has no
/// events; the interaction API of a later issue finds this record on the control's outermost
/// node (`LayoutEngine.controlAction(of:)`) and calls it. Internal, Arrange's own.
package struct ControlAction: @unchecked Sendable {
    /// The kind of control, for messages and for the interaction API to choose a gesture.
    package enum Kind: String, Sendable {
        case button, link, toggle, slider, stepper, picker, textField, disclosureGroup, menu, datePicker, colorPicker
    }

    package let kind: Kind
    /// A tap: calls a button's action, flips a toggle, expands or collapses a disclosure group.
    package var activate: (@MainActor () -> Void)?
    /// Increments (`+1`) or decrements (`-1`) a stepper or moves a slider by one step.
    package var step: ((Int) -> Void)?
    /// Sets a slider's or progress-like value as a fraction of its range (0…1).
    package var setFraction: ((Double) -> Void)?
    /// Writes a text field's text.
    package var setText: ((String) -> Void)?
    /// Selects a picker's option by its tag; writes a date picker's `Date` or a colour picker's
    /// `Color` (a value of another type is ignored).
    package var select: ((AnyHashable) -> Void)?
    /// Reads the control's current value (for tests and messages).
    package var value: (() -> Any)?

    package init(_ kind: Kind, activate: (@MainActor () -> Void)? = nil, step: ((Int) -> Void)? = nil,
         setFraction: ((Double) -> Void)? = nil, setText: ((String) -> Void)? = nil,
         select: ((AnyHashable) -> Void)? = nil, value: (() -> Any)? = nil) {
        self.kind = kind
        self.activate = activate
        self.step = step
        self.setFraction = setFraction
        self.setText = setText
        self.select = select
        self.value = value
    }
}

extension View {
    /// Records `action` on the nodes this view produced (see `ControlAction`).
    package func controlAction(_ action: ControlAction) -> some View {
        modifier(TraitModifier { builder, _, index in
            builder.engine.renderAttributes[index, default: RenderAttributes()].controlAction = action
        })
    }

    /// Draws a disabled control dimmed (`\.isEnabled` false): iOS shows them at reduced opacity.
    package func dimmedWhenDisabled(_ isEnabled: Bool) -> some View {
        opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
    }
}

extension LayoutEngine {
    /// The control action recorded on `node` or, failing that, the first one found below it.
    func controlAction(of node: Int32) -> ControlAction? {
        if let action = renderAttributes[node]?.controlAction { return action }
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
        guard let node = engine.nodeOfID[AnyHashable(id)] else { return nil }
        return engine.controlAction(of: node)
    }
}

/// Reports `message` (when not `nil`) in the host's diagnostics as the content is built: how a
/// control says it was given bad input (a value outside its range, a selection no option has)
/// that it handled as SwiftUI does.
struct ControlDiagnosticModifier: NodeModifier {
    typealias Body = Never
    let message: String?

    func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        if let message { builder.report(message) }
        builder.build(content)
    }
}

extension View {
    /// Reports `message`, if any, when this view is built (see `ControlDiagnosticModifier`).
    package func controlDiagnostic(_ message: String?) -> some View {
        modifier(ControlDiagnosticModifier(message: message))
    }
}
