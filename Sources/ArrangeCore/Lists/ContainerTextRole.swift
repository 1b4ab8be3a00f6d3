/// The part of a system container a piece of text sits in (a section header, a navigation bar's
/// title, an alert's message…). Arrange's own: the containers live in the core, which has no
/// fonts, so they name the role and the text module gives text in that role iOS's default font
/// and case (`TextEnvironment`), as SwiftUI's containers do for text that sets none itself.
package enum ContainerTextRole: Hashable, Sendable {
    case sectionHeader, sectionFooter
    case largeTitle, inlineTitle, barButton
    case tabItem, badge
    case alertTitle, alertMessage, alertButton, alertCancelButton
    case dialogTitle, dialogButton
    /// The title of a control at `.controlSize(.small)` and `.mini` (see `ControlSizeMetrics`).
    case smallControlTitle, miniControlTitle
}

private struct ContainerTextRoleKey: EnvironmentKey {
    static var defaultValue: ContainerTextRole? { nil }
}

extension EnvironmentValues {
    /// The container part text is in (see `ContainerTextRole`); `nil` outside one.
    package var containerTextRole: ContainerTextRole? {
        get { self[ContainerTextRoleKey.self] }
        set { self[ContainerTextRoleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Gives the text in this view the default font and case of `role`.
    func containerTextRole(_ role: ContainerTextRole?) -> some View {
        environment(\.containerTextRole, role)
    }
}
