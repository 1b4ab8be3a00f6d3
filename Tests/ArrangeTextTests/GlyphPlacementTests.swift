import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Glyph placement: what a renderer draws is what was measured, in visual order (UAX #9).
@Suite("Text glyph placement")
@MainActor struct GlyphPlacementRules: TextFixtures {
    /// The test font's glyph ids are the characters' scalar values.
    func placed<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> [(String, CGFloat, CGFloat)] {
        guard let leaf = firstTextLeaf(textHost(1000, 1000, view)) else { return [] }
        return leaf.glyphRuns(in: leaf.layout(for: proposal)).flatMap(\.glyphs).map { glyph in
            (String(UnicodeScalar(glyph.glyph).map(Character.init) ?? "?"), glyph.position.x, glyph.position.y)
        }
    }

    @Test("Left-to-right glyphs advance from the line's origin on its baseline")
    func leftToRight() {
        let glyphs = placed(Text("ab\ncd"))
        #expect(glyphs.map(\.0) == ["a", "b", "c", "d"])
        #expect(glyphs.map(\.1) == [0, 10, 0, 10])
        #expect(glyphs.map(\.2) == [8, 8, 18, 18])
    }

    @Test("Right-to-left runs are drawn in visual order, the first character rightmost")
    func rightToLeft() {
        #expect(placed(Text("אב")).map(\.0) == ["ב", "א"])
        // Mixed: a left-to-right paragraph with a Hebrew word in the middle.
        #expect(placed(Text("ab אב cd")).map(\.0) == ["a", "b", " ", "ב", "א", " ", "c", "d"])
        #expect(placed(Text("ab אב cd")).map(\.1) == [0, 10, 20, 30, 40, 50, 60, 70])
    }

    @Test("Alignment, kerning and truncation move glyphs as they moved the measurement")
    func followsLayout() {
        #expect(placed(Text("aaa bb").multilineTextAlignment(.trailing), ProposedViewSize(width: 35, height: nil)).map(\.1) == [0, 10, 20, 10, 20])
        #expect(placed(Text("abc").kerning(2)).map(\.1) == [0, 12, 24])
        #expect(placed(Text("Hello world").lineLimit(1), ProposedViewSize(width: 60, height: nil)).map(\.0) == ["H", "e", "l", "l", "o", "…"])
    }
}
