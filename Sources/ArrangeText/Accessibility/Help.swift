import ArrangeCore

/// `help(_:)`, as in SwiftUI: on iOS it is the view's accessibility hint (a pointer's tooltip is
/// not drawn), so the text is recorded as the hint; no layout effect.
nonisolated extension View {
    /// Adds help text to a view using a localized string that you provide.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        modifier(HelpModifier(text: Text(textKey)))
    }

    /// Adds help text to a view using a text view that you provide.
    public func help(_ text: Text) -> some View {
        modifier(HelpModifier(text: text))
    }

    /// Adds help text to a view using a string that you provide (the string as it is).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(HelpModifier(text: Text(text)))
    }
}

/// Records the help text as the accessibility hint; keeps the `Text` for the ViewInspector
/// module.
package struct HelpModifier: ViewModifier {
    /// The help text, as it was given.
    package let text: Text

    package typealias Body = Never

    package static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        AccessibilityAttachmentModifier._makeModifiedNodes(
            modifier: AccessibilityAttachmentModifier(.accessibilityHint(modifier.text.plainText)), content: content, in: builder)
    }
}
