import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content, as in SwiftUI.
///
/// Its look comes from the group box style in the environment (`.groupBoxStyle(_:)`): the
/// default, `.automatic`, is iOS's — the label above the content, leading-aligned, padded by 16
/// points on a rounded rectangle of the secondary system background (see `ControlMetrics`).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var source = StyleSource<GroupBoxStyleConfiguration>.environment

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content (deprecated in SwiftUI in
    /// favour of `init(content:label:)`).
    @available(*, deprecated, renamed: "GroupBox.init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes: the body of the style in effect, or the automatic look.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        guard let style = view.source.resolve(builder.environment.groupBoxStyle) else {
            builder.build(AutomaticGroupBoxBody(label: view.label, content: view.content,
                                                hasLabel: Label.self != EmptyView.self))
            return
        }
        builder.build(style.makeBody(GroupBoxStyleConfiguration(
            label: .init(content: AnyView(view.label)), content: .init(content: AnyView(view.content)),
            outerStyle: style.outer)))
    }
}

/// The automatic look: the label and content, padded, on the rounded background.
@usableFromInline nonisolated struct AutomaticGroupBoxBody<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let hasLabel: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.groupBoxDepth) private var depth

    @usableFromInline var body: some View {
        // A group box steps its background one level up from the one it is in: secondary system
        // background, and tertiary inside another group box (and deeper, where iOS's further
        // steps are not documented).
        let palette = ControlPalette(colorScheme)
        VStack(alignment: .leading, spacing: ControlMetrics.groupBoxSpacing) {
            if hasLabel { label }
            content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(ControlMetrics.groupBoxPadding)
        .background(depth == 0 ? palette.secondaryBackground : palette.tertiaryBackground,
                    in: RoundedRectangle(cornerRadius: ControlMetrics.groupBoxCornerRadius))
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: drawn with the style outside the one
    /// that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.source = .outer(configuration.outerStyle)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.label = EmptyView()
        self.content = content()
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy, as in SwiftUI: set one with `.groupBoxStyle(_:)` and every `GroupBox` inside is its
/// `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance, as in SwiftUI.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a group box.
    nonisolated public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A view that provides the title of the group box.
    public let label: Label
    /// A view that represents the content of the group box.
    public let content: Content
    /// The style outside the one this configuration is made for.
    let outerStyle: StyleChain<GroupBoxStyleConfiguration>?
}

/// The default style for group box views, as in SwiftUI.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default group box style.
    public init() {}
    /// The label and content on the rounded background.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticGroupBoxBody(label: configuration.label, content: configuration.content, hasLabel: true)
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view, as in SwiftUI.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        addingStyle(\.groupBoxStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<GroupBoxStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// How many automatic group boxes a view is inside.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }

    /// The styles set by `.groupBoxStyle(_:)` around a view, innermost first; nil means
    /// `.automatic`.
    var groupBoxStyle: StyleChain<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}
