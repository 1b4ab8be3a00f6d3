import Foundation

/// A control for presenting a menu of actions, as in SwiftUI.
///
/// Its look comes from the menu style in the environment (`.menuStyle(_:)`): the default,
/// `.automatic`, and `.button` draw the label as a button in the button style around it (the
/// label in the tint colour by default; bordered under `.buttonStyle(.bordered)`, sized by
/// `.controlSize`). The content (the menu's items) is kept, not shown: Arrange shows menus
/// closed (a tap through the interaction API does not open them). The control action calls the primary action, if any.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    var source = StyleSource<MenuStyleConfiguration>.environment
    @Environment(\.menuStyle) private var styles

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The body of the style in effect (the automatic one: the label as a button), with the
    /// primary action as its control action.
    public var body: some View {
        let primary = primaryAction
        Group {
            if let style = source.resolve(styles) {
                style.makeBody(MenuStyleConfiguration(
                    label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
                    primaryAction: primary, outerStyle: style.outer))
            } else {
                MenuButtonBody(label: label, primaryAction: primary)
            }
        }
        .controlAction(ControlAction(.menu, activate: { primary?() }))
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration: drawn with the style outside the one that
    /// made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = configuration.primaryAction
        self.source = .outer(configuration.outerStyle)
    }
}

/// A menu's label drawn as a button in the button style around it (iOS's menus are buttons).
@usableFromInline nonisolated struct MenuButtonBody<Label: View>: View {
    let label: Label
    let primaryAction: (@MainActor () -> Void)?

    @usableFromInline var body: some View {
        let primary = primaryAction
        Button(action: { primary?() }) { label }
    }
}

/// A type that applies standard interaction behaviour and a custom appearance to all menus
/// within a view hierarchy, as in SwiftUI: set one with `.menuStyle(_:)` and every `Menu` inside
/// is its `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu, as in SwiftUI.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a menu.
    nonisolated public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// The style outside the one this configuration is made for.
    let outerStyle: StyleChain<MenuStyleConfiguration>?
}

/// The default menu style, as in SwiftUI: on iOS, the button menu style.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}
    /// The menu's label as a button in the button style around it.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButtonBody(label: configuration.label, primaryAction: configuration.primaryAction)
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents, as in
/// SwiftUI: the label as a button in the button style around it.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
    /// The menu's label as a button in the button style around it.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButtonBody(label: configuration.label, primaryAction: configuration.primaryAction)
    }
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents, as in SwiftUI (deprecated there: use `.menuStyle(.button)` with
/// `.buttonStyle(.borderless)`): the label as a borderless button.
@available(*, deprecated, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}
    /// The menu's label as a borderless button.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButtonBody(label: configuration.label, primaryAction: configuration.primaryAction)
            .buttonStyle(.borderless)
    }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

@available(*, deprecated, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's
    /// contents (deprecated, as in SwiftUI).
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Sets the style for menus within this view, as in SwiftUI.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        addingStyle(\.menuStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<MenuStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.menuStyle(_:)` around a view, innermost first; nil means
    /// `.automatic`.
    var menuStyle: StyleChain<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}
