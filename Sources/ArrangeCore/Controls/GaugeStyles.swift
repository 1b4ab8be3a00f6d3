import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy, as in SwiftUI.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance, as in SwiftUI.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased value label of a gauge that contains the current value.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased label describing the minimum value of a gauge.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased label describing the maximum value of a gauge.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased label describing a specific value of a gauge.
    nonisolated public struct MarkedValueLabels: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the labels.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }

    /// A view that describes the purpose of the gauge.
    public var label: Label
    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MaximumValueLabel?
    /// Views that mark specific values within the gauge.
    public var markedValueLabels: MarkedValueLabels?
    /// The current value of the gauge, in 0…1 of its range.
    public var value: Double
}

/// The default gauge view style in the current context, as in SwiftUI: `.linearCapacity` on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value
/// increases, as in SwiftUI.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// The bar, its labels around it.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration)
    }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar, as in
/// SwiftUI (drawn here as the linear capacity bar).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// The bar, its labels around it.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the value
/// increases, as in SwiftUI.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// The bar, its labels around it.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration)
    }
}

/// A gauge style that displays an open ring, as in SwiftUI.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// A 58-point ring, the current value in the middle.
    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value, as in SwiftUI.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// A 58-point ring, the current value in the middle.
    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// How the nearest `.gaugeStyle(_:)` builds a gauge's body.
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The style set by the nearest `.gaugeStyle(_:)`; `nil` means `.automatic`.
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for gauges within this view, as in SwiftUI.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) })
    }
}

/// The linear capacity gauge: the label (and current value, trailing) above the bar, the bounds
/// labels below its ends, in the secondary colour.
@usableFromInline nonisolated struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        VStack(alignment: .leading, spacing: ControlMetrics.progressSpacing) {
            HStack {
                configuration.label
                if let current = configuration.currentValueLabel {
                    Spacer()
                    current.foregroundStyle(palette.secondaryLabel)
                }
            }
            ProgressBarLayout(fraction: configuration.value, thickness: ControlSizeMetrics(environment.controlSize).barThickness) {
                Capsule().fill(palette.fill)
                Capsule().fill(environment.controlTint)
            }
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    if let minimum = configuration.minimumValueLabel { minimum }
                    Spacer()
                    if let maximum = configuration.maximumValueLabel { maximum }
                }
                .foregroundStyle(palette.secondaryLabel)
            }
        }
    }
}

/// The circular gauge: a ring of the fill colour, the tint over the value's share of it, the
/// current value (or the label) in the middle.
@usableFromInline nonisolated struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let ring = ControlMetrics.gaugeRingWidth
        ZStack {
            Circle().stroke(palette.fill, lineWidth: ring)
            ArcShape(fraction: configuration.value)
                .stroke(environment.controlTint, style: StrokeStyle(lineWidth: ring, lineCap: .round))
            if let current = configuration.currentValueLabel { current } else { configuration.label }
        }
        .padding(ring / 2)
        .frame(width: ControlMetrics.gaugeCircularSize, height: ControlMetrics.gaugeCircularSize)
    }
}
