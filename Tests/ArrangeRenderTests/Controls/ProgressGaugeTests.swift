import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: ProgressView and Gauge")
@MainActor struct ProgressGaugeTests {
    @Test("A determinate progress view is a 4-point bar as wide as offered, its labels above and below, 4 points apart")
    func linearLayout() throws {
        let proposal = ProposedViewSize(width: 300, height: nil)
        #expect(controlSize(ProgressView(value: 0.5), proposal) == CGSize(width: 300, height: 4))
        #expect(controlSize(ProgressView(value: 0.5).progressViewStyle(.linear), proposal) == CGSize(width: 300, height: 4))
        #expect(controlSize(ProgressView("Loading", value: 0.5), proposal) == CGSize(width: 300, height: 17 + 4 + 4))
        let host = controlHost(ProgressView(value: 3, total: 4) {
            Color.red.frame(width: 20, height: 10).id("label")
        } currentValueLabel: {
            Color.red.frame(width: 20, height: 10).id("current")
        }.id("progress"))
        #expect(host.frame(of: "progress")?.size == CGSize(width: 300, height: 10 + 4 + 4 + 4 + 10))
        #expect(relativeFrame("label", in: "progress", host) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(relativeFrame("current", in: "progress", host) == CGRect(x: 0, y: 22, width: 20, height: 10))
    }

    @Test("The bar is filled with the tint to the fraction done, over the fill colour")
    func linearPixels() throws {
        let p = try renderPNG(ProgressView(value: 30, total: 100).frame(width: 100).background(Color.white))
        #expect(p.height == 4)
        #expect(p[10, 2] == RGBA(r: 0, g: 122, b: 255))
        #expect(p[60, 2].isClose(to: RGBA(r: 228, g: 228, b: 230), tolerance: 2), "\(p[60, 2])")
        // Values past the total are full; a nil value is indeterminate (a spinner).
        let full = try renderPNG(ProgressView(value: 7.0, total: 5).frame(width: 100))
        #expect(full[95, 2] == RGBA(r: 0, g: 122, b: 255))
    }

    @Test("An indeterminate progress view is a 20-point spinner, its label 8 points below")
    func circularLayout() throws {
        #expect(controlSize(ProgressView(), .unspecified) == CGSize(width: 20, height: 20))
        #expect(controlSize(ProgressView(value: Double?.none), .unspecified) == CGSize(width: 20, height: 20))
        #expect(controlSize(ProgressView("Wait"), .unspecified) == CGSize(width: 68, height: 20 + 8 + 17))
        #expect(controlSize(ProgressView(value: 0.5).progressViewStyle(.circular), .unspecified) == CGSize(width: 20, height: 20))
        #expect(controlSize(ProgressView().controlSize(.large), .unspecified) == CGSize(width: 37, height: 37))
        #expect(controlSize(ProgressView().controlSize(.small), .unspecified) == CGSize(width: 16, height: 16))
        let ring = try renderPNG(ProgressView(value: 0.5).progressViewStyle(.circular).background(Color.white))
        // The right half of the ring is tinted, the left half the fill colour.
        // The ring's stroke is centred 8.5 points from the centre (10, 10).
        #expect(ring[18, 10].isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 12), "\(ring[18, 10])")
        #expect(ring[1, 10].isClose(to: RGBA(r: 228, g: 228, b: 230), tolerance: 12), "\(ring[1, 10])")
    }

    @Test("A custom ProgressViewStyle gets the fraction")
    func customStyle() {
        struct Blocks: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 5)
            }
        }
        #expect(controlSize(ProgressView(value: 0.25).progressViewStyle(Blocks()), .unspecified) == CGSize(width: 25, height: 5))
    }

    @Test("A gauge (linear capacity on iOS) is its label row, the bar and the bounds labels")
    func gaugeLayout() throws {
        let proposal = ProposedViewSize(width: 300, height: nil)
        #expect(controlSize(Gauge(value: 0.5) { Color.red.frame(width: 20, height: 10) }, proposal) == CGSize(width: 300, height: 18))
        let host = controlHost(Gauge(value: 25, in: 0...100) {
            Color.red.frame(width: 20, height: 10)
        } currentValueLabel: {
            Color.red.frame(width: 30, height: 10).id("current")
        } minimumValueLabel: {
            Color.red.frame(width: 10, height: 10).id("min")
        } maximumValueLabel: {
            Color.red.frame(width: 10, height: 10).id("max")
        }.id("gauge"))
        #expect(host.frame(of: "gauge")?.size == CGSize(width: 300, height: 32))
        #expect(relativeFrame("current", in: "gauge", host) == CGRect(x: 270, y: 0, width: 30, height: 10))
        #expect(relativeFrame("min", in: "gauge", host) == CGRect(x: 0, y: 22, width: 10, height: 10))
        #expect(relativeFrame("max", in: "gauge", host) == CGRect(x: 290, y: 22, width: 10, height: 10))
        #expect(controlSize(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular), .unspecified) == CGSize(width: 58, height: 58))
        #expect(controlSize(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), .unspecified) == CGSize(width: 58, height: 58))
        #expect(controlSize(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.linearCapacity), proposal).width == 300)
    }
}
