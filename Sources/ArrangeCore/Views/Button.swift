/// A control that initiates an action, as in SwiftUI.
///
/// Arrange lays buttons out and draws them; it has no events, so the action runs only when a test
/// taps the button (`HostingView.tap`) or a style calls `configuration.trigger()`. What a button looks
/// like — and so its size — comes from the button style in the environment
/// (`.buttonStyle(_:)`): the default, `.automatic`, is iOS's borderless style (the label alone,
/// in the accent colour); `.bordered` and `.borderedProminent` pad the label and put a rounded
/// rectangle behind it. A button's text baselines are its label's, moved by the padding, so a
/// button whose label has no text reports none (the article of seed 002).
///
/// `Button("Title") { … }` (a `Text` label) needs the text module: it is declared with `Text`.
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    var source = StyleSource<PrimitiveButtonStyleConfiguration>.environment

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// Creates a button with a specified role that displays a custom label: a `.destructive`
    /// button draws in red.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the body the
    /// environment's button style makes for it.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let style = view.source.resolve(builder.environment.buttonStyle)
        let configuration = PrimitiveButtonStyleConfiguration(
            label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)),
            action: view.action, role: view.role, outerStyle: style?.outer)
        // The action is recorded on the body's nodes for the interaction API (`ControlAction`).
        let action = ControlAction(.button, activate: view.action)
        if let style {
            builder.build(style.makeBody(configuration).controlAction(action))
        } else {
            builder.build(DefaultButtonStyle().makeBody(configuration: configuration).controlAction(action))
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a primitive style's configuration: its label and action, drawn
    /// with the style outside the one that made the configuration (the automatic one past the
    /// last), as in SwiftUI.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.action = configuration.action
        self.label = configuration.label
        self.role = configuration.role
        self.source = .outer(configuration.outerStyle)
    }
}

// MARK: - Styles

/// A type that applies custom interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy, as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, as in SwiftUI.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the button's label, one view (several views side by
        /// side, as SwiftUI lays out `Button { Image(…); Text(…) }`).
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.buildAsOneView(view.content, axis: .horizontal)
        }
    }

    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: @MainActor () -> Void
    /// An optional semantic role of the button.
    public let role: ButtonRole?
    /// The style outside the one the configuration is for.
    let outerStyle: StyleChain<PrimitiveButtonStyleConfiguration>?

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

/// A type that applies standard interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy, as in SwiftUI.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, as in SwiftUI.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the button's label, one view (several views side by
        /// side, as SwiftUI lays out `Button { Image(…); Text(…) }`).
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.buildAsOneView(view.content, axis: .horizontal)
        }
    }

    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// An optional semantic role of the button.
    public let role: ButtonRole?
    /// Whether the user is currently pressing the button: always `false` in Arrange, which has
    /// no events.
    public let isPressed: Bool
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<PrimitiveButtonStyleConfiguration>? { nil }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behaviour.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        addingStyle(\.buttonStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behaviour.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        addingStyle(\.buttonStyle, style: style) { configuration in
            let styled = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                                                  role: configuration.role, isPressed: false)
            return AnyView(assumingMainActor((style, styled)) { $0.0.makeBody(configuration: $0.1) })
        }
    }
}

extension EnvironmentValues {
    /// The styles set by `.buttonStyle(_:)` around a view, innermost first; `nil` means
    /// `.automatic`.
    var buttonStyle: StyleChain<PrimitiveButtonStyleConfiguration>? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
