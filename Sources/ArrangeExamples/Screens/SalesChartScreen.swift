import Arrange

/// One day's sales in the chart's model.
struct DailySales: Identifiable {
    var id: Date { day }
    var day: Date
    var amount: Double
}

/// A week of sales, 20 to 26 November 2026 (UTC).
extension DailySales {
    static let week: [DailySales] = [1_840, 2_310, 1_275, 2_960, 3_420, 2_105, 1_590].enumerated().map { offset, amount in
        DailySales(day: Date(timeIntervalSince1970: 1_795_132_800 + Double(offset) * 86_400), amount: amount)
    }
}

/// A chart card written as an iOS developer writes one (issue 12's proof): money, percentages
/// and dates formatted by `Text(_:format:)`, bars drawn from rounded rectangles scaled to the
/// data, and a trend line drawn twice — once by a `Shape`'s `Path`, once in a `Canvas` — on a
/// grouped background under a large title.
struct SalesChartScreen: View {
    private let sales: [DailySales]
    private let previousWeekTotal = 14_120.0
    @State private var highlighted: Date?

    /// The screen over `DailySales.week`.
    init() {
        sales = DailySales.week
    }

    private var total: Double { sales.reduce(0) { $0 + $1.amount } }
    private var change: Double { (total - previousWeekTotal) / previousWeekTotal }
    private var best: DailySales? { sales.max { $0.amount < $1.amount } }

    /// The screen.
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    revenueCard
                    trendCard
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sales")
        }
    }

    private var revenueCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Revenue", systemImage: "chart.bar")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.blue)
                Spacer()
                if let first = sales.first, let last = sales.last {
                    (Text(first.day, format: .dateTime.month(.abbreviated).day())
                        + Text(" – ")
                        + Text(last.day, format: .dateTime.month(.abbreviated).day()))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier("range")
                }
            }
            Text(total, format: .currency(code: "USD"))
                .font(.largeTitle.bold())
                .monospacedDigit()
                .contentTransition(.numericText())
                .accessibilityIdentifier("total")
            HStack(spacing: 4) {
                Image(systemName: change >= 0 ? "arrow.up.right" : "arrow.down.right")
                Text(change, format: .percent.precision(.fractionLength(1)))
                    .accessibilityIdentifier("change")
                Text("vs. last week")
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)
            .foregroundStyle(change >= 0 ? .green : .red)
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(sales) { day in
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 4)
                            .fill(day.day == best?.day ? Color.blue : Color.blue.opacity(0.35))
                            .frame(height: 120 * day.amount / (best?.amount ?? 1))
                            .accessibilityIdentifier("bar-\(sales.firstIndex { $0.day == day.day } ?? 0)")
                        Text(day.day, format: .dateTime.weekday(.narrow))
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .frame(height: 150, alignment: .bottom)
            if let best {
                Text("Best day: \(best.day.formatted(.dateTime.weekday(.wide))), \(best.amount.formatted(.currency(code: "USD")))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("best")
            }
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityIdentifier("revenue-card")
    }

    private var trendCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Trend")
                .font(.headline)
            ZStack {
                TrendLine(values: sales.map(\.amount))
                    .fill(LinearGradient(colors: [.green.opacity(0.3), .green.opacity(0)],
                                         startPoint: .top, endPoint: .bottom))
                Canvas { context, size in
                    let values = sales.map(\.amount)
                    guard let low = values.min(), let high = values.max(), high > low else { return }
                    var line = Path()
                    for (index, value) in values.enumerated() {
                        let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                                            y: size.height * (1 - (value - low) / (high - low)))
                        if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
                    }
                    context.stroke(line, with: .color(.green), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                }
            }
            .frame(height: 80)
            .accessibilityIdentifier("trend")
            HStack {
                Text("Average")
                Spacer()
                Text(total / Double(sales.count), format: .currency(code: "USD").precision(.fractionLength(0)))
                    .accessibilityIdentifier("average")
            }
            .font(.subheadline)
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// The area under a series of values, scaled to fill the rect (lowest value at the bottom).
struct TrendLine: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        guard values.count > 1, let low = values.min(), let high = values.max(), high > low else {
            return Path()
        }
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for (index, value) in values.enumerated() {
            path.addLine(to: CGPoint(x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                                     y: rect.minY + rect.height * (1 - (value - low) / (high - low))))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
