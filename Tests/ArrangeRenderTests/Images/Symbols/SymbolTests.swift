import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// `Image(systemName:)` drawn with icon-font glyphs: sizes from the font and image scale,
/// variants, rendering in the foreground style, and the placeholder for unknown names.
@Suite("Symbols: Image(systemName:)")
@MainActor struct SymbolTests {
    /// The symbol's size laid out alone, in the test font at `size` points.
    private func size(_ name: String, _ points: CGFloat = 20, scale: Image.Scale = .medium, weight: Font.Weight = .regular) -> CGSize {
        let view = Image(systemName: name).imageScale(scale).font(.system(size: points, weight: weight))
            .environment(\.defaultFontFamily, Font.testFontFamily)
        return HostingView(rootView: view, size: CGSize(width: 300, height: 300)).sizeThatFits(.unspecified)
    }

    @Test("Every table glyph is in its installed font, and the table has over 150 base names")
    func tableResolves() {
        for (sf, glyph) in SymbolNames.glyphs {
            #expect(glyph.outline != nil, "\(sf) → \(glyph)")
        }
        let bases = Set(SymbolNames.glyphs.keys.map { $0.replacingOccurrences(of: ".fill", with: "").replacingOccurrences(of: ".circle", with: "") })
        #expect(bases.count > 150)
    }

    @Test("A symbol's frame is its glyph's ink at 1.2 × the font size per 20 grid units, on the pixel grid")
    func exactSizes() {
        // Material's "add" is a 14 × 14 unit cross at (5, 5) in the 24-unit grid: at 20 points
        // the live area is 24 points, 1.2 points a unit, so 6…22.8 → 6…23 on the grid: 17 × 17.
        #expect(size("plus") == CGSize(width: 17, height: 17))
        // .small is 0.8 of that: 0.96 a unit, 4.8…18.24 → 4…19: 15; .large 1.3: 1.56 a unit,
        // 7.8…29.64 → 7…30: 23.
        #expect(size("plus", scale: .small) == CGSize(width: 15, height: 15))
        #expect(size("plus", scale: .large) == CGSize(width: 23, height: 23))
        // The size follows the font: at 40 points, 12…45.6 → 12…46: 34.
        #expect(size("plus", 40) == CGSize(width: 34, height: 34))
        // A narrow glyph has a narrow frame: "chevron_right" is 7.41 × 12 units at (8.59, 6):
        // 10.3…19.2 → 10…20 and 7.2…21.6 → 7…22.
        #expect(size("chevron.right") == CGSize(width: 10, height: 15))
        // Text styles use their iOS sizes: .body is 17 points (1.02 a unit).
        let body = HostingView(rootView: Image(systemName: "plus").font(.body).environment(\.defaultFontFamily, Font.testFontFamily),
                               size: CGSize(width: 100, height: 100)).sizeThatFits(.unspecified)
        #expect(body == CGSize(width: 15, height: 15))
    }

    @Test("symbolVariant picks the variant's glyph: heart with .fill draws heart.fill; variants combine")
    func variants() throws {
        func png<V: View>(_ view: V) throws -> [UInt8] {
            try renderPNG(view.font(.system(size: 30)).frame(width: 40, height: 40)).rgba
        }
        let filled = try png(Image(systemName: "heart.fill"))
        #expect(try png(Image(systemName: "heart").symbolVariant(.fill)) == filled)
        #expect(try png(Image(systemName: "heart")) != filled)
        let circleFill = try png(Image(systemName: "person.circle.fill"))
        #expect(try png(Image(systemName: "person").symbolVariant(.circle.fill)) == circleFill)
        #expect(try png(Image(systemName: "person").symbolVariant(.fill).symbolVariant(.circle)) == circleFill)
        // A variant that does not exist falls back to the base name, without a diagnostic.
        let host = HostingView(rootView: Image(systemName: "link").symbolVariant(.slash.fill), size: CGSize(width: 50, height: 50))
        #expect(host.diagnostics.isEmpty)
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.candidateNames(for: "star") == ["star"])
        #expect(SymbolVariants.slash.circle.fill.candidateNames(for: "mic").first == "mic.slash.circle.fill")
    }

    @Test("The glyph is filled with the foreground style: black, white in dark, a set colour")
    func drawnInForeground() throws {
        func centre<V: View>(_ view: V) throws -> RGBA {
            let p = try renderPNG(view.font(.system(size: 20)).environment(\.defaultFontFamily, Font.testFontFamily))
            #expect(p.width == 17 && p.height == 17)
            // The cross's bars meet at the centre; the corners are empty.
            #expect(p[0, 0].a == 0 && p[16, 16].a == 0)
            return p[8, 8]
        }
        #expect(try centre(Image(systemName: "plus")) == RGBA(r: 0, g: 0, b: 0))
        #expect(try centre(Image(systemName: "plus").environment(\.colorScheme, .dark)) == RGBA(r: 255, g: 255, b: 255))
        #expect(try centre(Image(systemName: "plus").foregroundStyle(.red)) == RGBA(r: 255, g: 59, b: 48))
        #expect(try centre(Image(systemName: "plus").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)) == RGBA(r: 0, g: 122, b: 255))
        // SVG draws the same outline as a path.
        let svg = try ImageRenderer(content: Image(systemName: "plus")).svg()
        #expect(svg.contains("<path") && !svg.contains("plus"))
    }

    @Test("Heavier font weights draw more ink (the outline is stroked); the frame is the same")
    func weight() throws {
        func ink(_ weight: Font.Weight) throws -> Int {
            let p = try renderPNG(Image(systemName: "plus").font(.system(size: 40, weight: weight)).environment(\.defaultFontFamily, Font.testFontFamily))
            return stride(from: 3, to: p.rgba.count, by: 4).reduce(0) { $0 + Int(p.rgba[$1]) }
        }
        #expect(try ink(.bold) > ink(.regular))
        #expect(try ink(.ultraLight) == ink(.regular))
        #expect(size("plus", weight: .bold) == size("plus"))
    }

    @Test("An unknown name keeps the placeholder square and reports it; variableValue is accepted")
    func unknownName() {
        let host = HostingView(rootView: Image(systemName: "no.such.symbol").id("s").environment(\.defaultFontFamily, Font.testFontFamily),
                               size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "s")?.size == CGSize(width: 17, height: 17))
        #expect(host.diagnostics.first?.hasPrefix("No symbol named \"no.such.symbol\" in Arrange's table of SF Symbols") == true)
        let variable = HostingView(rootView: Image(systemName: "wifi", variableValue: 0.5), size: CGSize(width: 100, height: 100))
        #expect(variable.diagnostics.isEmpty)
    }
}
