@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// Tabs: white space that advances to the next 28-point tab stop (`NSParagraphStyle.default`'s).
@Suite("Text: tab stops")
@MainActor struct TabStopTests: TextFixtures {
    @Test("A tab advances to the next multiple of 28 points and draws nothing")
    func tabAdvancesToStop() throws {
        // Test font at 10 pt: "a" is 10 wide, the tab takes the pen from 10 to 28, "b" ends at 38.
        #expect(measure(Text(verbatim: "a\tb"), .unspecified) == CGSize(width: 38, height: 10))
        // From 30 (three graphemes) the next stop is 56.
        #expect(measure(Text(verbatim: "abc\tb"), .unspecified) == CGSize(width: 66, height: 10))
        // On a stop (28 = 2.8 graphemes is not one; use 14 pt: two graphemes are 28) it goes to the next.
        #expect(measure(Text(verbatim: "ab\tc"), .unspecified, size: 14) == CGSize(width: 70, height: 14))
        // Two tabs: 10 → 28 → 56.
        #expect(measure(Text(verbatim: "a\t\tb"), .unspecified) == CGSize(width: 66, height: 10))
        // Each paragraph starts its stops again.
        #expect(measure(Text(verbatim: "abc\nab\tc"), .unspecified) == CGSize(width: 38, height: 20))

        let host = textHost(200, 50, Text(verbatim: "a\tb"))
        let leaf = try #require(firstTextLeaf(host))
        let size = leaf.sizeThatFits(.unspecified)
        let layout = leaf.layout(for: .unspecified)
        let glyphs = leaf.glyphRuns(in: layout).flatMap(\.glyphs)
        #expect(glyphs.map(\.position.x) == [0, 10, 28])
        #expect(glyphs.map(\.advance) == [10, 18, 10])
        // Two glyph boxes are drawn, "a" and "b": none for the tab.
        let drawing = try #require(leaf.drawing(size: size, proposal: .unspecified))
        let xs = drawing.outlines.flatMap(\.segments).compactMap { segment -> CGFloat? in
            if case .move(let p) = segment { return p.x }
            return nil
        }
        #expect(xs.count == 2)
        #expect(xs.min() == 0)
    }

    @Test("A tab in the system font is white space in the PNG: no .notdef box")
    func tabDrawsNothing() throws {
        // A tab at the end of a line hangs (is not measured), so an "x" follows the two tabs.
        let pixels = try renderPNG(Text(verbatim: "\t\tx").background(.white))
        // The system font's "x" at 17 pt: SF's 0.524 em = 8.91, less 0.42 of tracking, rounded up.
        #expect(pixels.width == 56 + 9)
        // The "x" is centred in SF's advance, so its anti-aliased edge reaches column 55.
        for y in 0..<pixels.height {
            for x in 0..<55 {
                #expect(pixels[x, y] == RGBA(r: 255, g: 255, b: 255), "(\(x), \(y))")
            }
        }
    }
}
