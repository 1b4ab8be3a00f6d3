import Foundation

/// A control for selecting a value from a bounded linear range of values, as in SwiftUI.
///
/// Laid out as on iOS: the minimum-value label, a track as wide as it is offered (34 points
/// tall, see `ControlMetrics`), the maximum-value label. The track is filled with the tint up to
/// the thumb, which sits where the bound value falls in the range. The `label` is kept for
/// accessibility, as iOS does not show it. The control action writes the value (snapped to
/// `step` and clamped to the range) through the binding.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let writeFraction: (Double) -> Void
    let stepFraction: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let showsValueLabels: Bool
    let onEditingChanged: (Bool) -> Void
    /// What was wrong with the value, reported when the slider is built.
    let problem: String?
    /// The range, as `Double`s, for the interaction API to set a value.
    let bounds: ClosedRange<Double>
    /// Reads the bound value now, as a `Double` (for inspection, which may read the slider again
    /// after setting it).
    let readValue: () -> Double

    /// Creates a slider to select a value from a given range, which displays the provided
    /// labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with value labels, in the iOS 13 order (the labels as views, the title
    /// last), as SwiftUI's deprecated initialiser; it is the one above.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a step and value labels, in the iOS 13 order, as SwiftUI's
    /// deprecated initialiser.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                 showsValueLabels: Bool, onEditingChanged: @escaping (Bool) -> Void) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let span = upper - lower
        self.bounds = lower...upper
        let current = Double(value.wrappedValue)
        readValue = { Double(value.wrappedValue) }
        fraction = span > 0 && current.isFinite ? min(max((current - lower) / span, 0), 1) : 0
        if !current.isFinite || current < lower || current > upper {
            problem = "Slider value \(current) is outside its range \(lower)...\(upper); the thumb is drawn at the nearest end."
        } else {
            problem = nil
        }
        if let step, step > 0, step.isFinite, span > 0 {
            stepFraction = step / span
        } else {
            stepFraction = nil
        }
        writeFraction = { fraction in
            var newValue = lower + min(max(fraction.isFinite ? fraction : 0, 0), 1) * span
            if let step, step > 0, step.isFinite {
                newValue = min(lower + ((newValue - lower) / step).rounded() * step, upper)
            }
            onEditingChanged(true)
            value.wrappedValue = V(newValue)
            onEditingChanged(false)
        }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.showsValueLabels = showsValueLabels
        self.onEditingChanged = onEditingChanged
    }

    /// The minimum-value label, the track and the maximum-value label, with the value's writer
    /// recorded as the control action.
    public var body: some View {
        let fraction = self.fraction, write = writeFraction, stepFraction = self.stepFraction
        let action = ControlAction(.slider, step: { direction in
            write(fraction + Double(direction) * (stepFraction ?? 0.1))
        }, setFraction: write, value: { fraction }, range: bounds)
        HStack {
            if showsValueLabels { minimumValueLabel }
            SliderTrack(fraction: fraction)
            if showsValueLabels { maximumValueLabel }
        }
        .controlAction(action)
        .controlDiagnostic(problem)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), showsValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), showsValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

/// The slider's track: as wide as offered, `sliderHeight` tall; the unfilled track, the tinted
/// part up to the thumb, and the white thumb.
@usableFromInline nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(environment.controlSize)
        SliderTrackLayout(fraction: fraction, height: metrics.sliderHeight, thumb: metrics.sliderThumb, track: metrics.sliderTrack) {
            Capsule().fill(palette.fill)
            Capsule().fill(environment.controlTint)
            Circle()
                .fill(palette.knob)
                .shadow(color: palette.knobShadow, radius: 3, x: 0, y: 2)
        }
        .dimmedWhenDisabled(isEnabled)
    }
}

/// Places the slider's three parts: the track across the whole width, the fill from the leading
/// end to the thumb's centre, the thumb at `fraction` of the room the thumb can travel. The
/// height, thumb and track follow the control size (`ControlSizeMetrics`).
@usableFromInline struct SliderTrackLayout: Layout {
    let fraction: Double
    var height: CGFloat = ControlMetrics.sliderHeight
    var thumb: CGFloat = ControlMetrics.sliderThumb
    var track: CGFloat = ControlMetrics.sliderTrack

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Flexible: as wide as offered (∞ for ∞, so stacks give it the room left), at least the thumb.
        CGSize(width: max(proposal.width ?? thumb, thumb), height: height)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let trackY = bounds.midY - track / 2
        let thumbX = bounds.minX + CGFloat(fraction) * (bounds.width - thumb)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: trackY), proposal: ProposedViewSize(width: bounds.width, height: track))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: trackY), proposal: ProposedViewSize(width: thumbX + thumb / 2 - bounds.minX, height: track))
        subviews[2].place(at: CGPoint(x: thumbX, y: bounds.midY - thumb / 2), proposal: ProposedViewSize(width: thumb, height: thumb))
    }
}
