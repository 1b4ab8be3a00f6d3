nonisolated extension View {
    /// Marks this view as refreshable. Recorded (`AnnotatedView.refresh()` runs the action); no
    /// layout effect. The views inside read the action as `\.refresh`, as in SwiftUI.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        annotated(.refreshable(action)).environment(\.refresh, RefreshAction(action: action))
    }
}

/// An action that initiates a refresh operation, as in SwiftUI: the `refreshable` modifier's
/// action, read from the environment (`\.refresh`, `nil` outside a refreshable view).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest enclosing `refreshable` view, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}
