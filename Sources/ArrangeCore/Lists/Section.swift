/// A container view that you can use to add hierarchy within certain views, as in SwiftUI.
///
/// In a `List` or `Form` a section is a group of rows with its header above and its footer
/// below (a card in the grouped styles). Elsewhere its header, content and footer join the
/// enclosing container one after the other.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header, footer, and the provided section content (deprecated in
    /// SwiftUI for the closure form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes outside a list: header, content and footer in turn.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.header)
        builder.build(view.content)
        builder.build(view.footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and the provided section content (deprecated in SwiftUI
    /// for the closure form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer and the provided section content (deprecated in SwiftUI
    /// for the closure form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section: ListContentSource where Parent: View, Content: View, Footer: View {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.appendSection(
            header: Parent.self == EmptyView.self ? nil : AnyView(header),
            footer: Footer.self == EmptyView.self ? nil : AnyView(footer),
            content: content)
    }
}
