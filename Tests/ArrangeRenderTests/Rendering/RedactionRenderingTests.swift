@testable import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// Redacted text is drawn as SwiftUI's placeholders: one rounded bar per line in the text's
/// colour at 16% opacity, the layout unchanged. The 10-point test font: graphemes 10 × 10, so a
/// line's bar is its width by 8 points (a tenth of the 10-point line left out above and below).
@Suite("Rendering: redaction placeholders")
@MainActor struct RedactionRenderingTests {
    private func testFont<V: View>(_ view: V) -> some View {
        view.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily)
    }

    private func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(_, let inner) = item { return flattened(inner) }
            return [item]
        }
    }

    /// The filled paths of `view` drawn in a host of `size`: their bounding boxes and paints.
    private func fills<V: View>(_ view: V, size: CGSize) -> [(bounds: CGRect, paint: Paint)] {
        flattened(DisplayList(host: HostingView(rootView: testFont(view), size: size)).items).compactMap { item in
            guard case .path(let path) = item else { return nil }
            return (Path(segments: path.segments).boundingRect, path.paint)
        }
    }

    /// One rectangle per subpath of the text's single path item (bars of one colour share it).
    private func barCount<V: View>(_ view: V, size: CGSize) -> Int {
        flattened(DisplayList(host: HostingView(rootView: testFont(view), size: size)).items).reduce(0) { count, item in
            guard case .path(let path) = item else { return count }
            return count + path.segments.filter { if case .move = $0 { return true } else { return false } }.count
        }
    }

    @Test("A placeholder-redacted Text keeps its size and draws one bar in its colour at 16% opacity")
    func placeholderBar() {
        let text = Text("ab").redacted(reason: .placeholder)
        #expect(HostingView(rootView: testFont(text), size: CGSize(width: 20, height: 10)).sizeThatFits(.unspecified) == CGSize(width: 20, height: 10))
        let drawn = fills(text, size: CGSize(width: 20, height: 10))
        #expect(drawn.count == 1)
        #expect(drawn.first?.bounds == CGRect(x: 0, y: 1, width: 20, height: 8))
        #expect(drawn.first?.paint == Paint.color(Color.primary.opacity(0.16)))
        let red = fills(Text("ab").foregroundColor(.red).redacted(reason: .placeholder), size: CGSize(width: 20, height: 10))
        #expect(red.first?.paint == Paint.color(Color.red.opacity(0.16)))
        let styled = fills(Text("ab").redacted(reason: .placeholder).foregroundStyle(.blue), size: CGSize(width: 20, height: 10))
        #expect(styled.first?.paint == Paint.color(Color.blue.opacity(0.16)))
    }

    @Test("Each line is its own bar, as wide as the line")
    func barPerLine() {
        let text = Text("ab cde").redacted(reason: .placeholder).frame(width: 30)
        let drawn = fills(text, size: CGSize(width: 30, height: 20))
        #expect(drawn.count == 1)
        #expect(barCount(text, size: CGSize(width: 30, height: 20)) == 2)
        // Lines "ab " (20 wide, the space hangs) and "cde" (30): together 0…30 × 1…19.
        #expect(drawn.first?.bounds == CGRect(x: 0, y: 1, width: 30, height: 18))
    }

    @Test("Privacy redaction applies to privacy-sensitive views only; unredacted() lifts redaction")
    func privacy() {
        let size = CGSize(width: 20, height: 10)
        let plainGlyphs = fills(Text("ab"), size: size).first?.bounds
        #expect(fills(Text("ab").redacted(reason: .privacy), size: size).first?.bounds == plainGlyphs)
        #expect(fills(Text("ab").privacySensitive().redacted(reason: .privacy), size: size).first?.bounds == CGRect(x: 0, y: 1, width: 20, height: 8))
        #expect(fills(Text("ab").privacySensitive().redacted(reason: .placeholder), size: size).first?.bounds == CGRect(x: 0, y: 1, width: 20, height: 8))
        #expect(fills(Text("ab").privacySensitive(false).redacted(reason: .privacy), size: size).first?.bounds == plainGlyphs)
        #expect(fills(Text("ab").unredacted().redacted(reason: .placeholder), size: size).first?.bounds == plainGlyphs)
        #expect(fills(Text("ab").redacted(reason: .invalidated), size: size).first?.bounds == plainGlyphs)
    }

    @Test("Reasons add up down the tree and read back from \\.redactionReasons")
    func reasonsAddUp() throws {
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(verbatim: "\(reasons.rawValue)") }
        }
        let host = HostingView(rootView: testFont(Reasons().unredacted().redacted(reason: .privacy).redacted(reason: .invalidated)), size: CGSize(width: 50, height: 10))
        let leaf = try #require(host.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(leaf.text.string == "0")
        let both = HostingView(rootView: testFont(Reasons().redacted(reason: .privacy).redacted(reason: .invalidated)), size: CGSize(width: 50, height: 10))
        let shown = try #require(both.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first)
        #expect(shown.text.string == "6")
    }

    @Test("The PNG: the bar's middle is the text's colour at 16% over white, the line's top and bottom edges clear of it")
    func png() throws {
        let content = testFont(Text("abcd").redacted(reason: .placeholder).padding(10).background(Color.white))
        let renderer = ImageRenderer(content: content)
        let pixels = try decodePNG(try renderer.pngData())
        #expect(pixels.width == 60 && pixels.height == 30)
        // Black at 0.16 over white: 255 × 0.84 ≈ 214.
        #expect(pixels[30, 15].isClose(to: RGBA(r: 214, g: 214, b: 214)))
        #expect(pixels[30, 10] == RGBA(r: 255, g: 255, b: 255))
        #expect(pixels[30, 19] == RGBA(r: 255, g: 255, b: 255))
    }
}
