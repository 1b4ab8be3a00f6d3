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
    /// While `isPresented` is true, the views inside read `\.isSearching` as true, and
    /// `\.dismissSearch` clears the text and sets it false.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .environment(\.searchPresentation, SearchPresentation(text: text, isPresented: isPresented))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// localized key (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// string (iOS 17).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(verbatim: String(prompt)))
    }
}

/// The search of the nearest `searchable(text:isPresented:)`: its text and whether it is shown.
struct SearchPresentation {
    let text: Binding<String>
    let isPresented: Binding<Bool>
}

private struct SearchPresentationKey: EnvironmentKey {
    static var defaultValue: SearchPresentation? { nil }
}

/// An action that ends the current search interaction, as in SwiftUI: it clears the search text
/// and dismisses the search (sets the `isPresented` binding false); with no search, nothing.
public struct DismissSearchAction: Sendable {
    let search: UncheckedSearch?

    /// Dismisses the current search operation, if any.
    @MainActor public func callAsFunction() {
        guard let search = search?.presentation else { return }
        search.text.wrappedValue = ""
        search.isPresented.wrappedValue = false
    }
}

/// A search presentation carried in a sendable action (bindings are used on the main actor).
struct UncheckedSearch: @unchecked Sendable {
    let presentation: SearchPresentation
}

extension EnvironmentValues {
    var searchPresentation: SearchPresentation? {
        get { self[SearchPresentationKey.self] }
        set { self[SearchPresentationKey.self] = newValue }
    }

    /// Whether the user is searching in an enclosing searchable view, as in SwiftUI: true while
    /// the `isPresented` binding of `searchable(text:isPresented:)` is (Arrange draws no search
    /// field a person could focus, so a search without that binding is never active).
    public var isSearching: Bool { searchPresentation?.isPresented.wrappedValue ?? false }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { DismissSearchAction(search: searchPresentation.map(UncheckedSearch.init)) }
}
