import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// How many of the SF Symbol names real code uses Arrange draws with a glyph (`SymbolUsage`, the
/// ranked list; docs/symbols.md has the table). A name counts when it resolves to artwork with
/// ink — a table glyph, a recipe or a derived variant — and not to the placeholder.
@Suite("Symbols: coverage of the names real code uses")
struct SymbolCoverageTests {
    /// Whether `name` draws a glyph rather than the placeholder.
    static func draws(_ name: String) -> Bool {
        guard case .success(let artwork) = SymbolArtwork.named(name) else { return false }
        let ink = artwork.inkBounds
        return !ink.isNull && ink.width > 0 && ink.height > 0
    }

    /// The names of `entries` that draw the placeholder, in rank order.
    static func placeholders(_ entries: [SymbolUsage.Entry]) -> [String] {
        entries.filter { !draws($0.name) }.map(\.name)
    }

    @Test("The ranked list has 600 top names and the corpus's 547 names")
    func list() {
        #expect(SymbolUsage.top600.count == 600)
        #expect(SymbolUsage.corpus.count == 547)
        #expect(SymbolUsage.entries.count == 754)
        #expect(SymbolUsage.entries.first?.name == "magnifyingglass")
    }

    @Test("At least 95% of the names the corpus uses draw a glyph: all 547")
    func corpus() {
        let missing = Self.placeholders(SymbolUsage.corpus)
        let drawn = SymbolUsage.corpus.count - missing.count
        #expect(drawn == 547, "\(missing)")
        #expect(Double(drawn) / Double(SymbolUsage.corpus.count) >= 0.95)
    }

    @Test("Of the 600 most used names, 595 draw a glyph; the 5 the fonts have nothing for stay placeholders")
    func top600() {
        let missing = Self.placeholders(SymbolUsage.top600)
        // Two brands' logos, and three objects neither font draws (docs/symbols.md).
        #expect(missing == ["shazam.logo", "swift", "light.beacon.max.fill", "atom", "tortoise"])
    }
}
