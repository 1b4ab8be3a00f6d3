import ArrangeCore
import Foundation

// The `Text`-titled forms of the list API, declared where `Text` is.

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, and a header generated from a
    /// localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// Creates a section with the provided section content, and a header generated from a
    /// string. Disfavoured, as in SwiftUI, so that literals pick the key form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

nonisolated extension View {
    /// Generates a badge for the view from an integer value, shown at the trailing edge of its
    /// list row; zero shows none.
    public func badge(_ count: Int) -> some View {
        _badge(count == 0 ? nil : AnyView(Text("\(count)")))
    }

    /// Generates a badge for the view from a text view; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        _badge(label.map { AnyView($0) })
    }

    /// Generates a badge for the view from a localized string key; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        _badge(key.map { AnyView(Text($0)) })
    }

    /// Generates a badge for the view from a string; `nil` shows none. Disfavoured, as in
    /// SwiftUI.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        _badge(label.map { AnyView(Text($0)) })
    }
}
