import ArrangeRenderTestSupport
import Charts
import Foundation
import SwiftUI
import Testing

/// Swift Charts on Linux: marks, series, scales, axes and legends, drawn as Swift Charts draws
/// them at rest.
@Suite @MainActor struct ChartsTests {
    struct Sale: Identifiable {
        let day: String
        let units: Int
        var id: String { day }
    }

    let sales = [Sale(day: "Mon", units: 5), Sale(day: "Tue", units: 10), Sale(day: "Wed", units: 15)]

    @Test func aBarChartHasBandsRoundTicksAndTrailingLabels() throws {
        let chart = Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
        }
        let host = HostingView(rootView: chart.frame(width: 300, height: 200), size: CGSize(width: 300, height: 200))
        // y ticks 0, 5, 10, 15 after the plot; the plot is the width less the widest label and 6 points.
        let zero = try host.find(text: "0").frame, fifteen = try host.find(text: "15").frame
        let plotWidth = 300 - fifteen.width - 6
        #expect(abs(fifteen.minX - (plotWidth + 6)) < 0.01 && abs(zero.minX - (plotWidth + 6)) < 0.01)
        // 15 is the top of the domain: its label is centred on the plot's top edge.
        #expect(abs(fifteen.midY - 0) < 0.01)
        // Each day's label is centred under its band: a third of the plot each.
        let tuesday = try host.find(text: "Tue").frame
        #expect(abs(tuesday.midX - plotWidth / 2) < 0.01)
        #expect(abs(try host.find(text: "Mon").frame.midX - plotWidth / 6) < 0.01)
        // The plot is as tall as the chart less the x labels' row and 3 points.
        #expect(abs(zero.midY - (200 - tuesday.height - 3)) < 0.01)

        // Drawn: Wednesday's bar reaches the top, Monday's a third of the way.
        let pixels = try renderPNG(chart.frame(width: 300, height: 200))
        func isBlue(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let pixel = pixels[Int(x), Int(y)]
            return pixel.b > 200 && pixel.r < 60
        }
        let plotHeight = 200 - tuesday.height - 3
        #expect(isBlue(plotWidth * 5 / 6, 2) && isBlue(plotWidth / 6, plotHeight * 0.7) && !isBlue(plotWidth / 6, plotHeight * 0.6))
    }

    struct Reading: Identifiable {
        let id: Int
        let city: String
        let temperature: Double
    }

    @Test func seriesGetThePalettesColoursAndALegend() throws {
        let readings = [Reading(id: 0, city: "Oslo", temperature: 2), Reading(id: 1, city: "Oslo", temperature: 6),
                        Reading(id: 0, city: "Rome", temperature: 14), Reading(id: 1, city: "Rome", temperature: 18)]
        let chart = Chart {
            ForEach(Array(readings.enumerated()), id: \.offset) { _, reading in
                LineMark(x: .value("Hour", reading.id), y: .value("°C", reading.temperature))
                    .foregroundStyle(by: .value("City", reading.city))
            }
            RuleMark(y: .value("Freezing", 0)).foregroundStyle(.gray)
        }
        .chartYAxis { AxisMarks(position: .leading) }
        let host = HostingView(rootView: chart.frame(width: 300, height: 200), size: CGSize(width: 300, height: 200))
        // The legend names the series in order, under the plot; the y labels are before it.
        let oslo = try host.find(text: "Oslo").frame, rome = try host.find(text: "Rome").frame
        #expect(oslo.minX < rome.minX && oslo.midY == rome.midY && oslo.maxY <= 200)
        #expect(try host.find(text: "20").frame.minX == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aDonutDividesTheCircleByShare() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "Rent"))
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "Food"))
        }
        .chartLegend(.hidden)
        let pixels = try renderPNG(chart.frame(width: 200, height: 200))
        // Rent (blue) holds three quarters from the top, clockwise; Food (green) the last quarter;
        // the hole is empty.
        let rent = pixels[150, 100], food = pixels[50, 70], hole = pixels[100, 100]
        #expect(rent.b > 200 && rent.r < 60)
        #expect(food.g > 150 && food.r < 100 && food.b < 150)
        #expect(hole.a == 0)
    }
}
