import ArrangeCore

/// `searchable`: marks a view as searchable, in its common forms (a text binding, a prompt as
/// `Text`, a localized key or a string, a placement, the iOS 17 `isPresented` binding), as in
/// SwiftUI. Records the binding, the prompt's plain text and the placement on the view
/// (`ViewAnnotation.searchable`); no layout effect (Arrange draws no search field yet).
nonisolated extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(AccessibilityAttachmentModifier(.searchable(text: text, prompt: prompt?.plainText, placement: placement)))
    }

    /// Marks this view as searchable, with a prompt given by a localized key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt given by a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// localized key (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// string (iOS 17).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }
}
