import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Symbols derived from others: enclosures (`heart.circle.fill`, `1.circle`), badges
/// (`person.crop.circle.badge.xmark`) and slashes (`star.slash.fill`).
@Suite("Symbols: derived enclosures, badges and slashes")
@MainActor struct SymbolDerivationTests {
    @Test("Enclosure names find their mark: the .fill variant in a filled enclosure, characters for numbers and letters")
    func enclosures() {
        #expect(SymbolEnclosure.derivation(of: "heart.circle.fill") == SymbolEnclosure(mark: .symbol("heart.fill"), shape: .circle, filled: true))
        #expect(SymbolEnclosure.derivation(of: "heart.circle") == SymbolEnclosure(mark: .symbol("heart"), shape: .circle, filled: false))
        #expect(SymbolEnclosure.derivation(of: "plus.app") == SymbolEnclosure(mark: .symbol("plus"), shape: .app, filled: false))
        #expect(SymbolEnclosure.derivation(of: "questionmark.diamond") == SymbolEnclosure(mark: .symbol("questionmark"), shape: .diamond, filled: false))
        #expect(SymbolEnclosure.derivation(of: "1.circle") == SymbolEnclosure(mark: .characters("1"), shape: .circle, filled: false))
        #expect(SymbolEnclosure.derivation(of: "a.square.fill") == SymbolEnclosure(mark: .characters("a"), shape: .square, filled: true))
        #expect(SymbolEnclosure.derivation(of: "no.such.thing.circle") == nil)
        #expect(SymbolEnclosure.derivation(of: "circle") == nil)
    }

    @Test("Badge and slash names find their symbol and mark")
    func badgesAndSlashes() {
        #expect(SymbolBadge.derivation(of: "person.crop.circle.badge.xmark") == SymbolBadge(base: "person.crop.circle", mark: "xmark"))
        #expect(SymbolBadge.derivation(of: "person.crop.circle.badge.xmark.fill") == SymbolBadge(base: "person.crop.circle.fill", mark: "xmark"))
        #expect(SymbolBadge.derivation(of: "person.crop.circle.fill.badge.checkmark") == SymbolBadge(base: "person.crop.circle.fill", mark: "checkmark"))
        #expect(SymbolBadge.derivation(of: "folder.badge.gearshape") == SymbolBadge(base: "folder", mark: "gearshape"))
        #expect(SymbolBadge.derivation(of: "folder.badge.nothing") == nil)
        #expect(SymbolSlash.derivation(of: "star.slash.fill") == SymbolSlash(base: "star.fill"))
        #expect(SymbolSlash.derivation(of: "trash.slash") == SymbolSlash(base: "trash"))
        #expect(SymbolSlash.derivation(of: "nothing.slash") == nil)
    }

    /// `name` stretched to 100 × 100 points.
    static func png(_ name: String) throws -> Pixels {
        try renderPNG(Image(systemName: name).resizable().frame(width: 100, height: 100))
    }

    @Test("A filled enclosure has its mark cut out; an outline one draws the mark inside a ring")
    func enclosureDrawing() throws {
        // plus.app: the rounded square spans the frame; the plus crosses at the centre, and
        // (30, 30) lies between the plus's arms, inside the square.
        let filled = try Self.png("plus.app.fill"), outline = try Self.png("plus.app")
        #expect(filled[50, 50].a == 0 && filled[30, 30] == RGBA(r: 0, g: 0, b: 0))
        #expect(outline[50, 50] == RGBA(r: 0, g: 0, b: 0) && outline[30, 30].a == 0)
        // The frame's line runs along the edge in both.
        #expect(filled[50, 3] == RGBA(r: 0, g: 0, b: 0) && outline[50, 3] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test("A slash crosses its symbol with a gap cut along it: star.slash.fill is solid on the slash, clear beside it")
    func slashDrawing() throws {
        let png = try Self.png("star.slash.fill")
        // The symbol's ink is 22 units square (the slash's round ends reach past the star's):
        // 4.55 points a unit. The slash runs corner to corner through the centre, 2 units wide;
        // the gap beside it reaches 2.5 units from its middle (11.4 points), then the star goes
        // on. Along the other diagonal from the centre: slash, gap, star.
        #expect(png[50, 50] == RGBA(r: 0, g: 0, b: 0))
        #expect(png[54, 46].a == 0, "\(png[54, 46])")
        #expect(png[59, 41] == RGBA(r: 0, g: 0, b: 0), "\(png[59, 41])")
        let star = try Self.png("star.fill")
        #expect(star[54, 46] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test("A name with no glyph and no derivation keeps the placeholder and is reported with the table's size")
    func placeholder() {
        let host = HostingView(rootView: Image(systemName: "swift"), size: CGSize(width: 100, height: 100))
        #expect(host.diagnostics == ["No symbol named \"swift\" in Arrange's table of SF Symbols (\(SymbolNames.count) names drawn with Material Icons and Material Design Icons glyphs); Image(systemName: \"swift\") is drawn as a placeholder."])
        #expect(!SymbolCoverageTests.draws("swift"))
    }
}
