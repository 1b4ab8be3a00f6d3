import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Images in text are drawn where layout put them (on the baseline), in all three outputs (they
/// share the display list); symbols in the run's colour. The 10-point test font: graphemes
/// 10 × 10, baseline 8 below the line's top, a symbol 10 × 10.
@Suite("Rendering: images in Text")
@MainActor struct TextImageRenderingTests {
    private func testFont<V: View>(_ view: V) -> some View {
        view.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily)
    }

    /// The display list of `view` in a host exactly its size (so it is placed at the origin).
    private func items<V: View>(_ view: V, size: CGSize) -> [DisplayItem] {
        DisplayList(host: HostingView(rootView: testFont(view), size: size)).items
    }

    private func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(_, let inner) = item { return flattened(inner) }
            return [item]
        }
    }

    /// Stroked paths: the symbols (text glyphs are filled).
    private func symbolFrames(_ items: [DisplayItem]) -> [CGRect] {
        flattened(items).compactMap { item in
            guard case .path(let path) = item, case .stroke = path.mode else { return nil }
            return path.paintBounds
        }
    }

    @Test("An interpolated symbol is drawn in its place on the baseline, not as the Image's description")
    func symbolOnBaseline() throws {
        let text = Text("Tap \(Image(systemName: "no.such.star")) now")
        // Baseline 10 (the symbol raises the ascent to 10): the symbol's box is 40…50 × 0…10.
        #expect(symbolFrames(items(text, size: CGSize(width: 90, height: 12))) == [CGRect(x: 40, y: 0, width: 10, height: 10)])
        let svg = try ImageRenderer(content: testFont(text)).svg()
        #expect(!svg.contains("Image(") && !svg.contains("no.such") && !svg.contains("systemName"))
    }

    @Test("Text(Image) after Text draws the symbol after the text; the run's colour tints it")
    func concatenatedAndTinted() throws {
        let text = Text("a") + Text(Image(systemName: "no.such.star")).foregroundColor(.red)
        let list = flattened(items(text, size: CGSize(width: 20, height: 12)))
        let symbols = list.compactMap { item -> PathItem? in
            guard case .path(let path) = item, case .stroke = path.mode else { return nil }
            return path
        }
        #expect(symbols.map(\.paintBounds) == [CGRect(x: 10, y: 0, width: 10, height: 10)])
        #expect(symbols.map(\.paint) == [.color(.red)])
        // In pixels: the symbol's left side (1 point thick, 1 point in from its box) is red.
        let p = try renderPNG(testFont(text))
        #expect(p[11, 5].isClose(to: RGBA(Color.red)), "\(p[11, 5])")
        #expect(p[15, 5].a == 0)
    }

    @Test("A bitmap image in text is drawn at its natural size with its bottom on the baseline")
    func bitmapOnBaseline() throws {
        let image = try Image.load(data: ImageFixtures.solidPNG(width: 30, height: 20, rgb: (0, 0, 255)))
        let text = Text("a\(image)b")
        let images = flattened(items(text, size: CGSize(width: 50, height: 22))).compactMap { item -> CGRect? in
            guard case .image(let image) = item else { return nil }
            return image.frame
        }
        // Baseline 20: the line's ascent is the image's height.
        #expect(images == [CGRect(x: 10, y: 0, width: 30, height: 20)])
        let p = try renderPNG(testFont(text))
        #expect(p.width == 50 && p.height == 22)
        #expect(p[25, 10] == RGBA(r: 0, g: 0, b: 255))
        #expect(p[25, 21].a == 0)
        let svg = try ImageRenderer(content: testFont(text)).svg()
        #expect(svg.contains("<image") && !svg.contains("Image("))
    }

    @Test("In a real font the image's U+FFFC is not reported missing; the symbol is one line of the font, on the baseline")
    func realFont() throws {
        let text = Text("Tap \(Image(systemName: "no.such.star")) now")
        let host = HostingView(rootView: text.environment(\.systemTypeface, .platformDefault), size: CGSize(width: 200, height: 25))
        // Only the unknown symbol is reported (it draws the placeholder this test measures).
        #expect(host.diagnostics.allSatisfy { $0.hasPrefix("No symbol named \"no.such.star\"") }, "\(host.diagnostics)")
        // Body is 17 points in DejaVu Sans: the symbol is one line of it, 20 × 20, on the baseline.
        let list = flattened(DisplayList(host: host).items)
        let symbols = list.compactMap { item -> CGRect? in
            guard case .path(let path) = item, case .stroke = path.mode else { return nil }
            return path.paintBounds
        }
        #expect(symbols.count == 1)
        #expect(symbols.first?.size == CGSize(width: 20, height: 20))
        // Its bottom is the text's baseline: the symbol is taller than DejaVu's ascent, so the
        // baseline is 20 below the text's top, and the text is 25 high (a 4.01 descent below).
        #expect(host.sizeThatFits(.unspecified).height == 25)
        #expect(symbols.first.map { $0.maxY - host.rootFrame.minY } == 20)
    }
}
