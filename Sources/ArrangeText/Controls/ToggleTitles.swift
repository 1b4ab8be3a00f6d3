import ArrangeCore
import Foundation

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string, without localization or
    /// Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
