import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// The tables of SF names (`SymbolNames`, `SymbolRecipes`): every entry draws a real glyph of
/// its font, on the design grid, and the outline and filled names of a symbol draw differently.
@Suite("Symbols: the name tables")
@MainActor struct SymbolNameTableTests {
    /// The ink of `artwork` lies on the 24-unit grid, allowing half a unit for curves' control
    /// points and rounding.
    static func onGrid(_ artwork: SymbolArtwork) -> Bool {
        let ink = artwork.inkBounds
        return !ink.isNull && ink.width > 0 && ink.height > 0 && ink.minX >= -0.5 && ink.minY >= -0.5 && ink.maxX <= 24.5 && ink.maxY <= 24.5
    }

    @Test("The tables hold 771 glyphs (666 Material Icons, 105 Material Design Icons), 47 aliases and 119 recipes")
    func counts() {
        #expect(SymbolNames.glyphs.count == 771)
        #expect(SymbolNames.glyphs.values.filter { $0.face == .material }.count == 666)
        #expect(SymbolNames.glyphs.values.filter { $0.face == .community }.count == 105)
        #expect(SymbolNames.aliases.count == 47)
        #expect(SymbolRecipes.recipes.count == 119)
        #expect(SymbolNames.count == 771 + 47 + 119)
        #expect(MaterialDesignIconCodepoints.codepoints.count == 1650)
        #expect(MaterialDesignIconCodepoints.codepoints["weather-partlycloudy"] == 0xF595)
    }

    @Test("Every table glyph is a real glyph of its font, with its ink on the design grid")
    func glyphsResolve() {
        #expect(SymbolFont.isInstalled(.material) && SymbolFont.isInstalled(.community))
        for (name, glyph) in SymbolNames.glyphs {
            guard case .success(let artwork) = SymbolArtwork.artwork(of: glyph) else {
                Issue.record("\(name) → \(glyph) has no glyph")
                continue
            }
            #expect(Self.onGrid(artwork), "\(name) → \(glyph): \(artwork.inkBounds)")
        }
    }

    @Test("Every recipe and alias resolves to artwork on the grid; aliases name current symbols, not other aliases")
    func recipesAndAliasesResolve() {
        for name in SymbolRecipes.recipes.keys.sorted() + SymbolNames.aliases.keys.sorted() {
            guard case .success(let artwork) = SymbolArtwork.named(name) else {
                Issue.record("\(name) does not resolve")
                continue
            }
            #expect(Self.onGrid(artwork), "\(name): \(artwork.inkBounds)")
        }
        for (old, current) in SymbolNames.aliases {
            #expect(SymbolArtwork.exists(current) && SymbolNames.aliases[current] == nil, "\(old) → \(current)")
        }
    }

    @Test("Material Design Icons' grid is the em square from its descender: checkbox-blank's square spans 3…21")
    func communityGrid() throws {
        let glyph = try #require(SymbolFont.glyph(named: "checkbox-blank", in: .community))
        let ink = Path(segments: glyph.segments).boundingRect
        #expect(abs(ink.minX - 3) < 0.01 && abs(ink.maxX - 21) < 0.01, "\(ink)")
        #expect(abs(ink.minY - 3) < 0.01 && abs(ink.maxY - 21) < 0.01, "\(ink)")
        // Material Icons' own square (`check_box_outline_blank`) lies on the same grid.
        let material = try #require(SymbolFont.glyph(named: "check_box_outline_blank", in: .material))
        let square = Path(segments: material.segments).boundingRect
        #expect(abs(square.minX - 3) < 0.01 && abs(square.maxY - 21) < 0.01, "\(square)")
    }

    /// The ink (the sum of alpha) of `name` stretched to 48 × 48 points.
    static func ink(_ name: String) throws -> Int {
        let png = try renderPNG(Image(systemName: name).resizable().frame(width: 48, height: 48))
        return stride(from: 3, to: png.rgba.count, by: 4).reduce(0) { $0 + Int(png.rgba[$1]) }
    }

    /// Outline names and their filled variants, the styles SF Symbols gives them.
    static let pairs = ["bell", "plus.app", "paperplane", "app", "heart", "star", "bookmark", "folder", "house", "person", "cart",
                        "tag", "flag", "message", "trash", "lock", "envelope", "drop", "moon", "cloud", "camera", "photo", "doc",
                        "checkmark.circle", "plus.circle", "xmark.circle", "play.circle", "heart.circle", "questionmark.app",
                        "trophy", "umbrella", "cloud.sun", "cloud.rain", "cloud.snow", "sun.max", "shield", "capsule", "rectangle"]

    @Test("A plain name draws outlined and its .fill filled: different glyphs, the filled one with over a quarter more ink")
    func fillAndOutline() throws {
        for name in Self.pairs {
            guard case .success(let outline) = SymbolArtwork.named(name), case .success(let filled) = SymbolArtwork.named(name + ".fill") else {
                Issue.record("\(name) or its .fill does not resolve")
                continue
            }
            #expect(outline.monochrome != filled.monochrome, "\(name)")
            let plain = try Self.ink(name), solid = try Self.ink(name + ".fill")
            #expect(Double(solid) > 1.25 * Double(plain), "\(name): \(plain) vs \(solid)")
        }
    }

    @Test("A table entry whose glyph its font lacks is reported as a missing glyph, for either font")
    func missingGlyph() {
        #expect(SymbolArtwork.artwork(of: .material("no_such_icon")).failureValue == .missingGlyph(.material("no_such_icon")))
        #expect(SymbolArtwork.artwork(of: .community("no-such-icon")).failureValue == .missingGlyph(.community("no-such-icon")))
        let message = SymbolProblem.missingGlyph(.community("no-such-icon")).message(for: "x.y")
        #expect(message == "The icon font Material Design Icons has no glyph \"no-such-icon\" for the symbol \"x.y\"; it is drawn as a placeholder.")
        #expect(SymbolProblem.fontMissing(.community).message(for: "cloud").contains("Debian's fonts-materialdesignicons-webfont"))
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
