import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Text in a real font: DejaVu Sans at 17 pt, found through fontconfig. Expected widths come from
/// the font's own tables (cmap, hmtx, GSUB ligatures, GPOS kerning) read by
/// `scripts/dejavu-expected-widths.py` into `DejaVuSansExpectations`, not from Arrange.
///
/// A display scale of 2048 makes the pixel grid the font's unit grid at 17 pt / 2048 upem, so
/// rounding up to pixels leaves these sizes exact: `units × 17 / 2048`.
@Suite("Text in DejaVu Sans at 17 pt")
@MainActor struct DejaVuSansWidths: TextFixtures {
    typealias Expect = DejaVuSansExpectations

    /// Font units to points at 17 pt.
    func points(_ units: Int) -> CGFloat { CGFloat(units) * 17 / CGFloat(Expect.unitsPerEm) }

    /// `view` in DejaVu Sans 17 at a display scale of 2048.
    func dejaVu<V: View>(_ view: V) -> some View {
        view.font(.custom("DejaVu Sans", size: 17)).environment(\.displayScale, 2048)
    }

    func measureDejaVu<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        HostingView(rootView: dejaVu(view), size: CGSize(width: 1000, height: 1000)).sizeThatFits(proposal)
    }

    var lineHeight: CGFloat { points(Expect.ascender + Expect.descender + Expect.lineGap) }

    @Test("Single-line widths equal the sum of hmtx advances plus GPOS kerning", arguments: DejaVuSansExpectations.advances.keys.sorted())
    func singleLineWidth(string: String) {
        guard let units = Expect.advances[string] else { return }
        #expect(measureDejaVu(Text(verbatim: string)) == CGSize(width: points(units), height: lineHeight))
    }

    @Test("Kerning pairs change the width (AVATAR, To, Wave, First)")
    func kerningApplies() {
        for string in ["AVATAR", "To", "Wave", "First"] {
            let kerned = Expect.advances[string] ?? 0, plain = Expect.advancesWithoutKerning[string] ?? 0
            #expect(kerned < plain)
            #expect(measureDejaVu(Text(verbatim: string)).width == points(kerned))
        }
    }

    @Test("Tracking turns ligatures off: \"Officer\" gets its nominal advances plus the tracking")
    func trackingDisablesLigatures() {
        let nominal = Expect.nominalAdvances["Officer"] ?? 0
        #expect(measureDejaVu(Text(verbatim: "Officer").tracking(1)).width == points(nominal) + 7)
    }

    @Test("Without SF Pro or Inter, the system font is the platform's default family: DejaVu Sans, resolved through fontconfig")
    func defaultFamily() {
        #expect(FontLibrary.shared.defaultFamilyName == "DejaVu Sans")
        let system = HostingView(rootView: Text("Hello world").font(.system(size: 17)).environment(\.displayScale, 2048).environment(\.systemTypeface, .platformDefault), size: CGSize(width: 500, height: 500))
        #expect(system.rootFrame.size == CGSize(width: points(Expect.advances["Hello world"] ?? 0), height: lineHeight))
        // `.body` is 17 pt too, and is the default font.
        let body = HostingView(rootView: Text("Hello world").environment(\.displayScale, 2048).environment(\.systemTypeface, .platformDefault), size: CGSize(width: 500, height: 500))
        #expect(body.rootFrame.size == system.rootFrame.size)
    }

    @Test("Wrapping at a real width: lines break between words, as wide as the widest line")
    func wrapping() {
        // "Chief Executive " / "Officer": the first line is Chief + space + Executive.
        let firstLine = (Expect.advances["Chief"] ?? 0) + (Expect.advances["Executive"] ?? 0) + 651
        let proposal = ProposedViewSize(width: points(firstLine) + 1, height: nil)
        #expect(measureDejaVu(Text(verbatim: "Chief Executive Officer"), proposal) == CGSize(width: points(firstLine), height: 2 * lineHeight))
    }

    @Test("Emoji sequences, CJK without a covering font, combining marks and controls lay out")
    func unusualText() {
        for string in ["👨‍👩‍👧‍👦🇯🇵", "山不在高，有仙则名。", "a\u{0}\u{7}\u{1B}b", "مرحبا بالعالم", String(repeating: "x", count: 50_000)] {
            let size = measureDejaVu(Text(verbatim: string), ProposedViewSize(width: 200, height: nil))
            #expect(size.width > 0 && size.width <= 200 && size.height >= lineHeight, "\(string.prefix(12))")
        }
        // Lone combining marks have no advance in DejaVu Sans: zero wide, one line tall.
        #expect(measureDejaVu(Text(verbatim: "\u{301}\u{302}")) == CGSize(width: 0, height: lineHeight))
    }

    @Test("Baselines come from the font's ascender")
    func baselines() {
        let host = HostingView(rootView: dejaVu(Text("Hello\nworld")), size: CGSize(width: 500, height: 500))
        let layout = firstTextLeaf(host)?.layout(for: .unspecified)
        #expect(layout?.firstBaseline == points(Expect.ascender))
        #expect(layout?.lastBaseline == lineHeight + points(Expect.ascender))
    }

    @Test("U13 with real metrics: a shape above a Text, and a Text above a shape")
    func spacingFromMetrics() {
        let pixel: CGFloat = 1.0 / 2048
        let textGap = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let above = lineHeight + textGap - points(Expect.ascender)
        let below = max(lineHeight + textGap - points(Expect.capHeight), textGap + points(Expect.descender))
        let host = HostingView(rootView: dejaVu(VStack {
            Rectangle().frame(width: 10, height: 10).id("r1")
            Text("Hi").id("t")
            Rectangle().frame(width: 10, height: 10).id("r2")
        }), size: CGSize(width: 500, height: 500))
        guard let r1 = host.frame(of: "r1"), let t = host.frame(of: "t"), let r2 = host.frame(of: "r2") else {
            Issue.record("views were not laid out")
            return
        }
        #expect(t.minY - r1.maxY == above)
        #expect(r2.minY - t.maxY == below)
    }
}

/// Drawings on the concurrency pool share the font library and the shaping cache with the
/// main actor, which builds and lays out.
@Suite("Text across threads")
@MainActor struct TextConcurrency {
    @Test("Texts drawn concurrently come out as drawn one at a time")
    func concurrentDrawings() async throws {
        let texts = (0..<16).map { Text(verbatim: "Chief Executive Officer \($0 % 4)").font(.system(size: 17)).frame(width: 100) }
        let concurrent = await ImageRenderer.render(texts, options: RenderOptions(format: .png), maximumConcurrency: 4)
        let sequential = texts.map { ImageRenderer.render($0, options: RenderOptions(format: .png)) }
        #expect(concurrent.count == 16)
        for (a, b) in zip(concurrent, sequential) {
            #expect(try a.get() == b.get())
        }
        #expect(Set(try concurrent.map { try $0.get() }).count == 4)
    }
}

/// Fallback faces cover only the characters the requested face lacks.
@Suite("Text fallback faces")
@MainActor struct TextFallbackFaces {
    /// Needs a font covering "中" (the README's commands install WenQuanYi Micro Hei).
    @Test("A character the font has goes back to it after a fallback run, spaces included")
    func returnsToTheRequestedFace() {
        let text = ResolvedText(Text(verbatim: "中 a").font(.custom("DejaVu Sans", size: 17)), environment: EnvironmentValues()) { _ in }
        let families = text.runs.map(\.face.familyName)
        #expect(families.last == "DejaVu Sans")
        // The space is the requested face's, as a font's own characters are (CoreText falls back
        // per character): only "中" is in a fallback face (when one is installed).
        #expect(text.runs.last?.range == 1..<3)
        #expect(text.runs.first?.range == 0..<1)
    }
}
