/// The structure that defines the kinds of available accessibility actions, as in SwiftUI.
public struct AccessibilityActionKind: Equatable, Sendable {
    /// The action's name: a built-in kind's (`"default"`, `"escape"`, …) or the one given to
    /// `init(named:)`, as plain text. Arrange's own.
    public let name: String
    private let isBuiltin: Bool

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(builtin: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(builtin: "escape")
    /// The value that represents a "magic tap" action.
    public static let magicTap = AccessibilityActionKind(builtin: "magicTap")
    /// The value that represents an action that deletes the element's content.
    public static let delete = AccessibilityActionKind(builtin: "delete")
    /// The value that represents an action that shows a menu.
    public static let showMenu = AccessibilityActionKind(builtin: "showMenu")

    private init(builtin name: String) {
        self.name = name
        isBuiltin = true
    }

    /// A named action with the plain text of its name (`init(named: Text)` in the text module
    /// calls it). Arrange's own.
    package init(customNamed name: String) {
        self.name = name
        isBuiltin = false
    }
}

/// An accessibility action recorded on a view: its kind (a named action's kind carries the
/// name) and its handler, which `AnnotatedView.performAccessibilityAction(_:)` runs. Arrange's own.
public struct AccessibilityActionRecord {
    /// The kind of action.
    public let kind: AccessibilityActionKind
    /// What the action does.
    public let handler: () -> Void

    /// Records `handler` as the action of `kind`.
    public init(kind: AccessibilityActionKind, handler: @escaping () -> Void) {
        self.kind = kind
        self.handler = handler
    }
}
