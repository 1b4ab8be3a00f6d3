import Foundation

/// A standard label for user interface items, consisting of an icon with a title, as in SwiftUI.
///
/// How it looks comes from the label style in the environment (`.labelStyle(_:)`): the default,
/// `.automatic`, shows the icon and the title side by side, as iOS does outside lists and menus.
/// `Label("Title", systemImage: "star")` needs the text and image modules: it is declared with
/// `Image`.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    var source = StyleSource<LabelStyleConfiguration>.environment

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes: the body the environment's label style makes.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let style = view.source.resolve(builder.environment.labelStyle)
        let configuration = LabelStyleConfiguration(outerStyle: style?.outer,
            title: LabelStyleConfiguration.Title(content: AnyView(view.title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(view.icon)))
        if let style {
            builder.build(style.makeBody(configuration))
        } else {
            builder.build(DefaultLabelStyle().makeBody(configuration: configuration))
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: drawn with the style outside
    /// the one that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
        self.source = .outer(configuration.outerStyle)
    }
}

/// A type that applies a custom appearance to all labels within a view, as in SwiftUI.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label, as in SwiftUI.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    nonisolated public struct Title: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label's title.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// A type-erased icon view of a label.
    nonisolated public struct Icon: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label's icon.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// The style outside the one the configuration is for.
    let outerStyle: StyleChain<LabelStyleConfiguration>?
    /// A description of the labeled item.
    public var title: Title
    /// A symbolic representation of the labeled item.
    public var icon: Icon
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.labelStyle(_:)` around a view, innermost first; `nil` means
    /// `.automatic`.
    var labelStyle: StyleChain<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for labels within this view, as in SwiftUI.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        addingStyle(\.labelStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}
