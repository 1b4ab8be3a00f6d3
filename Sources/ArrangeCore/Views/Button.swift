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
        let configuration = PrimitiveButtonStyleConfiguration(
            label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)),
            action: view.action, role: view.role)
        // The action is recorded on the body's nodes for the interaction API (`ControlAction`).
        let action = ControlAction(.button, activate: view.action)
        if let style = builder.environment.buttonStyle {
            builder.build(style.makeBody(configuration).controlAction(action))
        } else {
            builder.build(DefaultButtonStyle().makeBody(configuration: configuration).controlAction(action))
        }
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
        /// Builds this view's layout nodes: the button's label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: @MainActor () -> Void
    /// An optional semantic role of the button.
    public let role: ButtonRole?

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
        /// Builds this view's layout nodes: the button's label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
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

/// How the nearest `.buttonStyle(_:)` builds a button's body.
struct AnyButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behaviour.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) })
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behaviour.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle { configuration in
            let styled = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                                                  role: configuration.role, isPressed: false)
            return AnyView(assumingMainActor((style, styled)) { $0.0.makeBody(configuration: $0.1) })
        })
    }
}

extension EnvironmentValues {
    /// The style set by the nearest `.buttonStyle(_:)`; `nil` means `.automatic`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
