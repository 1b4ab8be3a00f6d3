import ArrangeCore
import ArrangeText
import Foundation

// The forms of `Tab` with a title and a system image, declared where both `Text` and `Image`
// are.

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab with a title and system image, presented when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(_value: value, content: content(), label: Tab.label(Text(titleKey), systemImage))
    }

    /// Creates a tab with a title and system image, presented when the selection is `value`.
    /// Disfavoured, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(_value: value, content: content(), label: Tab.label(Text(title), systemImage))
    }

    static func label(_ title: Text, _ systemImage: String) -> DefaultTabLabel {
        // A label, so the tab bar draws it as iOS draws a tab item (icon area above the title).
        DefaultTabLabel(_content: AnyView(ArrangeCore.Label(title: { title }, icon: { Image(systemName: systemImage) })))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab with a title and system image, for a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(_value: nil, content: content(), label: Tab<Never, Content, DefaultTabLabel>.label(Text(titleKey), systemImage))
    }

    /// Creates a tab with a title and system image, for a tab view without a selection.
    /// Disfavoured, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(_value: nil, content: content(), label: Tab<Never, Content, DefaultTabLabel>.label(Text(title), systemImage))
    }
}
