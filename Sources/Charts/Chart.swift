import Arrange
import ArrangeCore
import Foundation

/// A view that shows a chart, as Swift Charts' `Chart`: it takes the space offered (300 × 200
/// points when offered none) and draws its marks in a plot area with grid lines, the y axis's
/// labels after it and the x axis's below, and a legend of its series underneath.
public struct Chart<Content: View>: View {
    let content: Content

    /// The chart.
    public var body: some View { content }
}

extension Chart {
    /// A chart of the marks the builder lists.
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == ChartContentView<C> {
        self.content = ChartContentView(content: content())
    }

    /// A chart of marks for each element of identifiable data.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ChartContentView<ForEach<Data, Data.Element.ID, C>>, Data.Element: Identifiable {
        self.content = ChartContentView(content: ForEach(data: data, id: \.id, makeContent: content))
    }

    /// A chart of marks for each element of data identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ChartContentView<ForEach<Data, ID, C>> {
        self.content = ChartContentView(content: ForEach(data: data, id: id, makeContent: content))
    }
}

/// What a `Chart` draws (Arrange's own): the plot with its axes' labels, and the legend.
public struct ChartContentView<C: ChartContent>: View {
    let content: C
    @Environment(\.chartConfiguration) private var configuration

    /// The plot, its labels and its legend.
    @MainActor public var body: some View {
        let plan = ChartPlan(records: chartRecords(of: content), configuration: configuration)
        let yTicks = plan.showsYAxis ? Self.thinned(plan.y.ticks(), to: 12) : []
        let xTicks = plan.showsXAxis ? Self.thinned(plan.x.ticks(), to: 12) : []
        return VStack(alignment: .leading, spacing: 8) {
            ChartPlotLayout(yLabelsLeading: plan.configuration.yAxisLeading) {
                Canvas { context, size in ChartDrawing(plan: plan).draw(in: &context, size: size) }
                    .layoutValue(key: ChartRole.self, value: .plot)
                ForEach(Array(yTicks.enumerated()), id: \.offset) { _, tick in
                    Text(verbatim: tick.label).font(.caption2).foregroundStyle(.secondary)
                        .layoutValue(key: ChartRole.self, value: .yLabel(tick.position))
                }
                ForEach(Array(xTicks.enumerated()), id: \.offset) { _, tick in
                    Text(verbatim: tick.label).font(.caption2).foregroundStyle(.secondary)
                        .layoutValue(key: ChartRole.self, value: .xLabel(tick.position))
                }
            }
            if plan.showsLegend {
                HStack(spacing: 12) {
                    ForEach(Array(plan.series.enumerated()), id: \.offset) { _, entry in
                        HStack(spacing: 4) {
                            Circle().fill(entry.style).frame(width: 8, height: 8)
                            Text(verbatim: entry.name).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
    }

    /// At most `limit` ticks, every n-th kept, so labels do not pile up.
    static func thinned(_ ticks: [(label: String, position: Double, value: Double?)], to limit: Int) -> [(label: String, position: Double, value: Double?)] {
        guard ticks.count > limit else { return ticks }
        let step = Int((Double(ticks.count) / Double(limit)).rounded(.up))
        return ticks.enumerated().filter { $0.offset % step == 0 }.map(\.element)
    }
}

/// The part a subview of a chart's plot layout plays.
enum ChartRole: LayoutValueKey {
    case plot
    /// A y axis label at a share of the plot's height from its bottom.
    case yLabel(Double)
    /// An x axis label at a share of the plot's width from its start.
    case xLabel(Double)

    static let defaultValue = ChartRole.plot
}

/// Lays a chart's plot out with its axes' labels: the y labels after the plot (before it when
/// `yLabelsLeading`), each centred on its value; the x labels under it, each centred on its value.
struct ChartPlotLayout: Layout {
    let yLabelsLeading: Bool
    static let labelSpacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return max(proposed, 0)
        }
        return CGSize(width: length(proposal.width, 300), height: length(proposal.height, 200))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var yWidth: CGFloat = 0, xHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            switch subview[ChartRole.self] {
            case .yLabel: yWidth = max(yWidth, size.width)
            case .xLabel: xHeight = max(xHeight, size.height)
            case .plot: break
            }
        }
        let yRoom = yWidth > 0 ? yWidth + Self.labelSpacing : 0
        let xRoom = xHeight > 0 ? xHeight + Self.labelSpacing / 2 : 0
        let plot = CGRect(x: bounds.minX + (yLabelsLeading ? yRoom : 0), y: bounds.minY,
                          width: max(bounds.width - yRoom, 0), height: max(bounds.height - xRoom, 0))
        for subview in subviews {
            switch subview[ChartRole.self] {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .yLabel(let share):
                let y = plot.maxY - CGFloat(share) * plot.height
                if yLabelsLeading {
                    subview.place(at: CGPoint(x: plot.minX - Self.labelSpacing, y: y), anchor: .trailing, proposal: .unspecified)
                } else {
                    subview.place(at: CGPoint(x: plot.maxX + Self.labelSpacing, y: y), anchor: .leading, proposal: .unspecified)
                }
            case .xLabel(let share):
                subview.place(at: CGPoint(x: plot.minX + CGFloat(share) * plot.width, y: plot.maxY + Self.labelSpacing / 2), anchor: .top,
                              proposal: .unspecified)
            }
        }
    }
}
