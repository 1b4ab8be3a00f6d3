import Foundation

/// The sizes of Arrange's controls at each `ControlSize`, in points. `.regular` is the row of
/// `ControlMetrics` (iOS's default sizes); every other number is a row of the "Control sizes"
/// table of `docs/ios-metrics.md`, which gives its source or says it is estimated. iOS has no
/// extra-large controls of its own: `.extraLarge` is drawn as `.large`, as iOS does.
package struct ControlSizeMetrics: Sendable {
    /// The switch's track and knob diameter.
    package var switchSize: CGSize
    package var switchKnob: CGFloat
    /// A slider's height, thumb diameter and track thickness.
    package var sliderHeight: CGFloat
    package var sliderThumb: CGFloat
    package var sliderTrack: CGFloat
    /// The stepper's two-segment control and the length of its − and + strokes.
    package var stepperSize: CGSize
    package var stepperGlyph: CGFloat
    /// A segmented control's height.
    package var segmentedHeight: CGFloat
    /// The rounded-border text field's vertical padding.
    package var roundedFieldVerticalPadding: CGFloat
    /// The circular progress view's (spinner's) diameter.
    package var spinnerSize: CGFloat
    /// The linear gauge's and linear progress view's bar thickness.
    package var barThickness: CGFloat
    /// The compact date picker's capsule padding (horizontal, vertical).
    package var datePillPadding: (horizontal: CGFloat, vertical: CGFloat)
    /// The colour well's diameter.
    package var colorWellSize: CGFloat
    /// The automatic control group's height and corner radius.
    package var controlGroupHeight: CGFloat
    package var controlGroupCornerRadius: CGFloat
    /// The text role of a control's title at this size: iOS sets small and mini controls'
    /// titles in smaller text styles (subheadline, footnote); nil keeps the surrounding font.
    package var titleRole: ContainerTextRole?

    package init(_ size: ControlSize) {
        switch size {
        case .mini:
            switchSize = CGSize(width: 37, height: 22); switchKnob = 18
            sliderHeight = 24; sliderThumb = 18; sliderTrack = 3
            stepperSize = CGSize(width: 70, height: 24); stepperGlyph = 10
            segmentedHeight = 24
            roundedFieldVerticalPadding = 2
            spinnerSize = 12
            barThickness = 3
            datePillPadding = (7, 3)
            colorWellSize = 20
            controlGroupHeight = 28; controlGroupCornerRadius = 7
            titleRole = .miniControlTitle
        case .small:
            switchSize = CGSize(width: 44, height: 26); switchKnob = 22
            sliderHeight = 28; sliderThumb = 22; sliderTrack = 4
            stepperSize = CGSize(width: 82, height: 28); stepperGlyph = 12
            segmentedHeight = 28
            roundedFieldVerticalPadding = 4
            spinnerSize = 16
            barThickness = 4
            datePillPadding = (9, 4)
            colorWellSize = 24
            controlGroupHeight = 36; controlGroupCornerRadius = 8
            titleRole = .smallControlTitle
        case .regular:
            switchSize = ControlMetrics.switchSize; switchKnob = ControlMetrics.switchKnob
            sliderHeight = ControlMetrics.sliderHeight; sliderThumb = ControlMetrics.sliderThumb
            sliderTrack = ControlMetrics.sliderTrack
            stepperSize = ControlMetrics.stepperSize; stepperGlyph = ControlMetrics.stepperGlyph
            segmentedHeight = ControlMetrics.segmentedHeight
            roundedFieldVerticalPadding = ControlMetrics.roundedFieldVerticalPadding
            spinnerSize = ControlMetrics.spinnerSize
            barThickness = ControlMetrics.progressBarHeight
            datePillPadding = (ControlMetrics.datePillHorizontalPadding, ControlMetrics.datePillVerticalPadding)
            colorWellSize = ControlMetrics.colorWellSize
            controlGroupHeight = ControlMetrics.controlGroupHeight
            controlGroupCornerRadius = ControlMetrics.controlGroupCornerRadius
            titleRole = nil
        case .large, .extraLarge:
            switchSize = ControlMetrics.switchSize; switchKnob = ControlMetrics.switchKnob
            sliderHeight = ControlMetrics.sliderHeight; sliderThumb = ControlMetrics.sliderThumb
            sliderTrack = ControlMetrics.sliderTrack
            stepperSize = ControlMetrics.stepperSize; stepperGlyph = ControlMetrics.stepperGlyph
            segmentedHeight = 40
            roundedFieldVerticalPadding = 10
            spinnerSize = ControlMetrics.largeSpinnerSize
            barThickness = ControlMetrics.progressBarHeight
            datePillPadding = (14, 10)
            colorWellSize = 34
            controlGroupHeight = 52; controlGroupCornerRadius = 12
            titleRole = nil
        }
    }
}

nonisolated extension View {
    /// Sets the text of a control's title in the smaller text style of small and mini controls
    /// (`ControlSizeMetrics.titleRole`); at other sizes leaves the surrounding role as it is.
    package func controlTitleRole(_ role: ContainerTextRole?) -> some View {
        transformEnvironment(\.containerTextRole) { if let role { $0 = role } }
    }
}
