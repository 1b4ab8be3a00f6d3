import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("monospacedDigit, fontDesign, fontWidth, baselineOffset, textSelection")
@MainActor struct FontStyleModifierTests: FormattingFixtures {
    /// The first Text of `view` in the system fonts (DejaVu on Debian), 17-point body.
    private func systemLeaf<V: View>(_ view: V) -> TextLeaf? {
        HostingView(rootView: view, size: CGSize(width: 1000, height: 100)).measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first
    }

    @Test("monospacedDigit turns on the font's tnum feature, for a Text, a view and a Font")
    func monospacedDigitFeature() throws {
        let tnum = FontFeature(tag: "tnum", value: 1)
        #expect(try #require(systemLeaf(Text("10").monospacedDigit())).text.runs[0].features.contains(tnum))
        #expect(try #require(systemLeaf(Text("10").monospacedDigit().font(.body))).text.runs[0].features.contains(tnum))
        #expect(try #require(systemLeaf(VStack { Text("10") }.monospacedDigit())).text.runs[0].features.contains(tnum))
        #expect(try #require(systemLeaf(Text("10").font(.body.monospacedDigit()))).text.runs[0].features.contains(tnum))
        #expect(try #require(systemLeaf(Text("10"))).text.runs[0].features.isEmpty)
    }

    @Test("DejaVu Sans's digits are tabular already (it has no tnum feature): monospacedDigit changes no width")
    func dejaVuDigitsTabular() {
        func width(_ text: Text) -> CGFloat {
            HostingView(rootView: text.environment(\.systemTypeface, .platformDefault), size: CGSize(width: 1000, height: 100)).sizeThatFits(.unspecified).width
        }
        #expect(width(Text("1111")) == width(Text("1111").monospacedDigit()))
        #expect(width(Text("0123456789")) == width(Text("0000000000")))
        #expect(width(Text("0123456789")) == width(Text("1111111111")))
    }

    @Test("fontDesign picks the design's family: serif is DejaVu Serif, monospaced DejaVu Sans Mono")
    func fontDesign() throws {
        #expect(try #require(systemLeaf(Text("a").fontDesign(.serif))).text.runs[0].face.familyName == "DejaVu Serif")
        #expect(try #require(systemLeaf(VStack { Text("a") }.fontDesign(.monospaced))).text.runs[0].face.familyName == "DejaVu Sans Mono")
        // A font's own design wins over the environment's.
        let own = VStack { Text("a").font(.system(.body, design: .serif)) }.fontDesign(.monospaced)
        #expect(try #require(systemLeaf(own)).text.runs[0].face.familyName == "DejaVu Serif")
    }

    @Test("fontWidth(.condensed) draws with DejaVu Sans Condensed: narrower than the standard width")
    func fontWidth() throws {
        // The platform's default family (DejaVu Sans), as the widths of the system font are.
        let standard = try #require(systemLeaf(Text("Hello").environment(\.systemTypeface, .platformDefault)))
        let condensed = try #require(systemLeaf(Text("Hello").fontWidth(.condensed)))
        let viaFont = try #require(systemLeaf(Text("Hello").font(.body.width(.condensed))))
        let viaView = try #require(systemLeaf(VStack { Text("Hello") }.fontWidth(.compressed)))
        let width = { (leaf: TextLeaf) in leaf.sizeThatFits(.unspecified).width }
        #expect(width(condensed) < width(standard))
        #expect(width(viaFont) == width(condensed))
        #expect(width(viaView) == width(condensed))
        // DejaVu has no expanded face: the standard one is the nearest.
        #expect(try width(#require(systemLeaf(Text("Hello").fontWidth(.expanded)))) == width(standard))
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.5).value == 0.5)
    }

    @Test("baselineOffset raises the glyphs and the line grows to hold them (10-point test font)")
    func baselineOffset() throws {
        #expect(measure(Text("ab").baselineOffset(5), .unspecified) == CGSize(width: 20, height: 15))
        #expect(measure(Text("ab").baselineOffset(-3), .unspecified) == CGSize(width: 20, height: 13))
        #expect(measure(VStack { Text("ab") }.baselineOffset(4), .unspecified) == CGSize(width: 20, height: 14))
        // Only the offset run moves: "a" sits on the baseline (13 below the top), "b" 5 above it.
        let host = textHost(100, 100, Text("a") + Text("b").baselineOffset(5))
        let leaf = try #require(firstTextLeaf(host))
        let layout = leaf.layout(for: .unspecified)
        let glyphs = leaf.glyphRuns(in: layout).flatMap(\.glyphs)
        #expect(glyphs.map(\.position.y) == [13, 8])
        #expect(layout.size == CGSize(width: 20, height: 15))
    }

    @Test("A non-finite baseline offset is 0, reported")
    func badBaselineOffset() {
        let host = textHost(100, 100, Text("ab").baselineOffset(.nan))
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 20, height: 10))
        #expect(host.diagnostics == ["baselineOffset(nan) is not finite; using 0."])
    }

    @Test("textSelection is accepted without effect on layout")
    func textSelection() {
        #expect(measure(Text("ab").textSelection(.enabled), .unspecified) == CGSize(width: 20, height: 10))
        #expect(measure(Text("ab").textSelection(.disabled), .unspecified) == CGSize(width: 20, height: 10))
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }
}
