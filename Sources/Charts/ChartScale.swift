import Foundation

/// How values on one axis map to the plot (Arrange's own): categories to bands, numbers and
/// dates to a line from the domain's lower bound to its upper bound.
enum ChartScale {
    case categories([String])
    case numbers(ClosedRange<Double>, dates: Bool)

    /// Where `value` falls, from 0 (the domain's start) to 1 (its end); a category's is its
    /// band's centre.
    func position(of value: PlotValue) -> Double? {
        switch (self, value) {
        case (.categories(let names), _):
            guard let index = names.firstIndex(of: value.name) else { return nil }
            return (Double(index) + 0.5) / Double(max(names.count, 1))
        case (.numbers(let domain, _), _):
            guard let number = value.number else { return nil }
            let span = domain.upperBound - domain.lowerBound
            return span > 0 ? (number - domain.lowerBound) / span : 0.5
        }
    }

    /// The position of a number (0 for a categorical scale's start).
    func position(ofNumber number: Double) -> Double {
        guard case .numbers(let domain, _) = self else { return 0 }
        let span = domain.upperBound - domain.lowerBound
        return span > 0 ? (number - domain.lowerBound) / span : 0.5
    }

    /// A band's share of the axis (a category's; 0 for continuous scales).
    var bandWidth: Double {
        if case .categories(let names) = self { return 1 / Double(max(names.count, 1)) }
        return 0
    }

    var isCategorical: Bool {
        if case .categories = self { return true }
        return false
    }

    /// The values to label, with their positions: each category, or nice round numbers.
    func ticks() -> [(label: String, position: Double, value: Double?)] {
        switch self {
        case .categories(let names):
            return names.enumerated().map { (index, name) in (name, (Double(index) + 0.5) / Double(names.count), nil) }
        case .numbers(let domain, let dates):
            if dates {
                return Self.niceTicks(domain, count: 4).map { value in
                    (Date(timeIntervalSinceReferenceDate: value).formatted(.dateTime.month(.abbreviated).day()), position(ofNumber: value), value)
                }
            }
            return Self.niceTicks(domain, count: 5).map { value in (Self.label(value), position(ofNumber: value), value) }
        }
    }

    /// A number as an axis labels it: without needless decimals, grouped.
    static func label(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded.formatted()
    }

    /// Round steps (1, 2 or 5 times a power of ten) that cover `domain` in about `count` steps.
    static func niceStep(_ domain: ClosedRange<Double>, count: Int) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The round values inside `domain`, a nice step apart.
    static func niceTicks(_ domain: ClosedRange<Double>, count: Int) -> [Double] {
        let step = niceStep(domain, count: count)
        var value = (domain.lowerBound / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= domain.upperBound + step * 1e-9 && ticks.count < 50 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// `domain` widened to round numbers (Swift Charts' automatic scales end on a tick).
    static func niceDomain(_ domain: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
        guard domain.upperBound > domain.lowerBound else {
            let value = domain.lowerBound
            return value == 0 ? 0...1 : (value > 0 ? 0...value * 2 : value * 2...0)
        }
        let step = niceStep(domain, count: count)
        return (domain.lowerBound / step).rounded(.down) * step...(domain.upperBound / step).rounded(.up) * step
    }
}
