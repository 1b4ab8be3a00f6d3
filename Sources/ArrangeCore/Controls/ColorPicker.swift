import Foundation

/// A control used to select a colour from the system colour picker UI, as in SwiftUI: in its
/// compact iOS form, the label, a flexible gap and a 28-point colour well (a ring of the hue
/// circle around the selected colour). The control action writes a colour through the binding.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label, a gap and the colour well.
    public var body: some View {
        let binding = selection
        LabeledControlRow(label) {
            ColorWell(color: selection.wrappedValue)
        }
        .controlAction(ControlAction(.colorPicker, select: { color in
            if let color = color.base as? Color { binding.wrappedValue = color }
        }, value: { binding.wrappedValue }))
    }
}

/// The colour well: the hue circle as a ring, the colour inside it; 28 points across at the
/// regular control size (`ControlSizeMetrics`).
@usableFromInline nonisolated struct ColorWell: View {
    let color: Color
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let ring = ControlMetrics.colorWellRing
        let side = ControlSizeMetrics(controlSize).colorWellSize
        let hues = Gradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red])
        ZStack {
            Circle().strokeBorder(AngularGradient(gradient: hues, center: .center), lineWidth: ring)
            Circle().fill(color).padding(ring + 2)
        }
        .frame(width: side, height: side)
        .dimmedWhenDisabled(isEnabled)
    }
}
