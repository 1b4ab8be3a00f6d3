import Foundation

/// The iOS 17/18 sizes Arrange's controls are laid out with, in points. Every number is a row of
/// the `## Controls` section of `docs/ios-metrics.md`, which gives its source (or says it is
/// estimated).
package enum ControlMetrics {
    // Toggle (switch style)
    /// The switch's track: 51×31, as `UISwitch`.
    package static let switchSize = CGSize(width: 51, height: 31)
    /// The switch's knob diameter.
    package static let switchKnob: CGFloat = 27
    /// The gap between the knob and the track's edge.
    package static let switchKnobInset: CGFloat = 2

    // Slider
    /// A slider's height.
    package static let sliderHeight: CGFloat = 34
    /// The thumb's diameter.
    package static let sliderThumb: CGFloat = 28
    /// The track's thickness.
    package static let sliderTrack: CGFloat = 4

    // Stepper
    /// The stepper's two-segment control: 94×32, as `UIStepper`.
    package static let stepperSize = CGSize(width: 94, height: 32)
    /// The stepper's corner radius.
    package static let stepperCornerRadius: CGFloat = 8
    /// The length of the − and + strokes.
    package static let stepperGlyph: CGFloat = 14
    /// The stroke width of the − and + glyphs and of the stepper's divider.
    package static let stepperGlyphStroke: CGFloat = 2

    // Segmented picker
    /// A segmented control's height.
    package static let segmentedHeight: CGFloat = 32
    /// The corner radius of the control.
    package static let segmentedCornerRadius: CGFloat = 9
    /// The inset of the selected segment's thumb.
    package static let segmentedThumbInset: CGFloat = 2
    /// The corner radius of the thumb.
    package static let segmentedThumbCornerRadius: CGFloat = 7
    /// Horizontal padding inside each segment around its label.
    package static let segmentedSegmentPadding: CGFloat = 12

    // Menu picker and menus
    /// The gap between a menu picker's value and its up/down chevrons.
    package static let menuChevronSpacing: CGFloat = 4
    /// The up/down chevrons' size.
    package static let menuChevronSize = CGSize(width: 8, height: 13)

    // Wheel picker
    /// A wheel picker's height, as `UIPickerView`.
    package static let wheelHeight: CGFloat = 216
    /// The height of a wheel row.
    package static let wheelRowHeight: CGFloat = 34
    /// The corner radius of the selection band.
    package static let wheelBandCornerRadius: CGFloat = 8

    // Progress view
    /// The linear bar's thickness.
    package static let progressBarHeight: CGFloat = 4
    /// The gap between a progress view's label, bar and current-value label.
    package static let progressSpacing: CGFloat = 4
    /// The circular (spinner) diameter, as `UIActivityIndicatorView.Style.medium`.
    package static let spinnerSize: CGFloat = 20
    /// The spinner at `.controlSize(.large)` and `.extraLarge`, as `UIActivityIndicatorView.Style.large`.
    package static let largeSpinnerSize: CGFloat = 37
    /// The gap between a spinner and its label.
    package static let spinnerLabelSpacing: CGFloat = 8

    // Gauge
    /// The accessory circular gauge's diameter.
    package static let gaugeCircularSize: CGFloat = 58
    /// The accessory circular gauge's ring width.
    package static let gaugeRingWidth: CGFloat = 6

    // Group box
    /// The padding inside a group box.
    package static let groupBoxPadding: CGFloat = 16
    /// The group box's corner radius.
    package static let groupBoxCornerRadius: CGFloat = 8
    /// The gap between a group box's label and its content.
    package static let groupBoxSpacing: CGFloat = 8

    // Disclosure group and chevrons
    /// The disclosure chevron's size (pointing right).
    package static let chevronSize = CGSize(width: 7, height: 12)
    /// The chevron's stroke width.
    package static let chevronStroke: CGFloat = 2

    // Control group
    /// A control group's height.
    package static let controlGroupHeight: CGFloat = 44
    /// A control group's corner radius.
    package static let controlGroupCornerRadius: CGFloat = 10

    // Compact date and colour pickers
    /// Horizontal padding of the compact date picker's capsules.
    package static let datePillHorizontalPadding: CGFloat = 11
    /// Vertical padding of the compact date picker's capsules.
    package static let datePillVerticalPadding: CGFloat = 6
    /// Corner radius of the compact date picker's capsules.
    package static let datePillCornerRadius: CGFloat = 6
    /// The gap between the date and time capsules.
    package static let datePillSpacing: CGFloat = 6
    /// The colour well's diameter.
    package static let colorWellSize: CGFloat = 28
    /// The colour well's ring width.
    package static let colorWellRing: CGFloat = 3

    // Graphical and wheel date pickers
    /// The graphical (inline calendar) picker's month header row height.
    package static let calendarHeaderHeight: CGFloat = 44
    /// The height of the row of weekday names.
    package static let calendarWeekdayHeight: CGFloat = 20
    /// The height of each week row (six rows are always drawn, as iOS does).
    package static let calendarRowHeight: CGFloat = 44
    /// The diameter of the selected day's circle.
    package static let calendarSelectionDiameter: CGFloat = 40
    /// Horizontal padding of the calendar inside its frame.
    package static let calendarHorizontalPadding: CGFloat = 16
    /// The time row below the calendar (`.hourAndMinute` with `.date`).
    package static let calendarTimeRowHeight: CGFloat = 44
    /// The size of the header's chevrons (pointing right).
    package static let calendarChevronSize = CGSize(width: 8, height: 14)
    /// The gap between the wheels of a wheel date picker.
    package static let wheelColumnSpacing: CGFloat = 20

    // Control group
    /// The spacing between controls in the navigation control group style.
    package static let navigationControlGroupSpacing: CGFloat = 16

    // Text fields
    /// Horizontal padding of the rounded-border text field.
    package static let roundedFieldHorizontalPadding: CGFloat = 7
    /// Vertical padding of the rounded-border text field.
    package static let roundedFieldVerticalPadding: CGFloat = 6
    /// Corner radius of the rounded-border text field.
    package static let roundedFieldCornerRadius: CGFloat = 5
    /// A text editor's text container insets (top/bottom, leading/trailing).
    package static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    // Labels
    /// The gap between a label's icon and title.
    package static let labelSpacing: CGFloat = 8

    // Disabled
    /// The opacity of disabled controls.
    package static let disabledOpacity: Double = 0.4
}
