import Foundation

/// A type that applies standard interaction behaviour to all progress views within a view
/// hierarchy, as in SwiftUI.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance, as in SwiftUI.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// A type-erased label that describes the current value of a progress view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
            builder.build(view.content)
        }
    }

    /// The style outside the one the configuration is for.
    let outerStyle: StyleChain<ProgressViewStyleConfiguration>?
    /// The completed fraction of the task, from 0 to 1, or `nil` if the progress is
    /// indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: CurrentValueLabel?
}

/// The default progress view style in the current context, as in SwiftUI: circular when
/// indeterminate, linear when determinate.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// A spinner without a value, a bar with one.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressBody(configuration: configuration)
        } else {
            LinearProgressBody(configuration: configuration)
        }
    }
}

/// A progress view that visually indicates its progress using a horizontal bar, as in SwiftUI.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    private var tint: Color?
    /// Creates a linear progress view style.
    public init() {}
    /// Creates a linear progress view style whose bar is `tint` (iOS 14's form; `.tint(_:)`
    /// replaces it).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    /// The label, the bar and the current-value label, stacked.
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBody(configuration: configuration).tint(tint)
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion
/// of an activity, as in SwiftUI: a spinner when indeterminate, a ring when determinate.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    private var tint: Color?
    /// Creates a circular progress view style.
    public init() {}
    /// Creates a circular progress view style in `tint` (iOS 14's form; `.tint(_:)` replaces it).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    /// The spinner or ring, and the label below it.
    public func makeBody(configuration: Configuration) -> some View {
        CircularProgressBody(configuration: configuration).tint(tint)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a circular gauge.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.progressViewStyle(_:)` around a view, innermost first; `nil` means
    /// `.automatic`.
    var progressViewStyle: StyleChain<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for progress views in this view, as in SwiftUI.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        addingStyle(\.progressViewStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

/// The linear bar: the label above, the bar (as wide as offered, 4 points tall, the tint to the
/// fraction over the fill colour), the current-value label below in the secondary colour. An
/// indeterminate linear view draws an empty track.
@usableFromInline nonisolated struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        VStack(alignment: .leading, spacing: ControlMetrics.progressSpacing) {
            if let label = configuration.label { label }
            ProgressBarLayout(fraction: configuration.fractionCompleted ?? 0,
                              thickness: ControlSizeMetrics(environment.controlSize).barThickness) {
                Capsule().fill(palette.fill)
                Capsule().fill(environment.controlTint)
            }
            if let current = configuration.currentValueLabel {
                current.foregroundStyle(palette.secondaryLabel)
            }
        }
    }
}

/// Places a bar's track across the width offered and its fill over the first `fraction` of it.
@usableFromInline struct ProgressBarLayout: Layout {
    let fraction: Double
    var thickness: CGFloat = ControlMetrics.progressBarHeight

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: max(proposal.width ?? 0, 0), height: thickness)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width * CGFloat(clamped), height: bounds.height))
    }
}

/// The circular view: a 20-point spinner (37 at the large control sizes, smaller at small and
/// mini: `ControlSizeMetrics`) when indeterminate, a ring filled to the fraction when
/// determinate; the label below in the secondary colour.
@usableFromInline nonisolated struct CircularProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let size = ControlSizeMetrics(environment.controlSize).spinnerSize
        VStack(spacing: ControlMetrics.spinnerLabelSpacing) {
            Group {
                if let fraction = configuration.fractionCompleted {
                    ZStack {
                        Circle().stroke(palette.fill, lineWidth: 3)
                        ArcShape(fraction: fraction)
                            .stroke(environment.controlTint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    }
                    .padding(1.5)
                } else {
                    SpinnerShape(spokes: 8).fill(palette.secondaryLabel)
                }
            }
            .frame(width: size, height: size)
            if let label = configuration.label {
                label.foregroundStyle(palette.secondaryLabel)
            }
        }
    }
}

/// An arc from the top, clockwise, over `fraction` of a full turn.
@usableFromInline nonisolated struct ArcShape: Shape {
    var fraction: Double

    @usableFromInline func path(in rect: CGRect) -> Path {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var path = Path()
        guard clamped > 0 else { return path }
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * clamped), clockwise: false)
        return path
    }
}

/// The activity indicator: `spokes` rounded bars around the centre (the spinner's fading is
/// approximated by drawing them all in one colour).
@usableFromInline nonisolated struct SpinnerShape: Shape {
    var spokes: Int

    @usableFromInline func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let length = radius * 0.5, width = radius * 0.2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<max(spokes, 1) {
            let angle = Double(i) / Double(max(spokes, 1)) * 2 * Double.pi
            let spoke = Path(roundedRect: CGRect(x: -width / 2, y: -radius, width: width, height: length), cornerRadius: width / 2)
            let transform = CGAffineTransform(rotationAngle: CGFloat(angle)).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            path.addPath(spoke, transform: transform)
        }
        return path
    }
}
