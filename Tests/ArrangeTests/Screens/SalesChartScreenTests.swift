import Arrange
@testable import ArrangeExamples
import Testing
import ArrangeTestSupport
import ArrangeRenderTestSupport

/// The chart card on an iPhone 15 with the test font: a scroll view under a large title (from
/// 59 + 96 = 155), padded 16, cards padded 16 inside.
@Suite @MainActor struct SalesChartScreenTests {
    @Test func cardAndFormattedText() {
        let host = screenHost(SalesChartScreen())
        #expect(host.frame(ofAccessibilityIdentifier: "revenue-card")?.origin == CGPoint(x: 16, y: 171))
        #expect(host.frame(ofAccessibilityIdentifier: "revenue-card")?.width == CGFloat(393 - 32))
        // The week's total, 16 330 dollars, as en_US currency: "$16,330.00" in 10 characters of
        // largeTitle bold (34 pt) — the card's padding puts it at x 32.
        #expect(host.frame(ofAccessibilityIdentifier: "total")?.minX == 32)
        // 16 330 / 14 120 − 1 = 15.7% (percent, one fraction digit), subheadline 15 pt.
        // Dates: "Nov 20 – Nov 26" (Text + Text + Text) and narrow weekdays under the bars.
        #expect(host.dump().contains("Nov 20"))
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"F\")").count == 1)
    }

    @Test func barsScaleToTheData() {
        let host = screenHost(SalesChartScreen())
        // Seven bars share the card's 329 points less six 8-point gaps; the best day (3 420) is
        // 120 tall, the others 120 × amount / 3 420; all end on one baseline.
        let width = (329.0 - 6 * 8) / 7
        let best = host.frame(ofAccessibilityIdentifier: "bar-4")
        #expect(best?.height == 120)
        #expect(abs((best?.width ?? 0) - width) < 1e-9)
        let first = host.frame(ofAccessibilityIdentifier: "bar-0")
        #expect(abs((first?.height ?? 0) - 120 * 1_840 / 3_420) < 1e-9)
        #expect(abs((first?.maxY ?? 0) - (best?.maxY ?? 1)) < 1e-9)
        #expect(host.frame(ofAccessibilityIdentifier: "trend")?.height == 80)
    }

    @Test func rendersBarsInBlue() throws {
        let pixels = try renderScreen(screenHost(SalesChartScreen()), name: "sales-chart")
        // The best bar (x 224.6…264.7, y 349…469) is blue; the others blue at 35% over white:
        // 255 − 0.35 × (255 − c) for c = 0, 122, 255.
        #expect(pixels[244, 420].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[244, 420])")
        #expect(pixels[52, 440].isClose(to: RGBA(r: 166, g: 208, b: 255)), "\(pixels[52, 440])")
        #expect(pixels[5, 560].isClose(to: RGBA(r: 242, g: 242, b: 247)), "\(pixels[5, 560])")
    }
}
