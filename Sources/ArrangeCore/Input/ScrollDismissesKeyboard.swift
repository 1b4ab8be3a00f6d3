import Foundation

/// When scrolling dismisses the software keyboard (iOS 16).
nonisolated public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    /// The context decides (interactively in a `List`, immediately elsewhere).
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// The keyboard goes as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The keyboard follows the drag and can be dragged away.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How scrollable content in this environment dismisses the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how scrolling the scrollable content in this view dismisses the keyboard. Recorded in
    /// the environment; Arrange has no software keyboard, so there is nothing to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
