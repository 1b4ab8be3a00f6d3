import Arrange
import ArrangeCore
import Foundation

/// What a chart's modifiers set: axes, scales, legend and style (Arrange's own, carried in the
/// environment to the charts below).
struct ChartConfiguration {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    /// Whether the y axis's labels are on the leading side (Swift Charts puts them trailing).
    var yAxisLeading = false
    var legend: Visibility = .automatic
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    /// Series colours by series name, in order (`chartForegroundStyleScale`).
    var seriesStyles: [(String, AnyShapeStyle)] = []
    var xAxisLabel: String?
    var yAxisLabel: String?
}

/// A scale's domain as a modifier gives it.
enum ChartDomain {
    case numbers(ClosedRange<Double>)
    case categories([String])
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    private func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.xAxis = visibility } }
    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.yAxis = visibility } }

    /// The charts' x axis marks (their position is used; grid lines, ticks and labels are
    /// drawn as the default marks are).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let hidden = content().isEmptyAxis
        return chart { $0.xAxis = hidden ? .hidden : .visible }
    }

    /// The charts' y axis marks (a `.leading` position puts the labels before the plot).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let made = content()
        let leading = made.position == .leading
        let hidden = made.isEmptyAxis
        return chart {
            $0.yAxis = hidden ? .hidden : .visible
            $0.yAxisLeading = leading
        }
    }

    /// Shows or hides the charts' legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chart { $0.legend = visibility } }
    /// Places the charts' legend (drawn below the plot).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart { $0.legend = .visible }
    }
    /// A legend of the app's (accepted: the default legend is drawn).
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        chart { $0.legend = .visible }
    }

    /// The charts' x scale: from `domain`'s lower bound to its upper bound.
    public func chartXScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        let numbers = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart { $0.xDomain = .numbers(numbers) }
    }
    /// The charts' x scale over integers.
    public func chartXScale<N: BinaryInteger>(domain: ClosedRange<N>, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        let numbers = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart { $0.xDomain = .numbers(numbers) }
    }
    /// The charts' x scale over categories, in this order.
    public func chartXScale(domain: [String], range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        chart { $0.xDomain = .categories(domain) }
    }
    /// The charts' y scale: from `domain`'s lower bound to its upper bound.
    public func chartYScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        let numbers = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart { $0.yDomain = .numbers(numbers) }
    }
    /// The charts' y scale over integers.
    public func chartYScale<N: BinaryInteger>(domain: ClosedRange<N>, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        let numbers = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart { $0.yDomain = .numbers(numbers) }
    }
    /// The charts' y scale over categories, in this order.
    public func chartYScale(domain: [String], range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        chart { $0.yDomain = .categories(domain) }
    }

    /// The colours of the charts' series, by series name.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let styles = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
        return chart { $0.seriesStyles = styles }
    }
    /// The colours of the charts' series: `range`'s styles for `domain`'s names, in order.
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S], type: ScaleType? = nil) -> some View {
        let styles = zip(domain, range).map { ($0, AnyShapeStyle($1)) }
        return chart { $0.seriesStyles = styles }
    }
    /// The colours of the charts' series, by series name.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
        let styles = mapping.sorted { $0.key < $1.key }.map { ($0.key, AnyShapeStyle($0.value)) }
        return chart { $0.seriesStyles = styles }
    }

    /// Titles the charts' x axis (drawn under its labels).
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart { $0.xAxisLabel = label }
    }
    /// Titles the charts' y axis (accepted).
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart { $0.yAxisLabel = label }
    }

    /// Styles the charts' plot area (accepted).
    public func chartPlotStyle<C: View>(content: @escaping (ChartPlotContent) -> C) -> some View { self }
    /// Draws over the charts (accepted: a chart proxy has no interaction here).
    public func chartOverlay<C: View>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> C) -> some View { self }
    /// Draws behind the charts (accepted).
    public func chartBackground<C: View>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> C) -> some View { self }
    /// Selects an x value (accepted: nothing is selected at rest).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Selects a y value (accepted).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Selects an angle value (accepted).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Scrolls the charts (accepted: drawn whole).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// How much of a scrolling chart's x domain shows (accepted).
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
}

/// The range a scale maps to (accepted).
public struct ScaleRange: Sendable {
    /// The plot's dimension, with insets.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
    /// The plot's dimension, with padding.
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}

/// The type of a scale (accepted: linear).
public struct ScaleType: Sendable {
    /// Linear.
    public static let linear = ScaleType()
    /// Logarithmic.
    public static let log = ScaleType()
    /// Categories.
    public static let category = ScaleType()
    /// Dates.
    public static let date = ScaleType()
}

/// The plot area, for `chartPlotStyle` (its modifiers are accepted).
public struct ChartPlotContent: View {
    /// Nothing: the plot is drawn by the chart.
    public var body: some View { EmptyView() }
}

/// A chart's geometry, for overlays (Arrange's charts are not interactive: it answers nothing).
public struct ChartProxy {
    /// The position of an x value: none.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// The position of a y value: none.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    /// The x value at a position: none.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The y value at a position: none.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The plot area's frame (SwiftUI's `plotFrame`): none.
    public var plotFrame: Anchor<CGRect>? { nil }
}
