import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Lists, forms and bars take their dark values in the dark appearance (`docs/ios-metrics.md`,
/// "Lists and navigation"): they drew the light ones whatever the colour scheme.
@Suite @MainActor struct ListDarkAppearanceTests {
    private func render<V: View>(_ view: V) throws -> Pixels {
        let host = HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily),
                               size: CGSize(width: 390, height: 300))
        return try decodePNG(CairoRenderer.png(DisplayList(host: host, scale: 1), scale: 1))
    }

    @Test func insetGroupedListIsBlackWithDarkGreyCards() throws {
        let pixels = try render(List { Text("Row") }.preferredColorScheme(.dark))
        // systemGroupedBackground (black) beside the card, secondarySystemGroupedBackground
        // (28, 28, 30) inside it: the card is 16…374 × 35…79.
        #expect(pixels[5, 60].isClose(to: RGBA(r: 0, g: 0, b: 0)), "\(pixels[5, 60])")
        #expect(pixels[300, 60].isClose(to: RGBA(r: 28, g: 28, b: 30)), "\(pixels[300, 60])")
    }

    @Test func lightListKeepsItsColours() throws {
        let pixels = try render(List { Text("Row") })
        #expect(pixels[5, 60].isClose(to: RGBA(r: 242, g: 242, b: 247)), "\(pixels[5, 60])")
        #expect(pixels[300, 60].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[300, 60])")
    }

    @Test func plainListAndHeaderInDark() throws {
        let pixels = try render(List { Section("Head") { Text("Row") } }.listStyle(.plain).preferredColorScheme(.dark))
        // Header bar (secondarySystemBackground, 28, 28, 30) 0…25, rows on black below it.
        #expect(pixels[300, 12].isClose(to: RGBA(r: 28, g: 28, b: 30)), "\(pixels[300, 12])")
        #expect(pixels[300, 50].isClose(to: RGBA(r: 0, g: 0, b: 0)), "\(pixels[300, 50])")
    }
}
