/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy, as in SwiftUI (deprecated there for `NavigationStack`). On an iPhone it is a
/// stack whose root is the content.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack over the content.
    public var body: some View {
        NavigationStack { content }
    }
}
