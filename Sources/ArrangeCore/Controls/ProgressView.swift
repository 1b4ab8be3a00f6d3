import Foundation

/// A view that shows the progress toward completion of a task, as in SwiftUI.
///
/// Without a value it is indeterminate and drawn as iOS's spinner (20×20, its label below it);
/// with a value it is a linear bar 4 points tall across the width it is offered, filled with the
/// tint to the fraction done, its label above and its current-value label below. The
/// `.progressViewStyle(_:)` chooses `.linear` or `.circular` explicitly (a determinate circular
/// view draws a ring filled to the fraction).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// What was wrong with the value, reported when the view is built.
    var problem: String?
    var source = StyleSource<ProgressViewStyleConfiguration>.environment
    /// The `Progress` of `init(_:)`, for the ViewInspector module.
    package var progress: Progress? = nil
    @Environment(\.progressViewStyle) private var styles

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.init(fraction: completedFraction(value, total), label: label, currentValueLabel: currentValueLabel)
        if let value {
            let v = Double(value), t = Double(total)
            if !(t > 0) || !t.isFinite || !v.isFinite || v < 0 || v > t {
                // SwiftUI warns "ProgressView initialized with an out-of-bounds progress value" and clamps.
                problem = "ProgressView value \(v) is out of bounds for total \(t); it is drawn clamped to 0...\(t > 0 && t.isFinite ? t : 1)."
            }
        }
    }

    /// The body the environment's progress view style makes.
    public var body: some View {
        let style = source.resolve(styles)
        let configuration = ProgressViewStyleConfiguration(
            outerStyle: style?.outer,
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        Group {
            if let style {
                style.makeBody(configuration)
            } else {
                DefaultProgressViewStyle().makeBody(configuration: configuration)
            }
        }
        .controlDiagnostic(problem)
    }
}

/// The fraction a value is of a total, clamped to 0…1; `nil` for no value (indeterminate).
private func completedFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value), t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return min(max(v / t, 0), 1)
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view that shows the progress of a `Progress` (its completed fraction
    /// when it was made; an indeterminate one shows as such).
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
        self.progress = progress
    }

    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress; a `nil` value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and a
    /// custom current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: drawn with the style outside the
    /// one that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        source = .outer(configuration.outerStyle)
    }
}
