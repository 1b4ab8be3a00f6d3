/// The content of a tab and the tab's associated tab item in a tab view (iOS 18), as in SwiftUI.
///
/// Arrange's `Tab` is a view (SwiftUI's is `TabContent`, built by `TabContentBuilder`), so
/// `TabView { Tab(…) { … } }` compiles with the view builder; the forms with a title and a
/// system image are declared with `Text` and `Image`.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, TabEntrySource {
    let value: Value?
    let content: Content
    let label: Label

    /// Creates a tab that the tab view presents when its selection matches `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// Arrange's own: a tab from its parts (for the title-and-image initialisers).
    public init(_value value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }

    /// A primitive: outside a tab view, its content.
    public typealias Body = Never
    /// Builds this view's layout nodes outside a tab view: the content.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }

    func appendTabs(to tabs: inout [TabEntry]) {
        tabs.append(TabEntry(content: AnyView(content), label: AnyView(label), value: value.map { AnyHashable($0) }))
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a label, for a tab view without a selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(_value: nil, content: content(), label: label())
    }
}

/// The default label of a tab: its system image above its title, as in SwiftUI.
nonisolated public struct DefaultTabLabel: View {
    let content: AnyView
    /// Arrange's own: the label's image and title, already made.
    public init(_content: AnyView) { self.content = _content }
    /// The image and title.
    public var body: some View { content }
}
