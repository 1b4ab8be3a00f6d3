import Foundation

/// The default toggle style, as in SwiftUI: on iOS, the switch.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch, as in SwiftUI: the label,
/// a flexible gap and the 51×31 track (see `ControlMetrics`), so a toggle fills the width it is
/// offered.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates a switch toggle style.
    public init() {}
    /// The label, a gap and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

/// A toggle style that displays as a button with its label as a title, as in SwiftUI: a
/// bordered button, filled with the tint when on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    /// The label on a bordered button's background.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch: the label, a gap and the track with its knob. The track is green when on unless
/// a tint is set (as iOS), the off track a light grey; the knob sits at the trailing end when on.
@usableFromInline nonisolated struct SwitchToggleBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(controlSize)
        let onTrack = tint ?? AnyShapeStyle(palette.green)
        LabeledControlRow(label) {
            Capsule()
                .fill(isOn ? onTrack : AnyShapeStyle(palette.switchOffTrack))
                .frame(width: metrics.switchSize.width, height: metrics.switchSize.height)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(palette.knob)
                        .shadow(color: palette.knobShadow, radius: 2, x: 0, y: 1)
                        .frame(width: metrics.switchKnob, height: metrics.switchKnob)
                        .padding(ControlMetrics.switchKnobInset)
                }
        }
        .dimmedWhenDisabled(isEnabled)
    }
}

/// A toggle drawn as a bordered button: the tint at 15% when off, the tint with a white label
/// when on.
@usableFromInline nonisolated struct ButtonToggleBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let metrics = BorderedButtonMetrics(environment.controlSize)
        let tint = environment.controlTint
        let padded = label
            .controlTitleRole(ControlSizeMetrics(environment.controlSize).titleRole)
            .foregroundStyle(isOn && environment.isEnabled ? AnyShapeStyle(Color.white) : tint)
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
        if isOn {
            padded.background(tint, in: RoundedRectangle(cornerRadius: metrics.cornerRadius))
        } else {
            padded.background { RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(tint).opacity(0.15) }
        }
    }
}
