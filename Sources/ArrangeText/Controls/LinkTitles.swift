import ArrangeCore
import Foundation

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL, as in
    /// SwiftUI.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
