import Foundation

extension HostingView {
    /// Dismisses what a person would dismiss: the topmost presented sheet, full-screen cover,
    /// popover, alert or confirmation dialog (its binding set to `false` or its item to `nil`,
    /// then its `onDismiss` run), else the top screen of the innermost `NavigationStack`
    /// showing one above its root (as its back button does); then applies the state changes and
    /// lays out again. Arrange's own.
    ///
    ///     try host.tap("show-settings")          // a button that sets isPresented
    ///     try host.dismiss()
    ///     #expect(host.findAll("Settings").isEmpty)
    ///
    /// Throws `InteractionError` (`.nothingToDismiss`) when nothing is presented or pushed.
    @MainActor
    public func dismiss() throws {
        let scene = interactionScene()
        let all = scene.entries.indices
        if let presentation = all.last(where: { scene.isPresentation($0) }) {
            scene.action(presentation)?.activate?()
        } else if let stack = all.last(where: { index in
            guard let action = scene.action(index), action.kind == .navigationStack else { return false }
            return (action.value?() as? Int ?? 0) > 0
        }) {
            scene.action(stack)?.activate?()
        } else {
            throw InteractionError(.nothingToDismiss, "Nothing to dismiss: no sheet, full-screen cover, popover, alert or confirmation dialog is presented, and no navigation stack shows a screen above its root.")
        }
        applyPendingChanges()
    }
}
