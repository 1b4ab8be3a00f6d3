import Foundation

/// A control for presenting a menu of actions, as in SwiftUI: drawn as its label, a button in
/// the tint colour. The content (the menu's items) is kept, not shown: Arrange shows menus
/// closed (a tap through the interaction API does not open them). The control action calls the
/// primary action, if any.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @Environment(\.self) private var environment

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

    /// The label in the tint colour.
    public var body: some View {
        let primary = primaryAction
        label
            .foregroundStyle(environment.controlTint)
            .controlAction(ControlAction(.menu, activate: { primary?() }))
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = nil
    }
}

/// A type that applies standard interaction behaviour and a custom appearance to all menus
/// within a view hierarchy, as in SwiftUI. Arrange draws the automatic style; other styles are
/// accepted.
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
    public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a menu.
    public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    let label: Label
    let content: Content
}

/// The default menu style, as in SwiftUI.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}
    /// The menu's label as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a button that toggles the display of the menu's contents, as in
/// SwiftUI.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
    /// The menu's label as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Sets the style for menus within this view, as in SwiftUI (accepted; Arrange draws the
    /// automatic style).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self
    }
}
