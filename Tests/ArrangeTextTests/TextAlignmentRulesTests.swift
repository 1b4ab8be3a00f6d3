@testable import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Baselines (A14), spacing from font metrics (U13), line alignment and right-to-left text, and
/// Text in stacks, with the test font at 10 pt (baseline 8 below each line's top).
@Suite("Text baselines, spacing and alignment")
@MainActor struct TextAlignmentRules: TextFixtures {

    /// The x of each line of `text` proposed `width`.
    func lineOrigins<V: View>(_ view: V, width: CGFloat) -> [CGFloat] {
        let host = textHost(1000, 1000, view)
        return firstTextLeaf(host)?.layout(for: ProposedViewSize(width: width, height: nil)).lines.map(\.x) ?? []
    }

    @Test("A14.4 a Text's first and last baselines are explicit guides")
    func baselinesOfText() {
        // First baseline 8, last 18: the rectangle's bottom meets them.
        let first = textHost(200, 200, HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A\nB").id("t")
            R(20, 20).id("r")
        })
        #expect(frame("t", in: first) == rect(0, 12, 10, 20))
        #expect(frame("r", in: first) == rect(10, 0, 20, 20))
        let last = textHost(200, 200, HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("A\nB").id("t")
            R(20, 20).id("r")
        })
        #expect(frame("t", in: last) == rect(0, 2, 10, 20))
        #expect(frame("r", in: last) == rect(10, 0, 20, 20))
    }

    @Test("B-26 with text: texts of two sizes align on their first baselines")
    func baselinesOfDifferentSizes() {
        let h = textHost(200, 200, HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 20)).id("big")
            Text("small").id("small")
        })
        #expect(frame("big", in: h) == rect(0, 0, 60, 20))
        #expect(frame("small", in: h) == rect(60, 8, 50, 10))
    }

    @Test("A14.4 a composite reports the top-most first and bottom-most last baseline")
    func compositeBaselines() {
        // The VStack's texts have baselines at 8 and 18 (no gap between texts, U13); its first
        // baseline is 8 and its last 18.
        let first = textHost(200, 200, HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack { Text("a"); Text("b") }.id("v")
            R(20, 20).id("r")
        })
        #expect(frame("v", in: first) == rect(0, 12, 10, 20))
        let last = textHost(200, 200, HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack { Text("a"); Text("b") }.id("v")
            R(20, 20).id("r")
        })
        #expect(frame("v", in: last) == rect(0, 2, 10, 20))
    }

    @Test("U13 text above text: the lower text's leading, rounded up to the upper's pixel")
    func u13Metrics() {
        let a = TextSpacingMetrics(ascent: 2, descent: 3, leading: 5, pixelLength: 13)
        let b = TextSpacingMetrics(ascent: 7, descent: 11, leading: 17, pixelLength: 23)
        #expect(TextSpacingMetrics.distance(upper: a, lower: b) == 26)
        #expect(TextSpacingMetrics.distance(upper: b, lower: a) == 23)
        // Through ViewSpacing: a text's bottom entry meets the next text's top entry.
        let upper = ViewSpacing.text(metrics: a, capHeight: 1, firstBaseline: 2, lastBaseline: 2, height: 5)
        let lower = ViewSpacing.text(metrics: b, capHeight: 5, firstBaseline: 7, lastBaseline: 7, height: 18)
        #expect(upper.distance(to: lower, along: .vertical) == 26)
        #expect(lower.distance(to: upper, along: .vertical) == 23)
    }

    @Test("U13 spacing of a Text in stacks comes from its font, not a flat 8")
    func textSpacingInStacks() {
        // Test font at 10: line height 10, a tenth of it is 1, so 11 is the text's line spacing.
        // Text below a shape: 11 − ascent 8 = 3. Shape below text: max(11 − cap height 7, 1 + 2) = 4.
        // Text below text: the lower text's leading, 0. Side by side: the default 8.
        let v = textHost(300, 300, VStack(spacing: nil) {
            R(10, 10).id("r1")
            Text("a").id("t1")
            Text("b").id("t2")
            R(10, 10).id("r2")
        })
        #expect(frame("r1", in: v).minY == 0)
        #expect(frame("t1", in: v).minY == 13)
        #expect(frame("t2", in: v).minY == 23)
        #expect(frame("r2", in: v).minY == 37)
        let h = textHost(300, 300, HStack { Text("a").id("t"); R(10, 10).id("r") })
        #expect(frame("r", in: h).minX == 18)
        // A5.4: padding resets the text's edges to an ordinary view's: 8 again.
        let padded = textHost(300, 300, VStack { R(10, 10).id("r"); Text("a").padding(0.5).id("t") })
        #expect(frame("t", in: padded).minY == 18)
    }

    @Test("multilineTextAlignment aligns lines within the widest")
    func multilineAlignment() {
        let text = Text("aaa bb")
        #expect(lineOrigins(text, width: 35) == [0, 0])
        #expect(lineOrigins(text.multilineTextAlignment(.center), width: 35) == [0, 5])
        #expect(lineOrigins(text.multilineTextAlignment(.trailing), width: 35) == [0, 10])
    }

    @Test("Right-to-left: leading is the right side; the characters set the paragraph's direction")
    func rightToLeftParagraph() {
        let hebrew = Text("אאא בב")
        #expect(measure(hebrew, ProposedViewSize(width: 35, height: nil)) == size(30, 20))
        // In a right-to-left environment, leading lines end at the right.
        let rtl = hebrew.environment(\.layoutDirection, .rightToLeft)
        #expect(lineOrigins(rtl, width: 35) == [0, 10])
        #expect(lineOrigins(rtl.multilineTextAlignment(.trailing), width: 35) == [0, 0])
        #expect(lineOrigins(Text("aaa bb").environment(\.layoutDirection, .rightToLeft), width: 35) == [0, 10])
        // Leading follows the layout direction, not the script: Hebrew in a left-to-right
        // environment starts at the left.
        #expect(lineOrigins(hebrew, width: 35) == [0, 0])
        // Text without strong characters takes its paragraph direction from the environment.
        if let leaf = firstTextLeaf(textHost(1000, 1000, Text("111 22").environment(\.layoutDirection, .rightToLeft))) {
            #expect(leaf.measured.paragraph.baseLevel == 1)
        }
        if let leaf = firstTextLeaf(textHost(1000, 1000, hebrew)) {
            #expect(leaf.measured.paragraph.baseLevel == 1)
            let allRightToLeft = leaf.measured.paragraph.segments.allSatisfy { $0.rightToLeft }
            #expect(allRightToLeft)
        }
    }

    @Test("Field guide: HStack { Color; Text(\"Hello, world\"); Color } wraps the text")
    func fieldGuideHStack() {
        // Text is least flexible (10…120), so it is offered (200 − 16) / 3 and wraps to
        // "Hello, " / "world" (60 × 20); the colours share the remaining 124.
        let h = textHost(200, 100, HStack {
            Color.purple.id("a")
            Text("Hello, world").id("t")
            Color.pink.id("b")
        })
        #expect(frame("a", in: h) == rect(0, 0, 62, 100))
        #expect(frame("t", in: h) == rect(70, 40, 60, 20))
        #expect(frame("b", in: h) == rect(138, 0, 62, 100))
        // With a higher priority the text gets its ideal width.
        let p = textHost(200, 100, HStack {
            Color.purple.id("a")
            Text("Hello, world").layoutPriority(1).id("t")
            Color.pink.id("b")
        })
        #expect(frame("t", in: p) == rect(40, 45, 120, 10))
    }

    @Test("A stack probing a Text shapes it once and breaks lines once per width")
    func shapingIsCached() {
        let h = textHost(200, 100, HStack {
            Color.purple
            Text("Hello, world")
            Color.pink
        })
        #expect(h.textStatistics.shapings == 1)
        // Widths 0 (minimum), unlimited (maximum and ideal) and 184/3 (the offer).
        #expect(h.textStatistics.lineBreakings == 3)
        h.size = CGSize(width: 201, height: 100)
        #expect(h.textStatistics.shapings == 1)
    }
}
