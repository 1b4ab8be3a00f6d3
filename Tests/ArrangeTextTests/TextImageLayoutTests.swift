import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// Images in text (`Text("Tap \(Image(systemName: "star")) now")`, `Text(Image(…))`): one run of
/// its own, as wide as the image, its bottom on the baseline. In the 10-point test font every
/// grapheme is 10 × 10 with the baseline 8 below the line's top, and a symbol is one line of
/// the font square: 10 × 10.
@Suite("Text with inline images: layout")
@MainActor struct TextImageLayoutTests: TextFixtures {
    /// Each placed glyph's character ("￼" for an image) and position.
    func placed<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> [(String, CGFloat, CGFloat)] {
        guard let leaf = firstTextLeaf(textHost(1000, 1000, view)) else { return [] }
        return leaf.glyphRuns(in: leaf.layout(for: proposal)).flatMap(\.glyphs).map { glyph in
            (String(UnicodeScalar(leaf.text.utf16[glyph.cluster]).map(Character.init) ?? "?"), glyph.position.x, glyph.position.y)
        }
    }

    /// A `width` × `height` point bitmap image (solid colour).
    func bitmap(_ width: Int, _ height: Int, scale: CGFloat = 1) throws -> Image {
        try Image.load(data: ImageFixtures.solidPNG(width: width, height: height), scale: scale)
    }

    @Test("An interpolated symbol advances by its width; the glyphs after it start after it; it raises the line to its height")
    func interpolatedSymbol() {
        let text = Text("Tap \(Image(systemName: "star")) now")
        // 4 + 4 graphemes of 10, the symbol 10; ascent max(8, 10) + descent 2.
        #expect(measure(text, .unspecified) == CGSize(width: 90, height: 12))
        let glyphs = placed(text)
        #expect(glyphs.map(\.0) == ["T", "a", "p", " ", "\u{FFFC}", " ", "n", "o", "w"])
        #expect(glyphs.map(\.1) == [0, 10, 20, 30, 40, 50, 60, 70, 80])
        #expect(glyphs.allSatisfy { $0.2 == 10 })
    }

    @Test("A bitmap image is its natural size in points: pixels over its scale")
    func bitmapNaturalSize() throws {
        #expect(try measure(Text("a\(bitmap(30, 20))b"), .unspecified) == CGSize(width: 50, height: 22))
        #expect(try measure(Text("a\(bitmap(30, 20, scale: 2))b"), .unspecified) == CGSize(width: 35, height: 12))
        #expect(try placed(Text("a\(bitmap(30, 20))b")).map(\.1) == [0, 10, 40])
        // An image shorter than the font's ascent leaves the line as it was.
        #expect(try measure(Text("a\(bitmap(4, 4))b"), .unspecified) == CGSize(width: 24, height: 10))
    }

    @Test("An image is a break opportunity like a word and is never broken")
    func lineBreaking() throws {
        let host = textHost(1000, 1000, Text("aaa \(Image(systemName: "star")) bbb"))
        let leaf = try #require(firstTextLeaf(host))
        let layout = leaf.layout(for: ProposedViewSize(width: 55, height: nil))
        #expect(lineStrings(layout, of: leaf) == ["aaa \u{FFFC} ", "bbb"])
        // The first line is as tall as the symbol above its baseline, the second as the font.
        #expect(layout.size == CGSize(width: 50, height: 22))
        #expect(layout.lines.map(\.baseline) == [10, 20])
        // An image wider than the line stands alone on its line, overflowing it.
        let wide = textHost(1000, 1000, try Text("a\(bitmap(30, 20))b"))
        let wideLeaf = try #require(firstTextLeaf(wide))
        let wideLayout = wideLeaf.layout(for: ProposedViewSize(width: 20, height: nil))
        #expect(lineStrings(wideLayout, of: wideLeaf) == ["a", "\u{FFFC}", "b"])
        #expect(wideLayout.size == CGSize(width: 30, height: 42))
    }

    @Test("Text(Image) concatenates with text; the symbol takes its own run's font")
    func concatenation() {
        #expect(measure(Text("a") + Text(Image(systemName: "star")), .unspecified) == CGSize(width: 20, height: 12))
        // A 20-point symbol: 20 wide, ascent max(8, 16, 20), descent max(2, 4).
        let larger = Text("a") + Text(Image(systemName: "star")).font(.system(size: 20))
        #expect(measure(larger, .unspecified) == CGSize(width: 30, height: 24))
        #expect(placed(larger + Text("b")).map(\.1) == [0, 10, 30])
    }

    @Test("Keys with images compare by their images; a Text interpolated into a key keeps its images")
    func keysAndNesting() {
        #expect(Text("a\(Image(systemName: "star"))") == Text("a\(Image(systemName: "star"))"))
        #expect(Text("a\(Image(systemName: "star"))") != Text("a\(Image(systemName: "moon"))"))
        let nested = Text("x \(Text(Image(systemName: "star"))) y")
        #expect(measure(nested, .unspecified) == CGSize(width: 50, height: 12))
        // A U+FFFC of the caller's own in a key with images is dropped: it would take an
        // image's place.
        #expect(measure(Text("a\u{FFFC}\(Image(systemName: "star"))"), .unspecified) == CGSize(width: 20, height: 12))
        // Markdown around an image still applies, and the image stays in its place.
        #expect(placed(Text("**a \(Image(systemName: "star")) b**")).map(\.0) == ["a", " ", "\u{FFFC}", " ", "b"])
    }
}
