import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// A3.3 with the built-in test font (10 pt: every grapheme 10 wide, lines 10 tall).
@Suite("A3.3 Text sizing with the test font")
@MainActor struct TextSizingRules: TextFixtures {

    @Test("A3.3 ideal size: the whole string on one line")
    func idealSize() {
        #expect(measure(Text("Hello world"), .unspecified) == size(110, 10))
    }

    @Test("A3.3 a wider proposal: Text never grows to fill")
    func widerProposal() {
        #expect(measure(Text("Hello world"), ProposedViewSize(width: 500, height: 500)) == size(110, 10))
        #expect(measure(Text("Hello world"), .infinity) == size(110, 10))
    }

    @Test("A3.3 wrapping at a UAX #14 opportunity: as wide as the widest line")
    func wrapsAtOpportunities() {
        // "Hello " / "world": the space hangs, so both lines are 50 wide.
        #expect(measure(Text("Hello world"), ProposedViewSize(width: 60, height: nil)) == size(50, 20))
        #expect(measure(Text("aaa bb cccc"), ProposedViewSize(width: 75, height: nil)) == size(60, 20))
    }

    @Test("A3.3 a word longer than the line breaks between graphemes")
    func longWordBreaksBetweenGraphemes() {
        #expect(measure(Text("abcdefgh"), ProposedViewSize(width: 35, height: nil)) == size(30, 30))
        // A grapheme of several scalars stays whole: "e" + combining acute is one 10-wide glyph.
        #expect(measure(Text("ae\u{301}iou"), ProposedViewSize(width: 25, height: nil)) == size(20, 30))
    }

    @Test("A3.3 the narrowest wrapped form: one grapheme per line at width 0")
    func narrowestForm() {
        #expect(measure(Text("ab cd"), ProposedViewSize(width: 0, height: nil)) == size(10, 40))
    }

    @Test("A3.3 hard line breaks make lines, and a final line break an empty line")
    func hardBreaks() {
        #expect(measure(Text("ab\ncde"), .unspecified) == size(30, 20))
        #expect(measure(Text("ab\n"), .unspecified) == size(20, 20))
        #expect(measure(Text("a\r\nb"), .unspecified) == size(10, 20))
    }

    @Test("A3.3 height limited by the proposal truncates, never below one line")
    func heightTruncates() {
        // Two lines do not fit in 15: one line, "Hello" and an ellipsis in the 60 available.
        let h = textHost(60, 15, Text("Hello world"))
        #expect(h.rootFrame.size == size(60, 10))
        #expect(measure(Text("Hello world"), ProposedViewSize(width: 60, height: 0)) == size(60, 10))
        let leaf = firstTextLeaf(h)
        if let leaf {
            let layout = leaf.layout(for: ProposedViewSize(width: 60, height: 15))
            #expect(lineStrings(layout, of: leaf) == ["Hello…"])
            #expect(layout.isTruncated)
        }
    }

    @Test("A3.3 lineSpacing adds between lines, not after the last")
    func lineSpacing() {
        #expect(measure(Text("a\nb\nc").lineSpacing(5), .unspecified) == size(10, 40))
    }

    @Test("A3.3 sizes round up to the pixel grid of displayScale")
    func pixelRounding() {
        // "ab" at 10.1 pt is 20.2 wide and 10.1 tall.
        #expect(measure(Text("ab"), .unspecified, size: 10.1) == size(21, 11))
        let third = measure(Text("ab").environment(\.displayScale, 3), .unspecified, size: 10.1)
        #expect(close(third.width, 61.0 / 3) && close(third.height, 31.0 / 3))
        // A size already on the grid stays.
        #expect(measure(Text("ab").environment(\.displayScale, 3), .unspecified) == size(20, 10))
    }

    @Test("A3.3 fixedSize keeps the ideal size and overflows the frame")
    func fixedSizeKeepsIdeal() {
        let long = "A single line of text, too long to fit in a box."
        // "A single line of " / "text, too long to " / "fit in a box.": 170 wide, 3 lines.
        let wrapped = textHost(400, 400, Text(long).id("t").frame(width: 200, height: 200))
        #expect(wrapped.frame(of: "t")?.size == size(170, 30))
        let fixed = textHost(400, 400, Text(long).fixedSize().id("t").frame(width: 200, height: 200))
        #expect(fixed.frame(of: "t")?.size == size(480, 10))
    }

    @Test("Empty, combining, emoji, control and huge strings all lay out")
    func unusualStrings() {
        #expect(measure(Text(""), .unspecified) == size(0, 10))
        #expect(measure(Text("\u{301}"), .unspecified) == size(10, 10))
        #expect(measure(Text("👨‍👩‍👧 🇫🇷"), .unspecified) == size(30, 10))
        #expect(measure(Text("a\u{7}b\u{0}c"), .unspecified) == size(30, 10))
        let huge = String(repeating: "abcd ", count: 20_000)
        #expect(measure(Text(huge), .unspecified) == size(999_990, 10))
        #expect(measure(Text(huge), ProposedViewSize(width: 1000, height: nil)) == size(990, 10_000))
    }
}

/// Bad input to Text gets SwiftUI's treatment plus a diagnostic, never a crash.
@Suite("Text bad input")
@MainActor struct TextBadInput: TextFixtures {
    func diagnostics<V: View>(_ view: V) -> [String] {
        textHost(200, 200, view).diagnostics
    }

    @Test("lineLimit below 1 shows one line, reported")
    func lineLimitZero() {
        #expect(measure(Text("a\nb").lineLimit(0), .unspecified) == size(20, 10))
        #expect(diagnostics(Text("a").lineLimit(-2)).contains { $0.contains("lineLimit(-2)") })
    }

    @Test("Non-finite and negative sizes, spacing and scale factors are replaced and reported")
    func nonFiniteValues() {
        #expect(measure(Text("ab").font(.system(size: -5)), .unspecified) == size(0, 0))
        #expect(diagnostics(Text("ab").font(.system(size: .nan))).contains { $0.contains("Font size") })
        #expect(measure(Text("ab").kerning(.infinity), .unspecified) == size(20, 10))
        #expect(diagnostics(Text("ab").kerning(.nan)).contains { $0.contains("kerning") })
        #expect(measure(Text("a\nb").lineSpacing(.nan), .unspecified) == size(10, 20))
        #expect(diagnostics(Text("a").minimumScaleFactor(3)).contains { $0.contains("minimumScaleFactor") })
    }

    @Test("Bad proposals: NaN is unspecified, negative is zero")
    func badProposals() {
        #expect(measure(Text("ab cd"), ProposedViewSize(width: CGFloat.nan, height: CGFloat.nan)) == size(50, 10))
        #expect(measure(Text("ab cd"), ProposedViewSize(width: -10, height: nil)) == size(10, 40))
    }

    @Test("A corrupt or missing font file is an error the caller sees")
    func badFontFiles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-corrupt-\(UInt32.random(in: 0...UInt32.max)).ttf")
        try Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontLoadingError.self) { try Font.register(contentsOf: url) }
        #expect(throws: FontLoadingError.self) { try Font.register(contentsOf: URL(fileURLWithPath: "/no/such/font.ttf")) }
        #expect(throws: FontLoadingError.self) { try Font.register(data: Data()) }
    }

    @Test("A registered font is found by its family name")
    func registeredFont() throws {
        let families = try Font.register(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        #expect(families == ["DejaVu Sans Mono"])
        // Monospaced: every character has the same advance (1233 units of 2048).
        let host = HostingView(rootView: Text("iiWW").font(.custom("DejaVu Sans Mono", size: 2048)), size: CGSize(width: 99_999, height: 99_999))
        let expected: CGFloat = 4 * 1233
        #expect(host.rootFrame.width == expected)
        #expect(host.diagnostics.isEmpty)
    }
}
