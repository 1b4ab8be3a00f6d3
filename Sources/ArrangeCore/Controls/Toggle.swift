import Foundation

/// A control that toggles between on and off states, as in SwiftUI.
///
/// Its look comes from the toggle style in the environment (`.toggleStyle(_:)`): the default,
/// `.automatic`, is iOS's switch — the label, a flexible gap, and a 51×31 track (green when on)
/// with a 27-point white knob. The binding is read when the toggle is built and flipped by the
/// toggle's control action. `Toggle("Title", isOn:)` needs the text module: it is declared
/// with `Text`.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    var source = StyleSource<ToggleStyleConfiguration>.environment

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes: the body the environment's toggle style makes, with the
    /// binding's flip recorded as its control action.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let style = view.source.resolve(builder.environment.toggleStyle)
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(view.label)), isOn: view.isOn, outerStyle: style?.outer)
        let binding = view.isOn
        let action = ControlAction(.toggle, activate: { binding.wrappedValue.toggle() }, value: { binding.wrappedValue })
        if let style {
            builder.build(style.makeBody(configuration).controlAction(action))
        } else {
            builder.build(DefaultToggleStyle().makeBody(configuration: configuration).controlAction(action))
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: drawn with the style outside the
    /// one that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
        self.source = .outer(configuration.outerStyle)
    }
}

/// The appearance and behaviour of a toggle, as in SwiftUI.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance, as in SwiftUI.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the toggle's label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (several sources that disagree): always `false`
    /// here, as Arrange has no `sources:` toggles.
    public var isMixed: Bool { false }

    /// The style outside the one the configuration is for.
    let outerStyle: StyleChain<ToggleStyleConfiguration>?

    init(label: Label, isOn: Binding<Bool>, outerStyle: StyleChain<ToggleStyleConfiguration>?) {
        self.label = label
        self.outerStyle = outerStyle
        self._isOn = isOn
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<ToggleStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.toggleStyle(_:)` around a view, innermost first; `nil` means
    /// `.automatic`.
    var toggleStyle: StyleChain<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for toggles in a view hierarchy, as in SwiftUI.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        addingStyle(\.toggleStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}
