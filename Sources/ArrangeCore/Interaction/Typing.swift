import Foundation

extension InteractionScene {
    /// The control of `kinds` the entry is, is in, or contains (see `control(of:)`), or a thrown
    /// error saying what the entry is instead.
    func control(of index: Int, kinds: Set<ControlAction.Kind>, for use: String) throws -> (index: Int, action: ControlAction) {
        for candidate in [index] + ancestors(of: index) + Array(subtree(of: index).dropFirst()) {
            if let action = action(candidate), kinds.contains(action.kind) {
                guard action.isEnabled else {
                    throw InteractionError(.disabled, "\(foundView(candidate)) is disabled (.disabled(true) or \\.isEnabled false): it does not take \(use).")
                }
                return (candidate, action)
            }
        }
        throw InteractionError(.notActionable, "\(foundView(index)) is not \(use == "text" ? "a text field" : "a control that takes \(use)"), nor in or around one.")
    }
}

extension HostingView {
    /// Types `text` into the `TextField`, `SecureField` or `TextEditor` matching `query`, after
    /// what it holds (as a keyboard types at the end), focusing it first; then applies the state
    /// changes and lays out again. Arrange's own.
    ///
    ///     try host.type("hello", into: "name")
    ///     try host.submit("name")               // runs its onSubmit actions
    ///
    /// Throws `InteractionError` when nothing or several views match, when the view is not a
    /// text field (nor in or around one), or when the field is disabled. To replace the text,
    /// use `setValue(_:of:)` with a `String`.
    @MainActor
    public func type(_ text: String, into query: ViewQuery) throws {
        let scene = interactionScene()
        let field = try scene.control(of: try scene.unique(query), kinds: [.textField], for: "text")
        AnnotatedView(frame: nil, annotations: scene.annotations(field.index)).focus()
        let current = field.action.value?() as? String ?? ""
        field.action.setText?(current + text)
        applyPendingChanges()
    }

    /// Submits the view matching `query` as the return key does in a text field: runs the
    /// `onSubmit(of:_:)` actions for `triggers` at the view and around it, innermost first; then
    /// applies the state changes and lays out again. Arrange's own.
    ///
    ///     try host.type("milk", into: "item")
    ///     try host.submit("item")
    ///
    /// Throws `InteractionError` when nothing or several views match, or when the view is a
    /// disabled text field.
    @MainActor
    public func submit(_ query: ViewQuery, triggers: SubmitTriggers = .text) throws {
        let scene = interactionScene()
        let index = try scene.unique(query)
        // A disabled field takes no return key; a view in no text field (a search field's
        // container, a form) is submitted as it is.
        if case .disabled? = Result(catching: { try scene.control(of: index, kinds: [.textField], for: "text") }).failureKind {
            throw InteractionError(.disabled, "\(scene.foundView(index)) is a disabled text field, or in one: it cannot be submitted.")
        }
        for candidate in [index] + scene.ancestors(of: index) {
            AnnotatedView(frame: nil, annotations: scene.annotations(candidate)).submit(triggers)
        }
        applyPendingChanges()
    }
}

extension Result where Failure == any Error {
    /// The kind of the interaction error this result failed with, if it did.
    var failureKind: InteractionError.Kind? {
        if case .failure(let error) = self { return (error as? InteractionError)?.kind }
        return nil
    }
}
