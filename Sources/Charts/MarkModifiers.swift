import Arrange
import ArrangeCore
import Foundation

extension ChartContent {
    private func changing(_ change: @escaping (inout ChartMarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return changing { $0.style = erased }
    }

    /// Colours the marks by a value: each distinct value is a series, with its colour from the
    /// chart's palette (or `chartForegroundStyleScale`) and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let name = value.value.name
        return changing { $0.series = name }
    }

    /// Draws points' symbols by a value (each series its own symbol; drawn as circles).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let name = value.value.name
        return changing { $0.symbolSeries = name }
    }

    /// Draws points with a symbol shape (drawn as circles).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { changing { _ in } }

    /// Draws points with a symbol of the app's (drawn as circles).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { changing { _ in } }

    /// The size of points' symbols (accepted).
    public func symbolSize(_ size: CGFloat) -> some ChartContent { changing { _ in } }

    /// The size of points' symbols (accepted).
    public func symbolSize(_ size: CGSize) -> some ChartContent { changing { _ in } }

    /// Strokes lines and rules with a style.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        let width = style.lineWidth
        return changing { $0.lineWidth = width }
    }

    /// How lines join their points (drawn straight).
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { changing { _ in } }

    /// Rounds bars' and rectangles' corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        changing { $0.cornerRadius = radius }
    }

    /// Makes the marks translucent.
    public func opacity(_ opacity: Double) -> some ChartContent {
        changing { $0.opacity *= opacity }
    }

    /// Places marks side by side by a value, instead of stacking them (accepted: drawn stacked).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        changing { _ in }
    }

    /// Adds an annotation near the marks (accepted: not drawn).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        changing { _ in }
    }

    /// Orders marks in depth (accepted).
    public func zIndex(_ value: Double) -> some ChartContent { changing { _ in } }

    /// Describes the marks for accessibility (accepted).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { changing { _ in } }

    /// Describes the marks' values for accessibility (accepted).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { changing { _ in } }

    /// Hides the marks from accessibility (accepted).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { changing { _ in } }
}

/// Where an annotation is placed, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Above.
    public static let top = AnnotationPosition(name: "top")
    /// Below.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before.
    public static let leading = AnnotationPosition(name: "leading")
    /// After.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")
}

/// How a line joins its points, as Swift Charts' `InterpolationMethod` (drawn straight).
public struct InterpolationMethod: Sendable {
    let name: String
    /// Straight segments.
    public static let linear = InterpolationMethod(name: "linear")
    /// A smooth curve through the points.
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A smooth curve that keeps the data's shape.
    public static let monotone = InterpolationMethod(name: "monotone")
    /// A curve through the points.
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// Steps at each point.
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps midway.
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps after each point.
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// A shape a point's symbol can have, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {}

/// The symbol shapes Swift Charts offers.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let name: String
    /// The shape's outline: a circle (every symbol is drawn as one).
    public func path(in rect: CGRect) -> Path { Circle().path(in: rect) }
    /// A circle.
    public static let circle = BasicChartSymbolShape(name: "circle")
    /// A square.
    public static let square = BasicChartSymbolShape(name: "square")
    /// A triangle.
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    /// A plus.
    public static let plus = BasicChartSymbolShape(name: "plus")
    /// A cross.
    public static let cross = BasicChartSymbolShape(name: "cross")
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
}
