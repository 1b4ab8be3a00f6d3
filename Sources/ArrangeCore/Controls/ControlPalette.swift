import Foundation

/// The colours Arrange's controls draw with, in the light and dark appearances: iOS's system
/// colours (Apple's "Color" page of the Human Interface Guidelines gives the values; see the
/// `## Controls` section of `docs/ios-metrics.md`). Controls read `\.colorScheme` in their bodies
/// and take their colours from here.
package struct ControlPalette: Equatable {
    package let scheme: ColorScheme

    package init(_ scheme: ColorScheme) { self.scheme = scheme }

    // The light values of the system colours are `Color`'s own named ones (`.blue` is
    // systemBlue), so dumps and paints name them.
    private func pick(_ light: Color, _ dark: Color) -> Color { scheme == .dark ? dark : light }

    /// The default accent colour, systemBlue.
    package var accent: Color { pick(.blue, Color(red: 10 / 255, green: 132 / 255, blue: 1)) }
    /// systemGreen: a switch's track when on.
    package var green: Color { pick(.green, Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255)) }
    /// systemRed: destructive buttons.
    package var red: Color { pick(.red, Color(red: 1, green: 69 / 255, blue: 58 / 255)) }
    /// A switch's track when off (systemGray5 in light, systemGray4-like in dark).
    package var switchOffTrack: Color { pick(Color(red: 233 / 255, green: 233 / 255, blue: 234 / 255), Color(red: 57 / 255, green: 57 / 255, blue: 61 / 255)) }
    /// The switch's knob and a slider's thumb.
    package var knob: Color { .white }
    /// systemFill: a slider's and a progress bar's track.
    package var fill: Color { pick(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2), Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)) }
    /// tertiarySystemFill: the stepper's and segmented control's background, date capsules.
    package var tertiaryFill: Color { pick(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12), Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)) }
    /// The selected segment's thumb.
    package var segmentThumb: Color { pick(.white, Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255)) }
    /// secondarySystemBackground: a group box.
    package var secondaryBackground: Color { pick(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)) }
    /// tertiarySystemBackground: a group box inside a group box.
    package var tertiaryBackground: Color { pick(.white, Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255)) }
    /// systemBackground: a rounded-border text field's inside.
    package var background: Color { pick(.white, .black) }
    /// label: the primary text colour.
    package var label: Color { pick(.black, .white) }
    /// secondaryLabel: values of labeled content, current-value labels.
    package var secondaryLabel: Color { pick(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)) }
    /// tertiaryLabel and placeholderText: prompts, disabled buttons, the navigation chevron.
    package var tertiaryLabel: Color { pick(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)) }
    /// separator: dividers inside controls and text field borders.
    package var separator: Color { pick(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29), Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)) }
    /// The switch knob's and slider thumb's shadow.
    package var knobShadow: Color { Color(red: 0, green: 0, blue: 0, opacity: 0.15) }
}
