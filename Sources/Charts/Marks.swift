import Arrange
import ArrangeCore
import Foundation

/// A length of a mark: fixed, a share of the space it has, or automatic, as Swift Charts'
/// `MarkDimension`.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    enum Storage: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let storage: Storage

    /// The chart's choice.
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    /// A length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// A share of the space there is (0 to 1).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    /// The space there is, less an inset in points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A length in points, from an integer literal.
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
    /// A length in points, from a float literal.
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    init(storage: Storage) { self.storage = storage }

    /// The length in `available` points (`automatic` when the chart chooses).
    func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let value): value
        case .ratio(let value): available * value
        case .inset(let value): max(available - value, 0)
        }
    }
}

/// A mark that lists one record.
protocol SingleMark: ChartContent, PrimitiveChartContent {
    var record: ChartMarkRecord { get }
}

extension SingleMark {
    var records: [ChartMarkRecord] { [record] }
}

/// A bar, as Swift Charts' `BarMark`: from zero (or the bar below, when bars of one category
/// stack) to its value, across its category's band.
public struct BarMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord

    /// A bar at `x` reaching `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(kind: .bar, x: x.value, y: y.value, xUnit: x.unit, width: width, height: height)
    }

    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = ChartMarkRecord(kind: .bar, x: x.value, y: yStart.value, yEnd: yEnd.value, xUnit: x.unit, width: width)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record = ChartMarkRecord(kind: .bar, x: xStart.value, xEnd: xEnd.value, y: y.value, height: height)
    }

    /// A bar reaching `x` (one bar filling the chart's height, or a horizontal bar when the
    /// y value is given).
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(kind: .bar, x: x.value, xUnit: x.unit, width: width, height: height)
    }

    /// A bar reaching `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(kind: .bar, y: y.value, width: width, height: height)
    }
}

/// How marks of one category stack, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    /// On top of one another, from zero.
    public static let standard = MarkStackingMethod(name: "standard")
    /// As shares of the whole.
    public static let normalized = MarkStackingMethod(name: "normalized")
    /// Centred on zero.
    public static let center = MarkStackingMethod(name: "center")
    /// Not stacked: each from zero.
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A point of a line through a series, as Swift Charts' `LineMark`.
public struct LineMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .line, x: x.value, y: y.value, xUnit: x.unit)
    }
    /// A point of the line at `x`, `y`, in a series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record = ChartMarkRecord(kind: .line, x: x.value, y: y.value, xUnit: x.unit, series: series.value.name)
    }
}

/// A point, as Swift Charts' `PointMark`.
public struct PointMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .point, x: x.value, y: y.value, xUnit: x.unit)
    }
}

/// A point of an area filled down to zero, as Swift Charts' `AreaMark`.
public struct AreaMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A point of the area at `x`, `y` (filled to zero).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(kind: .area, x: x.value, y: y.value, xUnit: x.unit)
    }
    /// A point of the area at `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .area, x: x.value, y: yStart.value, yEnd: yEnd.value, xUnit: x.unit)
    }
}

/// A line across the plot, as Swift Charts' `RuleMark`: horizontal at a y value, vertical at an
/// x value.
public struct RuleMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A horizontal line at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .rule, y: y.value)
    }
    /// A vertical line at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = ChartMarkRecord(kind: .rule, x: x.value)
    }
    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .rule, x: xStart.value, xEnd: xEnd.value, y: y.value)
    }
    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(kind: .rule, x: x.value, y: yStart.value, yEnd: yEnd.value)
    }
}

/// A rectangle, as Swift Charts' `RectangleMark` (heat maps).
public struct RectangleMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A rectangle filling the cell at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record = ChartMarkRecord(kind: .rectangle, x: x.value, y: y.value, width: width, height: height)
    }
}

/// A slice of a pie or donut, as Swift Charts' `SectorMark` (iOS 17): its angle is its share of
/// the sum of the slices.
public struct SectorMark: SingleMark {
    /// A primitive: it has no body.
    public typealias Body = Never
    let record: ChartMarkRecord
    /// A slice whose size is `angle`'s share of the whole.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        record = ChartMarkRecord(kind: .sector, angle: angle.value.number, innerRadius: innerRadius)
    }
}
