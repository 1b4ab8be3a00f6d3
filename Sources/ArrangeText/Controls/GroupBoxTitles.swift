import ArrangeCore
import Foundation

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title, as in SwiftUI (the title in
    /// the headline font, as iOS draws it).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey).font(.headline) }
    }

    /// Creates a group box with the provided view content and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title).font(.headline) }
    }
}
