/// A value that describes the purpose of a button, as in SwiftUI. The built-in button styles
/// draw a `.destructive` button in red; `.cancel` looks like a button without a role outside
/// alerts and menus.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
