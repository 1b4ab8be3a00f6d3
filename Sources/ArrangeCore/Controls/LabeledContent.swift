import Foundation

/// A container for attaching a label to a value-bearing view, as in SwiftUI: the label on the
/// leading side, a flexible gap, the content on the trailing side in the secondary colour (iOS's
/// form-row look). `LabeledContent("Title", value: "…")` needs the text module.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, a gap and the content in the secondary colour.
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(ControlPalette(colorScheme).secondaryLabel)
        }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// The appearance and behaviour of a labeled content instance, as in SwiftUI. Arrange draws
/// every labeled content in the automatic style; other styles are accepted.
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behaviour of labeled content.
    associatedtype Body: View
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance, as in SwiftUI.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// The label of the labeled content instance.
    public let label: Label
    /// The content of the labeled content instance.
    public let content: Content
}

/// The default labeled content style, as in SwiftUI.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The label, a gap and the content.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets a style for labeled content, as in SwiftUI (accepted; Arrange draws the automatic
    /// style).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        self
    }
}
