import Arrange
import ArrangeCore
import Foundation

/// What a chart draws, worked out from its marks and modifiers (Arrange's own): the scales of
/// both axes, each series' style, and the stacked extents of bars and areas.
struct ChartPlan {
    let records: [ChartMarkRecord]
    let configuration: ChartConfiguration
    let x: ChartScale
    let y: ChartScale
    /// The series, in the order they first appear, with their styles.
    let series: [(name: String, style: AnyShapeStyle)]
    /// Whether the marks are a pie or donut (sector marks).
    let isPie: Bool
    /// Bars and areas laid along the numeric axis: each record's start and end value there.
    let extents: [Int: (start: Double, end: Double)]
    /// Whether bars run horizontally (categories on the y axis).
    let horizontalBars: Bool

    /// Swift Charts' default series colours, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    init(records: [ChartMarkRecord], configuration: ChartConfiguration) {
        self.records = records
        self.configuration = configuration
        isPie = records.contains { $0.kind == .sector }
        // Series: the modifier's scale first, then each new name in order.
        var names: [String] = []
        for record in records {
            for name in [record.series, record.symbolSeries].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
        }
        var series: [(String, AnyShapeStyle)] = []
        for (index, name) in names.enumerated() {
            let given = configuration.seriesStyles.first { $0.0 == name }?.1
            series.append((name, given ?? AnyShapeStyle(Self.palette[index % Self.palette.count])))
        }
        self.series = series

        let xValues = records.flatMap { [$0.x, $0.xEnd].compactMap { $0 } }
        let yValues = records.flatMap { [$0.y, $0.yEnd].compactMap { $0 } }
        let xCategorical = xValues.contains { if case .category = $0 { return true }; return false }
        let yCategorical = yValues.contains { if case .category = $0 { return true }; return false }
        horizontalBars = yCategorical && !xCategorical && records.contains { $0.kind == .bar }

        // Stacks: bars (and areas) of one category or x value pile up from zero, in order.
        var extents: [Int: (Double, Double)] = [:]
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        for (index, record) in records.enumerated() where record.kind == .bar || record.kind == .area {
            let along = horizontalBars ? record.x : record.y
            let alongEnd = horizontalBars ? record.xEnd : record.yEnd
            let across = horizontalBars ? record.y : record.x
            guard let start = along?.number else { continue }
            if let end = alongEnd?.number {
                extents[index] = (start, end)
                continue
            }
            let key = "\(record.kind)\u{0}" + (across?.name ?? "")
            if start >= 0 {
                let base = positive[key, default: 0]
                extents[index] = (base, base + start)
                positive[key] = base + start
            } else {
                let base = negative[key, default: 0]
                extents[index] = (base, base + start)
                negative[key] = base + start
            }
        }
        self.extents = extents

        func scale(_ values: [PlotValue], categorical: Bool, domain: ChartDomain?, stacked: [Double], includesZero: Bool) -> ChartScale {
            if case .categories(let given)? = domain { return .categories(given) }
            if categorical {
                var names: [String] = []
                for value in values where !names.contains(value.name) { names.append(value.name) }
                return .categories(names)
            }
            let dates = values.contains { if case .date = $0 { return true }; return false }
            if case .numbers(let given)? = domain { return .numbers(given, dates: dates) }
            var numbers = values.compactMap(\.number) + stacked
            if includesZero { numbers.append(0) }
            guard let low = numbers.min(), let high = numbers.max() else { return .numbers(0...1, dates: dates) }
            if dates { return .numbers(low...max(high, low + 1), dates: true) }
            return .numbers(ChartScale.niceDomain(low...high, count: 5), dates: false)
        }
        let stackedEnds = extents.values.flatMap { [$0.0, $0.1] }
        let filled = records.contains { $0.kind == .bar || $0.kind == .area }
        x = scale(xValues, categorical: xCategorical, domain: configuration.xDomain, stacked: horizontalBars ? stackedEnds : [],
                  includesZero: filled && horizontalBars)
        // Swift Charts' automatic linear scales start at zero on the value axis, for every mark.
        y = scale(yValues, categorical: yCategorical, domain: configuration.yDomain, stacked: horizontalBars ? [] : stackedEnds,
                  includesZero: !horizontalBars)
    }

    /// The style a record is drawn with: its own, its series', else the chart's default blue.
    func style(of record: ChartMarkRecord) -> AnyShapeStyle {
        if let style = record.style { return style }
        if let name = record.series ?? record.symbolSeries, let found = series.first(where: { $0.name == name }) { return found.style }
        return AnyShapeStyle(Color.blue)
    }

    /// Whether the legend is drawn: for series, unless hidden.
    var showsLegend: Bool {
        configuration.legend != .hidden && !series.isEmpty
    }

    var showsXAxis: Bool { configuration.xAxis != .hidden && !isPie }
    var showsYAxis: Bool { configuration.yAxis != .hidden && !isPie }
}
