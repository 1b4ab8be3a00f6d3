import ArrangeCore
import Foundation

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key, as in SwiftUI
    /// (Arrange does not look keys up in tables: the key is the title, read as `Text(_:)` reads
    /// it).
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string, without localization or
    /// Markdown. Disfavoured, as in SwiftUI, so that string literals pick the key form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
