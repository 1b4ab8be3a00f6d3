@testable import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Inline Markdown code (`` `x` ``) is drawn in the monospaced design of the run's font, as
/// SwiftUI draws it (`Font.monospaced()`): DejaVu Sans Mono beside DejaVu Sans (the platform's
/// default typeface, which these tests ask for to count in its units).
@Suite("Text: Markdown code is monospaced")
@MainActor struct MarkdownCodeFontTests: TextFixtures {
    @Test("Markdown code measures with the monospaced face: each character 1233/2048 em (DejaVu Sans Mono)")
    func codeSpanIsMonospaced() throws {
        let host = HostingView(rootView: Text("a `code` b").environment(\.systemTypeface, .platformDefault), size: CGSize(width: 300, height: 50))
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.string == "a code b")
        #expect(leaf.text.runs.map(\.face.familyName) == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Sans"])
        let glyphs = leaf.glyphRuns(in: leaf.layout(for: .unspecified)).flatMap(\.glyphs)
        let em: CGFloat = 17.0 / 2048
        let code = glyphs.filter { (2..<6).contains($0.cluster) }
        #expect(code.count == 4)
        #expect(code.allSatisfy { abs($0.advance - 1233 * em) < 1e-9 })
        // "a" (1255) and a space (651) of DejaVu Sans before the code, four monospaced cells after.
        #expect(abs((code.first?.position.x ?? 0) - (1255 + 651) * em) < 1e-9)
        let b = try #require(glyphs.last)
        #expect(abs(b.position.x - (1255 + 651 + 4 * 1233 + 651) * em) < 1e-9)

        // The same width as the run made monospaced by hand.
        let byHand = HostingView(rootView: (Text("a ") + Text("code").monospaced() + Text(" b")).environment(\.systemTypeface, .platformDefault), size: CGSize(width: 300, height: 50))
        #expect(host.sizeThatFits(.unspecified) == byHand.sizeThatFits(.unspecified))
    }
}
