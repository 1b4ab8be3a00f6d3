import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// Colour emoji come from Noto Color Emoji (a CBDT bitmap font: no outlines), drawn as pictures
/// in PNG, PDF and SVG; characters no font has draw the .notdef box, with a diagnostic. The text
/// around them is in the platform's default typeface (DejaVu Sans), whose units the tests count.
@Suite("Rendering: colour emoji and missing glyphs")
@MainActor struct EmojiRenderingTests {
    @Test("An emoji advances by the emoji font's metrics: 2550/2048 em (21.17 pt at 17 pt)")
    func emojiAdvance() throws {
        let host = HostingView(rootView: Text(verbatim: "a🦄b").environment(\.systemTypeface, .platformDefault), size: CGSize(width: 300, height: 50))
        let leaf = try #require(host.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(leaf.text.runs.map(\.face.familyName) == ["DejaVu Sans", "Noto Color Emoji", "DejaVu Sans"])
        let glyphs = leaf.glyphRuns(in: leaf.layout(for: .unspecified)).flatMap(\.glyphs)
        let em: CGFloat = 17.0 / 2048
        #expect(glyphs.count == 3)
        #expect(abs(glyphs[1].advance - 2550 * em) < 1e-9)
        // "a" (1255) + 🦄 (2550) + "b" (1300) = 5105 units = 42.38 pt, rounded up.
        #expect(host.sizeThatFits(.unspecified).width == 43)
        // An emoji DejaVu has in black and white (U+1F600) is still drawn in colour.
        let smile = HostingView(rootView: Text(verbatim: "😀"), size: CGSize(width: 300, height: 50))
        let smileLeaf = try #require(smile.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(smileLeaf.text.runs.map(\.face.familyName) == ["Noto Color Emoji"])
    }

    @Test("A space after an emoji is the text's space, not the emoji face's (issue 25, defect 7: \"😍 😂\" left a gap three spaces wide)")
    func spaceAfterEmojiKeepsTheTextFace() throws {
        let host = HostingView(rootView: Text(verbatim: "😍 😂").environment(\.systemTypeface, .platformDefault), size: CGSize(width: 300, height: 50))
        let leaf = try #require(host.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(leaf.text.runs.map(\.face.familyName) == ["Noto Color Emoji", "DejaVu Sans", "Noto Color Emoji"])
        let glyphs = leaf.glyphRuns(in: leaf.layout(for: .unspecified)).flatMap(\.glyphs)
        let em: CGFloat = 17.0 / 2048
        // DejaVu Sans's space is 651 units.
        #expect(glyphs.count == 3)
        #expect(abs(glyphs[1].advance - 651 * em) < 1e-9)
        // Also after a text run that started with an emoji: "📍 1.5 km".
        let pin = HostingView(rootView: Text(verbatim: "📍 1.5 km").environment(\.systemTypeface, .platformDefault), size: CGSize(width: 300, height: 50))
        let pinLeaf = try #require(pin.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(pinLeaf.text.runs.map(\.face.familyName) == ["Noto Color Emoji", "DejaVu Sans"])
    }

    @Test("An emoji draws its colour picture in PNG and SVG, in its glyph box")
    func emojiPicture() throws {
        // U+1F7E5 LARGE RED SQUARE: its picture is red across the middle of its box.
        let view = Text(verbatim: "🟥").font(.system(size: 40)).background(.white)
        let renderer = ImageRenderer(content: view)
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        let list = DisplayList(host: host, size: CGSize(width: 100, height: 100))
        func images(_ items: [DisplayItem]) -> [ImageItem] {
            items.flatMap { item -> [ImageItem] in
                switch item {
                case .image(let image): return [image]
                case .group(_, let inner): return images(inner)
                default: return []
                }
            }
        }
        let pictures = images(list.items)
        #expect(pictures.count == 1)
        #expect(pictures.first?.bitmap.width == 136 && pictures.first?.bitmap.height == 128)
        let png = try decodePNG(renderer.pngData())
        let centre = png[png.width / 2, png.height / 2]
        #expect(centre.r > 200 && centre.g < 90 && centre.b < 90, "\(centre)")
        let svg = try renderer.svg()
        #expect(svg.contains("data:image/png;base64,"))
        let raster = try rasterizeWithRSVG(svg)
        let rasterCentre = raster[raster.width / 2, raster.height / 2]
        #expect(rasterCentre.r > 200 && rasterCentre.g < 90 && rasterCentre.b < 90, "\(rasterCentre)")
        #expect(difference(raster, png).mean < 3)
        // The PDF embeds the picture too: Cairo writes it as an image XObject.
        let pdf = try renderer.pdfData()
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test("A character no installed font has draws the .notdef box and is named in the diagnostics")
    func missingGlyph() throws {
        let renderer = ImageRenderer(content: Text(verbatim: "\u{F0000}").background(.white).environment(\.systemTypeface, .platformDefault))
        // DejaVu's .notdef advance: 1229 / 2048 × 17 = 10.2, rounded up.
        #expect(try renderer.size == CGSize(width: 11, height: 20))
        let png = try decodePNG(renderer.pngData())
        var dark = 0
        for y in 0..<png.height { for x in 0..<png.width where png[x, y].r < 128 { dark += 1 } }
        #expect(dark > 10)
        #expect(renderer.diagnostics.contains("No installed font has U+F0000; drawn as the font's missing-glyph box."), "\(renderer.diagnostics)")
    }
}
