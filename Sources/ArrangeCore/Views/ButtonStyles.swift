import Foundation

// The built-in button styles, as on iOS. Only the bordered ones change layout: they pad the label
// and put a rounded rectangle behind it. Their insets are not documented by Apple; Arrange's (see
// `BorderedButtonMetrics`) approximate iOS's bordered buttons with a 17-point label, whose
// heights are about 34 points at the regular size and 50 at the large one.

/// The default button style, based on the button's context, as in SwiftUI. On iOS (and in
/// Arrange) it is the borderless style.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    /// The label alone, in the tint colour (iOS's system blue by default).
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(label: configuration.label, role: configuration.role)
    }
}

/// A button style that doesn't apply a border, as in SwiftUI: the label alone, in the accent
/// colour (iOS's system blue).
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    /// The label alone, in the tint colour.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(label: configuration.label, role: configuration.role)
    }
}

/// A button style that doesn't style or decorate its content while idle, as in SwiftUI: the
/// label as it is.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// The label as it is.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A button style that applies standard border artwork based on the button's context, as in
/// SwiftUI: the label in the accent colour, padded (see `BorderedButtonMetrics`), on a rounded
/// rectangle of the accent colour at 15% opacity.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// The padded label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, isProminent: false)
    }
}

/// A button style that applies standard border prominent artwork based on the button's
/// context, as in SwiftUI: the label in white, padded (see `BorderedButtonMetrics`), on a rounded
/// rectangle of the accent colour.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// The padded label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, isProminent: true)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context (borderless, as on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colours of the built-in styles: the tint (iOS's system blue unless `.tint(_:)` sets
/// another), red for destructive buttons, grey when disabled — each in the environment's
/// colour scheme (`ControlPalette`).
enum ButtonTint {
    static func style(role: ButtonRole?, in environment: EnvironmentValues) -> AnyShapeStyle {
        let palette = ControlPalette(environment.colorScheme)
        if !environment.isEnabled { return AnyShapeStyle(palette.tertiaryLabel) }
        if role == .destructive { return AnyShapeStyle(palette.red) }
        return AnyShapeStyle(TintShapeStyle())
    }

    /// Whether the label keeps the foreground style set on the button or above it
    /// (`.foregroundColor(.white)`, `.foregroundStyle(.secondary)`): an enabled button's label
    /// takes an explicit foreground style over the style's own colour, as in SwiftUI.
    static func keepsExplicitForeground(in environment: EnvironmentValues) -> Bool {
        environment.isEnabled && !environment.foregroundLevels.styles.isEmpty
    }
}

/// A button label's colour: the style's own, unless the button or a view above it sets a
/// foreground style, which an enabled button's label keeps (see `ButtonTint`).
nonisolated struct ButtonLabelForeground: ViewModifier {
    let style: AnyShapeStyle
    let environment: EnvironmentValues

    func body(content: Content) -> some View {
        if ButtonTint.keepsExplicitForeground(in: environment) {
            content
        } else {
            content.foregroundStyle(style)
        }
    }
}

/// The body of the borderless styles: the label in the button's colour.
@usableFromInline nonisolated struct BorderlessButtonBody: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        label.modifier(ButtonLabelForeground(style: ButtonTint.style(role: role, in: environment), environment: environment))
    }
}

/// Insets and corner radius of the bordered styles for each control size. Apple does not
/// publish them; these approximate iOS's bordered buttons (with the 17-point body font, about 34
/// points tall at `.regular`, 50 at `.large`) and are Arrange's own choice, not measured values.
/// At `.small` and `.mini` the title also takes a smaller text style (subheadline, footnote),
/// as iOS's small buttons do (`ControlSizeMetrics.titleRole`).
struct BorderedButtonMetrics: Equatable {
    /// Padding on the leading and trailing sides of the label.
    var horizontal: CGFloat
    /// Padding above and below the label.
    var vertical: CGFloat
    /// The corner radius of the rounded rectangle behind the label.
    var cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, cornerRadius) = (8, 3, 4)
        case .small: (horizontal, vertical, cornerRadius) = (10, 5, 5)
        case .regular: (horizontal, vertical, cornerRadius) = (12, 7, 6)
        // iOS has no extra-large buttons: `.extraLarge` is drawn as `.large`.
        case .large, .extraLarge: (horizontal, vertical, cornerRadius) = (20, 14, 12)
        }
    }
}

/// The body of the bordered styles: the label, padded for the environment's control size, on a
/// rounded rectangle. The rectangle is a background, so the button's size and text baselines are
/// the padded label's.
@usableFromInline nonisolated struct BorderedButtonBody: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isProminent: Bool
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let metrics = BorderedButtonMetrics(environment.controlSize)
        let tint = ButtonTint.style(role: role, in: environment)
        let palette = ControlPalette(environment.colorScheme)
        let padded = label
            .controlTitleRole(ControlSizeMetrics(environment.controlSize).titleRole)
            .modifier(ButtonLabelForeground(style: isProminent && environment.isEnabled ? AnyShapeStyle(Color.white) : tint, environment: environment))
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
        if !environment.isEnabled {
            padded.background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: metrics.cornerRadius))
        } else if isProminent {
            padded.background(tint, in: RoundedRectangle(cornerRadius: metrics.cornerRadius))
        } else {
            padded.background { RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(tint).opacity(0.15) }
        }
    }
}
