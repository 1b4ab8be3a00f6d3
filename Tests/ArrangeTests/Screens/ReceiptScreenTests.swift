import Arrange
@testable import ArrangeExamples
import Testing
import ArrangeTestSupport
import ArrangeRenderTestSupport

/// The receipt on an iPhone 15 with the test font: a scroll view under an inline bar (from
/// 59 + 44 = 103), padded 20.
@Suite @MainActor struct ReceiptScreenTests {
    @Test func headerAndTotals() {
        let host = screenHost(ReceiptScreen())
        // "Corner Bakery" (title2 22 pt bold, 13 characters = 286) centred: (393 − 286) / 2.
        #expect(host.frame(ofAccessibilityIdentifier: "header")?.origin == CGPoint(x: 53.5, y: 123))
        // Subtotal 7.50 + 2 × 3.25 + 2 × 4.80 + 6.00 = 29.60; tax 8.75% of it, 2.59; total
        // 32.19 — each right-aligned at 393 − 20 = 373, 17 pt per character.
        #expect(host.frame(ofAccessibilityIdentifier: "subtotal")?.size == CGSize(width: 6 * 17, height: 17))
        #expect(host.frame(ofAccessibilityIdentifier: "subtotal")?.maxX == 373)
        #expect(host.frame(ofAccessibilityIdentifier: "tax") == CGRect(x: 373 - 5 * 17, y: 442, width: 85, height: 17))
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"$32.19\")").count == 1)
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"$29.60\")").count == 1)
        // The items grid spans the padded width.
        #expect(host.frame(ofAccessibilityIdentifier: "items")?.width == CGFloat(393 - 40))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func rendersTheProminentButtonInTheAccentColour() throws {
        let host = screenHost(ReceiptScreen())
        let button = try #require(host.frame(ofAccessibilityIdentifier: "done"))
        let pixels = try renderScreen(host, name: "receipt")
        #expect(pixels[Int(button.minX) + 6, Int(button.midY)].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[Int(button.minX) + 6, Int(button.midY)])")
        #expect(pixels[5, 700].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[5, 700])")
    }
}
