import Foundation

/// A control that performs increment and decrement actions, as in SwiftUI.
///
/// Laid out as on iOS: the label, a flexible gap and the 94×32 two-segment control (− and +,
/// see `ControlMetrics`). A segment that cannot act (the value at a bound of `in:`) draws dimmed.
/// The control action increments (`+1`) or decrements (`-1`) through the binding or calls
/// `onIncrement`/`onDecrement`. `Stepper("Title", value:)` needs the text module.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Reads the bound value (`nil` for the `onIncrement`/`onDecrement` form), for the
    /// interaction API.
    var current: (() -> Any)? = nil

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
        self.current = { value.wrappedValue }
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide. The value is kept in the range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let current = value.wrappedValue
        self.increment = current < bounds.upperBound
            ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        self.decrement = current > bounds.lowerBound
            ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
        self.onEditingChanged = onEditingChanged
        self.current = { value.wrappedValue }
    }

    /// The label, a gap and the − and + segments, with the steps recorded as the control action.
    public var body: some View {
        let increment = self.increment, decrement = self.decrement, changed = onEditingChanged, current = self.current
        LabeledControlRow(label) {
            StepperControl(canDecrement: decrement != nil, canIncrement: increment != nil)
        }
        .controlAction(ControlAction(.stepper, step: { direction in
            changed(true)
            if direction > 0 { increment?() } else if direction < 0 { decrement?() }
            changed(false)
        }, value: current))
    }
}

/// The two segments: a 94×32 rounded rectangle of tertiary fill (smaller at the small and mini
/// control sizes, `ControlSizeMetrics`), − on the leading half, + on the trailing half, a
/// separator between them.
@usableFromInline nonisolated struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(controlSize)
        let size = metrics.stepperSize
        let glyph = metrics.stepperGlyph
        let stroke = StrokeStyle(lineWidth: ControlMetrics.stepperGlyphStroke, lineCap: .round)
        HStack(spacing: 0) {
            PlusMinusShape(isPlus: false)
                .stroke(canDecrement && isEnabled ? palette.label : palette.tertiaryLabel, style: stroke)
                .frame(width: glyph, height: glyph)
                .frame(width: size.width / 2, height: size.height)
            PlusMinusShape(isPlus: true)
                .stroke(canIncrement && isEnabled ? palette.label : palette.tertiaryLabel, style: stroke)
                .frame(width: glyph, height: glyph)
                .frame(width: size.width / 2, height: size.height)
        }
        .background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius))
        .overlay {
            Rectangle().fill(palette.separator).frame(width: 1, height: size.height / 2)
        }
    }
}
