/// A control's label, a flexible gap and the control, as iOS lays out a toggle, stepper, colour
/// or date picker and labelled content; the control alone when labels are hidden
/// (`labelsHidden()`). The label stays the control's accessibility label either way.
nonisolated package struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsVisibility) private var labelsVisibility

    package init(_ label: Label, @ViewBuilder control: () -> Control) {
        self.label = label
        self.control = control()
    }

    package var body: some View {
        if labelsVisibility == .hidden {
            control
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
