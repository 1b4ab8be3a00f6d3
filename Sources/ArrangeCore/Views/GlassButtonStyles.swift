/// A button style that applies glass border artwork based on the button's context, as in SwiftUI
/// (iOS 26): the label in the button's tint, padded as a bordered button is, on a glass capsule.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// Creates a glass button style.
    public init() { glass = .regular }

    /// Creates a glass button style with the given glass (iOS 26.1).
    public init(_ glass: Glass) { self.glass = glass }

    /// The padded label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, glass: glass, isProminent: false)
    }
}

/// A button style that applies prominent glass border artwork, as in SwiftUI (iOS 26): the label
/// in white on glass tinted with the button's tint.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    /// The padded label on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, glass: .regular, isProminent: true)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies glass border artwork based on the button's context.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that applies the given glass to the button's border (iOS 26.1).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies prominent glass border artwork based on the button's context.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The body of the glass styles: the label padded for the control size (as the bordered styles
/// pad it) on a glass capsule; prominent glass is tinted with the button's tint, its label white.
@usableFromInline nonisolated struct GlassButtonBody: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let glass: Glass
    let isProminent: Bool
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let metrics = BorderedButtonMetrics(environment.controlSize)
        let tint = ButtonTint.style(role: role, in: environment)
        let tinted = isProminent && environment.isEnabled
        let tintColor = tinted ? Self.color(of: tint, in: environment) : glass.tintColor
        label
            .controlTitleRole(ControlSizeMetrics(environment.controlSize).titleRole)
            .foregroundStyle(tinted ? AnyShapeStyle(Color.white) : tint)
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
            .background {
                if tinted {
                    Capsule().fill(tintColor ?? .accentColor)
                } else {
                    GlassBackground(glass: glass.tint(tintColor), shape: Capsule())
                }
            }
    }

    /// The colour a tint style draws with (the accent colour for a gradient).
    static func color(of style: AnyShapeStyle, in environment: EnvironmentValues) -> Color {
        if case .color(let color) = style.resolvedPaint(in: environment) { return color }
        return .accentColor
    }
}
