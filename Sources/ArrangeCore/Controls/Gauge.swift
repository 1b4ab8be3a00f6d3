import Foundation

/// A view that shows a value within a range, as in SwiftUI.
///
/// On iOS the default style is `.linearCapacity`: the label (and the current-value label on the
/// trailing side) above a 4-point bar filled with the tint to the value, the minimum and maximum
/// labels below its ends. `.gaugeStyle(.accessoryCircular)` and `.accessoryCircularCapacity`
/// draw a 58-point ring with the current value in the middle.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?) {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound) - lower
        let v = Double(value)
        fraction = span > 0 && v.isFinite ? min(max((v - lower) / span, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with minimum, maximum and marked-value labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }

    /// The body the environment's gauge style makes.
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            label: GaugeStyleConfiguration.Label(content: AnyView(label)),
            currentValueLabel: erase(currentValueLabel).map { GaugeStyleConfiguration.CurrentValueLabel(content: $0) },
            minimumValueLabel: erase(minimumValueLabel).map { GaugeStyleConfiguration.MinimumValueLabel(content: $0) },
            maximumValueLabel: erase(maximumValueLabel).map { GaugeStyleConfiguration.MaximumValueLabel(content: $0) },
            markedValueLabels: erase(markedValueLabels).map { GaugeStyleConfiguration.MarkedValueLabels(content: $0) },
            value: fraction)
        if let style {
            style.makeBody(configuration)
        } else {
            DefaultGaugeStyle().makeBody(configuration: configuration)
        }
    }
}

/// A part of a gauge as an `AnyView`, or `nil` when absent or empty (so styles leave no room).
private func erase<V: View>(_ view: V?) -> AnyView? {
    guard let view, V.self != EmptyView.self else { return nil }
    return AnyView(view)
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with minimum and maximum labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with marked-value labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}
