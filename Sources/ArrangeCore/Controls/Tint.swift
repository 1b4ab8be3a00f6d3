import Foundation

/// A style that reflects the current tint colour, as in SwiftUI: the colour set by the nearest
/// `.tint(_:)` or `.accentColor(_:)`, else the accent colour (systemBlue, in the environment's
/// colour scheme). Controls draw their accented parts with it.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a tint shape style.
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if let tint = environment.tint { return tint.resolvedPaint(in: environment) }
        return .color(ControlPalette(environment.colorScheme).accent)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// `Color.accentColor` (system blue, with its dark value) is declared with the other semantic
// colours (`SemanticColors`); controls draw with the environment's tint, whose default it is.

private struct TintKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style set by the nearest `.tint(_:)` or `.accentColor(_:)`; `nil`: the accent colour.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the tint colour within this view, as in SwiftUI: controls draw their accented parts
    /// (a button's title, a switch's track, a slider's fill) with it; `nil` keeps the enclosing
    /// tint.
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = AnyShapeStyle(tint) }
        }
        .recordingStyle(InspectedForeground.tint(tint))
    }

    /// Sets the tint within this view to a shape style, as in SwiftUI; `nil` keeps the enclosing
    /// tint.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = AnyShapeStyle(tint) }
        }
    }

    /// Sets the accent colour for this view and the views it contains, as in SwiftUI
    /// (deprecated there in favour of `tint(_:)`; here it sets the same tint).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

extension EnvironmentValues {
    /// The paint a control's accented parts draw with: the tint, or a grey (tertiary label) when
    /// the control is disabled.
    package var controlTint: AnyShapeStyle {
        isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlPalette(colorScheme).tertiaryLabel)
    }
}
