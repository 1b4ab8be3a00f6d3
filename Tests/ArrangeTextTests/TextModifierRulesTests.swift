import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Line limits, truncation, scaling, tightening, case, kerning, Markdown and fonts, with the
/// test font at 10 pt.
@Suite("Text modifiers with the test font")
@MainActor struct TextModifierRules: TextFixtures {
    let brevity = "Brevity is the soul of wit."

    /// The lines a text shows when proposed `proposal`.
    func lines<V: View>(_ view: V, _ proposal: ProposedViewSize) -> [String] {
        let host = textHost(1000, 1000, view)
        guard let leaf = firstTextLeaf(host) else { return [] }
        return lineStrings(leaf.layout(for: proposal), of: leaf)
    }

    @Test("truncationMode tail (lineLimit 1, width 100)")
    func truncateTail() {
        let text = Text(brevity).lineLimit(1)
        #expect(lines(text, ProposedViewSize(width: 100, height: nil)) == ["Brevity i…"])
        #expect(measure(text, ProposedViewSize(width: 100, height: nil)) == size(100, 10))
    }

    @Test("truncationMode head")
    func truncateHead() {
        let text = Text(brevity).lineLimit(1).truncationMode(.head)
        #expect(lines(text, ProposedViewSize(width: 100, height: nil)) == ["…l of wit."])
    }

    @Test("truncationMode middle")
    func truncateMiddle() {
        let text = Text(brevity).lineLimit(1).truncationMode(.middle)
        #expect(lines(text, ProposedViewSize(width: 100, height: nil)) == ["Brevi…wit."])
    }

    @Test("lineLimit truncates the last shown line")
    func lineLimitTwo() {
        let text = Text("aaa bbb ccc").lineLimit(2)
        #expect(lines(text, ProposedViewSize(width: 35, height: nil)) == ["aaa ", "bb…"])
        #expect(measure(text, ProposedViewSize(width: 35, height: nil)) == size(30, 20))
        // Without a width, only hard breaks make lines; the limit still applies.
        #expect(lines(Text("a\nb\nc").lineLimit(2), .unspecified) == ["a\n", "b…"])
    }

    @Test("lineLimit range forms: the upper bound limits; nil and a partial range from do not")
    func lineLimitRanges() {
        let proposal = ProposedViewSize(width: 35, height: nil)
        let text = Text("aaa bbb ccc ddd")
        #expect(measure(text.lineLimit(nil), proposal) == size(30, 40))
        #expect(measure(text.lineLimit(2...), proposal) == size(30, 40))
        #expect(measure(text.lineLimit(...2), proposal) == size(30, 20))
        #expect(measure(text.lineLimit(1...3), proposal) == size(30, 30))
    }

    @Test("lineLimit reservesSpace keeps room for the limit's lines")
    func reservesSpace() {
        #expect(measure(Text("a").lineLimit(3, reservesSpace: true), .unspecified) == size(10, 30))
        #expect(measure(Text("a").lineLimit(3, reservesSpace: false), .unspecified) == size(10, 10))
    }

    @Test("minimumScaleFactor shrinks the font before truncating")
    func minimumScaleFactor() {
        let text = Text("Hello world").lineLimit(1).minimumScaleFactor(0.5)
        #expect(measure(text, ProposedViewSize(width: 55, height: nil)) == size(55, 5))
        // Even at half size 30 is too narrow: truncated at half size ("Hello…" is 60 unscaled).
        #expect(measure(text, ProposedViewSize(width: 30, height: nil)) == size(30, 5))
        #expect(measure(text, .unspecified) == size(110, 10))
    }

    @Test("allowsTightening squeezes a line that is at most 5% too long")
    func allowsTightening() {
        let proposal = ProposedViewSize(width: 105, height: nil)
        #expect(measure(Text("Hello world").lineLimit(1).allowsTightening(true), proposal) == size(105, 10))
        #expect(measure(Text("Hello world").lineLimit(1), proposal) == size(100, 10))
        #expect(measure(Text("Hello world").lineLimit(1).allowsTightening(true), ProposedViewSize(width: 100, height: nil)) == size(100, 10))
    }

    @Test("textCase transforms the characters that are measured")
    func textCase() {
        #expect(measure(Text("ß").textCase(.uppercase), .unspecified) == size(20, 10))
        #expect(measure(Text("ABC").textCase(.lowercase), .unspecified) == size(30, 10))
    }

    @Test("kerning and tracking add after each character")
    func kerningAndTracking() {
        #expect(measure(Text("abc").kerning(2), .unspecified) == size(36, 10))
        #expect(measure(Text("abc").tracking(3), .unspecified) == size(39, 10))
        #expect(measure(VStack { Text("abc") }.kerning(2), .unspecified) == size(36, 10))
        // A grapheme of two scalars gets the extra space once.
        #expect(measure(Text("e\u{301}").kerning(2), .unspecified) == size(12, 10))
    }

    @Test("Markdown in string literals, not in verbatim or stored strings")
    func markdown() {
        let host = textHost(1000, 1000, Text("**bold** and *it*"))
        #expect(host.rootFrame.size == size(110, 10))
        if let leaf = firstTextLeaf(host) {
            #expect(leaf.text.string == "bold and it")
            #expect(leaf.text.runs.count == 3)
            #expect(leaf.text.runs.first?.style.weight == .bold)
            #expect(leaf.text.runs.last?.style.isItalic == true)
        }
        #expect(measure(Text(verbatim: "**x**"), .unspecified) == size(50, 10))
        let stored = "**x**"
        #expect(measure(Text(stored), .unspecified) == size(50, 10))
        let name = "*a*"
        #expect(measure(Text("Hi \(name)"), .unspecified) == size(60, 10))
        #expect(measure(Text("`code` [link](https://example.com)"), .unspecified) == size(90, 10))
    }

    @Test("Text + Text keeps each part's font; lines take the largest")
    func concatenation() {
        let text = Text("ab").font(.system(size: 20)) + Text("cd")
        let host = textHost(1000, 1000, text)
        #expect(host.rootFrame.size == size(60, 20))
        #expect(firstTextLeaf(host)?.layout(for: .unspecified).firstBaseline == 16)
    }

    @Test("Text styles use iOS's default sizes; headline is semibold")
    func textStyles() {
        let expected: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, points) in expected {
            #expect(measure(Text("a").font(font), .unspecified) == size(points, points))
        }
        #expect(Font.headline.resolvedWeight == .semibold)
        #expect(Font.body.resolvedWeight == .regular)
        #expect(Font.system(size: 12).bold().resolvedWeight == .bold)
        #expect(Font.system(.title, design: .serif, weight: .light).resolvedWeight == .light)
    }

    @Test("A missing family falls back to the default with a diagnostic")
    func missingFamily() {
        let host = HostingView(rootView: Text("x").font(.custom("No Such Family 42", size: 10)), size: CGSize(width: 100, height: 100))
        #expect(host.diagnostics.contains { $0.contains("No Such Family 42") })
        #expect(host.rootFrame.width > 0)
    }
}
