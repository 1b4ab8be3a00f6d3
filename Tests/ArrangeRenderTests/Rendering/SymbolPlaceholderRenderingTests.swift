import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Rendering: Image(systemName:) placeholder (names Arrange has no glyph for)")
@MainActor struct SymbolPlaceholderRenderingTests {
    /// A 20 × 20 symbol in the test font: the outline covers 2…4 and 16…18 on each axis.
    private func symbol(_ name: String) -> some View {
        Image(systemName: name).font(.system(size: 20)).environment(\.defaultFontFamily, Font.testFontFamily)
    }

    @Test("A symbol is an unclipped rounded-square outline in the foreground style, with no text")
    func symbolOutline() throws {
        let p = try renderPNG(symbol("no.such.airplane"))
        #expect(p.width == 20 && p.height == 20)
        // The four sides, 2 points thick, in the default foreground (black).
        for (x, y) in [(10, 2), (10, 3), (10, 16), (10, 17), (2, 10), (3, 10), (16, 10), (17, 10)] {
            #expect(p[x, y] == RGBA(r: 0, g: 0, b: 0), "(\(x), \(y)): \(p[x, y])")
        }
        // Nothing outside the square, and nothing inside it across the middle (the continuous
        // corners' antialiasing aside): no grey fill, no clipped label.
        func inside(_ a: Int, _ b: Int) -> Bool { (4..<16).contains(a) && (8..<12).contains(b) }
        for y in 0..<20 {
            for x in 0..<20 where !(2..<18).contains(x) || !(2..<18).contains(y) || inside(x, y) || inside(y, x) {
                #expect(p[x, y].a == 0, "(\(x), \(y)): \(p[x, y])")
            }
        }
        let svg = try ImageRenderer(content: symbol("no.such.airplane")).svg()
        #expect(!svg.contains("airplane") && !svg.contains("<text"))
    }

    @Test("A symbol takes the foreground style; its layout size stays one line of the font")
    func symbolForeground() throws {
        let p = try renderPNG(symbol("no.such.star").foregroundStyle(.red))
        #expect(p[10, 2] == RGBA(Color.red))
        #expect(p[10, 10].a == 0)
        let renderer = ImageRenderer(content: symbol("no.such.star"))
        #expect(try renderer.size == CGSize(width: 20, height: 20))
        #expect(try difference(rasterizeWithRSVG(renderer.svg()), decodePNG(renderer.pngData())).mean < 1)
    }
}
