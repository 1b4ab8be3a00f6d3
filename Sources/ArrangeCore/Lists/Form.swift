/// A container for grouping controls used for data entry, such as in settings or inspectors, as
/// in SwiftUI. On iOS its default (`.automatic`, grouped) style is the inset grouped list's:
/// rows in rounded sections on the grouped background.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content as an inset grouped list, whatever list style the environment has.
    public var body: some View {
        ListBody(sections: ListContentBuilder.sections(of: content))
            .environment(\.listStyleKind, .insetGrouped)
    }
}
