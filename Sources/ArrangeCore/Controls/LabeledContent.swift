import Foundation

/// A container for attaching a label to a value-bearing view, as in SwiftUI.
///
/// Its look comes from the labeled content style in the environment (`.labeledContentStyle(_:)`):
/// the default, `.automatic`, is iOS's form-row look — the label on the leading side, a flexible
/// gap, the content on the trailing side in the secondary colour. `LabeledContent("Title",
/// value: "…")` needs the text module.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var source = StyleSource<LabeledContentStyleConfiguration>.environment

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes: the body of the style in effect, or the automatic look.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        guard let style = view.source.resolve(builder.environment.labeledContentStyle) else {
            builder.build(AutomaticLabeledContentBody(label: view.label, content: view.content))
            return
        }
        builder.build(style.makeBody(LabeledContentStyleConfiguration(
            label: .init(content: AnyView(view.label)), content: .init(content: AnyView(view.content)),
            outerStyle: style.outer)))
    }
}

/// The automatic look: the label, a gap and the content in the secondary colour.
@usableFromInline nonisolated struct AutomaticLabeledContentBody<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.colorScheme) private var colorScheme

    @usableFromInline var body: some View {
        LabeledControlRow(label) {
            content.foregroundStyle(ControlPalette(colorScheme).secondaryLabel)
        }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration: drawn with the
    /// style outside the one that made the configuration (the automatic one past the last).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.source = .outer(configuration.outerStyle)
    }
}

/// The appearance and behaviour of a labeled content instance, as in SwiftUI: set one with
/// `.labeledContentStyle(_:)` and every `LabeledContent` inside is its `makeBody(configuration:)`.
@MainActor @preconcurrency
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
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a labeled content instance.
    nonisolated public struct Content: View {
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
    /// The style outside the one this configuration is made for.
    let outerStyle: StyleChain<LabeledContentStyleConfiguration>?
}

/// The default labeled content style, as in SwiftUI.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The label, a gap and the content in the secondary colour.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContentBody(label: configuration.label, content: configuration.content)
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension View {
    /// Sets a style for labeled content within this view, as in SwiftUI.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        addingStyle(\.labeledContentStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<LabeledContentStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.labeledContentStyle(_:)` around a view, innermost first; nil means
    /// `.automatic`.
    var labeledContentStyle: StyleChain<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}
