private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction (`true` unless an enclosing view is `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds a condition that controls whether users can interact with this view, as in SwiftUI.
    ///
    /// A disabled view stays disabled whatever views inside it say: `.disabled(false)` inside a
    /// `.disabled(true)` leaves `\.isEnabled` false, because the conditions are combined.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in
            isEnabled = isEnabled && !disabled
        }
    }
}
